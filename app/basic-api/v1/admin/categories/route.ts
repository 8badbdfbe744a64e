import { validate } from '@/lib/validation/kit';
import { categoryCreateSchema, type CategoryInput } from '@/lib/api/contract/catalogue-admin';
import { createCategory, listAdminCategories } from '@/lib/server/catalogue/manage-categories';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** GET /admin/categories: every category, each family followed by its sub-categories, with product and child counts (editor, admin). */
export const GET = staffRoute(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor }) => ok({ list: await listAdminCategories(db, actor) }));

/** POST /admin/categories: `key`, `parent_id` ('' for a family), `name` per locale → the category (201). */
export const POST = staffRoute<CategoryInput>(CATALOGUE_STAFF_ROLES, { body: (f) => validate(categoryCreateSchema, f) }, async ({ db, actor, body, t }) =>
  ok(await createCategory(db, actor, body), t('ok'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
