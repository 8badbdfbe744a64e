import 'server-only';
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/config';
import type { AdminProduct, AdminProductPage, AdminProductSummary } from '@/lib/api/contract';
import { ADMIN_PRODUCTS_PAGE_SIZE, type AdminProductQuery, type ProductInput } from '@/lib/api/contract/products-admin';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { recordRevision } from '@/lib/server/revisions/service';
import { columnsFrom } from '@/lib/server/db/columns';
import { escapeLike } from '@/lib/server/db/like';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem, InvalidInput, notFound } from '@/lib/server/problems';
import { clearMachineMarks } from '@/lib/server/translate/marks';
import { resolveText } from './localized';
import { revalidateProducts } from './revalidate';
import { indexProducts } from './search';
import { categories, productImages, products } from './schema';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/*
 * The catalogue's products as staff edit them (editor, admin): every locale's texts, the
 * specifications, the pictures in order with their alt texts, publishing and the list order.
 * Every write is audited in its transaction and expires the products' cached reads and pages
 * once it has committed. A product's address is /product/{id}/{slug}: after a slug change the
 * old address still finds the product by its id and redirects to the new slug.
 */

type ProductRow = typeof products.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;

const TEXT_FIELDS = ['name', 'summary', 'description', 'material'] as const;

/** The locales in which every text a visitor reads first is written. */
function completeLocales(row: Pick<ProductRow, (typeof TEXT_FIELDS)[number]>): Locale[] {
  return LOCALES.filter((locale) => TEXT_FIELDS.every((field) => (row[field][locale] ?? '').trim() !== ''));
}

/**
 * The condition of the list's filters (a category takes its sub-categories along): the list, the
 * spreadsheet export of what it shows, and the bulk actions. `ids` narrows it to chosen products
 * (the export of a selection).
 */
export async function productListWhere(db: Db, query: Omit<AdminProductQuery, 'page'> & { ids?: readonly number[] }): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  if (query.ids?.length) conditions.push(inArray(products.id, [...query.ids]));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    conditions.push(or(ilike(products.slug, pattern), sql`${products.name}::text ilike ${pattern}`)!);
  }
  if (query.category) {
    const children = await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, query.category));
    conditions.push(inArray(products.categoryId, [query.category, ...children.map((c) => c.id)]));
  }
  if (query.state) conditions.push(eq(products.published, query.state === 'published'));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAdminProducts(db: Db, actor: Actor | null, query: AdminProductQuery, locale: Locale = DEFAULT_LOCALE): Promise<AdminProductPage> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const where = await productListWhere(db, query);
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  const rows = await db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(where)
    .orderBy(asc(products.sort), asc(products.id))
    .limit(ADMIN_PRODUCTS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PRODUCTS_PAGE_SIZE);
  const ids = rows.map((r) => r.product.id);
  const images = ids.length ? await db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.sort), asc(productImages.id)) : [];
  const list = rows.map(({ product, category }): AdminProductSummary => {
    const image = images.find((i) => i.productId === product.id);
    return {
      id: product.id,
      slug: product.slug,
      name: resolveText(product.name, locale).value,
      category: { id: category.id, key: category.key, name: resolveText(category.name, locale).value },
      published: product.published,
      sort: product.sort,
      image: image ? { src: image.src, width: image.width, height: image.height } : null,
      complete_locales: completeLocales(product),
      updated_at: product.updatedAt.toISOString(),
    };
  });
  return { list, total, page: query.page, limit: ADMIN_PRODUCTS_PAGE_SIZE };
}

function toAdminProduct(row: ProductRow, images: ImageRow[]): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    category_id: row.categoryId,
    published: row.published,
    sort: row.sort,
    name: row.name,
    summary: row.summary,
    description: row.description,
    material: row.material,
    size: row.size,
    moq: row.moq,
    lead_time_min: row.leadTimeMin,
    lead_time_max: row.leadTimeMax,
    customization: row.customization,
    images: images.map((i) => ({ id: i.id, src: i.src, width: i.width, height: i.height, alt: i.alt })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function loadProduct(db: Db, id: number, lock = false): Promise<AdminProduct | null> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const images = await db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.sort), asc(productImages.id));
  return toAdminProduct(row, images);
}

/** Many products as `getAdminProduct` gives each (missing ids are left out): two reads, not two per product. */
export async function getAdminProducts(db: Db, actor: Actor | null, ids: number[]): Promise<Map<number, AdminProduct>> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const found = new Map<number, AdminProduct>();
  if (ids.length === 0) return found;
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const images = await db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.sort), asc(productImages.id));
  const byProduct = new Map<number, (typeof images)[number][]>();
  for (const image of images) {
    const list = byProduct.get(image.productId);
    if (list) list.push(image);
    else byProduct.set(image.productId, [image]);
  }
  for (const row of rows) found.set(row.id, toAdminProduct(row, byProduct.get(row.id) ?? []));
  return found;
}

/** The product as staff edit it; `lock`: its row locked for the transaction the read runs in (a fill's write). */
export async function getAdminProduct(db: Db, actor: Actor | null, id: number, lock = false): Promise<AdminProduct> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const product = await loadProduct(db, id, lock);
  if (!product) throw notFound();
  return product;
}

/** The same product as the audit log keeps it: every field, pictures by address. */
function auditView(product: AdminProduct) {
  const { created_at: _created, ...rest } = product;
  return { ...rest, images: product.images.map(({ src, alt }) => ({ src, alt })) };
}

/** The product's editable fields as its history keeps them: the form's shape, so a revision can be saved again. */
export function productSnapshot(product: AdminProduct) {
  const { id: _id, sort: _sort, created_at: _created, updated_at: _updated, ...rest } = product;
  return { ...rest, images: product.images.map(({ src, width, height, alt }) => ({ src, width, height, alt })) };
}

async function checkReferences(db: Db, input: ProductInput, id: number | null): Promise<void> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
  const errors: Record<string, { key: 'choice' | 'taken' }> = {};
  if (!category) errors.category_id = { key: 'choice' };
  const [clash] = await db
    .select({ id: products.id })
    .from(products)
    .where(id === null ? eq(products.slug, input.slug) : and(eq(products.slug, input.slug), ne(products.id, id)));
  if (clash) errors.slug = { key: 'taken' };
  if (Object.keys(errors).length) throw new InvalidInput(errors);
}

/** The product's columns its form writes, by their names in the schema (the import's batched UPDATE lists them too). */
export const FORM_COLUMNS = [
  'slug',
  'categoryId',
  'published',
  'name',
  'summary',
  'description',
  'material',
  'size',
  'moq',
  'leadTimeMin',
  'leadTimeMax',
  'customization',
] as const;

/** A form's values as the product's columns (the save's, and the preview's of unsaved values). */
export const rowValues = (input: ProductInput) => columnsFrom(input, FORM_COLUMNS);

/** Replaces a product's pictures by the list given (kept ones by id, new ones added), in that order. */
export async function writeImages(tx: Db, productId: number, input: ProductInput): Promise<void> {
  const existing = await tx.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, productId));
  const known = new Set(existing.map((e) => e.id));
  const kept = input.images.filter((i) => i.id !== null && known.has(i.id)).map((i) => i.id!);
  const gone = existing.filter((e) => !kept.includes(e.id)).map((e) => e.id);
  if (gone.length) await tx.delete(productImages).where(inArray(productImages.id, gone));
  for (const [sort, image] of input.images.entries()) {
    const values = { src: image.src, width: image.width, height: image.height, alt: image.alt, sort };
    if (image.id !== null && known.has(image.id)) await tx.update(productImages).set(values).where(eq(productImages.id, image.id));
    else await tx.insert(productImages).values({ ...values, productId });
  }
}

export async function createProduct(db: Db, actor: Actor | null, input: ProductInput): Promise<AdminProduct> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const created = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await checkReferences(t, input, null);
    const [{ next }] = await t.select({ next: sql<number>`coalesce(max(${products.sort}), 0) + 1` }).from(products);
    const [row] = await t
      .insert(products)
      .values({ ...rowValues(input), sort: Number(next) })
      .returning();
    await writeImages(t, row.id, input);
    await indexProducts(t, [row.id]);
    const product = (await loadProduct(t, row.id))!;
    await recordAudit(t, { actor: staff }, { action: 'product.create', entity: 'product', entityId: row.id, after: auditView(product) });
    await recordRevision(t, staff, 'product', row.id, null, productSnapshot(product));
    return product;
  });
  revalidateProducts([created]);
  return created;
}

/** Saves the whole form, if nobody saved the product since `expectedUpdatedAt` (else 409: nothing is overwritten). */
export async function updateProduct(db: Db, actor: Actor | null, id: number, input: ProductInput): Promise<AdminProduct> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  let oldSlug = '';
  const updated = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [before] = await t.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw notFound();
    if (!input.expectedUpdatedAt || before.updatedAt.getTime() !== input.expectedUpdatedAt.getTime()) throw new ApiProblem(409, 'conflict');
    await checkReferences(t, input, id);
    const previous = (await loadProduct(t, id))!;
    oldSlug = previous.slug;
    await t
      .update(products)
      .set({ ...rowValues(input), updatedAt: sql`now()` })
      .where(eq(products.id, id));
    await writeImages(t, id, input);
    await indexProducts(t, [id]);
    // Saving the form is reviewing it: every "machine translated" mark of the product goes, changed or not.
    await clearMachineMarks(t, 'product', id);
    const product = (await loadProduct(t, id))!;
    await recordAudit(t, { actor: staff }, { action: 'product.update', entity: 'product', entityId: id, before: auditView(previous), after: auditView(product) });
    await recordRevision(t, staff, 'product', id, productSnapshot(previous), productSnapshot(product));
    return product;
  });
  // The old address too: after a slug change a CDN may still hold its page.
  revalidateProducts([updated, { id, slug: oldSlug }]);
  return updated;
}

export async function setProductPublished(db: Db, actor: Actor | null, id: number, published: boolean): Promise<AdminProduct> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const changed = await db.transaction(async (tx) => {
    const written = await writePublished(tx as unknown as Db, staff, id, published);
    if (!written) throw notFound();
    return written.product;
  });
  revalidateProducts([changed]);
  return changed;
}

/**
 * Shows or hides a product in the caller's transaction (audited, a revision): the product and
 * whether it changed, or null when there is no such product. The one write of the publish
 * button and the list's bulk actions; the caller revalidates after commit.
 */
export async function writePublished(t: Db, staff: Actor, id: number, published: boolean): Promise<{ product: AdminProduct; changed: boolean } | null> {
  const [before] = await t.select().from(products).where(eq(products.id, id)).for('update');
  if (!before) return null;
  if (before.published === published) return { product: (await loadProduct(t, id))!, changed: false };
  const previous = (await loadProduct(t, id))!;
  await t
    .update(products)
    .set({ published, updatedAt: sql`now()` })
    .where(eq(products.id, id));
  await recordAudit(
    t,
    { actor: staff },
    { action: published ? 'product.publish' : 'product.unpublish', entity: 'product', entityId: id, before: { published: before.published }, after: { published } },
  );
  await recordRevision(t, staff, 'product', id, productSnapshot(previous), { ...productSnapshot(previous), published });
  return { product: (await loadProduct(t, id))!, changed: true };
}

/** Files a product under another (existing) category in the caller's transaction, like the form's save: indexed, audited, a revision. */
export async function writeCategory(t: Db, staff: Actor, id: number, categoryId: number): Promise<{ product: AdminProduct; changed: boolean } | null> {
  const [before] = await t.select().from(products).where(eq(products.id, id)).for('update');
  if (!before) return null;
  const previous = (await loadProduct(t, id))!;
  if (before.categoryId === categoryId) return { product: previous, changed: false };
  await t
    .update(products)
    .set({ categoryId, updatedAt: sql`now()` })
    .where(eq(products.id, id));
  await indexProducts(t, [id]);
  const product = (await loadProduct(t, id))!;
  await recordAudit(t, { actor: staff }, { action: 'product.update', entity: 'product', entityId: id, before: auditView(previous), after: auditView(product) });
  await recordRevision(t, staff, 'product', id, productSnapshot(previous), productSnapshot(product));
  return { product, changed: true };
}

/** Moves a product one place up or down the catalogue's order (the order of the list pages). */
export async function moveProduct(db: Db, actor: Actor | null, id: number, direction: 'up' | 'down'): Promise<void> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const moved = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Lock the whole order: two moves at once must not interleave.
    const rows = await t.select({ id: products.id, sort: products.sort }).from(products).orderBy(asc(products.sort), asc(products.id)).for('update');
    const at = rows.findIndex((r) => r.id === id);
    if (at < 0) throw notFound();
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= rows.length) return false;
    const order = rows.map((r) => r.id);
    [order[at], order[to]] = [order[to], order[at]];
    for (const [index, productId] of order.entries()) {
      const sort = index + 1;
      if (rows.find((r) => r.id === productId)!.sort !== sort) await t.update(products).set({ sort }).where(eq(products.id, productId));
    }
    await recordAudit(t, { actor: staff }, { action: 'product.move', entity: 'product', entityId: id, before: { position: at + 1 }, after: { position: to + 1 } });
    return true;
  });
  // The order of the lists only.
  if (moved) revalidateProducts([]);
}

/** Deletes a product and its pictures; leads that named it keep their text and lose the link. */
export async function deleteProduct(db: Db, actor: Actor | null, id: number): Promise<void> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const deleted = await db.transaction(async (tx) => {
    const before = await writeDelete(tx as unknown as Db, staff, id);
    if (!before) throw notFound();
    return before;
  });
  revalidateProducts([deleted]);
}

/**
 * Deletes a product in the caller's transaction (audited): what it was, or null when there is no
 * such product. Orders, designs and leads keep their own copy of it and lose the link.
 */
export async function writeDelete(t: Db, staff: Actor, id: number): Promise<AdminProduct | null> {
  const before = await loadProduct(t, id);
  if (!before) return null;
  await t.delete(products).where(eq(products.id, id));
  await recordAudit(t, { actor: staff }, { action: 'product.delete', entity: 'product', entityId: id, before: auditView(before) });
  return before;
}

/** Every category as an id and a name in one locale, families first with their children (the form's picker). */
export async function categoryChoices(db: Db, actor: Actor | null, locale: Locale): Promise<{ id: number; key: string; name: string; parent_id: number | null }[]> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const families = rows.filter((r) => r.parentId === null);
  return families.flatMap((family) =>
    [family, ...rows.filter((r) => r.parentId === family.id)].map((r) => ({ id: r.id, key: r.key, name: resolveText(r.name, locale).value, parent_id: r.parentId })),
  );
}
