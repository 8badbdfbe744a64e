import { productBulkSchema, type ProductBulkInput } from '@/lib/api/contract/products-bulk';
import { validate } from '@/lib/validation/kit';
import { bulkProducts } from '@/lib/server/catalogue/manage-bulk';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** POST /admin/products/bulk `{ action, ids | filter, category? }`: publish, hide, move or delete many products in one transaction. */
export const POST = staffRoute<ProductBulkInput>(CATALOGUE_STAFF_ROLES, { body: (f) => validate(productBulkSchema, f) }, async ({ db, actor, body, t }) =>
  ok(await bulkProducts(db, actor, body), t('ok')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
