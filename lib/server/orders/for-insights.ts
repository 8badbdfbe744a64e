import 'server-only';
import { and, count, gte, lt, ne } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { orders } from './schema';

/*
 * What the insights funnel counts of the orders: orders created in [from, to) (cancelled ones left
 * out), by product and the lead they came from; `won` when the order went into production or past it.
 */

const WON: readonly OrderStatus[] = ['production', 'shipped', 'delivered', 'closed'];

export interface OrderCount {
  productId: number | null;
  leadId: number | null;
  won: boolean;
  orders: number;
}

export async function orderCounts(db: Db, from: Date, to: Date): Promise<OrderCount[]> {
  const rows = await db
    .select({ productId: orders.productId, leadId: orders.leadId, status: orders.status, orders: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to), ne(orders.status, 'cancelled')))
    .groupBy(orders.productId, orders.leadId, orders.status);
  return rows.map((r) => ({ productId: r.productId, leadId: r.leadId, won: WON.includes(r.status), orders: r.orders }));
}
