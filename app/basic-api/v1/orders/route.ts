import { orderCreateSchema, orderQuerySchema, type OrderCreate } from '@/lib/api/contract/orders';
import { validate } from '@/lib/validation/kit';
import { createOrderFromDesign, listMemberOrders } from '@/lib/server/orders/service';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';

/**
 * GET /orders?status=&page= → { list, total, page, limit, waiting }: the member's orders, the ones
 * waiting for them first (`status=waiting`: only those). Opening the list also brings in the
 * member's leads as inquiries (lib/server/orders/leads.ts claimLeadsAsOrders).
 */
export const GET = memberRoute({}, async ({ db, actor, query, locale }) => ok(await listMemberOrders(db, actor, valid(validate(orderQuerySchema, query)), locale)));

/** POST /orders {design_id, quantity?, note?} → 201 { id, reference }: a quote request from one of the member's designs. */
export const POST = memberRoute<OrderCreate>({ body: (f) => validate(orderCreateSchema, f) }, async ({ db, actor, body, t }) =>
  ok(await createOrderFromDesign(db, actor, body), t('orders.created'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
