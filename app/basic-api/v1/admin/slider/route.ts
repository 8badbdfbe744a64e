import { validate } from '@/lib/validation/kit';
import { sliderItemSchema, type SliderInput } from '@/lib/api/contract/catalogue-admin';
import { createSliderItem, listSliderItems } from '@/lib/server/catalogue/manage-home';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** GET /admin/slider: every banner in the home page's order (editor, admin). */
export const GET = staffRoute(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor }) => ok(await listSliderItems(db, actor)));

/** POST /admin/slider: `url`, `sign` (a category key), `thumb` (an uploaded picture) → the new banner, shown last (201). */
export const POST = staffRoute<SliderInput>(CATALOGUE_STAFF_ROLES, { body: (f) => validate(sliderItemSchema, f) }, async ({ db, actor, body, t }) =>
  ok(await createSliderItem(db, actor, body), t('ok'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
