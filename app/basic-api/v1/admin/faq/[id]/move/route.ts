import { moveFaq } from '@/lib/server/catalogue/manage-faq';
import { moveHandler, moveSpec } from '@/lib/server/catalogue/move-route';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** POST /admin/faq/{id}/move `{ direction: 'up' | 'down' }`: one place up or down → every question, in the new order. */
export const POST = staffRoute(
  CATALOGUE_STAFF_ROLES,
  moveSpec,
  moveHandler(async (db, actor, id, direction) => ({ list: await moveFaq(db, actor, id, direction) })),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
