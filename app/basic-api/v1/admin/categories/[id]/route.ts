import { validate } from '@/lib/validation/kit';
import { parseId } from '@/lib/parse-id';
import { categoryChangeSchema, deleteQuerySchema, type CategoryChange } from '@/lib/api/contract/catalogue-admin';
import { deleteCategory, getAdminCategory, updateCategory } from '@/lib/server/catalogue/manage-categories';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { notFound, valid } from '@/lib/server/problems';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

function idOf(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}

/** GET /admin/categories/{id}: the category with its texts in every locale (editor, admin). */
export const GET = staffRoute<undefined, { id: string }>(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor, params }) => ok(await getAdminCategory(db, actor, idOf(params.id))));

/** PATCH /admin/categories/{id}: any of `key`, `parent_id`, `name`, and the `updated_at` it was read at (409 when it changed since). */
export const PATCH = staffRoute<CategoryChange, { id: string }>(CATALOGUE_STAFF_ROLES, { body: (f) => validate(categoryChangeSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await updateCategory(db, actor, idOf(params.id), body), t('ok')),
);

/** DELETE /admin/categories/{id}?updated_at=…: refused (400 inUse) while products, sub-categories or slider banners use it. */
export const DELETE = staffRoute<undefined, { id: string }>(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor, params, query, t }) => {
  const id = idOf(params.id);
  await deleteCategory(db, actor, id, valid(validate(deleteQuerySchema, query)).expectedUpdatedAt);
  return ok(null, t('ok'));
});
export const { POST, PUT } = methodNotAllowed();
