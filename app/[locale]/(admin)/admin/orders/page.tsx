import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/config';
import { adminOrderQuerySchema, ALL_ORDERS, ORDER_STAFF_ROLES, type AdminOrderSummary } from '@/lib/api/contract/orders';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { validate } from '@/lib/validation/kit';
import { guardStaffPage } from '@/lib/server/http/page';
import { staffOrders } from '@/lib/server/orders/pages';
import { FilterForm, KeptField, ListHead, ListResults, ListTable, SearchField, SelectField, type Column } from '@/components/admin/list/AdminList';
import { firstValues, listQuery, pageCount, type ListPageProps, pagerTexts } from '@/components/admin/list/list-query';
import styles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/orders/AdminOrders.module.css';

const FILTERS = ['status', 'keyword', 'member'] as const;

/** /admin/orders: the members' orders, newest change first; status, keyword and member filters in the address (sales, admin). */
export default async function AdminOrdersPage({ params, searchParams }: ListPageProps) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  const raw = firstValues(await searchParams);
  const here = localizedPath(locale, '/admin/orders');
  await guardStaffPage(locale, '/admin/orders', ORDER_STAFF_ROLES);
  const checked = validate(adminOrderQuerySchema, raw);
  const query = checked.ok ? checked.value : ALL_ORDERS;
  const [t, page] = await Promise.all([adminTranslator(locale, 'orders'), staffOrders(query)]);
  const pages = pageCount(page.total, page.limit);
  const statuses = Object.fromEntries(ORDER_STATUSES.map((s) => [s, t(`statuses.${s}`)])) as Record<OrderStatus, string>;
  const { value, pageHref } = listQuery(raw, checked.ok, FILTERS, here);
  const columns: Column<AdminOrderSummary>[] = [
    {
      head: t('col.order'),
      labelled: false,
      cell: (o) => (
        <>
          <Link className={styles.leadName} href={localizedPath(locale, `/admin/orders/${o.id}`)} dir="auto">
            {o.title}
          </Link>
          <div className={styles.muted}>
            <span dir="ltr">{o.reference}</span>
            {o.lead_reference ? ` · ${t('fromLead', { reference: o.lead_reference })}` : ''}
          </div>
        </>
      ),
    },
    {
      head: t('col.member'),
      cell: (o) => (
        <>
          <Link href={localizedPath(locale, `/admin/members/${o.member.id}`)}>{o.member.name}</Link>
          {o.member.company ? <div className={styles.muted}>{o.member.company}</div> : null}
        </>
      ),
    },
    {
      head: t('col.status'),
      cell: (o) => (
        <>
          <span className={`${own.badge} ${own[`badge_${o.status}`] ?? ''}`}>{statuses[o.status]}</span>
          {o.waiting ? <span className={own.waiting}>{t(`waiting.${o.waiting}`)}</span> : null}
        </>
      ),
    },
    { head: t('col.quantity'), cell: (o) => o.quantity },
    { head: t('col.total'), cell: (o) => (o.total !== null ? formatMoney(o.total, o.currency, locale) : <span className={styles.muted}>{t('noQuote')}</span>) },
    { head: t('col.updated'), cell: (o) => <time dateTime={o.updated_at}>{formatDateTime(new Date(o.updated_at))}</time> },
  ];

  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} />
      <FilterForm action={here} label={t('keyword')} texts={{ apply: t('apply'), reset: t('reset') }}>
        <SearchField label={t('keyword')} value={value('keyword')} hint={t('keywordHint')} />
        <SelectField label={t('status')} name="status" value={value('status')} any={t('any')}>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statuses[s]}
            </option>
          ))}
        </SelectField>
        <KeptField name="member" value={value('member')} />
      </FilterForm>
      <ListResults
        label={t('title')}
        count={t('count', { total: page.total })}
        isEmpty={page.list.length === 0}
        emptyText={t('empty')}
        pager={{ page: query.page, pages, href: pageHref, texts: pagerTexts(t, query.page, pages) }}
      >
        <ListTable rows={page.list} columns={columns} rowKey={(o) => o.id} />
      </ListResults>
    </>
  );
}
