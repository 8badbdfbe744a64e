import { CATALOGUE_STAFF_ROLES, validatePricingInput, type ProductPricing } from '@/lib/api/contract';
import { productPricing, setProductPricing } from '@/lib/server/catalogue/manage-pricing';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

type Params = { id: string };

/** GET /admin/products/{id}/pricing: the product's price guidance in its own currency, or null (price on request). */
export const GET = staffRoute<undefined, Params>(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor, params }) => ok(await productPricing(db, actor, idParam(params.id))));

/** PUT /admin/products/{id}/pricing: the whole price guidance, or `{ on_request: true }`. */
export const PUT = staffRoute<ProductPricing | null, Params>(CATALOGUE_STAFF_ROLES, { body: (fields) => validatePricingInput(fields) }, async ({ db, actor, params, body, t }) =>
  ok(await setProductPricing(db, actor, idParam(params.id), body), t('ok')),
);
export const { POST, PATCH, DELETE } = methodNotAllowed();
