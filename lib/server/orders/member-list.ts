import 'server-only';
import { and, desc, eq, getTableColumns, sql, type Column, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { OrderFilter } from '@/lib/api/contract/orders';
import type { Db } from '@/lib/server/db/types';
import { definePrepared, mapColumns, type PreparedQuery } from '@/lib/server/db/prepared';
import { verifiedEmailOf } from '@/lib/server/consult/for-orders';
import { hasClaimableLeads } from './leads';
import { orders } from './schema';
import { reorderOfReference, waitingExpr, type OrderRow } from './views';

/*
 * The two queries of a member's orders list (/user/myOrder and GET /orders, listMemberOrders in
 * ./service.ts): the counts, then the page's rows. On PGlite each runs as a prepared statement
 * (lib/server/db/prepared.ts): the demo member's list took 5.4–7.6 ms through drizzle's path
 * (building, the driver, parsing and planning every time), 2.8–4.6 ms prepared (docs/operations/performance.md,
 * "Member pages: the orders list as prepared statements"). Both paths build their query with the
 * same functions below, so they send the same SQL; a statement is prepared per shape of the query
 * (which filter, whether the member's verified e-mail claims leads), its values are placeholders.
 */

/** Who lists: the member's id, and the e-mail whose leads they may claim (verified only). */
export interface OrdersLister {
  id: number;
  email: string | null;
  emailVerifiedAt: Date | null;
}

/** The counts of the list: the filter's total, the waiting ones, per status, and whether a lead waits to be claimed. */
export interface OrderCounts {
  total: number;
  waiting: number;
  byStatus: Record<string, number>;
  claimable: boolean;
}

type FilterKind = 'all' | 'waiting' | 'status';
type Value<T> = T | SQLWrapper;

function filterKind(filter: OrderFilter): FilterKind {
  return filter === '' ? 'all' : filter === 'waiting' ? 'waiting' : 'status';
}

function filterWhere(kind: FilterKind, status: Value<string>): SQL | undefined {
  if (kind === 'waiting') return sql`(${waitingExpr}) is not null`;
  if (kind === 'status') return sql`${orders.status} = ${status}`;
  return undefined;
}

function countsQuery(db: Db, kind: FilterKind, memberId: Value<number>, status: Value<string>, email: Value<string> | null) {
  const filter = filterWhere(kind, status);
  return db
    .select({
      total: sql<number>`(count(*) filter (where ${filter ?? sql`true`}))::int`,
      waiting: sql<number>`(count(*) filter (where (${waitingExpr}) is not null))::int`,
      // How many of the member's orders stand at each status: the page offers a filter only for those.
      byStatus: sql<
        Record<string, number>
      >`coalesce((select jsonb_object_agg(s.status, s.n) from (select ${orders.status} as status, count(*)::int as n from ${orders} where ${orders.memberId} = ${memberId} group by ${orders.status}) s), '{}'::jsonb)`,
      claimable: sql<boolean>`${hasClaimableLeads({ id: memberId, verifiedEmail: email })}`,
    })
    .from(orders)
    .where(eq(orders.memberId, memberId));
}

function rowsQuery(db: Db, kind: FilterKind, memberId: Value<number>, status: Value<string>, limit: number | Placeholder, offset: number | Placeholder) {
  return db
    .select({ order: orders, waiting: waitingExpr, reorderOf: reorderOfReference })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), filterWhere(kind, status)))
    .orderBy(sql`(${waitingExpr}) is null`, desc(orders.updatedAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

const p = {
  memberId: sql.placeholder('memberId'),
  status: sql.placeholder('status'),
  email: sql.placeholder('email'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};
const KINDS: FilterKind[] = ['all', 'waiting', 'status'];
/** orders_counts_{kind}[_email]: per filter kind, with and without claiming by e-mail. */
const preparedCounts = new Map<string, PreparedQuery>(
  KINDS.flatMap((kind) =>
    [false, true].map(
      (byEmail) =>
        [
          `${kind}${byEmail ? '_email' : ''}`,
          definePrepared(`orders_counts_${kind}${byEmail ? '_email' : ''}`, (db) => countsQuery(db, kind, p.memberId, p.status, byEmail ? p.email : null)),
        ] as const,
    ),
  ),
);
const preparedRows = new Map<FilterKind, PreparedQuery>(
  KINDS.map((kind) => [kind, definePrepared(`orders_rows_${kind}`, (db) => rowsQuery(db, kind, p.memberId, p.status, p.limit, p.offset))]),
);

/** The counts of a member's list under a filter. */
export async function orderCounts(db: Db, member: OrdersLister, filter: OrderFilter): Promise<OrderCounts> {
  const kind = filterKind(filter);
  const email = verifiedEmailOf(member);
  const rows = await preparedCounts.get(`${kind}${email === null ? '' : '_email'}`)!.run(db, { memberId: member.id, status: filter, email: email ?? '' });
  if (!rows) {
    const [counts] = await countsQuery(db, kind, member.id, filter, email);
    return counts;
  }
  const [total, waiting, byStatus, claimable] = rows[0] as [number, number, Record<string, number>, boolean];
  return { total, waiting, byStatus, claimable };
}

export interface OrderListRow {
  order: OrderRow;
  waiting: 'quote' | 'proof' | null;
  reorderOf: string | null;
}

const orderColumns = Object.entries(getTableColumns(orders)) as [string, Column][];

/** One page of a member's list under a filter, what waits for them first, then the most recently changed. */
export async function orderRows(db: Db, memberId: number, filter: OrderFilter, limit: number, offset: number): Promise<OrderListRow[]> {
  const kind = filterKind(filter);
  const rows = await preparedRows.get(kind)!.run(db, { memberId, status: filter, limit, offset });
  if (!rows) return rowsQuery(db, kind, memberId, filter, limit, offset);
  return rows.map((row) => ({
    order: mapColumns(orderColumns, row, 0) as OrderRow,
    waiting: row[orderColumns.length] as OrderListRow['waiting'],
    reorderOf: row[orderColumns.length + 1] as string | null,
  }));
}
