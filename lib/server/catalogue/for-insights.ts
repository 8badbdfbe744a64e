import 'server-only';
import { inArray, or } from 'drizzle-orm';
import type { Locale } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { resolveText } from './localized';
import { categories, products } from './schema';

/*
 * What the insights report needs to name the pages it counted: products and their families
 * (categories), asked here so that the catalogue stays the one place that reads its tables.
 */

export interface NamedProduct {
  name: string;
  familyKey: string;
  family: string;
}

/** Products by id with their names and family in `locale` (an id with no product is absent). */
export async function productsWithFamilies(db: Db, ids: readonly number[], locale: Locale): Promise<Map<number, NamedProduct>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: products.id, name: products.name, categoryId: products.categoryId }).from(products).where(inArray(products.id, unique));
  const families = await categoriesBy(db, { ids: rows.map((r) => r.categoryId) }, locale);
  return new Map(
    rows.map((r) => {
      const family = families.find((f) => f.id === r.categoryId);
      return [r.id, { name: resolveText(r.name, locale).value, familyKey: family?.key ?? '', family: family?.name ?? '' }];
    }),
  );
}

/** Family (category) names in `locale` by their key, as a list address names them. */
export async function familyNamesByKeys(db: Db, keys: readonly string[], locale: Locale): Promise<Map<string, string>> {
  const found = await categoriesBy(db, { keys }, locale);
  return new Map(found.map((f) => [f.key, f.name]));
}

async function categoriesBy(db: Db, by: { ids?: readonly number[]; keys?: readonly string[] }, locale: Locale) {
  const ids = [...new Set(by.ids ?? [])];
  const keys = [...new Set(by.keys ?? [])];
  if (ids.length === 0 && keys.length === 0) return [];
  const rows = await db
    .select({ id: categories.id, key: categories.key, name: categories.name })
    .from(categories)
    .where(or(ids.length ? inArray(categories.id, ids) : undefined, keys.length ? inArray(categories.key, keys) : undefined));
  return rows.map((r) => ({ id: r.id, key: r.key, name: resolveText(r.name, locale).value }));
}
