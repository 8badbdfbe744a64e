import { moveSchema } from '@/lib/api/contract/products-admin';
import { validate } from '@/lib/validation/kit';
import { moveProduct } from '@/lib/server/catalogue/manage-products';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** POST /admin/products/{id}/move `{ direction: 'up' | 'down' }`: one place in the catalogue's order. */
export const POST = staffRoute<{ direction: 'up' | 'down' }, { id: string }>(
  CATALOGUE_STAFF_ROLES,
  { body: (f) => validate(moveSchema, f) },
  async ({ db, actor, params, body, t }) => {
    await moveProduct(db, actor, idParam(params.id), body.direction);
    return ok(null, t('ok'));
  },
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
