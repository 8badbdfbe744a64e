import 'server-only';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { orders } from './schema';

/*
 * What the ledger (the account statement and the points) reads of orders, asked here rather than
 * by joining `orders` in its queries: orders stays the one place that reads its table. Every
 * function takes the caller's db or transaction handle, so a read inside a posting's transaction
 * stays in it.
 */

/**
 * An order's total as the statement counts it: goods, shipping and the quote's extra lines (tooling,
 * setup: billed with the goods) once the quote is accepted, 0 before and when cancelled.
 */
const orderTotalSql = sql<string>`(case when ${orders.quoteDecision} = 'accepted' and ${orders.status} <> 'cancelled'
  then coalesce(${orders.unitPrice}, 0) * ${orders.quantity} + coalesce(${orders.shippingFee}, 0)
    + coalesce((select sum((e->>'amount')::bigint) from jsonb_array_elements(${orders.quoteExtras}) e), 0) else 0 end)`;

/** How a statement line names its order. */
export interface OrderLabel {
  id: number;
  reference: string;
  title: string;
}

const labelColumns = { id: orders.id, reference: orders.reference, title: orders.title };

/** How many orders member `memberId` has (the first-order points: awarded when it is 1). */
export async function orderCountOfMember(db: Db, memberId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(orders).where(eq(orders.memberId, memberId));
  return Number(n);
}

/** The orders `ids` as statement lines name them, by id, in one query (an id with no order is absent). */
export async function orderLabelsByIds(db: Db, ids: readonly (number | null)[]): Promise<Map<number, OrderLabel>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(labelColumns).from(orders).where(inArray(orders.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Order `orderId` when it is member `memberId`'s, with its currency (a posting may name it), or null. */
export async function memberOrderForPosting(db: Db, memberId: number, orderId: number): Promise<(OrderLabel & { currency: string }) | null> {
  const [row] = await db
    .select({ ...labelColumns, currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
  return row ?? null;
}

/** A member's newest `limit` orders with their currency and status, newest first (the posting form's choices). */
export async function memberOrdersNewestFirst(
  db: Db,
  memberId: number,
  limit: number,
): Promise<{ id: number; reference: string; title: string; currency: string; status: OrderStatus }[]> {
  return db
    .select({ ...labelColumns, currency: orders.currency, status: orders.status })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** An order with its statement total. */
export interface OrderWithTotal extends OrderLabel {
  status: OrderStatus;
  currency: string;
  total: number;
}

/**
 * A member's orders that carry money, newest first: those with a total, and those in `withIds`
 * (the ones the ledger holds entries for), narrowed to `currency` when given.
 */
export async function memberOrderTotals(db: Db, memberId: number, currency: string | null, withIds: readonly number[]): Promise<OrderWithTotal[]> {
  const carriesMoney = withIds.length ? or(sql`${orderTotalSql} <> 0`, inArray(orders.id, [...withIds])) : sql`${orderTotalSql} <> 0`;
  const rows = await db
    .select({ ...labelColumns, status: orders.status, currency: orders.currency, total: sql<string>`${orderTotalSql}` })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), currency ? eq(orders.currency, currency) : undefined, carriesMoney))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}

/** Σ order totals of a member per currency (every currency they have orders in, 0 included), narrowed to `currency` when given. */
export async function memberTotalsByCurrency(db: Db, memberId: number, currency: string | null): Promise<{ currency: string; sum: number }[]> {
  const rows = await db
    .select({ currency: orders.currency, sum: sql<string>`sum(${orderTotalSql})` })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), currency ? eq(orders.currency, currency) : undefined))
    .groupBy(orders.currency);
  return rows.map((r) => ({ currency: r.currency, sum: Number(r.sum) }));
}

/** Σ order totals per member and currency, where not 0 (the back office's amounts due). */
export async function totalsByMemberAndCurrency(db: Db): Promise<{ memberId: number; currency: string; sum: number }[]> {
  const rows = await db
    .select({ memberId: orders.memberId, currency: orders.currency, sum: sql<string>`sum(${orderTotalSql})` })
    .from(orders)
    .groupBy(orders.memberId, orders.currency)
    .having(sql`sum(${orderTotalSql}) <> 0`);
  return rows.map((r) => ({ memberId: r.memberId, currency: r.currency, sum: Number(r.sum) }));
}
