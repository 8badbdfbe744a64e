import { after } from 'next/server';
import { uploadMemberFile, uploadStaffFile } from '@/lib/server/files/member-files';
import { makeThumbnail } from '@/lib/server/files/thumbnails';
import { badRequest } from '@/lib/server/problems';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/**
 * POST /basic-api/upload?name={file name} (the /v1 contract's upload helper): one file as the raw body (any
 * Content-Type: the bytes decide) into the member's files; `?purpose=staff` for staff sending a
 * file to a member (a proof, a message's attachment). A member session is required (401). 201
 * answers the file (`handle`, `name`, `kind`, `url`, `thumb`…); 413 over 50 MB (the moment the body
 * passes it) or over the member's 1 GB, 415 a kind not taken, 429 past the hour's uploads. The
 * thumbnail is made after the answer (thumb 'pending' → 'ready' | 'failed' in the list). The proxy
 * does not match /basic-api, so the body streams in whole (Next's proxy would cut it at 10 MB).
 */
export const POST = memberRoute({}, async ({ db, actor, request, client, query, t }) => {
  const name = (query.name ?? '').slice(0, 500);
  const purpose = query.purpose ?? 'member';
  if (purpose !== 'member' && purpose !== 'staff') throw badRequest('badQuery');
  const file = purpose === 'staff' ? await uploadStaffFile(db, request, actor, client, name) : await uploadMemberFile(db, request, actor, client, name);
  if (file.thumb === 'pending') after(() => makeThumbnail(db, file.handle).then(() => undefined));
  return ok(file, t('files.uploaded'), 201);
});
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
