import { storeCatalogueImage } from '@/lib/server/catalogue/images';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { REWARDS_STAFF_ROLES } from '@/lib/api/contract/points';

/** POST /admin/rewards/images: a reward's picture (PNG, JPEG or WebP) as the raw request body → `{ src, width, height }` (201; editor, admin). */
export const POST = staffRoute(REWARDS_STAFF_ROLES, {}, async ({ request, t }) => ok(await storeCatalogueImage(request), t('ok'), 201));
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
