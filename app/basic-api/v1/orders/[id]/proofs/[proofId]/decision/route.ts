import { proofDecisionSchema, type ProofDecision } from '@/lib/api/contract/orders';
import { validate } from '@/lib/validation/kit';
import { decideProof } from '@/lib/server/orders/service';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/**
 * POST /orders/{id}/proofs/{proofId}/decision {decision: approve|changes, note (required for
 * changes)}: only on the latest pending version (409 when it was decided or superseded).
 */
export const POST = memberRoute<ProofDecision, { id: string; proofId: string }>({ body: (f) => validate(proofDecisionSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await decideProof(db, actor, idParam(params.id), idParam(params.proofId), body), t('orders.decided')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
