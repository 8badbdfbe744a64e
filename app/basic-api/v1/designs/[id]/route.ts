import { designChangeSchema, designDeleteSchema, type DesignChange } from '@/lib/api/contract/designs';
import { validate } from '@/lib/validation/kit';
import { deleteDesign, getDesign, updateDesign } from '@/lib/server/designs/service';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';

/** GET /designs/{id}: one of the member's designs (another member's: 404). */
export const GET = memberRoute<undefined, { id: string }>({}, async ({ db, actor, locale, params }) => ok(await getDesign(db, actor, idParam(params.id), locale)));

/** PATCH /designs/{id}: the fields present, and the `updated_at` it was read at (409 when it was saved since). */
export const PATCH = memberRoute<DesignChange, { id: string }>({ body: (fields) => validate(designChangeSchema, fields) }, async ({ db, actor, locale, params, body, t }) =>
  ok(await updateDesign(db, actor, idParam(params.id), body, locale), t('designs.saved')),
);

/** DELETE /designs/{id}?updated_at=…: the design is gone (its files stay in the member's file area). */
export const DELETE = memberRoute<undefined, { id: string }>({}, async ({ db, actor, params, query, t }) => {
  const id = idParam(params.id);
  await deleteDesign(db, actor, id, valid(validate(designDeleteSchema, query)).expectedUpdatedAt);
  return ok(null, t('designs.deleted'));
});

export const { POST, PUT } = methodNotAllowed();
