import { badRequest, notFound, ApiProblem } from '@/lib/server/problems';
import { apiRoute } from '@/lib/server/http/route';

/**
 * Where scripts/serve.mjs sends what never reaches a route (ours, added to the /v1 contract): an address whose
 * percent-escapes are not UTF-8 (`/product/%FF`, which Next answers with a plain 500), and a
 * method no route serves (TRACE …). The answer is the envelope with a translated message.
 */
const refuse = apiRoute<undefined, { reason: string }>({ sameOrigin: false }, async ({ params }) => {
  if (params.reason === 'address') throw badRequest('badQuery');
  if (params.reason === 'method') throw new ApiProblem(405, 'methodNotAllowed', { headers: { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' } });
  throw notFound('routeNotFound');
});

export { refuse as GET, refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
