import { moveCategory } from '@/lib/server/catalogue/manage-categories';
import { moveHandler, moveSpec } from '@/lib/server/catalogue/move-route';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** POST /admin/categories/{id}/move `{ direction: 'up' | 'down' }`: one place among its siblings → every category, in the new order. */
export const POST = staffRoute(
  CATALOGUE_STAFF_ROLES,
  moveSpec,
  moveHandler(async (db, actor, id, direction) => ({ list: await moveCategory(db, actor, id, direction) })),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
