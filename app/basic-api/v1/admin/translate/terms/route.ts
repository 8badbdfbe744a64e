import { validate } from '@/lib/validation/kit';
import { TRANSLATE_STAFF_ROLES, protectedTermSchema, type ProtectedTermInput } from '@/lib/api/contract/translate';
import { addProtectedTerm, listProtectedTerms } from '@/lib/server/translate/terms';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** GET /admin/translate/terms → `{ list }`: the terms never translated (editor, admin). */
export const GET = staffRoute(TRANSLATE_STAFF_ROLES, {}, async ({ db, actor }) => ok(await listProtectedTerms(db, actor)));

/** POST /admin/translate/terms: `{ term }` → the term (201); one already listed (ignoring case) is refused. */
export const POST = staffRoute<ProtectedTermInput>(TRANSLATE_STAFF_ROLES, { body: (f) => validate(protectedTermSchema, f) }, async ({ db, actor, body, t }) =>
  ok(await addProtectedTerm(db, actor, body), t('created'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
