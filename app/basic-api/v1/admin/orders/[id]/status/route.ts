import { orderMoveSchema, ORDER_STAFF_ROLES, type OrderMoveInput } from '@/lib/api/contract/orders';
import { validate } from '@/lib/validation/kit';
import { moveOrder } from '@/lib/server/orders/manage';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** POST /admin/orders/{id}/status {status, note?, carrier?, tracking_number?, updated_at}: one move of the state machine (sales, admin; audited). */
export const POST = staffRoute<OrderMoveInput, { id: string }>(ORDER_STAFF_ROLES, { body: (f) => validate(orderMoveSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await moveOrder(db, actor, idParam(params.id), body), t('orders.moved')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
