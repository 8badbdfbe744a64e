import { validate } from '@/lib/validation/kit';
import { parseId } from '@/lib/parse-id';
import { libraryEntrySchema, type LibraryEntryInput } from '@/lib/api/contract/content';
import { isCataloguePicture } from '@/lib/server/catalogue/images';
import { deleteEntry, getAdminEntry, updateEntry } from '@/lib/server/content/manage-entries';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/problems';
import { CONTENT_STAFF_ROLES } from '@/lib/api/contract';

function idOf(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}

/** GET /admin/libraries/entries/{id}: the entry with everything its form edits. */
export const GET = staffRoute<undefined, { id: string }>(CONTENT_STAFF_ROLES, {}, async ({ db, actor, params }) => ok(await getAdminEntry(db, actor, idOf(params.id))));

/** PATCH /admin/libraries/entries/{id}: the whole entry as POST …/entries takes it, with the `updated_at` it was read at (409). */
export const PATCH = staffRoute<LibraryEntryInput, { id: string }>(
  CONTENT_STAFF_ROLES,
  { body: (fields) => validate(libraryEntrySchema(isCataloguePicture), fields) },
  async ({ db, actor, params, body, t }) => ok(await updateEntry(db, actor, idOf(params.id), body), t('ok')),
);

/** DELETE /admin/libraries/entries/{id}: the entry is gone (its pictures, tags and file links with it). */
export const DELETE = staffRoute<undefined, { id: string }>(CONTENT_STAFF_ROLES, {}, async ({ db, actor, params, t }) => {
  await deleteEntry(db, actor, idOf(params.id));
  return ok(null, t('ok'));
});
export const { POST, PUT } = methodNotAllowed();
