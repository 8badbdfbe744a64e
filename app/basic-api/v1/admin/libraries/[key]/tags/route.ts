import { validate } from '@/lib/validation/kit';
import { libraryTagSchema, type LibraryTagInput } from '@/lib/api/contract/content';
import { createTag } from '@/lib/server/content/manage';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CONTENT_STAFF_ROLES } from '@/lib/api/contract';

/** POST /admin/libraries/{key}/tags: `key` (the list's `?tag=`) and `name` per locale → the tag (201; a key in use: `taken`). */
export const POST = staffRoute<LibraryTagInput, { key: string }>(CONTENT_STAFF_ROLES, { body: (f) => validate(libraryTagSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await createTag(db, actor, params.key, body), t('ok'), 201),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
