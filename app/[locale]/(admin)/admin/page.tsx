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

/** /admin: what waits for this staff member (the inbox's unread and due leads, leads per status). */
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
          <div className={styles.tiles}>
            <Link className={styles.tile} href={leads}>
              <span className={styles.tileNumber}>{counts.unread}</span>
              {t('unread')}
            </Link>
            <Link className={styles.tile} href={`${leads}?due=1`}>
              <span className={styles.tileNumber}>{counts.due}</span>
              {t('due')}
            </Link>
          </div>
          <p>
            <Link href={localizedPath(locale, '/admin/insights')}>{t('insights')}</Link>
          </p>
          <section className={styles.panel} aria-labelledby="by-status">
            <h2 id="by-status">{t('byStatus')}</h2>
            <ul className={styles.statusList}>
              {LEAD_STATUSES.map((status) => (
                <li key={status}>
                  <Link href={`${leads}?status=${status}`}>
                    <span className={`${styles.badge} ${styles[`badge_${status}`]}`}>{tStatus(status)}</span>
                    <span className={styles.statusCount}>{counts.byStatus[status] ?? 0}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <p className={styles.panel}>{t('nothing')}</p>
      )}
    </>
  );
}
