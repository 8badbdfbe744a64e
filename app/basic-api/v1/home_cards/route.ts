import { getHomeCards } from '@/lib/server/catalogue/cached';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';

/** Not in SPEC §7: the home page's cards grouped as sewing, heatPress, evaMolded (SPEC §3). */
export const GET = apiRoute({}, async ({ locale }) => ok(await getHomeCards(locale)));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
