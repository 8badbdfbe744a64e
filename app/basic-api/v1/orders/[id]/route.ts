import { getMemberOrder } from '@/lib/server/orders/service';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** GET /orders/{id}: one of the member's orders (spec, files, quote, proofs, timeline, history); another member's is 404. */
export const GET = memberRoute<undefined, { id: string }>({}, async ({ db, actor, params }) => ok(await getMemberOrder(db, actor, idParam(params.id))));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
