import 'server-only';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import type { ImportResult } from '@/lib/api/contract/catalogue-transfer';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudits } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem, notFound } from '@/lib/server/problems';
import { recordRevisions } from '@/lib/server/revisions/service';
import { getAdminProducts, productSnapshot, rowValues, writeImages } from './manage-products';
import { revalidateProducts } from './revalidate';
import { catalogueImportRows, catalogueImports, productImages, products } from './schema';
import { indexProducts } from './search';
import type { PlannedWrite } from './transfer-import';

/*
 * The import's second step: the writes of a preview, exactly as shown, in one transaction, read
 * back and written a slice of SLICE rows at a time, with the product form's own write (row values, pictures, search rows), each product audited with
 * the fields it changed. A product saved by someone since the preview refuses the whole import
 * (409): nothing of it is written, and staff preview again. A preview confirms once.
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

/** The preview's writes in the sheet's order, a slice at a time (never the whole plan in memory). */
async function* planSlices(tx: Db, id: string): AsyncGenerator<PlannedWrite[]> {
  let after = 0;
  for (;;) {
    const rows = await tx
      .select({ line: catalogueImportRows.line, write: catalogueImportRows.write })
      .from(catalogueImportRows)
      .where(and(eq(catalogueImportRows.importId, id), gt(catalogueImportRows.line, after)))
      .orderBy(asc(catalogueImportRows.line))
      .limit(SLICE);
    if (rows.length) yield rows.map((r) => r.write as PlannedWrite);
    if (rows.length < SLICE) return;
    after = rows[rows.length - 1].line;
  }
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

/**
 * The changed products, one statement each (their pictures only when the sheet changed them), each
 * a revision as a form's save is. A slice's products are read whole before and after in two
 * batched reads each, not two reads per product (the round trips dominated a large import).
 */
async function updateChanged(tx: Db, staff: Actor, writes: PlannedWrite[]): Promise<Written[]> {
  const written: Written[] = [];
  for (let at = 0; at < writes.length; at += SLICE) {
    const slice = writes.slice(at, at + SLICE);
    const ids = slice.map((w) => w.productId!);
    const before = await getAdminProducts(tx, staff, ids);
    for (const write of slice) {
      const id = write.productId!;
      const input = { ...write.input, expectedUpdatedAt: null };
      await tx
        .update(products)
        .set({ ...rowValues(input), pricing: write.pricing, updatedAt: sql`now()` })
        .where(eq(products.id, id));
      if (write.changes.some((c) => c.column === 'pictures')) await writeImages(tx, id, input);
      written.push({ id, slug: write.slug, write });
    }
    const after = await getAdminProducts(tx, staff, ids);
    await recordRevisions(
      tx,
      staff,
      'product',
      ids.map((id) => ({ recordId: id, before: productSnapshot(before.get(id)!), after: productSnapshot(after.get(id)!) })),
    );
  }
  return written;
}

/** The new products' first revision, a slice at a time (the changed ones kept theirs as they were written). */
async function firstRevisions(tx: Db, staff: Actor, ids: number[]): Promise<void> {
  for (let at = 0; at < ids.length; at += SLICE) {
    const saved = await getAdminProducts(tx, staff, ids.slice(at, at + SLICE));
    await recordRevisions(
      tx,
      staff,
      'product',
      ids.slice(at, at + SLICE).map((id) => ({ recordId: id, before: null, after: productSnapshot(saved.get(id)!) })),
    );
  }
}

/** One slice of the plan written: its products, revisions, audit lines and search rows. */
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
  await firstRevisions(
    tx,
    staff,
    created.map((w) => w.id),
  );
  const done = [...created, ...updated];
  await recordAudits(
    tx,
    { actor: staff },
    done.map(({ id: entityId, write }) => ({
      action: write.productId === null ? 'product.import.create' : 'product.import.update',
      entity: 'product',
      entityId,
      before: Object.fromEntries(write.changes.map((c) => [c.column, c.old])),
      after: Object.fromEntries(write.changes.map((c) => [c.column, c.new])),
    })),
  );
  await indexProducts(
    tx,
    done.map((w) => w.id),
  );
  return done;
}

export async function confirmImport(db: Db, actor: Actor | null, id: string): Promise<ImportResult> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
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
  revalidateProducts(written.map(({ id: productId, slug }) => ({ id: productId, slug })));
  const created = written.filter((w) => w.created).length;
  return { created, updated: written.length - created };
}
