import { validate } from '@/lib/validation/kit';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { API, LEAD_STATUSES, type LeadStatus } from '@/lib/config';
import type { LeadSummary } from '@/lib/api/contract';
import { countryLabel } from '@/lib/countries';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { ALL_LEADS, leadQuerySchema } from '@/lib/api/contract/leads';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract';
import { productNameChoices } from '@/lib/server/catalogue/pages';
import { leadsPage } from '@/lib/server/consult/pages';
import { guardStaffPage } from '@/lib/server/http/page';
import StatusBadge from '@/components/admin/StatusBadge';
import StatusOptions from '@/components/admin/StatusOptions';
import { FilterForm, InputField, ListHead, ListResults, ListTable, SearchField, SelectField, type Column } from '@/components/admin/list/AdminList';
import { firstValues, listQuery, pageCount, type ListPageProps, pagerTexts } from '@/components/admin/list/list-query';
import styles from '@/components/admin/Admin.module.css';

const FILTERS = ['status', 'from', 'to', 'product', 'country', 'keyword', 'due'] as const;

/** /admin/leads: the inbox, newest first, with its filters in the address (a filtered list can be shared). */
export default async function LeadsPage({ params, searchParams }: ListPageProps) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  const raw = firstValues(await searchParams);
  const here = localizedPath(locale, '/admin/leads');
  await guardStaffPage(locale, '/admin/leads', LEADS_STAFF_ROLES);
  const checked = validate(leadQuerySchema, raw);
  const query = checked.ok ? checked.value : ALL_LEADS;
  const [t, tStatus, tLead, page, choices] = await Promise.all([
    adminTranslator(locale, 'leads'),
    adminTranslator(locale, 'status'),
    adminTranslator(locale, 'lead'),
    leadsPage(query, locale),
    productNameChoices(locale),
  ]);
  const pages = pageCount(page.total, page.limit);
  const statuses = Object.fromEntries(LEAD_STATUSES.map((s) => [s, tStatus(s)])) as Record<LeadStatus, string>;
  const { value, kept, pageHref } = listQuery(raw, checked.ok, FILTERS, here);
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
    <>
      <ListHead
        title={t('title')}
        intro={t('intro')}
        actions={
          <a className="button button--ghost" href={csv} download>
            {t('export')}
          </a>
        }
      />

      <FilterForm
        action={here}
        label={t('filters')}
        texts={{ apply: t('apply'), reset: t('reset') }}
        problem={checked.ok ? null : t('invalid', { fields: Object.keys(checked.errors).join(', ') })}
        options={
          <label className={styles.check}>
            <input type="checkbox" name="due" value="1" defaultChecked={value('due') === '1'} />
            {t('due')}
          </label>
        }
      >
        <SearchField label={t('keyword')} value={value('keyword')} hint={t('keywordHint')} />
        <SelectField label={t('status')} name="status" value={value('status')} any={t('any')}>
          <StatusOptions labels={statuses} />
        </SelectField>
        <SelectField label={t('product')} name="product" value={value('product')} any={t('anyProduct')}>
          {choices.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <InputField label={t('country')} name="country" value={value('country')} maxLength={80} />
        <InputField label={t('from')} name="from" value={value('from')} type="date" />
        <InputField label={t('to')} name="to" value={value('to')} type="date" />
      </FilterForm>

      <ListResults
        label={t('title')}
        count={t('count', { total: page.total })}
        isEmpty={page.list.length === 0}
        emptyText={t('empty')}
        pager={{ page: query.page, pages, href: pageHref, texts: pagerTexts(t, query.page, pages) }}
      >
        <ListTable rows={page.list} columns={columns} rowKey={(lead) => lead.id} rowClassName={(lead) => (lead.read ? undefined : styles.rowUnread)} />
      </ListResults>
    </>
  );
}
