import { ORDER_STAFF_ROLES } from '@/lib/api/contract/orders';
import { sampleStaffSchema, type SampleStaffInput } from '@/lib/api/contract/samples';
import { validate } from '@/lib/validation/kit';
import { answerSample } from '@/lib/server/orders/manage-samples';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** POST /admin/orders/{id}/samples/{sampleId} {action: accept|decline|ship, …}: staff's answer to a sample request (409 from the wrong state). */
export const POST = staffRoute<SampleStaffInput, { id: string; sampleId: string }>(
  ORDER_STAFF_ROLES,
  { body: (f) => validate(sampleStaffSchema, f) },
  async ({ db, actor, params, body, t }) => ok(await answerSample(db, actor, idParam(params.id), idParam(params.sampleId), body), t('orders.sampleSaved')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
