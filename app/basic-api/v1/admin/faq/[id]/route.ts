import { validate } from '@/lib/validation/kit';
import { parseId } from '@/lib/parse-id';
import { deleteQuerySchema, faqChangeSchema, type FaqChange } from '@/lib/api/contract/catalogue-admin';
import { deleteFaq, updateFaq } from '@/lib/server/catalogue/manage-faq';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { notFound, valid } from '@/lib/server/problems';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

function idOf(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}

/** PATCH /admin/faq/{id}: `question` and/or `answer` per locale, and the `updated_at` it was read at (409 when it changed since). */
export const PATCH = staffRoute<FaqChange, { id: string }>(CATALOGUE_STAFF_ROLES, { body: (f) => validate(faqChangeSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await updateFaq(db, actor, idOf(params.id), body), t('ok')),
);

/** DELETE /admin/faq/{id}?updated_at=…: the question is gone (409 when it changed since `updated_at`, when given). */
export const DELETE = staffRoute<undefined, { id: string }>(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor, params, query, t }) => {
  const id = idOf(params.id);
  await deleteFaq(db, actor, id, valid(validate(deleteQuerySchema, query)).expectedUpdatedAt);
  return ok(null, t('ok'));
});
export const { GET, POST, PUT } = methodNotAllowed();
