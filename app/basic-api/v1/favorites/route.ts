import { listFavorites } from '@/lib/server/favorites/service';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** GET /favorites: the member's favourite products, the newest first. */
export const GET = memberRoute({}, async ({ db, actor, locale }) => ok(await listFavorites(db, actor, locale)));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
