import { storeCatalogueImage } from '@/lib/server/catalogue/images';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { ACADEMY_STAFF_ROLES } from '@/lib/api/contract/academy';

/** POST /admin/courses/images: a cover or lesson picture (PNG, JPEG or WebP) as the raw body → `{ src, width, height }` (201). */
export const POST = staffRoute(ACADEMY_STAFF_ROLES, {}, async ({ request, t }) => ok(await storeCatalogueImage(request), t('ok'), 201));
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
