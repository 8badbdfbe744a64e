import { createLevel, listLevelsForStaff } from '@/lib/server/ledger/manage';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { POINTS_STAFF_ROLES, levelSchema, type LevelInput } from '@/lib/api/contract/points';
import { validate } from '@/lib/validation/kit';

/** GET /admin/levels → the member levels (admin). */
export const GET = staffRoute(POINTS_STAFF_ROLES, {}, async ({ db, actor }) => ok(await listLevelsForStaff(db, actor)));
/** POST /admin/levels {threshold (yuan), name, benefits, color} → 201 the level (admin; audited). */
export const POST = staffRoute<LevelInput>(POINTS_STAFF_ROLES, { body: (fields) => validate(levelSchema, fields) }, async ({ db, actor, body, t }) =>
  ok(await createLevel(db, actor, body), t('created'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
