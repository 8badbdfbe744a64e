import { openFileFor } from '@/lib/server/files/access';
import { downloadHeaders } from '@/lib/server/files/service';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';

/**
 * GET /files/{handle}: a stored file, always as an attachment with `nosniff` and a sandboxing
 * Content-Security-Policy (an uploaded SVG or a disguised page never renders or runs on the
 * site's origin). Served to its owner, to staff, and to the member an order, proof or message
 * attaching a staff file belongs to, and a content library's download to whom its entry allows
 * (public ones without a session) (lib/server/files/access.ts). Anyone else, and an unknown
 * handle: the same 404.
 */
export const GET = apiRoute<undefined, { handle: string }>({}, async ({ db, params, findActor }) => {
  const actor = await findActor();
  const { info, object } = await openFileFor(db, actor, params.handle);
  return new Response(object.body, { headers: downloadHeaders(info, object.size) });
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
