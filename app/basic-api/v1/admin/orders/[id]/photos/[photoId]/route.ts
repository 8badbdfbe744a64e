import { ORDER_STAFF_ROLES } from '@/lib/api/contract/orders';
import { removeOrderPhoto } from '@/lib/server/orders/photos';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** DELETE /admin/orders/{id}/photos/{photoId} → the order's remaining photos (sales, admin; audited); the file goes with it. */
export const DELETE = staffRoute<undefined, { id: string; photoId: string }>(ORDER_STAFF_ROLES, {}, async ({ db, actor, params, t }) =>
  ok(await removeOrderPhoto(db, actor, idParam(params.id), idParam(params.photoId)), t('photos.deleted')),
);
export const { GET, POST, PUT, PATCH } = methodNotAllowed();
