import { storeCatalogueImage } from '@/lib/server/catalogue/images';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/**
 * POST /admin/products/images: a product picture as the request body (PNG, JPEG or WebP, 10 MB at
 * most) → `{ src, width, height }` (201); the form then saves it with the product.
 */
export const POST = staffRoute(CATALOGUE_STAFF_ROLES, {}, async ({ request, t }) => ok(await storeCatalogueImage(request), t('ok'), 201));
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
