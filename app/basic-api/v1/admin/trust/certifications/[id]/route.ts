import { validate } from '@/lib/validation/kit';
import { deleteQuerySchema } from '@/lib/api/contract/catalogue-admin';
import { TRUST_STAFF_ROLES, certificationChangeSchema, type CertificationChange } from '@/lib/api/contract/trust';
import { deleteCertification, updateCertification } from '@/lib/server/trust/manage';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';

/** PATCH /admin/trust/certifications/{id}: the whole form and the `updated_at` it was read at (409 when it changed since); a replaced document is deleted. */
export const PATCH = staffRoute<CertificationChange, { id: string }>(
  TRUST_STAFF_ROLES,
  { body: (f) => validate(certificationChangeSchema, f) },
  async ({ db, actor, params, body, t }) => ok(await updateCertification(db, actor, idParam(params.id), body), t('ok')),
);

/** DELETE /admin/trust/certifications/{id}?updated_at=…: the certification and its document are gone (409 when it changed since `updated_at`, when given). */
export const DELETE = staffRoute<undefined, { id: string }>(TRUST_STAFF_ROLES, {}, async ({ db, actor, params, query, t }) => {
  const id = idParam(params.id);
  await deleteCertification(db, actor, id, valid(validate(deleteQuerySchema, query)).expectedUpdatedAt);
  return ok(null, t('ok'));
});
export const { GET, POST, PUT } = methodNotAllowed();
