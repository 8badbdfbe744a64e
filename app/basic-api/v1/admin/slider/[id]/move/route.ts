import { moveSliderItem } from '@/lib/server/catalogue/manage-home';
import { moveHandler, moveSpec } from '@/lib/server/catalogue/move-route';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** POST /admin/slider/{id}/move: `direction` up or down, one place → the banners in their new order. */
export const POST = staffRoute(CATALOGUE_STAFF_ROLES, moveSpec, moveHandler(moveSliderItem));
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
