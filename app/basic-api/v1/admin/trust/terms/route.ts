import { validate } from '@/lib/validation/kit';
import { TRUST_STAFF_ROLES, trustTermsSchema, type TrustTermsInput } from '@/lib/api/contract/trust';
import { saveTrustTerms } from '@/lib/server/trust/manage';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** PUT /admin/trust/terms: `samples`, `payment`, `shipping`, `regions` per locale (zh-CN required) and the `updated_at` they were read at (409 when saved since). */
export const PUT = staffRoute<TrustTermsInput>(TRUST_STAFF_ROLES, { body: (f) => validate(trustTermsSchema, f) }, async ({ db, actor, body, t }) =>
  ok(await saveTrustTerms(db, actor, body), t('ok')),
);
export const { GET, POST, PATCH, DELETE } = methodNotAllowed();
