import { validateProductInput, type ProductInput } from '@/lib/api/contract/products-admin';
import { isCataloguePicture } from '@/lib/server/catalogue/images';
import { deleteProduct, getAdminProduct, updateProduct } from '@/lib/server/catalogue/manage-products';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

type Params = { id: string };

/** GET /admin/products/{id}: every locale's texts, the specifications and the pictures (editor, admin). */
export const GET = staffRoute<undefined, Params>(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor, params }) => ok(await getAdminProduct(db, actor, idParam(params.id))));

/** PATCH /admin/products/{id}: the whole form with the `updated_at` it was loaded with (409 when someone saved since). */
export const PATCH = staffRoute<ProductInput, Params>(
  CATALOGUE_STAFF_ROLES,
  { body: (fields) => validateProductInput(fields, isCataloguePicture) },
  async ({ db, actor, params, body, t }) => ok(await updateProduct(db, actor, idParam(params.id), body), t('ok')),
);

/** DELETE /admin/products/{id}: the product and its pictures. */
export const DELETE = staffRoute<undefined, Params>(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor, params, t }) => {
  await deleteProduct(db, actor, idParam(params.id));
  return ok(null, t('ok'));
});
export const { POST, PUT } = methodNotAllowed();
