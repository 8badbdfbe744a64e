import { validate } from '@/lib/validation/kit';
import { faqCreateSchema, type FaqInput } from '@/lib/api/contract/catalogue-admin';
import { createFaq, listAdminFaqs } from '@/lib/server/catalogue/manage-faq';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/** GET /admin/faq: every question with its texts in every locale, in the public order (editor, admin). */
export const GET = staffRoute(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor }) => ok({ list: await listAdminFaqs(db, actor) }));

/** POST /admin/faq: `question` and `answer` per locale → the question, last in the list (201). */
export const POST = staffRoute<FaqInput>(CATALOGUE_STAFF_ROLES, { body: (f) => validate(faqCreateSchema, f) }, async ({ db, actor, body, t }) =>
  ok(await createFaq(db, actor, body), t('ok'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
