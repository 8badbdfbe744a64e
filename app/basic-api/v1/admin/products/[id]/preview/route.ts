import { validateProductInput, type ProductInput } from '@/lib/api/contract/products-admin';
import { isCataloguePicture } from '@/lib/server/catalogue/images';
import { keepProductDraft } from '@/lib/server/catalogue/preview';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** POST /admin/products/{id}/preview: the form's unsaved values (checked like a save) kept for an hour → `{ token }` for the preview page's `?draft=`. */
export const POST = staffRoute<ProductInput, { id: string }>(
  CATALOGUE_STAFF_ROLES,
  { body: (fields) => validateProductInput(fields, isCataloguePicture) },
  async ({ db, actor, params, fields }) => ok(await keepProductDraft(db, actor, idParam(params.id), fields)),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
