import { ORDER_STAFF_ROLES, PROOF_NOTE_HEADER, proofNoteFromHeader } from '@/lib/api/contract/orders';
import { addProof } from '@/lib/server/orders/manage';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';

/**
 * POST /admin/orders/{id}/proofs?name={file name}: a proof version as the raw body (any
 * Content-Type: the bytes decide; artwork kinds, at most 50 MB), the staff note URI-encoded in the
 * X-Proof-Note header (sales, admin; audited). The proxy does not match /basic-api, so the body
 * streams in whole.
 */
export const POST = staffRoute<undefined, { id: string }>(ORDER_STAFF_ROLES, {}, async ({ db, actor, params, request, query, client, t }) => {
  const note = valid(proofNoteFromHeader(request.headers.get(PROOF_NOTE_HEADER)));
  return ok(await addProof(db, actor, idParam(params.id), request, { client, name: (query.name ?? '').slice(0, 500), note }), t('orders.proofSent'), 201);
});
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
