import Link from 'next/link';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/config';
import { adminOrderQuerySchema, ALL_ORDERS, ORDER_STAFF_ROLES, type AdminOrderSummary } from '@/lib/api/contract/orders';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { adminTranslator } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { TURN_FILTERS } from '@/lib/api/contract/orders-staff';
import { keyedTexts } from '@/lib/keyed-texts';
import { staffOrderAssignees, staffOrders, staffOrderTurnCounts } from '@/lib/server/orders/pages';
import OrderAssigneeForm from '@/components/admin/orders/OrderAssigneeForm';
import type { Column } from '@/components/admin/list/AdminList';
import ListPage from '@/components/admin/list/ListPage';
import { openListPage } from '@/components/admin/list/list-page';
import type { ListPageProps } from '@/components/admin/list/list-query';
import styles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/orders/AdminOrders.module.css';

const FILTERS = ['status', 'keyword', 'member', 'turn', 'mine'] as const;

/**
 * /admin/orders: the members' orders, newest change first; status, keyword, member, "waiting on us"
 * and "mine" filters in the address, and who looks after each order (sales, admin).
 */
export default async function AdminOrdersPage(props: ListPageProps) {
  const address = await openListPage(props, '/admin/orders', ORDER_STAFF_ROLES, adminOrderQuerySchema, ALL_ORDERS, FILTERS);
  const { locale, query } = address;
  const [t, tWaits, page, people, counts] = await Promise.all([
    adminTranslator(locale, 'orders'),
    adminTranslator(locale, 'waits'),
    staffOrders(query),
    staffOrderAssignees(),
    staffOrderTurnCounts(),
  ]);
  const assignTexts = { ...keyedTexts(['nobody', 'save', 'saving', 'saved'], (k) => tWaits(`assign.${k}`)), label: '' };
  const statuses = Object.fromEntries(ORDER_STATUSES.map((s) => [s, t(`statuses.${s}`)])) as Record<OrderStatus, string>;
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
          {o.our_turn ? <span className={own.ourTurn}>{tWaits(`ourTurn.${o.our_turn}`)}</span> : null}
        </>
      ),
    },
    {
      head: tWaits('assign.column'),
      cell: (o) => (
        <OrderAssigneeForm
          compact
          orderId={o.id}
          current={o.assignee?.id ?? null}
          people={people}
          texts={{ ...assignTexts, label: tWaits('assign.rowLabel', { reference: o.reference }) }}
        />
      ),
    },
    { head: t('col.quantity'), cell: (o) => o.quantity },
    { head: t('col.total'), cell: (o) => (o.total !== null ? formatMoney(o.total, o.currency, locale) : <span className={styles.muted}>{t('noQuote')}</span>) },
    { head: t('col.updated'), cell: (o) => <time dateTime={o.updated_at}>{formatDateTime(new Date(o.updated_at))}</time> },
  ];

  // The member filter comes from a member's page ("their orders"): kept, not shown. No problem line: a query that does not validate shows every order.
  return (
    <ListPage
      t={t}
      address={address}
      table={{ found: page, columns, rowKey: (o) => o.id }}
      form={{ label: t('keyword') }}
      filters={[
        { kind: 'search', label: t('keyword'), hint: t('keywordHint') },
        { kind: 'select', name: 'status', label: t('status'), any: t('any'), choices: ORDER_STATUSES.map((s) => [s, statuses[s]]) },
        {
          kind: 'select',
          name: 'turn',
          label: tWaits('filters.turn'),
          any: tWaits('filters.turnAny'),
          choices: TURN_FILTERS.map((turn) => [turn, tWaits(`filters.turns.${turn}`, { count: turn === 'ours' ? counts.ours : counts.turns[turn] })]),
        },
        { kind: 'select', name: 'mine', label: tWaits('filters.mine'), any: tWaits('filters.mineAny'), choices: [['1', tWaits('filters.mineChoice', { count: counts.mine })]] },
        { kind: 'kept', name: 'member' },
      ]}
    />
  );
}
