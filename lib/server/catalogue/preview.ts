import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/config';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract/catalogue';
import type { Product } from '@/lib/api/contract';
import { validateProductInput } from '@/lib/api/contract/products-admin';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { notFound } from '@/lib/server/problems';
import { keepDraft, readDraft } from '@/lib/server/revisions/drafts';
import { isCataloguePicture } from './images';
import { rowValues } from './manage-products';
import { categories, productImages, products } from './schema';
import { productDetail } from './service';

/*
 * The staff preview of a product's public page: as saved (a hidden product too), or with the
 * form's unsaved values (a draft the form sent first). Never cached; editors and admins only.
 */

/** Keeps the form's values (validated like a save) as the editor's draft of the product; answers its token. */
export async function keepProductDraft(db: Db, actor: Actor | null, id: number, fields: Record<string, unknown>): Promise<{ token: string }> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!row) throw notFound();
  return { token: await keepDraft(db, staff, 'product', id, fields) };
}

/** The product's page in `locale`, with the editor's draft over it when `draft` names one (a draft gone is the 404). */
export async function previewProduct(db: Db, actor: Actor | null, id: number, locale: Locale, draft: string | null): Promise<Product> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const [row] = await db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(products.id, id));
  if (!row) throw notFound();
  const saved = await db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.sort), asc(productImages.id));
  if (!draft) return productDetail(db, row.product, row.category, saved, locale);
  const values = await readDraft(db, staff, 'product', id, draft);
  const checked = values ? validateProductInput(values, isCataloguePicture) : null;
  if (!checked?.ok) throw notFound();
  const input = checked.value;
  const [category] = await db.select().from(categories).where(eq(categories.id, input.categoryId));
  return productDetail(db, { ...row.product, ...rowValues(input) }, category ?? row.category, input.images, locale);
}
