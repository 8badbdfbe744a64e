import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { MemberProductionPhotos, OrderPhotoView } from '@/lib/api/contract/statement';
import { ORDER_PHOTOS } from '@/lib/config';
import type { UploadKind } from '@/lib/uploads';
import type { PhotoInput } from '@/lib/api/contract/statement';
import { requireMember, requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { fileIdOfHandle } from '@/lib/server/files/by-handle';
import { withStoredFiles, type StoredFileRow } from '@/lib/server/files/for-orders';
import { fileLinks } from '@/lib/server/files/links';
import { deleteFileRow } from '@/lib/server/files/removal';
import { getStorage } from '@/lib/server/files/storage';
import type { ClientMeta } from '@/lib/server/http/client';
import { badRequest, notFound } from '@/lib/server/problems';
import { orderPhotos, orders } from './schema';
import { storeOrderFile } from './staff-upload';
import type { StoredFileInfo } from '@/lib/server/files/service';
import { ORDER_STAFF_ROLES } from '@/lib/api/contract/orders';

/*
 * Production photos (README "Account statement and production photos"; imagesLive): staff (sales, admin) attach
 * pictures of an order being made, with a caption and the stage they show; the member of the order
 * sees them on the order's page and, across their orders, in /imagesLive (CONTENT puts
 * components/member/orders/ProductionPhotos there). The files are purpose 'staff' and readable by
 * that member through lib/server/files/access.ts; nobody else's member sees them.
 */

const PHOTO_KINDS: readonly UploadKind[] = ['png', 'jpg', 'webp'];

type PhotoRow = typeof orderPhotos.$inferSelect;
type FileRow = StoredFileRow;

const withPicture = (links: { url: string; thumb_url: string | null }) => ({ url: links.url, thumb_url: links.thumb_url ?? links.url });

function photoView(photo: PhotoRow, file: FileRow): OrderPhotoView {
  return {
    id: photo.id,
    order_id: photo.orderId,
    caption: photo.caption,
    stage: photo.stage,
    // A photo is a picture: until its thumbnail is made the picture itself stands in (never a 404).
    ...withPicture(fileLinks(file)),
    name: file.name,
    created_at: photo.createdAt.toISOString(),
  };
}

async function photosOf(db: Db, orderId: number): Promise<OrderPhotoView[]> {
  const rows = await db.select().from(orderPhotos).where(eq(orderPhotos.orderId, orderId)).orderBy(desc(orderPhotos.createdAt), desc(orderPhotos.id));
  return (await withStoredFiles(db, rows, (photo) => photo.fileId)).map(({ file, ...photo }) => photoView(photo, file));
}

/** The photos of one of the member's orders, newest first; another member's order is a 404. */
export async function memberOrderPhotos(db: Db, actor: Actor | null, orderId: number): Promise<OrderPhotoView[]> {
  const member = requireMember(actor);
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, member.user.id)));
  if (!own) throw notFound();
  return photosOf(db, orderId);
}

/** The photos of an order for the back office (sales, admin). */
export async function adminOrderPhotos(db: Db, actor: Actor | null, orderId: number): Promise<OrderPhotoView[]> {
  requireRole(actor, ...ORDER_STAFF_ROLES);
  return photosOf(db, orderId);
}

/**
 * Every production photo of a member's orders, grouped by order (the order with the newest photo
 * first). For the member's own pages: the caller passes the id of the member the session belongs to.
 */
export async function productionPhotosForMember(db: Db, memberId: number, limitOrders = 12): Promise<MemberProductionPhotos[]> {
  const rows = await db
    .select({ photo: orderPhotos, order: { id: orders.id, reference: orders.reference, title: orders.title, status: orders.status } })
    .from(orderPhotos)
    .innerJoin(orders, eq(orders.id, orderPhotos.orderId))
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orderPhotos.createdAt), desc(orderPhotos.id))
    .limit(500);
  // One lookup in files for all the photos' files; a photo without its file row is left out, as the join did.
  const groups = new Map<number, MemberProductionPhotos>();
  for (const r of await withStoredFiles(db, rows, (row) => row.photo.fileId)) {
    const group = groups.get(r.order.id) ?? groups.set(r.order.id, { order: r.order, photos: [] }).get(r.order.id)!;
    group.photos.push(photoView(r.photo, r.file));
  }
  return [...groups.values()].slice(0, limitOrders);
}

/**
 * Adds a production photo to an order (sales, admin; audited): the request's raw body, a PNG,
 * JPEG or WebP of at most ORDER_PHOTOS.maxBytes (its bytes decide), stored with purpose 'staff';
 * its thumbnail is made in the background. At most ORDER_PHOTOS.perOrder photos an order.
 */
export async function addOrderPhoto(
  db: Db,
  actor: Actor | null,
  orderId: number,
  request: Request,
  from: { client: ClientMeta; name: string } & PhotoInput,
): Promise<OrderPhotoView[]> {
  const staff = requireRole(actor, ...ORDER_STAFF_ROLES);
  const mayAdd = async () => {
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound();
    const [{ n }] = await db.select({ n: count() }).from(orderPhotos).where(eq(orderPhotos.orderId, orderId));
    if (n >= ORDER_PHOTOS.perOrder) throw badRequest('photos.tooMany', { values: { max: ORDER_PHOTOS.perOrder } });
  };
  const addPhoto = (stored: StoredFileInfo) =>
    db.transaction(async (tx) => {
      const fileId = await fileIdOfHandle(tx as unknown as Db, stored.handle);
      // The file was stored just before this transaction: its row is there (an internal error if not, as before).
      if (fileId === undefined) throw new Error(`stored file ${stored.handle} has no row`);
      const [photo] = await tx.insert(orderPhotos).values({ orderId, fileId, caption: from.caption, stage: from.stage, addedBy: staff.user.id }).returning();
      await recordAudit(
        tx as unknown as Db,
        { actor: staff },
        {
          action: 'order.photo.add',
          entity: 'order',
          entityId: orderId,
          after: { photo: photo.id, file: stored.handle, name: stored.name, caption: photo.caption, stage: photo.stage },
        },
      );
    });
  await storeOrderFile(db, request, { maxBytes: ORDER_PHOTOS.maxBytes, kinds: PHOTO_KINDS }, { actor: staff, client: from.client, name: from.name }, mayAdd, addPhoto);
  return photosOf(db, orderId);
}

/** Removes a production photo (sales, admin; audited): the member no longer sees it; the stored file goes with it. */
export async function removeOrderPhoto(db: Db, actor: Actor | null, orderId: number, photoId: number): Promise<OrderPhotoView[]> {
  const staff = requireRole(actor, ...ORDER_STAFF_ROLES);
  const key = await db.transaction(async (tx) => {
    const [photo] = await tx
      .delete(orderPhotos)
      .where(and(eq(orderPhotos.id, photoId), eq(orderPhotos.orderId, orderId)))
      .returning();
    if (!photo) throw notFound();
    await recordAudit(
      tx as unknown as Db,
      { actor: staff },
      { action: 'order.photo.remove', entity: 'order', entityId: orderId, before: { photo: photo.id, caption: photo.caption, stage: photo.stage } },
    );
    // The file is the photo's own (uploaded for it): it goes too, unless something else holds it.
    return deleteFileRow(tx as unknown as Db, photo.fileId);
  });
  if (key) {
    await getStorage()
      .delete(key.key)
      .catch(() => undefined);
    if (key.thumbKey)
      await getStorage()
        .delete(key.thumbKey)
        .catch(() => undefined);
  }
  return photosOf(db, orderId);
}
