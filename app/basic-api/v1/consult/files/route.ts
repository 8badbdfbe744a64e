import { uploadInquiryFile } from '@/lib/server/files/service';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';

/**
 * POST /consult/files?name={file name}: one file for a consultation request, as the raw body
 * (any Content-Type: the bytes decide). Anonymous visitors may send them (limited per address and
 * hour); the answer's `handle` goes into the request's `files`. 201 `{ handle, name, mime, bytes,
 * created_at }`; 413 over 20 MB, 415 a type not taken, 429 over the hour's limit. The proxy does
 * not match /basic-api, so the body streams in whole (Next's proxy would cut it at 10 MB).
 */
export const POST = apiRoute({}, async ({ db, request, client, query, findActor, t }) => {
  const { sha256: _sha256, ...file } = await uploadInquiryFile(db, request, await findActor(), client, (query.name ?? '').slice(0, 500));
  return ok(file, t('files.uploaded'), 201);
});
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
