import { notFound } from 'next/navigation';
import { STAFF_ROLES } from '@/lib/config';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { TEAM_STAFF_ROLES } from '@/lib/api/contract/help';
import { teamCards } from '@/lib/server/help/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import { keyedTexts } from '@/lib/keyed-texts';
import { contentFormTexts, localizedFieldTexts } from '@/components/admin/FaqFormTexts';
import OfficeHoursForm from '@/components/admin/team/OfficeHoursForm';
import TeamCardForm from '@/components/admin/team/TeamCardForm';
import { ListHead } from '@/components/admin/list/AdminList';
import styles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/team/Team.module.css';

type Props = { params: Promise<{ locale: string }> };

/**
 * /admin/team (admin): how each staff member appears to the members they look after on
 * /user/helpGroup (name, title per language, picture, e-mail, WhatsApp, WeChat ID), and the office
 * hours every member reads there.
 */
export default async function AdminTeamPage({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/team', TEAM_STAFF_ROLES);
  const [t, form, tRoles, { team, hours }] = await Promise.all([adminTranslator(locale, 'team'), contentFormTexts(locale), adminTranslator(locale, 'roles'), teamCards()]);
  // The language tabs' and the save button's words are the content forms' own, already in `form`.
  const localized = localizedFieldTexts(form);
  const saving = keyedTexts(['save', 'saving', 'saved'], (k) => form[k]);
  const cardTexts = {
    ...keyedTexts(['displayName', 'photo', 'upload', 'uploading', 'removePhoto', 'email', 'whatsapp', 'whatsappHint', 'wechat', 'wechatHint', 'disabled'], (k) => t(k)),
    title: t('jobTitle'),
    titleHint: t('jobTitleHint'),
    ...saving,
    roles: keyedTexts(STAFF_ROLES, (r) => tRoles(r)),
    localized,
  };
  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} />
      <section className={styles.panel} aria-labelledby="team-hours">
        <h2 id="team-hours">{t('hoursTitle')}</h2>
        <p className={styles.muted}>{t('hoursIntro')}</p>
        <OfficeHoursForm initial={hours} texts={{ label: t('hoursLabel'), hint: t('hoursHint'), ...saving, localized }} />
      </section>
      <section className={styles.panel} aria-labelledby="team-cards">
        <h2 id="team-cards">{t('cardsTitle')}</h2>
        <p className={styles.muted}>{t('cardsIntro')}</p>
        {team.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <ul className={own.list}>
            {team.map((p) => (
              <TeamCardForm key={p.user_id} profile={p} texts={cardTexts} locale={locale} note={p.saved ? t('members', { count: p.members }) : t('notSaved')} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
