import { getTranslations } from 'next-intl/server';
import type { CollegeVerificationView, MyCollege } from '@/lib/api/contract/college';
import { COLLEGE, type Locale } from '@/lib/config';
import columns from '@/components/member/MemberColumns.module.css';
import styles from './College.module.css';

export type CollegeState = 'none' | 'pending' | 'approved' | 'rejected' | 'expired';

export function stateOf(v: CollegeVerificationView | null): CollegeState {
  if (!v) return 'none';
  if (v.status === 'approved') return v.expired ? 'expired' : 'approved';
  return v.status;
}

/** A day as the member reads it (an expiry is the start of a UTC day: shown in UTC so it never moves a day). */
export function dayOf(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

const ICONS: Record<CollegeState, React.ReactNode> = {
  none: (
    <path
      d="M3 9.5 12 5l9 4.5-9 4.5L3 9.5Zm3 2v4.2c0 1.2 2.7 2.8 6 2.8s6-1.6 6-2.8v-4.2M21 9.5V15"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
    />
  ),
  pending: <path d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />,
  approved: (
    <path d="m8 12.5 2.7 2.7L16.5 9.5M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
  ),
  rejected: <path d="m9 9 6 6m0-6-6 6m12-3a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />,
  expired: <path d="M12 7v5m0 4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />,
};

/** The member's state: what it means, the facts of the newest request (the ID number masked), the reason of a rejection. */
export default async function CollegeStatus({ mine, locale }: { mine: MyCollege; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'member.college' });
  const v = mine.current;
  const state = stateOf(v);
  const dates = { sent: v ? dayOf(v.created_at, locale) : '', until: v?.expires_at ? dayOf(v.expires_at, locale) : '' };
  const renewSoon = state === 'approved' && mine.can_submit;
  return (
    <section className={`${columns.card} ${styles.state}`} data-state={state} aria-labelledby="college-state" data-testid="college-state">
      <div className={styles.stateHead}>
        <span className={styles.stateIcon} aria-hidden="true">
          <svg viewBox="0 0 24 24">{ICONS[state]}</svg>
        </span>
        <div>
          <p className={styles.stateLabel}>{t(`state.${state}.label`)}</p>
          <h2 id="college-state" className={styles.stateTitle}>
            {t(`state.${state}.title`, { date: state === 'pending' ? dates.sent : dates.until })}
          </h2>
        </div>
      </div>
      <p className={styles.stateText}>{t(`state.${state}.text`, { date: dates.sent })}</p>
      {renewSoon ? <p className={styles.reason}>{t('renewSoon', { date: dates.until, days: COLLEGE.renewDays })}</p> : null}
      {state === 'rejected' && v?.reason ? (
        <p className={styles.reason}>
          <strong>{t('reasonLabel')}</strong>
          {v.reason}
        </p>
      ) : null}
      {v ? (
        <dl className={styles.facts}>
          <dt>{t('facts.school')}</dt>
          <dd>
            <bdi>{v.school}</bdi>
          </dd>
          <dt>{t('facts.role')}</dt>
          <dd>{t(`roles.${v.role}`)}</dd>
          <dt>{t('facts.idNumber')}</dt>
          <dd className={styles.idNumber} dir="ltr" data-testid="college-id-number">
            {v.id_number}
          </dd>
          <dt>{t('facts.document')}</dt>
          <dd>
            <a href={v.document.url} dir="auto">
              {v.document.name}
            </a>
          </dd>
          <dt>{t('facts.sent')}</dt>
          <dd>{dates.sent}</dd>
          {v.reviewed_at ? (
            <>
              <dt>{t('facts.reviewed')}</dt>
              <dd>{dayOf(v.reviewed_at, locale)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
