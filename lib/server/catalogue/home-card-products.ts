import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { CATALOGUE_STAFF_ROLES, type HomeCardFamily } from '@/lib/api/contract';
import type { HomeCardProductOptions } from '@/lib/api/contract/catalogue-admin';
import { CATALOGUE } from '@/lib/config';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { InvalidInput } from '@/lib/server/problems';
import { familyCategories } from './home-card-spread';
import { resolveText } from './localized';
import { categories, products } from './schema';

/*
 * The products a home card may name: those of its family's category and of its sub-categories
 * (a product belongs to one category; the family is the card's section), published or not, so a
 * card can be prepared before its product goes live.
 */

async function familyCategoryIds(db: Db): Promise<Record<HomeCardFamily, number[]>> {
  const all = await db.select({ id: categories.id, key: categories.key, parentId: categories.parentId }).from(categories).orderBy(asc(categories.sort), asc(categories.id));
  return Object.fromEntries(
    CATALOGUE.homeSections.map((family) => {
      const tree = familyCategories(all, family);
      return [family, tree ? [tree.family.id, ...tree.subs.map((c) => c.id)] : []];
    }),
  ) as Record<HomeCardFamily, number[]>;
}

/** Each family's products by their zh-CN and en names, in the catalogue's order (the home-card form's choices). */
export async function homeCardProductOptions(db: Db, actor: Actor | null): Promise<HomeCardProductOptions> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const families = await familyCategoryIds(db);
  const ids = Object.values(families).flat();
  const rows = ids.length
    ? await db
        .select({ id: products.id, name: products.name, categoryId: products.categoryId })
        .from(products)
        .where(inArray(products.categoryId, ids))
        .orderBy(asc(products.sort), asc(products.id))
    : [];
  return Object.fromEntries(
    CATALOGUE.homeSections.map((family) => [
      family,
      rows
        .filter((r) => families[family].includes(r.categoryId))
        .map((r) => ({ id: r.id, name: { 'zh-CN': resolveText(r.name, 'zh-CN').value, en: resolveText(r.name, 'en').value } })),
    ]),
  ) as HomeCardProductOptions;
}

/** Refuses (400, on `product_id`) a product that does not exist or is not of the card's family or its sub-categories. */
export async function checkCardProduct(db: Db, family: HomeCardFamily, productId: number): Promise<void> {
  const allowed = (await familyCategoryIds(db))[family] ?? [];
  const [row] = allowed.length
    ? await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), inArray(products.categoryId, allowed)))
    : [];
  if (!row) throw new InvalidInput({ product_id: { key: 'product' } });
}
