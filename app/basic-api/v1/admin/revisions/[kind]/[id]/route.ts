import { methodNotAllowed } from '@/lib/server/http/route';
import { revisionListRoute } from '@/lib/server/revision-routes';

/** GET /admin/revisions/{kind}/{id}: a product's, category's, FAQ entry's, course's or library entry's saves, newest first. */
export const GET = revisionListRoute(null);
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
