import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { myCollegePage } from '@/lib/server/college/pages';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import CollegeForm from '@/components/member/college/CollegeForm';
import CollegeStatus, { dayOf, stateOf } from '@/components/member/college/CollegeStatus';
import styles from '@/components/member/college/College.module.css';
import MemberMessages from '@/components/member/MemberMessages';
import MemberColumns, { MemberCard } from '@/components/member/MemberColumns';
import columns from '@/components/member/MemberColumns.module.css';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'member.college' });
  return { title: t('metaTitle') };
}

const BENEFITS = ['pricing', 'quantities', 'artwork'] as const;
const STEPS = ['send', 'review', 'terms'] as const;

/** /user/collegeAuthentication: the member's school verification, read on the server through the gate; the form when a request may be sent. */
export default async function CollegePage({ params }: Props) {
  const locale = await pageLocale(params);
  await guardMemberPage(locale, '/user/collegeAuthentication');
  const [t, mine] = await Promise.all([getTranslations({ locale, namespace: 'member.college' }), myCollegePage()]);
  const state = stateOf(mine.current);
  const last = mine.current;
  return (
    <MemberMessages locale={locale} page="/user/collegeAuthentication">
      <MemberColumns
        title={t('title')}
        intro={t('intro')}
        width="narrow"
        lean="first"
        first={
          <>
            <CollegeStatus mine={mine} locale={locale} />
            {mine.can_submit ? (
              <section className={columns.card}>
                <CollegeForm
                  renewal={state !== 'none'}
                  filesHref={localizedPath(locale, '/user/uploading')}
                  initial={last && state !== 'none' ? { school: last.school, role: last.role } : undefined}
                />
              </section>
            ) : null}
          </>
        }
        second={
          <>
            <MemberCard id="college-steps" title={t('steps.title')}>
              <ol className={styles.steps}>
                {STEPS.map((step) => (
                  <li key={step}>
                    <div>
                      <strong>{t(`steps.${step}.title`)}</strong>
                      <span>{t(`steps.${step}.text`)}</span>
                    </div>
                  </li>
                ))}
              </ol>
            </MemberCard>
            <MemberCard id="college-benefits" title={t('benefits.title')}>
              <ul className={styles.benefits}>
                {BENEFITS.map((b) => (
                  <li key={b}>{t(`benefits.${b}`)}</li>
                ))}
              </ul>
            </MemberCard>
            {mine.history.length ? (
              <MemberCard id="college-history" title={t('history')}>
                <ul className={styles.history}>
                  {mine.history.map((h) => {
                    const s = stateOf(h);
                    return (
                      <li key={h.id}>
                        <div className={styles.historyHead}>
                          <strong>
                            <bdi>{h.school}</bdi>
                          </strong>
                          <span className={styles.pill} data-state={s}>
                            {t(`state.${s}.label`)}
                          </span>
                        </div>
                        <span className={styles.muted}>
                          {t('historyLine', { date: dayOf(h.created_at, locale), role: t(`roles.${h.role}`) })}
                          {h.expires_at ? ` · ${t('until', { date: dayOf(h.expires_at, locale) })}` : ''}
                        </span>
                        {h.status === 'rejected' && h.reason ? <span className={styles.muted}>{h.reason}</span> : null}
                      </li>
                    );
                  })}
                </ul>
              </MemberCard>
            ) : null}
          </>
        }
      />
    </MemberMessages>
  );
}
