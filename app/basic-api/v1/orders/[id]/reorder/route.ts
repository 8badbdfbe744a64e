import { reorder } from '@/lib/server/orders/service';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** POST /orders/{id}/reorder → 201 { id, reference }: a delivered or closed order starts a new inquiry with the same spec and files. */
export const POST = memberRoute<undefined, { id: string }>({}, async ({ db, actor, params, t }) => ok(await reorder(db, actor, idParam(params.id)), t('orders.reordered'), 201));
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
