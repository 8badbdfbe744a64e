import { ORDER_STAFF_ROLES } from '@/lib/api/contract/orders';
import { orderAssignSchema, type OrderAssignInput } from '@/lib/api/contract/orders-staff';
import { validate } from '@/lib/validation/kit';
import { assignOrder } from '@/lib/server/orders/manage-assignee';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/**
 * PUT /admin/orders/{id}/assignee {assignee_id}: gives the order to an enabled sales or admin
 * account (empty: to nobody); another id is a 400 (sales, admin; audited, in the order's history).
 */
export const PUT = staffRoute<OrderAssignInput, { id: string }>(ORDER_STAFF_ROLES, { body: (f) => validate(orderAssignSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await assignOrder(db, actor, idParam(params.id), body), t('orders.assigned')),
);
export const { GET, POST, PATCH, DELETE } = methodNotAllowed();
