import 'server-only';
import { and, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import type { ImportResult } from '@/lib/api/contract/catalogue-transfer';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudits } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem, notFound } from '@/lib/server/problems';
import { observeImportStep } from '@/lib/server/observability/metrics.mjs';
import { recordRevisions } from '@/lib/server/revisions/service';
import { FORM_COLUMNS, getAdminProducts, productSnapshot, rowValues, writeImages } from './manage-products';
import { revalidateProducts } from './revalidate';
import { catalogueImports, productImages, products } from './schema';
import { markSearchPending, startSearchCatchUp } from './search-pending';
import { plannedChanges, type PlannedWrite } from './transfer-import';
import { planSlices } from './transfer-plan';

/*
 * The import's second step: the writes of a preview, exactly as shown, in one transaction, read
 * back a stored slice at a time (./transfer-plan.ts) and written SLICE rows per statement, with the
 * product form's own write (row values, pictures), each product audited. Search rows are written
 * after the commit: the transaction only marks the products (./search-pending.ts). A product saved
 * by someone since the preview refuses the whole import (409): nothing of it is written, and staff
 * preview again. A preview confirms once.
 */

const SLICE = 200;

/** The preview, locked for this confirmation (a second one waits, then finds it gone), or 404. */
async function lockImport(tx: Db, memberId: number, id: string): Promise<void> {
  const [stored] = await tx
    .select({ id: catalogueImports.id })
    .from(catalogueImports)
    .where(and(eq(catalogueImports.id, id), eq(catalogueImports.memberId, memberId), gt(catalogueImports.expiresAt, new Date())))
    .for('update');
  if (!stored) throw notFound('transfer.previewGone');
}

/** Refuses the import when a product it changes was saved since the preview (and locks the rest), or a new one's slug was taken. */
async function checkUnchanged(tx: Db, plan: PlannedWrite[]): Promise<void> {
  const fresh = plan.filter((w) => w.productId === null).map((w) => w.slug);
  if (fresh.length) {
    const [taken] = await tx.select({ slug: products.slug }).from(products).where(inArray(products.slug, fresh)).limit(1);
    if (taken) throw new ApiProblem(409, 'transfer.stale', { values: { slug: taken.slug } });
  }
  const ids = plan.flatMap((w) => (w.productId === null ? [] : [w.productId]));
  if (!ids.length) return;
  const rows = await tx.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(inArray(products.id, ids)).for('update');
  const now = new Map(rows.map((r) => [r.id, r.updatedAt.toISOString()]));
  const stale = plan.find((w) => w.productId !== null && now.get(w.productId) !== w.updatedAt);
  if (stale) throw new ApiProblem(409, 'transfer.stale', { values: { slug: stale.slug } });
}

type Written = { id: number; slug: string; write: PlannedWrite };

/** The new products, a slice per statement, with their pictures; in the sheet's order after the catalogue's last. */
async function insertNew(tx: Db, writes: PlannedWrite[], firstSort: number): Promise<Written[]> {
  const written: Written[] = [];
  for (let at = 0; at < writes.length; at += SLICE) {
    const slice = writes.slice(at, at + SLICE);
    const rows = await tx
      .insert(products)
      .values(slice.map((w, i) => ({ ...rowValues({ ...w.input, expectedUpdatedAt: null }), pricing: w.pricing, sort: firstSort + at + i })))
      .returning({ id: products.id, slug: products.slug });
    const ids = new Map(rows.map((r) => [r.slug, r.id]));
    const images = slice.flatMap((w) =>
      w.input.images.map((image, sort) => ({ productId: ids.get(w.slug)!, src: image.src, width: image.width, height: image.height, alt: image.alt, sort })),
    );
    if (images.length) await tx.insert(productImages).values(images);
    written.push(...slice.map((write) => ({ id: ids.get(write.slug)!, slug: write.slug, write })));
  }
  return written;
}

/** The columns an import writes of a product, by their names in the schema: the form's and the price tiers. */
const WRITTEN = [...FORM_COLUMNS, 'pricing'] as const;
const productColumns = getTableColumns(products);

/** A product's editable fields as its revisions keep them (productSnapshot's shape: by column name), from what the import wrote. */
function writtenFields(input: PlannedWrite['input']): Record<string, unknown> {
  const row = rowValues({ ...input, expectedUpdatedAt: null }) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [productColumns[key as keyof typeof productColumns].name, value]));
}

const imagesOf = (input: PlannedWrite['input']) => input.images.map(({ src, width, height, alt }) => ({ src, width, height, alt }));

/**
 * The changed products' rows, one statement for the slice: each product's values travel as one
 * element of a JSON array, matched to its row by id (one UPDATE per product was a round trip each,
 * a third of a large import's time).
 */
async function updateRows(tx: Db, writes: PlannedWrite[]): Promise<void> {
  const values = writes.map((w) => ({ id: w.productId!, ...writtenFields(w.input), pricing: w.pricing }));
  const columns = WRITTEN.map((key) => sql.identifier(productColumns[key].name));
  await tx.execute(sql`
    update ${products} set ${sql.join(
      columns.map((column) => sql`${column} = x.${column}`),
      sql`, `,
    )}, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(id integer, ${sql.join(
      WRITTEN.map((key, i) => sql`${columns[i]} ${sql.raw(productColumns[key].getSQLType())}`),
      sql`, `,
    )})
    where ${products.id} = x.id`);
}

/**
 * The changed products, a slice per statement (their pictures only when the sheet changed them),
 * each a revision as a form's save is. A slice's products are read whole once, before: the
 * revision's after is that read with the fields the import wrote (and its pictures, when written),
 * not a second read.
 */
async function updateChanged(tx: Db, staff: Actor, writes: PlannedWrite[]): Promise<Written[]> {
  const written: Written[] = [];
  for (let at = 0; at < writes.length; at += SLICE) {
    const slice = writes.slice(at, at + SLICE);
    const ids = slice.map((w) => w.productId!);
    const before = await getAdminProducts(tx, staff, ids);
    await updateRows(tx, slice);
    const saves: Parameters<typeof recordRevisions>[3] = [];
    for (const write of slice) {
      const id = write.productId!;
      const pictures = plannedChanges(write).some((c) => c.column === 'pictures');
      if (pictures) await writeImages(tx, id, { ...write.input, expectedUpdatedAt: null });
      const old = productSnapshot(before.get(id)!);
      saves.push({ recordId: id, before: old, after: { ...old, ...writtenFields(write.input), images: pictures ? imagesOf(write.input) : old.images } });
      written.push({ id, slug: write.slug, write });
    }
    await recordRevisions(tx, staff, 'product', saves);
  }
  return written;
}

/** The new products' first revision: what was inserted, as a read of it would give it. */
async function firstRevisions(tx: Db, staff: Actor, created: Written[]): Promise<void> {
  await recordRevisions(
    tx,
    staff,
    'product',
    created.map(({ id, write }) => ({ recordId: id, before: null, after: { ...writtenFields(write.input), images: imagesOf(write.input) } })),
  );
}

/**
 * A written product's audit line. A changed product's holds the cells the sheet changed, old and
 * new. A new product's names it (slug, category, Chinese name): its content, every cell, is its
 * first revision, written beside it; repeating it here made the audit line a third of what a large
 * import writes, and a line nobody reads in the audit's list.
 */
function auditOf(entityId: number, write: PlannedWrite) {
  if (write.productId === null) {
    const { slug, name } = write.input;
    return { action: 'product.import.create', entity: 'product', entityId, after: { slug, category: write.categoryKey, name: name['zh-CN'] } };
  }
  const changes = plannedChanges(write);
  return {
    action: 'product.import.update',
    entity: 'product',
    entityId,
    before: Object.fromEntries(changes.map((c) => [c.column, c.old])),
    after: Object.fromEntries(changes.map((c) => [c.column, c.new])),
  };
}

/** One slice of the plan written: its products, revisions, audit lines and search marks. */
async function writeSlice(tx: Db, staff: Actor, plan: PlannedWrite[], firstSort: number): Promise<Written[]> {
  await checkUnchanged(tx, plan);
  const created = await insertNew(
    tx,
    plan.filter((w) => w.productId === null),
    firstSort,
  );
  const updated = await updateChanged(
    tx,
    staff,
    plan.filter((w) => w.productId !== null),
  );
  await firstRevisions(tx, staff, created);
  const done = [...created, ...updated];
  await recordAudits(
    tx,
    { actor: staff },
    done.map(({ id, write }) => auditOf(id, write)),
  );
  // Their search rows are written after the commit (./search-pending.ts): here only marked.
  await markSearchPending(
    tx,
    done.map((w) => w.id),
  );
  return done;
}

export async function confirmImport(db: Db, actor: Actor | null, id: string): Promise<ImportResult> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const started = performance.now();
  const written = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockImport(t, staff.user.id, id);
    const [{ next }] = await t.select({ next: sql<number>`coalesce(max(${products.sort}), 0) + 1` }).from(products);
    let sort = Number(next);
    // Only what the cache needs is kept of each written product, not its input.
    const done: { id: number; slug: string; created: boolean }[] = [];
    for await (const plan of planSlices(t, id)) {
      const slice = await writeSlice(t, staff, plan, sort);
      sort += slice.filter((w) => w.write.productId === null).length;
      done.push(...slice.map((w) => ({ id: w.id, slug: w.slug, created: w.write.productId === null })));
    }
    await t.delete(catalogueImports).where(eq(catalogueImports.id, id));
    return done;
  });
  observeImportStep('confirm', (performance.now() - started) / 1000, written.length);
  // Searchable as the catch-up reaches them (about 100 products a second on PGlite); not awaited.
  void startSearchCatchUp(db);
  revalidateProducts(written.map(({ id: productId, slug }) => ({ id: productId, slug })));
  const created = written.filter((w) => w.created).length;
  return { created, updated: written.length - created };
}
