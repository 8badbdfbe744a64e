import Link from 'next/link';
import { API, LEAD_STATUSES } from '@/lib/config';
import type { LeadSummary } from '@/lib/api/contract';
import { countryLabel } from '@/lib/countries';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { ALL_LEADS, leadQuerySchema } from '@/lib/api/contract/leads';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract';
import { productNameChoices } from '@/lib/server/catalogue/pages';
import { leadsPage } from '@/lib/server/consult/pages';
import StatusBadge from '@/components/admin/StatusBadge';
import type { Column } from '@/components/admin/list/AdminList';
import ListPage from '@/components/admin/list/ListPage';
import { openListPage } from '@/components/admin/list/list-page';
import type { ListPageProps } from '@/components/admin/list/list-query';
import styles from '@/components/admin/Admin.module.css';

const FILTERS = ['status', 'from', 'to', 'product', 'country', 'keyword', 'due'] as const;

/** /admin/leads: the inbox, newest first, with its filters in the address (a filtered list can be shared). */
export default async function LeadsPage(props: ListPageProps) {
  const address = await openListPage(props, '/admin/leads', LEADS_STAFF_ROLES, leadQuerySchema, ALL_LEADS, FILTERS);
  const { locale, query, invalid, value, kept } = address;
  const [t, tStatus, tLead, page, choices] = await Promise.all([
    adminTranslator(locale, 'leads'),
    adminTranslator(locale, 'status'),
    adminTranslator(locale, 'lead'),
    leadsPage(query, locale),
    productNameChoices(locale),
  ]);
  const csv = `${API.base}${API.prefix}/admin/leads.csv${kept.size ? `?${kept}` : ''}`;
  const now = Date.now();
  const none = <span className={styles.muted}>{tLead('none')}</span>;
  const columns: Column<LeadSummary>[] = [
    {
      head: t('name'),
      labelled: false,
      cell: (lead) => (
        <>
          {lead.read ? null : <span className={styles.dot} role="img" aria-label={t('unread')} />}
          <Link className={styles.leadName} href={localizedPath(locale, `/admin/leads/${lead.id}`)}>
            {lead.name}
          </Link>
          <div className={styles.muted}>
            <span dir="ltr">{lead.reference}</span>
            {lead.files_count ? ` · ${t('filesCount', { count: lead.files_count })}` : ''}
          </div>
          <div className={styles.muted}>{[lead.company, lead.country ? countryLabel(lead.country, locale) : ''].filter(Boolean).join(' · ') || lead.email}</div>
        </>
      ),
    },
    { head: t('status'), cell: (lead) => <StatusBadge status={lead.status} label={tStatus(lead.status)} /> },
    { head: t('product'), cell: (lead) => lead.product?.name ?? none },
    { head: t('assignee'), cell: (lead) => lead.assignee?.name ?? <span className={styles.muted}>{t('nobody')}</span> },
    {
      head: t('followUp'),
      cell: (lead) => {
        if (!lead.follow_up_at) return none;
        const overdue = new Date(lead.follow_up_at).getTime() <= now && !['won', 'lost', 'spam'].includes(lead.status);
        return (
          <span className={overdue ? styles.overdue : undefined}>
            {lead.follow_up_at.slice(0, 10)}
            {overdue ? ` · ${t('overdue')}` : ''}
          </span>
        );
      },
    },
    { head: t('received'), cell: (lead) => <time dateTime={lead.created_at}>{formatDateTime(new Date(lead.created_at))}</time> },
  ];

  return (
    <ListPage
      t={t}
      address={address}
      table={{ found: page, columns, rowKey: (lead) => lead.id, rowClassName: (lead) => (lead.read ? undefined : styles.rowUnread) }}
      actions={
        <a className="button button--ghost" href={csv} download>
          {t('export')}
        </a>
      }
      form={{
        label: t('filters'),
        problem: invalid === null ? null : t('invalid', { fields: invalid }),
        options: (
          <label className={styles.check}>
            <input type="checkbox" name="due" value="1" defaultChecked={value('due') === '1'} />
            {t('due')}
          </label>
        ),
      }}
      filters={[
        { kind: 'search', label: t('keyword'), hint: t('keywordHint') },
        { kind: 'select', name: 'status', label: t('status'), any: t('any'), choices: LEAD_STATUSES.map((s) => [s, tStatus(s)]) },
        { kind: 'select', name: 'product', label: t('product'), any: t('anyProduct'), choices: choices.map((p) => [p.id, p.name]) },
        { kind: 'input', name: 'country', label: t('country'), maxLength: 80 },
        { kind: 'input', name: 'from', label: t('from'), type: 'date' },
        { kind: 'input', name: 'to', label: t('to'), type: 'date' },
      ]}
    />
  );
}
