import Link from 'next/link';
import { notFound } from 'next/navigation';
import { LEAD_STATUSES } from '@/lib/config';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { inboxCounts } from '@/lib/server/consult/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import { ListHead } from '@/components/admin/list/AdminList';
import styles from '@/components/admin/Admin.module.css';
import WhatWaits from '@/components/admin/waits/WhatWaits';

type Props = { params: Promise<{ locale: string }> };

/** /admin: what waits for this staff member first, then the leads at a glance (unread, per status; the due ones are among what waits). */
export default async function AdminHome({ params }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin', []);
  const [t, tStatus, counts] = await Promise.all([adminTranslator(locale, 'home'), adminTranslator(locale, 'status'), inboxCounts()]);
  const leads = localizedPath(locale, '/admin/leads');
  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} />
      <WhatWaits locale={locale} />
      {counts ? (
        <>
          <section className={styles.panel} aria-labelledby="by-status">
            <h2 id="by-status">{t('byStatus')}</h2>
            <ul className={styles.statusList}>
              <li>
                <Link href={leads}>
                  <span className={`${styles.badge} ${styles.badge_unread}`}>{t('unread')}</span>
                  <span className={styles.statusCount}>{counts.unread}</span>
                </Link>
              </li>
              {LEAD_STATUSES.map((status) => (
                <li key={status}>
                  <Link href={`${leads}?status=${status}`}>
                    <span className={`${styles.badge} ${styles[`badge_${status}`]}`}>{tStatus(status)}</span>
                    <span className={styles.statusCount}>{counts.byStatus[status] ?? 0}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className={styles.panelFoot}>
              <Link href={localizedPath(locale, '/admin/insights')}>{t('insights')}</Link>
            </p>
          </section>
        </>
      ) : (
        <p className={styles.panel}>{t('nothing')}</p>
      )}
    </>
  );
}
