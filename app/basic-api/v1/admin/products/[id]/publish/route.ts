import { publishSchema } from '@/lib/api/contract/products-admin';
import { validate } from '@/lib/validation/kit';
import { setProductPublished } from '@/lib/server/catalogue/manage-products';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** POST /admin/products/{id}/publish `{ published }`: shows or hides the product on the site. */
export const POST = staffRoute<{ published: boolean }, { id: string }>(CATALOGUE_STAFF_ROLES, { body: (f) => validate(publishSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await setProductPublished(db, actor, idParam(params.id), body.published), t('ok')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
