import { handleRedemption } from '@/lib/server/ledger/shop';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { REDEMPTIONS_STAFF_ROLES, handleSchema, type HandleInput } from '@/lib/api/contract/points';
import { validate } from '@/lib/validation/kit';

/** POST /admin/redemptions/{id} {action: fulfil|cancel, note}: fulfil with the courier and tracking, or cancel (points and stock returned); sales, admin; audited. */
export const POST = staffRoute<HandleInput, { id: string }>(REDEMPTIONS_STAFF_ROLES, { body: (fields) => validate(handleSchema, fields) }, async ({ db, actor, params, body, t }) =>
  ok(await handleRedemption(db, actor, idParam(params.id), body), t('ok')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
