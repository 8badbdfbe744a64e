import { productQuerySchema, validateProductInput, type ProductInput } from '@/lib/api/contract/products-admin';
import { validate } from '@/lib/validation/kit';
import { isCataloguePicture } from '@/lib/server/catalogue/images';
import { createProduct, listAdminProducts } from '@/lib/server/catalogue/manage-products';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** GET /admin/products?keyword=&category=&state=published|draft&page= → { list, total, page, limit } (editor, admin). */
export const GET = staffRoute(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor, query, locale }) =>
  ok(await listAdminProducts(db, actor, valid(validate(productQuerySchema, query)), locale)),
);

/** POST /admin/products: a new product (the whole form) → the product (201). */
export const POST = staffRoute<ProductInput>(CATALOGUE_STAFF_ROLES, { body: (fields) => validateProductInput(fields, isCataloguePicture) }, async ({ db, actor, body, t }) =>
  ok(await createProduct(db, actor, body), t('ok'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
