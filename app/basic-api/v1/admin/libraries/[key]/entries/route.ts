import { validate } from '@/lib/validation/kit';
import { libraryEntrySchema, type LibraryEntryInput } from '@/lib/api/contract/content';
import { isCataloguePicture } from '@/lib/server/catalogue/images';
import { createEntry } from '@/lib/server/content/manage-entries';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CONTENT_STAFF_ROLES } from '@/lib/api/contract';

/**
 * POST /admin/libraries/{key}/entries: a new entry (201): `slug`, `title`, `summary`, `body` per
 * locale, `cover` and `images` (pictures from POST /admin/libraries/images), `files` (`handle`s
 * of staff files uploaded with POST /basic-api/upload?purpose=staff, each with a `label` per
 * locale; they become library files), `tags` (keys), `product_id`, `download_visibility` (+
 * `download_min_level_id`), `published`, `sort`.
 */
export const POST = staffRoute<LibraryEntryInput, { key: string }>(
  CONTENT_STAFF_ROLES,
  { body: (fields) => validate(libraryEntrySchema(isCataloguePicture), fields) },
  async ({ db, actor, params, body, t }) => ok(await createEntry(db, actor, params.key, body), t('ok'), 201),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
