import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatDateTime } from '@/lib/format-date';
import { parseId } from '@/lib/parse-id';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { AUDIT_STAFF_ROLES } from '@/lib/api/contract';
import { auditLog } from '@/lib/server/audit/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import Pager from '@/components/admin/Pager';
import { pagerTexts } from '@/components/admin/list/list-query';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> };

const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1));

/** /admin/audit: every staff write, newest first (admins only). */
export default async function AuditPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/audit', AUDIT_STAFF_ROLES);
  const raw = (await searchParams).page;
  const page = parseId(Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')) ?? 1;
  const [t, tLeads, log] = await Promise.all([adminTranslator(locale, 'audit'), adminTranslator(locale, 'leads'), auditLog(page)]);
  const pages = Math.max(1, Math.ceil(log.total / log.limit));
  const here = localizedPath(locale, '/admin/audit');
  return (
    <>
      <div className={styles.head}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      <section className={styles.panel} aria-label={t('title')}>
        {log.list.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('when')}</th>
                  <th scope="col">{t('who')}</th>
                  <th scope="col">{t('action')}</th>
                  <th scope="col">{t('record')}</th>
                  <th scope="col">{t('change')}</th>
                </tr>
              </thead>
              <tbody>
                {log.list.map((row) => (
                  <tr key={row.id}>
                    <td data-label={t('when')}>
                      <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt)}</time>
                    </td>
                    <td data-label={t('who')}>{row.actorLabel}</td>
                    <td data-label={t('action')}>
                      <code>{row.action}</code>
                    </td>
                    <td data-label={t('record')}>
                      {row.entity === 'lead' ? (
                        <Link href={localizedPath(locale, `/admin/leads/${row.entityId}`)}>
                          {row.entity} #{row.entityId}
                        </Link>
                      ) : (
                        `${row.entity} #${row.entityId}`
                      )}
                    </td>
                    <td>
                      <pre className={styles.diff}>{[show(row.before), show(row.after)].filter(Boolean).join('\n→ ')}</pre>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={page} pages={pages} href={(n) => `${here}?page=${n}`} texts={pagerTexts(tLeads, page, pages)} />
      </section>
    </>
  );
}
