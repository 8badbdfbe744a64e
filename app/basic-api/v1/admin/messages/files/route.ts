import { MESSAGE_STAFF_ROLES } from '@/lib/api/contract/messages';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { uploadStaffMessageFile } from '@/lib/server/messages/manage';

/**
 * POST /admin/messages/files?name={file name}: a file for a staff reply, as the raw body (the
 * bytes decide its type; 50 MB; PDF, AI, PSD, PNG, JPG, WebP, TIFF, SVG). 201 `{ handle, name,
 * mime, bytes, created_at }`, whose handle goes into the reply's `files`. Off the proxy (its
 * 10 MB body limit), like the other uploads.
 */
export const POST = staffRoute(MESSAGE_STAFF_ROLES, {}, async ({ db, actor, request, client, query, t }) => {
  const { sha256: _sha256, ...file } = await uploadStaffMessageFile(db, request, actor, client, (query.name ?? '').slice(0, 500));
  return ok(file, t('files.uploaded'), 201);
});
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
