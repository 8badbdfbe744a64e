import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/config';
import { containsAny } from '@/lib/server/db/like';
import type { Db } from '@/lib/server/db/types';
import { orders } from './schema';

/** Order `orderId`'s reference (HX-…) as a message names it, or null (no such order); `db` may be a transaction. */
export async function orderReference(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db.select({ reference: orders.reference }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.reference ?? null;
}

/** The columns a thread shows of its order. */
const SHOWN = { id: orders.id, reference: orders.reference, status: orders.status, title: orders.title };

/** An order as a message thread shows it. */
export interface ThreadOrderRow {
  id: number;
  memberId: number;
  reference: string;
  status: OrderStatus;
  title: string;
}

/** Order `orderId` as a thread shows it (and whose it is), or null (no such order). */
export async function orderForThread(db: Db, orderId: number): Promise<ThreadOrderRow | null> {
  const [row] = await db
    .select({ ...SHOWN, memberId: orders.memberId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** The orders `ids` as the threads' list shows them, by id, in one query. */
export async function threadOrdersByIds(db: Db, ids: readonly number[]): Promise<Map<number, Omit<ThreadOrderRow, 'memberId'>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(SHOWN)
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return new Map(rows.map((o) => [o.id, o]));
}

/** The ids of the orders whose reference contains `keyword`, case-insensitive (the staff thread search). */
export async function orderIdsMatching(db: Db, keyword: string): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(containsAny(keyword, [orders.reference]));
  return rows.map((r) => r.id);
}
