import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/types';
import { orderFiles, orderPhotos, orders, proofs } from './schema';

/*
 * The files an order holds for its member (lib/server/file-readers.ts): its request's files (a
 * design's artwork, a lead's attachments once the lead became the order), its proofs and its
 * production photos. Staff upload proofs and photos; the member may read them because the order is theirs.
 */

/** A table that ties a file to an order. */
interface OrderLink {
  table: PgTable;
  fileId: PgColumn;
  orderId: PgColumn;
}

async function onMemberOrder(db: Db, link: OrderLink, memberId: number, fileId: number): Promise<boolean> {
  const [found] = await db
    .select({ one: link.fileId })
    .from(link.table)
    .innerJoin(orders, eq(orders.id, link.orderId))
    .where(and(eq(link.fileId, fileId), eq(orders.memberId, memberId)))
    .limit(1);
  return !!found;
}

/** Whether `fileId` is one of the files of an order of `memberId` (order_files). */
export const fileOfMemberOrder = (db: Db, memberId: number, fileId: number) =>
  onMemberOrder(db, { table: orderFiles, fileId: orderFiles.fileId, orderId: orderFiles.orderId }, memberId, fileId);

/** Whether `fileId` is a proof of an order of `memberId`. */
export const proofOfMemberOrder = (db: Db, memberId: number, fileId: number) =>
  onMemberOrder(db, { table: proofs, fileId: proofs.fileId, orderId: proofs.orderId }, memberId, fileId);

/** Whether `fileId` is a production photo of an order of `memberId`. */
export const photoOfMemberOrder = (db: Db, memberId: number, fileId: number) =>
  onMemberOrder(db, { table: orderPhotos, fileId: orderPhotos.fileId, orderId: orderPhotos.orderId }, memberId, fileId);
