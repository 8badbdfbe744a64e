import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatDateTime } from '@/lib/format-date';
import { parseId } from '@/lib/parse-id';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { AUDIT_STAFF_ROLES } from '@/lib/api/contract';
import { auditLog } from '@/lib/server/audit/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import { ListHead, ListPanel, ListTable, type Column } from '@/components/admin/list/AdminList';
import { pageCount, pagerTexts } from '@/components/admin/list/list-query';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> };

/** A row of the log, as the page door answers it. */
type AuditRow = Awaited<ReturnType<typeof auditLog>>['list'][number];

const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1));

/** /admin/audit: every staff write, newest first (admins only). */
export default async function AuditPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/audit', AUDIT_STAFF_ROLES);
  const raw = (await searchParams).page;
  const page = parseId(Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')) ?? 1;
  const [t, tLeads, log] = await Promise.all([adminTranslator(locale, 'audit'), adminTranslator(locale, 'leads'), auditLog(page)]);
  const pages = pageCount(log.total, log.limit);
  const here = localizedPath(locale, '/admin/audit');
  const columns: Column<AuditRow>[] = [
    { head: t('when'), cell: (row) => <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt)}</time> },
    { head: t('who'), cell: (row) => row.actorLabel },
    { head: t('action'), cell: (row) => <code>{row.action}</code> },
    {
      head: t('record'),
      cell: (row) =>
        row.entity === 'lead' ? (
          <Link href={localizedPath(locale, `/admin/leads/${row.entityId}`)}>
            {row.entity} #{row.entityId}
          </Link>
        ) : (
          `${row.entity} #${row.entityId}`
        ),
    },
    { head: t('change'), labelled: false, cell: (row) => <pre className={styles.diff}>{[show(row.before), show(row.after)].filter(Boolean).join('\n→ ')}</pre> },
  ];
  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} />
      <ListPanel
        label={t('title')}
        isEmpty={log.list.length === 0}
        emptyText={t('empty')}
        pager={{ page, pages, href: (n) => `${here}?page=${n}`, texts: pagerTexts(tLeads, page, pages) }}
      >
        <ListTable rows={log.list} columns={columns} rowKey={(row) => row.id} />
      </ListPanel>
    </>
  );
}
