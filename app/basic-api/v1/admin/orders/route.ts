import { adminOrderQuerySchema, ORDER_STAFF_ROLES } from '@/lib/api/contract/orders';
import { validate } from '@/lib/validation/kit';
import { listAdminOrders } from '@/lib/server/orders/manage';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';

/** GET /admin/orders?status=&keyword=&member=&page= → { list, total, page, limit } (sales, admin). */
export const GET = staffRoute(ORDER_STAFF_ROLES, {}, async ({ db, actor, query }) => ok(await listAdminOrders(db, actor, valid(validate(adminOrderQuerySchema, query)))));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
