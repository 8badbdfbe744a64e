import { storeCatalogueImage } from '@/lib/server/catalogue/images';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/**
 * POST /admin/slider/images: a banner picture (PNG, JPEG or WebP) as the raw request body →
 * `{ src, width, height }` (201); not a picture: 400 with `errors.file`; over 10 MB: 413. No
 * `body` spec: the JSON body reader would refuse a picture.
 */
export const POST = staffRoute(CATALOGUE_STAFF_ROLES, {}, async ({ request, t }) => ok(await storeCatalogueImage(request), t('ok'), 201));
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
