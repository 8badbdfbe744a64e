import 'server-only';
import { and, asc, count, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { AdminCategory, CategoryChange, CategoryInput, MoveDirection } from '@/lib/api/contract/catalogue-admin';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { recordRevision } from '@/lib/server/revisions/service';
import { isUniqueViolation } from '@/lib/server/db/errors';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem, InvalidInput, notFound } from '@/lib/server/problems';
import { clearMachineMarks } from '@/lib/server/translate/marks';
import { revalidateCatalogue, type CatalogueTag } from './revalidate';
import { indexCategoryProducts } from './search';
import { categories, products, sliderItems } from './schema';
import { TAGS } from './tags';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/*
 * The categories in the back office (editor, admin): families and their sub-categories, each
 * with its key (the slug of `/products?category=key`, and the slider's `sign`), a name per locale
 * and its place among its siblings. Every write runs in one transaction with its audit row, and
 * revalidates the catalogue's cached reads once it has committed.
 */

type CategoryRow = typeof categories.$inferSelect;

const view = (row: CategoryRow) => ({ key: row.key, parent_id: row.parentId, name: row.name, sort: row.sort });
/** The fields the category form edits, as its history keeps them. */
export const categorySnapshot = (row: CategoryRow) => ({ key: row.key, parent_id: row.parentId, name: row.name });

/**
 * The ids of a list of siblings (in their order) after moving `id` one place up or down; null
 * when it is already first (up) or last (down), or not among them.
 */
export function movedOrder(ids: readonly number[], id: number, direction: MoveDirection): number[] | null {
  const at = ids.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at === -1 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[at], next[to]] = [next[to], next[at]];
  return next;
}

async function counts(db: Db, ids: number[]) {
  if (!ids.length) return { products: new Map<number, number>(), children: new Map<number, number>() };
  const [productRows, childRows] = await Promise.all([
    db.select({ id: products.categoryId, n: count() }).from(products).where(inArray(products.categoryId, ids)).groupBy(products.categoryId),
    db.select({ id: categories.parentId, n: count() }).from(categories).where(inArray(categories.parentId, ids)).groupBy(categories.parentId),
  ]);
  return {
    products: new Map(productRows.map((r) => [r.id, r.n])),
    children: new Map(childRows.map((r) => [r.id!, r.n])),
  };
}

function toAdmin(row: CategoryRow, c: Awaited<ReturnType<typeof counts>>): AdminCategory {
  return {
    id: row.id,
    key: row.key,
    parent_id: row.parentId,
    name: row.name,
    sort: row.sort,
    updated_at: row.updatedAt.toISOString(),
    products: c.products.get(row.id) ?? 0,
    children: c.children.get(row.id) ?? 0,
  };
}

/** Every category: each family (in order) followed by its sub-categories (in order), with their product and child counts. */
export async function listAdminCategories(db: Db, actor: Actor | null): Promise<AdminCategory[]> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const c = await counts(
    db,
    rows.map((r) => r.id),
  );
  const out: AdminCategory[] = [];
  for (const family of rows.filter((r) => r.parentId === null)) {
    out.push(toAdmin(family, c));
    for (const child of rows.filter((r) => r.parentId === family.id)) out.push(toAdmin(child, c));
  }
  return out;
}

export async function getAdminCategory(db: Db, actor: Actor | null, id: number): Promise<AdminCategory> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw notFound();
  return toAdmin(row, await counts(db, [row.id]));
}

async function assertKeyFree(tx: Db, key: string, except?: number): Promise<void> {
  const [other] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(except === undefined ? eq(categories.key, key) : and(eq(categories.key, key), ne(categories.id, except)));
  if (other) throw new InvalidInput({ key: { key: 'taken' } });
}

/** A parent must be an existing family (not the category itself). */
async function assertFamily(tx: Db, parentId: number, self?: number): Promise<void> {
  if (parentId === self) throw new InvalidInput({ parent_id: { key: 'choice' } });
  const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId)).for('share');
  if (!parent || parent.parentId !== null) throw new InvalidInput({ parent_id: { key: 'choice' } });
}

async function nextSort(tx: Db, parentId: number | null): Promise<number> {
  const [{ last }] = await tx
    .select({ last: max(categories.sort) })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
  return (last ?? -1) + 1;
}

async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidInput({ key: { key: 'taken' } });
    throw error;
  }
}

/** A new category, last among its siblings. */
export async function createCategory(db: Db, actor: Actor | null, input: CategoryInput): Promise<AdminCategory> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const row = await guardUnique(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await assertKeyFree(t, input.key);
      if (input.parentId !== null) await assertFamily(t, input.parentId);
      const [created] = await tx
        .insert(categories)
        .values({ key: input.key, parentId: input.parentId, name: input.name, sort: await nextSort(t, input.parentId) })
        .returning();
      await recordAudit(t, { actor: staff }, { action: 'category.create', entity: 'category', entityId: created.id, before: null, after: view(created) });
      await recordRevision(t, staff, 'category', created.id, null, categorySnapshot(created));
      return created;
    }),
  );
  revalidateCatalogue(TAGS.categories);
  return toAdmin(row, await counts(db, [row.id]));
}

/**
 * Changes a category's key, parent or name, if nobody changed it since `expectedUpdatedAt` (else
 * 409). A family with sub-categories cannot become one. A new key is carried over to the slider
 * items that link to the old one, in the same transaction.
 */
export async function updateCategory(db: Db, actor: Actor | null, id: number, change: CategoryChange): Promise<AdminCategory> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const { row, slider } = await guardUnique(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!before) throw notFound();
      if (before.updatedAt.getTime() !== change.expectedUpdatedAt.getTime()) throw new ApiProblem(409, 'conflict');
      const key = change.key ?? before.key;
      if (key !== before.key) await assertKeyFree(t, key, id);
      const parentId = change.parentId === undefined ? before.parentId : change.parentId;
      let sort = before.sort;
      if (parentId !== before.parentId) {
        if (parentId !== null) {
          await assertFamily(t, parentId, id);
          const [{ n }] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
          if (n > 0) throw new InvalidInput({ parent_id: { key: 'choice' } });
        }
        sort = await nextSort(t, parentId);
      }
      const [after] = await tx
        .update(categories)
        .set({ key, parentId, sort, ...(change.name ? { name: change.name } : {}), updatedAt: sql`now()` })
        .where(eq(categories.id, id))
        .returning();
      if (change.name) await clearMachineMarks(t, 'category', id);
      // The search rows hold the category's and its family's names: its products (and a family's) are indexed again.
      if (change.name || parentId !== before.parentId) await indexCategoryProducts(t, [id]);
      // The slider links to `/products?category=<sign>`: a renamed key takes its banners along.
      const moved =
        key !== before.key
          ? await tx
              .update(sliderItems)
              .set({ sign: key, updatedAt: sql`now()` })
              .where(eq(sliderItems.sign, before.key))
              .returning({ id: sliderItems.id })
          : [];
      await recordAudit(
        t,
        { actor: staff },
        {
          action: 'category.update',
          entity: 'category',
          entityId: id,
          before: view(before),
          after: { ...view(after), ...(moved.length ? { slider_items: moved.map((m) => m.id) } : {}) },
        },
      );
      await recordRevision(t, staff, 'category', id, categorySnapshot(before), categorySnapshot(after));
      return { row: after, slider: moved.length > 0 };
    }),
  );
  const tags: CatalogueTag[] = [TAGS.categories, TAGS.products];
  if (slider) tags.push(TAGS.slider);
  revalidateCatalogue(...tags);
  return toAdmin(row, await counts(db, [row.id]));
}

/** Moves a category one place up or down among its siblings (the order is renumbered 0, 1, 2 …). */
export async function moveCategory(db: Db, actor: Actor | null, id: number, direction: MoveDirection): Promise<AdminCategory[]> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw notFound();
    const siblings = await tx
      .select({ id: categories.id, sort: categories.sort })
      .from(categories)
      .where(row.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, row.parentId))
      .orderBy(asc(categories.sort), asc(categories.id))
      .for('update');
    const order = movedOrder(
      siblings.map((s) => s.id),
      id,
      direction,
    );
    if (!order) return false;
    for (const [index, sibling] of order.entries()) {
      if (siblings.find((s) => s.id === sibling)!.sort !== index) await tx.update(categories).set({ sort: index }).where(eq(categories.id, sibling));
    }
    await recordAudit(
      tx as unknown as Db,
      { actor: staff },
      {
        action: 'category.move',
        entity: 'category',
        entityId: id,
        before: { order: siblings.map((s) => s.id) },
        after: { order, direction },
      },
    );
    return true;
  });
  if (changed) revalidateCatalogue(TAGS.categories);
  return listAdminCategories(db, actor);
}

/** What still uses a category, named by slugs and keys (the same in every language): the first few. */
function usedBy(names: string[]): string {
  return names.length > 4 ? `${names.slice(0, 4).join(', ')} (+${names.length - 4})` : names.join(', ');
}

/**
 * Deletes a category nothing uses: refused (400 `inUse`) while products, sub-categories or slider
 * banners use it. With `expectedUpdatedAt`, a category changed since is not deleted (409).
 */
export async function deleteCategory(db: Db, actor: Actor | null, id: number, expectedUpdatedAt: Date | null = null): Promise<void> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw notFound();
    if (expectedUpdatedAt && before.updatedAt.getTime() !== expectedUpdatedAt.getTime()) throw new ApiProblem(409, 'conflict');
    const [used, children, banners] = await Promise.all([
      tx.select({ slug: products.slug }).from(products).where(eq(products.categoryId, id)).orderBy(asc(products.id)),
      tx.select({ key: categories.key }).from(categories).where(eq(categories.parentId, id)).orderBy(asc(categories.sort), asc(categories.id)),
      tx.select({ id: sliderItems.id }).from(sliderItems).where(eq(sliderItems.sign, before.key)),
    ]);
    if (used.length || children.length || banners.length) {
      const what = usedBy([...used.map((p) => p.slug), ...children.map((c) => c.key), ...banners.map((b) => `slider #${b.id}`)]);
      throw new ApiProblem(400, 'inUse', {
        values: { what },
        result: { products: used.length, children: children.length, slider: banners.length },
      });
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'category.delete', entity: 'category', entityId: id, before: view(before), after: null });
  });
  revalidateCatalogue(TAGS.categories);
}
