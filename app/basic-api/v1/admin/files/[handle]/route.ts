import { FILE_STAFF_ROLES } from '@/lib/api/contract/files';
import { downloadHeaders, openStoredFile } from '@/lib/server/files/service';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/**
 * GET /admin/files/{handle}: a file a buyer sent with a request (sales, admin), always as an
 * attachment with `nosniff` and a sandboxing Content-Security-Policy, so an uploaded SVG or a
 * disguised page never renders or runs on the site's origin. Anyone else, and an unknown handle: 404.
 */
export const GET = staffRoute<undefined, { handle: string }>(FILE_STAFF_ROLES, {}, async ({ db, actor, params }) => {
  const { info, object } = await openStoredFile(db, actor, params.handle);
  return new Response(object.body, { headers: downloadHeaders(info, object.size) });
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
