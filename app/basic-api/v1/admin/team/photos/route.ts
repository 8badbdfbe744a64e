import { TEAM_STAFF_ROLES } from '@/lib/api/contract/help';
import { storeCatalogueImage } from '@/lib/server/catalogue/images';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/**
 * POST /admin/team/photos: a staff member's picture (PNG, JPEG or WebP) as the raw body →
 * `{ src, width, height }` (201), stored as the catalogue's public WebP; 400 `errors.file`, 413 over 10 MB (admin).
 */
export const POST = staffRoute(TEAM_STAFF_ROLES, {}, async ({ request, t }) => ok(await storeCatalogueImage(request), t('ok'), 201));
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
