import { deleteLevel, updateLevel } from '@/lib/server/ledger/manage';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { POINTS_STAFF_ROLES, levelSchema, type LevelInput } from '@/lib/api/contract/points';
import { validate } from '@/lib/validation/kit';

/** PATCH /admin/levels/{id} {threshold, name, benefits, color, updated_at} (admin; 409 when saved by someone else since). */
export const PATCH = staffRoute<LevelInput, { id: string }>(POINTS_STAFF_ROLES, { body: (fields) => validate(levelSchema, fields) }, async ({ db, actor, params, body, t }) =>
  ok(await updateLevel(db, actor, idParam(params.id), body), t('ok')),
);
/** DELETE /admin/levels/{id} (admin; 409 while a content library requires it). */
export const DELETE = staffRoute<undefined, { id: string }>(POINTS_STAFF_ROLES, {}, async ({ db, actor, params, t }) => {
  await deleteLevel(db, actor, idParam(params.id));
  return ok(null, t('ok'));
});
export const { GET, POST, PUT } = methodNotAllowed();
