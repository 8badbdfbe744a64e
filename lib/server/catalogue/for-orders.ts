import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { resolveText } from './localized';
import { products } from './schema';

/*
 * What orders needs to know about products, asked here rather than by joining `products` in the
 * orders queries: catalogue stays the one place that reads its table.
 */

/** The names of the products with these ids in `locale`, by id, in one query (an id with no product is absent). */
export async function productNamesByIds(db: Db, ids: readonly number[], locale: Locale): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, unique));
  return new Map(rows.map((r) => [r.id, resolveText(r.name, locale).value]));
}
