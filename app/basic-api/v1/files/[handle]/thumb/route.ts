import { PRIVATE_FILE_CSP } from '@/lib/security-headers.mjs';
import { openThumbFor } from '@/lib/server/files/access';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/problems';

/**
 * GET /files/{handle}/thumb: the file's WebP thumbnail (made by the server, never the upload
 * itself), to whoever may read the file; 404 while there is none (pending, failed, a kind shown
 * as an icon) and for anyone else. Kept privately by the browser for a day (the link carries a
 * version).
 */
export const GET = apiRoute<undefined, { handle: string }>({}, async ({ db, params, findActor, request }) => {
  const actor = await findActor();
  if (!actor) throw notFound();
  const thumb = await openThumbFor(db, actor, params.handle);
  const headers = {
    'Content-Type': 'image/webp',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': PRIVATE_FILE_CSP,
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, max-age=86400',
    ETag: thumb.etag,
  };
  if (request.headers.get('if-none-match') === thumb.etag) {
    await thumb.body.cancel().catch(() => undefined);
    return new Response(null, { status: 304, headers });
  }
  return new Response(thumb.body, { headers: { ...headers, 'Content-Length': String(thumb.size) } });
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
