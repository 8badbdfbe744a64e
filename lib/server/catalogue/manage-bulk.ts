import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { PRODUCT_BULK_MAX } from '@/lib/config';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract/catalogue';
import type { AdminProductQuery } from '@/lib/api/contract/products-admin';
import type { ProductBulkInput, ProductBulkResult, ProductMatchIds } from '@/lib/api/contract/products-bulk';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { InvalidInput } from '@/lib/server/problems';
import { productListWhere, writeCategory, writeDelete, writePublished } from './manage-products';
import { revalidateProducts } from './revalidate';
import { categories, products } from './schema';

/*
 * The product list's bulk actions: publish, hide, move to a category or delete many products at
 * once, all in one transaction (a failure changes none of them). Each product goes through the
 * same write as its own button or form, so each change is audited and keeps a revision; the
 * caches are revalidated once, after the commit.
 */

/** Every product the filter matches, in the list's order; null when they are more than PRODUCT_BULK_MAX. */
async function matching(db: Db, filter: Omit<AdminProductQuery, 'page'>): Promise<number[] | null> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(await productListWhere(db, filter))
    .orderBy(asc(products.sort), asc(products.id))
    .limit(PRODUCT_BULK_MAX + 1);
  return rows.length > PRODUCT_BULK_MAX ? null : rows.map((r) => r.id);
}

/**
 * The ids of every match of the list's filter, for the bar's actions that go a few products at a
 * time; read when staff start one, not on each render of the list. More than one action takes is
 * refused as the bulk action refuses them.
 */
export async function productIdsMatching(db: Db, actor: Actor | null, filter: Omit<AdminProductQuery, 'page'>): Promise<ProductMatchIds> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const ids = await matching(db, filter);
  if (!ids) throw new InvalidInput({ filter: { key: 'tooManyItems', values: { max: PRODUCT_BULK_MAX } } });
  return { ids };
}

/** The products an action names: its ids, or every product the filter matches (at most PRODUCT_BULK_MAX). */
async function targets(db: Db, input: ProductBulkInput): Promise<number[]> {
  if (!input.filter) return [...new Set(input.ids)];
  const ids = await matching(db, input.filter);
  if (!ids) throw new InvalidInput({ filter: { key: 'tooManyItems', values: { max: PRODUCT_BULK_MAX } } });
  return ids;
}

export async function bulkProducts(db: Db, actor: Actor | null, input: ProductBulkInput): Promise<ProductBulkResult> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const ids = await targets(db, input);
  const result: ProductBulkResult = { action: input.action, done: 0, refused: [] };
  const changed: { id: number; slug: string }[] = [];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (input.action === 'move') {
      const [category] = await t.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId!)).for('share');
      if (!category) throw new InvalidInput({ category: { key: 'choice' } });
    }
    for (const id of ids) {
      const written =
        input.action === 'delete'
          ? await writeDelete(t, staff, id).then((product) => product && { product, changed: true })
          : input.action === 'move'
            ? await writeCategory(t, staff, id, input.categoryId!)
            : await writePublished(t, staff, id, input.action === 'publish');
      if (!written) result.refused.push({ id, reason: 'missing' });
      else if (!written.changed) result.refused.push({ id, reason: 'unchanged' });
      else changed.push(written.product);
    }
  });
  result.done = changed.length;
  if (changed.length) revalidateProducts(changed);
  return result;
}
