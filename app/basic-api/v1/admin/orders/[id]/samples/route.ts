import { ORDER_STAFF_ROLES } from '@/lib/api/contract/orders';
import { listStaffSamples } from '@/lib/server/orders/manage-samples';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** GET /admin/orders/{id}/samples: the order's sample requests and the terms an acceptance starts from (sales, admin). */
export const GET = staffRoute<undefined, { id: string }>(ORDER_STAFF_ROLES, {}, async ({ db, actor, params }) => ok(await listStaffSamples(db, actor, idParam(params.id))));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
