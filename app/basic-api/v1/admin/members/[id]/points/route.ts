import { adjustPoints, memberPointsSummary } from '@/lib/server/ledger/shop';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { POINTS_STAFF_ROLES, REDEMPTIONS_STAFF_ROLES, adjustSchema, type AdjustInput } from '@/lib/api/contract/points';
import { validate } from '@/lib/validation/kit';

/** GET /admin/members/{id}/points → { level, points, recent } (sales, admin). */
export const GET = staffRoute<undefined, { id: string }>(REDEMPTIONS_STAFF_ROLES, {}, async ({ db, actor, params, locale }) =>
  ok(await memberPointsSummary(db, actor, idParam(params.id), locale)),
);
/** POST /admin/members/{id}/points {delta, note}: add or take points (admin; audited; never below 0). */
export const POST = staffRoute<AdjustInput, { id: string }>(POINTS_STAFF_ROLES, { body: (fields) => validate(adjustSchema, fields) }, async ({ db, actor, params, body, t }) =>
  ok(await adjustPoints(db, actor, idParam(params.id), body), t('points.adjusted')),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
