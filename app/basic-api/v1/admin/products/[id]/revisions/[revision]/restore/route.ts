import { methodNotAllowed } from '@/lib/server/http/route';
import { revisionRestoreRoute } from '@/lib/server/revision-routes';

/** POST /admin/products/{id}/revisions/{revision}/restore: saves that revision again (a new revision); answers the history. */
export const POST = revisionRestoreRoute('product');
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
