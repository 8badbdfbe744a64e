import { validate } from '@/lib/validation/kit';
import { parseId } from '@/lib/parse-id';
import { libraryTagSchema, type LibraryTagInput } from '@/lib/api/contract/content';
import { deleteTag, updateTag } from '@/lib/server/content/manage';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/problems';
import { CONTENT_STAFF_ROLES } from '@/lib/api/contract';

function idOf(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}

/** PATCH /admin/libraries/tags/{id}: the tag's `key` and `name` per locale. */
export const PATCH = staffRoute<LibraryTagInput, { id: string }>(CONTENT_STAFF_ROLES, { body: (f) => validate(libraryTagSchema, f) }, async ({ db, actor, params, body, t }) => {
  await updateTag(db, actor, idOf(params.id), body);
  return ok(null, t('ok'));
});

/** DELETE /admin/libraries/tags/{id}: the tag is gone (its entries stay). */
export const DELETE = staffRoute<undefined, { id: string }>(CONTENT_STAFF_ROLES, {}, async ({ db, actor, params, t }) => {
  await deleteTag(db, actor, idOf(params.id));
  return ok(null, t('ok'));
});
export const { GET, POST, PUT } = methodNotAllowed();
