import { apiRoute, methodNotAllowed, ok } from '@/lib/server/http/reply';
import { getHomeCards } from '@/lib/server/data/catalogue';

/** Not in SPEC §7: the home page's cards grouped as sewing, heatPress, evaMolded (SPEC §3). */
export const GET = apiRoute(async ({ locale }) => ok(await getHomeCards(locale)));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
