import { confirmSampleReceived } from '@/lib/server/orders/samples';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** POST /orders/{id}/samples/{sampleId}/received: the member confirms a shipped sample arrived (409 in any other state). */
export const POST = memberRoute<undefined, { id: string; sampleId: string }>({}, async ({ db, actor, params, t }) =>
  ok(await confirmSampleReceived(db, actor, idParam(params.id), idParam(params.sampleId)), t('orders.sampleReceived')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
