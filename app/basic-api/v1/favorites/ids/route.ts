import { favoriteIds } from '@/lib/server/favorites/service';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/**
 * GET /favorites/ids: `{ ids }` of the member's favourite products, for the hearts of a cached
 * catalogue page (read in the browser; no session is a 401, which the heart reads as "log in first").
 */
export const GET = memberRoute({}, async ({ db, actor }) => ok({ ids: await favoriteIds(db, actor) }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
