import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { favorites } from './schema';

/**
 * Who saved each of `productIds` as a favourite: one pair per favourite (a member favours a product
 * at most once). The designs' saved counts merge these with their own savers instead of reading
 * the favourites' table.
 */
export async function favoritersOfProducts(db: Db, productIds: readonly number[]): Promise<{ productId: number; memberId: number }[]> {
  if (!productIds.length) return [];
  return db.select({ productId: favorites.productId, memberId: favorites.memberId }).from(favorites).where(inArray(favorites.productId, productIds));
}
