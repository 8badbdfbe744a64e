import { getHomeCards } from '@/lib/server/catalogue/cached';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';

/** Ours, added to the /v1 contract: the home page's cards (id, src, introduction) grouped as sewing, heatPress, evaMolded. */
export const GET = apiRoute({}, async ({ locale }) => ok(await getHomeCards(locale)));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
