import { TRUST_STAFF_ROLES } from '@/lib/api/contract/trust';
import { uploadTrustDocument } from '@/lib/server/trust/documents';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, perAddress, staffRoute } from '@/lib/server/http/route';

/**
 * POST /admin/trust/documents?name={file name}: a certification's document (PDF, PNG, JPEG or WebP,
 * 20 MB at most) as the raw body → `{ handle, name, mime, bytes, url }` (201); saving a certification
 * with that `document` handle shows it. 413 over the limit, 415 another kind.
 */
export const POST = staffRoute(TRUST_STAFF_ROLES, { limits: [perAddress('trust-documents', { max: 60, windowSeconds: 3600 })] }, async ({ db, actor, request, client, query, t }) =>
  ok(await uploadTrustDocument(db, request, actor, client, (query.name ?? '').slice(0, 500)), t('ok'), 201),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
