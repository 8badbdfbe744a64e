import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { orderFiles, orderPhotos, orders, proofs } from './schema';

/*
 * The files an order holds for its member (lib/server/file-readers.ts): its request's files (a
 * design's artwork, a lead's attachments once the lead became the order), its proofs and its
 * production photos. Staff upload proofs and photos; the member may read them because the order is theirs.
 */

/** Whether `fileId` is one of the files of an order of `memberId` (order_files). */
export async function fileOfMemberOrder(db: Db, memberId: number, fileId: number): Promise<boolean> {
  const [found] = await db
    .select({ one: orderFiles.fileId })
    .from(orderFiles)
    .innerJoin(orders, eq(orders.id, orderFiles.orderId))
    .where(and(eq(orderFiles.fileId, fileId), eq(orders.memberId, memberId)))
    .limit(1);
  return !!found;
}

/** Whether `fileId` is a proof of an order of `memberId`. */
export async function proofOfMemberOrder(db: Db, memberId: number, fileId: number): Promise<boolean> {
  const [found] = await db
    .select({ one: proofs.id })
    .from(proofs)
    .innerJoin(orders, eq(orders.id, proofs.orderId))
    .where(and(eq(proofs.fileId, fileId), eq(orders.memberId, memberId)))
    .limit(1);
  return !!found;
}

/** Whether `fileId` is a production photo of an order of `memberId`. */
export async function photoOfMemberOrder(db: Db, memberId: number, fileId: number): Promise<boolean> {
  const [found] = await db
    .select({ one: orderPhotos.id })
    .from(orderPhotos)
    .innerJoin(orders, eq(orders.id, orderPhotos.orderId))
    .where(and(eq(orderPhotos.fileId, fileId), eq(orders.memberId, memberId)))
    .limit(1);
  return !!found;
}
