import 'server-only';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import type { OrderUse } from '@/lib/server/files/uses';
import { orderFiles, orderPhotos, orders, proofs } from './schema';

/*
 * The files an order keeps, for files (lib/server/file-uses.ts): a member's file an order's
 * request carries or a proof is, is the record of what was asked and sent, so it is shown as
 * used and cannot be deleted.
 */

/** The orders whose request carries each of `fileIds`, newest first. */
export async function ordersUsingFiles(db: Db, fileIds: readonly number[]): Promise<OrderUse[]> {
  if (fileIds.length === 0) return [];
  return db
    .select({ fileId: orderFiles.fileId, id: orders.id, reference: orders.reference })
    .from(orderFiles)
    .innerJoin(orders, eq(orders.id, orderFiles.orderId))
    .where(inArray(orderFiles.fileId, [...fileIds]))
    .orderBy(desc(orders.createdAt));
}

/** Which of `fileIds` an order keeps: in its request, as a proof or as a production photo (three reads, none per file). */
export async function filesKeptByOrders(db: Db, fileIds: readonly number[]): Promise<Set<number>> {
  if (fileIds.length === 0) return new Set();
  const ids = [...new Set(fileIds)];
  const found = await Promise.all([orderFiles, proofs, orderPhotos].map((table) => db.selectDistinct({ fileId: table.fileId }).from(table).where(inArray(table.fileId, ids))));
  return new Set(found.flat().map((r) => r.fileId));
}

/** The references of the orders `fileId` is a proof of. */
export async function ordersWithProof(db: Db, fileId: number): Promise<string[]> {
  const rows = await db.select({ reference: orders.reference }).from(proofs).innerJoin(orders, eq(orders.id, proofs.orderId)).where(eq(proofs.fileId, fileId));
  return rows.map((r) => r.reference);
}

/** The reference of each of `orderIds` that exists. */
export async function orderReferences(db: Db, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map((r) => [r.id, r.reference]));
}
