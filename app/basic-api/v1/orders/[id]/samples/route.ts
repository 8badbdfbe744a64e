import { sampleRequestSchema, type SampleRequestInput } from '@/lib/api/contract/samples';
import { validate } from '@/lib/validation/kit';
import { listMemberSamples, requestSample } from '@/lib/server/orders/samples';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** GET /orders/{id}/samples: the samples of one of the member's orders and whether one may be asked for now (another member's order: 404). */
export const GET = memberRoute<undefined, { id: string }>({}, async ({ db, actor, params }) => ok(await listMemberSamples(db, actor, idParam(params.id))));

/** POST /orders/{id}/samples {quantity, address_id, note?} → 201 with the order's samples: a pre-production sample (400 past the sample stage, 409 one is open, 429 too many). */
export const POST = memberRoute<SampleRequestInput, { id: string }>({ body: (f) => validate(sampleRequestSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await requestSample(db, actor, idParam(params.id), body), t('orders.sampleRequested'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
