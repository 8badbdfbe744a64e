import 'server-only';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import type { ImportResult } from '@/lib/api/contract/catalogue-transfer';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem, notFound } from '@/lib/server/problems';
import { rowValues, writeImages } from './manage-products';
import { revalidateProducts } from './revalidate';
import { catalogueImports, products } from './schema';
import { indexProducts } from './search';
import type { PlannedWrite } from './transfer-import';

/*
 * The import's second step: the writes of a preview, exactly as shown, in one transaction with
 * the product form's own write (row values, pictures, search rows), each product audited with
 * the fields it changed. A product saved by someone since the preview refuses the whole import
 * (409): nothing of it is written, and staff preview again. A preview confirms once.
 */

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

export async function confirmImport(db: Db, actor: Actor | null, id: string): Promise<ImportResult> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const written: { id: number; slug: string }[] = [];
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const plan = await takePlan(t, staff.user.id, id);
    await checkUnchanged(t, plan);
    const [{ next }] = await t.select({ next: sql<number>`coalesce(max(${products.sort}), 0) + 1` }).from(products);
    let sort = Number(next);
    let created = 0;
    for (const write of plan) {
      const input = { ...write.input, expectedUpdatedAt: null };
      let productId = write.productId;
      if (productId === null) {
        [{ id: productId }] = await t
          .insert(products)
          .values({ ...rowValues(input), pricing: write.pricing, sort: sort++ })
          .returning({ id: products.id });
        created += 1;
      } else {
        await t
          .update(products)
          .set({ ...rowValues(input), pricing: write.pricing, updatedAt: sql`now()` })
          .where(eq(products.id, productId));
      }
      await writeImages(t, productId, input);
      const before = Object.fromEntries(write.changes.map((c) => [c.column, c.old]));
      const after = Object.fromEntries(write.changes.map((c) => [c.column, c.new]));
      await recordAudit(
        t,
        { actor: staff },
        { action: write.productId === null ? 'product.import.create' : 'product.import.update', entity: 'product', entityId: productId, before, after },
      );
      written.push({ id: productId, slug: write.slug });
    }
    await indexProducts(
      t,
      written.map((w) => w.id),
    );
    return { created, updated: plan.length - created };
  });
  revalidateProducts(written);
  return result;
}
