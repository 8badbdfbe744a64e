import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { productQuerySchema } from '@/lib/api/contract/products-admin';
import { validate } from '@/lib/validation/kit';
import { productIdsMatching } from '@/lib/server/catalogue/manage-bulk';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';

/** GET /admin/products/ids?keyword=&category=&state=: the ids of every product the list's filter matches (at most 500; editor, admin). */
export const GET = staffRoute(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor, query, t }) => {
  const { keyword, category, state } = valid(validate(productQuerySchema, query));
  return ok(await productIdsMatching(db, actor, { keyword, category, state }), t('ok'));
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
