import { validate } from '@/lib/validation/kit';
import { TRUST_STAFF_ROLES, certificationCreateSchema, type CertificationInput } from '@/lib/api/contract/trust';
import { createCertification } from '@/lib/server/trust/manage';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** POST /admin/trust/certifications: `name`, `number`, `issuer`, `valid_until`, `document` (a handle from POST /admin/trust/documents) → the certification, last (201). */
export const POST = staffRoute<CertificationInput>(TRUST_STAFF_ROLES, { body: (f) => validate(certificationCreateSchema, f) }, async ({ db, actor, body, t }) =>
  ok(await createCertification(db, actor, body), t('ok'), 201),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
