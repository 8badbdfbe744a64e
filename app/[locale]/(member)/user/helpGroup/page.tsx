import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import { langDir } from '@/lib/bidi';
import { localizedPath } from '@/i18n/paths';
import { getFaqs } from '@/lib/server/catalogue/cached';
import { myAccountTeam } from '@/lib/server/help/pages';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import ContactCard from '@/components/member/help/ContactCard';
import HelpForm from '@/components/member/help/HelpForm';
import MemberColumns, { MemberCard } from '@/components/member/MemberColumns';
import styles from '@/components/member/help/Help.module.css';
import MemberMessages from '@/components/member/MemberMessages';
import LongText from '@/components/ui/LongText';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.help' });
  return { title: t('metaTitle') };
}

/** How many FAQ answers the page shows (the rest are on /faq). */
const FAQ_SHOWN = 6;

/** The business's time zone in the page's language ("China Standard Time", "GMT+8") and the time there now. */
function zoneFacts(locale: Locale, timeZone: string, now: Date) {
  const part = (style: 'long' | 'shortOffset') =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const time = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(now);
  return { name: part('long'), offset: part('shortOffset'), time };
}

/** /user/helpGroup: the member's account team (their manager or the company), office hours, "get help" and the FAQ. */
export default async function HelpGroupPage({ params }: Props) {
  const locale = await pageLocale(params);
  await guardMemberPage(locale, '/user/helpGroup');
  const [t, team, faqs] = await Promise.all([getTranslations({ locale, namespace: 'member.help' }), myAccountTeam(locale), getFaqs(locale)]);
  const zone = zoneFacts(locale, team.time_zone, new Date());
  // The left column: who helps and when; the right one: ask for help, then the common answers.
  const who = (
    <>
      <ContactCard contact={team.contact} locale={locale} />
      <MemberCard id="help-hours" testId="help-hours" title={t('hours.title')}>
        {team.office_hours ? (
          <p className={styles.hours} {...langDir(team.office_hours_lang ?? undefined)}>
            {team.office_hours}
          </p>
        ) : (
          <p className={styles.hours}>{t('hours.none')}</p>
        )}
        <p className={styles.zone}>
          <span>{t('hours.zone', { zone: zone.name, offset: zone.offset })}</span>
          <span>
            {t('hours.now')} <strong>{zone.time}</strong>
          </span>
        </p>
      </MemberCard>
    </>
  );
  const ask = (
    <>
      <MemberCard id="help-form-title" title={t('form.title')}>
        <p className={styles.hint} style={{ marginBlockEnd: 14 }}>
          {t('form.intro')}
        </p>
        <HelpForm messagesHref={localizedPath(locale, '/user/message')} filesHref={localizedPath(locale, '/user/uploading')} />
      </MemberCard>
      {faqs.length ? (
        <MemberCard id="help-faq" title={t('faq.title')}>
          <div className={styles.faq}>
            {faqs.slice(0, FAQ_SHOWN).map((f) => (
              <details key={f.id}>
                <summary {...langDir(f.lang?.question)}>{f.question}</summary>
                <LongText text={f.answer} className={styles.faqAnswer} {...langDir(f.lang?.answer)} />
              </details>
            ))}
          </div>
          <p className={styles.more}>
            <a href={localizedPath(locale, '/faq')}>{t('faq.all')}</a>
            {' · '}
            <a href={localizedPath(locale, '/helpTeam')}>{t('faq.articles')}</a>
          </p>
        </MemberCard>
      ) : null}
    </>
  );
  return (
    <MemberMessages locale={locale} page="/user/helpGroup">
      <MemberColumns title={t('title')} intro={t('intro')} width="wide" lean="second" first={who} second={ask} />
    </MemberMessages>
  );
}
