import { validate } from '@/lib/validation/kit';
import { librarySchema, type LibraryInput } from '@/lib/api/contract/content';
import { getAdminLibrary, updateLibrary } from '@/lib/server/content/manage';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CONTENT_STAFF_ROLES } from '@/lib/api/contract';

/** GET /admin/libraries/{key}: a library with its tags and every entry, drafts included (editor, admin). */
export const GET = staffRoute<undefined, { key: string }>(CONTENT_STAFF_ROLES, {}, async ({ db, actor, params }) => ok(await getAdminLibrary(db, actor, params.key)));

/**
 * PATCH /admin/libraries/{key}: `name` (zh-CN required) and `intro` per locale, `visibility`
 * (public | members | level) with `min_level_id` for level, and the `updated_at` it was read at (409).
 */
export const PATCH = staffRoute<LibraryInput, { key: string }>(CONTENT_STAFF_ROLES, { body: (f) => validate(librarySchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await updateLibrary(db, actor, params.key, body), t('ok')),
);
export const { POST, PUT, DELETE } = methodNotAllowed();
