import { methodNotAllowed } from '@/lib/server/http/route';
import { revisionListRoute } from '@/lib/server/revision-routes';

/** GET /admin/products/{id}/revisions: the product's saves, newest first (who, when, the fields changed). */
export const GET = revisionListRoute('product');
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
