import 'server-only';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import type { ImportResult } from '@/lib/api/contract/catalogue-transfer';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudits } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem, notFound } from '@/lib/server/problems';
import { recordRevisions } from '@/lib/server/revisions/service';
import { getAdminProducts, productSnapshot, rowValues, writeImages } from './manage-products';
import { revalidateProducts } from './revalidate';
import { catalogueImports, productImages, products } from './schema';
import { indexProducts } from './search';
import type { PlannedWrite } from './transfer-import';

/*
 * The import's second step: the writes of a preview, exactly as shown, in one transaction with
 * the product form's own write (row values, pictures, search rows), each product audited with
 * the fields it changed. A product saved by someone since the preview refuses the whole import
 * (409): nothing of it is written, and staff preview again. A preview confirms once.
 */

const SLICE = 200;

async function takePlan(tx: Db, memberId: number, id: string): Promise<PlannedWrite[]> {
  const [stored] = await tx
    .delete(catalogueImports)
    .where(and(eq(catalogueImports.id, id), eq(catalogueImports.memberId, memberId), gt(catalogueImports.expiresAt, new Date())))
    .returning({ plan: catalogueImports.plan });
  if (!stored) throw notFound('transfer.previewGone');
  return stored.plan as PlannedWrite[];
}

/** Refuses the import when a product it changes was saved since the preview (and locks the rest), or a new one's slug was taken. */
async function checkUnchanged(tx: Db, plan: PlannedWrite[]): Promise<void> {
  const fresh = plan.filter((w) => w.productId === null).map((w) => w.slug);
  for (let at = 0; at < fresh.length; at += 500) {
    const [taken] = await tx
      .select({ slug: products.slug })
      .from(products)
      .where(inArray(products.slug, fresh.slice(at, at + 500)))
      .limit(1);
    if (taken) throw new ApiProblem(409, 'transfer.stale', { values: { slug: taken.slug } });
  }
  const ids = plan.flatMap((w) => (w.productId === null ? [] : [w.productId]));
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await tx
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(inArray(products.id, ids.slice(at, at + 500)))
      .for('update');
    const now = new Map(rows.map((r) => [r.id, r.updatedAt.toISOString()]));
    for (const write of plan) {
      if (write.productId !== null && ids.slice(at, at + 500).includes(write.productId) && now.get(write.productId) !== write.updatedAt) {
        throw new ApiProblem(409, 'transfer.stale', { values: { slug: write.slug } });
      }
    }
  }
}

type Written = { id: number; slug: string; write: PlannedWrite };

/** The new products, a slice per statement, with their pictures; in the sheet's order after the catalogue's last. */
async function insertNew(tx: Db, writes: PlannedWrite[]): Promise<Written[]> {
  const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${products.sort}), 0) + 1` }).from(products);
  const written: Written[] = [];
  for (let at = 0; at < writes.length; at += SLICE) {
    const slice = writes.slice(at, at + SLICE);
    const rows = await tx
      .insert(products)
      .values(slice.map((w, i) => ({ ...rowValues({ ...w.input, expectedUpdatedAt: null }), pricing: w.pricing, sort: Number(next) + at + i })))
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

export async function confirmImport(db: Db, actor: Actor | null, id: string): Promise<ImportResult> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const written = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const plan = await takePlan(t, staff.user.id, id);
    await checkUnchanged(t, plan);
    const done = [
      ...(await insertNew(
        t,
        plan.filter((w) => w.productId === null),
      )),
      ...(await updateChanged(
        t,
        staff,
        plan.filter((w) => w.productId !== null),
      )),
    ];
    await firstRevisions(
      t,
      staff,
      done.filter((w) => w.write.productId === null).map((w) => w.id),
    );
    await recordAudits(
      t,
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
      t,
      done.map((w) => w.id),
    );
    return done;
  });
  revalidateProducts(written.map(({ id: productId, slug }) => ({ id: productId, slug })));
  const created = written.filter((w) => w.write.productId === null).length;
  return { created, updated: written.length - created };
}
