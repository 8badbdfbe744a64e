import { validate } from '@/lib/validation/kit';
import { parseId } from '@/lib/parse-id';
import { sliderChangeSchema, type SliderChange } from '@/lib/api/contract/catalogue-admin';
import { changeSliderItem, deleteSliderItem, getSliderItem } from '@/lib/server/catalogue/manage-home';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/problems';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

function idOf(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}

/** GET /admin/slider/{id}: one banner (editor, admin). */
export const GET = staffRoute<undefined, { id: string }>(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor, params }) => ok(await getSliderItem(db, actor, idOf(params.id))));

/** PATCH /admin/slider/{id}: `url`, `sign`, `thumb` and the `updated_at` it was read at (409 when it changed since). */
export const PATCH = staffRoute<SliderChange, { id: string }>(CATALOGUE_STAFF_ROLES, { body: (f) => validate(sliderChangeSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await changeSliderItem(db, actor, idOf(params.id), body), t('ok')),
);

/** DELETE /admin/slider/{id}: removes the banner for good. */
export const DELETE = staffRoute<undefined, { id: string }>(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor, params, t }) =>
  ok(await deleteSliderItem(db, actor, idOf(params.id)), t('ok')),
);
export const { POST, PUT } = methodNotAllowed();
