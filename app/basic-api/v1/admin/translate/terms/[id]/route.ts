import { TRANSLATE_STAFF_ROLES } from '@/lib/api/contract/translate';
import { deleteProtectedTerm } from '@/lib/server/translate/terms';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** DELETE /admin/translate/terms/{id}: the term is translated like any word again. */
export const DELETE = staffRoute<undefined, { id: string }>(TRANSLATE_STAFF_ROLES, {}, async ({ db, actor, params, t }) => {
  await deleteProtectedTerm(db, actor, idParam(params.id));
  return ok(null, t('ok'));
});
export const { GET, POST, PUT, PATCH } = methodNotAllowed();
