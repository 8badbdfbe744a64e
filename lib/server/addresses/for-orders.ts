import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { addresses } from './schema';

/*
 * The ship-to addresses orders copies onto an order, asked here rather than by reading
 * `addresses` in the orders queries. Both take the caller's db or transaction handle.
 */

export type AddressRow = typeof addresses.$inferSelect;

/** The member's default ship-to address, or undefined. */
export async function defaultShippingAddress(db: Db, memberId: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId), eq(addresses.kind, 'shipping'), eq(addresses.isDefault, true)));
  return row;
}

/** One of the member's ship-to addresses, or undefined (another member's, or a bill-to one, is none). */
export async function memberShippingAddress(db: Db, memberId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId), eq(addresses.kind, 'shipping')));
  return row;
}
