import { listHomeCardsForStaff } from '@/lib/server/catalogue/manage-home';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** GET /admin/home-cards: `{ sewing, heatPress, evaMolded }`, five cards each with their introduction in every locale (editor, admin). */
export const GET = staffRoute(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor }) => ok(await listHomeCardsForStaff(db, actor)));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
