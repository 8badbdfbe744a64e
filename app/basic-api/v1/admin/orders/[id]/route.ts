import { ORDER_STAFF_ROLES } from '@/lib/api/contract/orders';
import { getAdminOrder } from '@/lib/server/orders/manage';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** GET /admin/orders/{id}: the order with its member, files, quote, proofs, history and the moves open now (sales, admin). */
export const GET = staffRoute<undefined, { id: string }>(ORDER_STAFF_ROLES, {}, async ({ db, actor, params }) => ok(await getAdminOrder(db, actor, idParam(params.id))));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
