import { getSlider } from '@/lib/server/catalogue/cached';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';

/** GET /slider → { list: [{ id, url, sign, thumb }] }. */
export const GET = apiRoute({}, async () => ok({ list: await getSlider() }));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
