import { getDb } from '@/lib/server/db';
import { apiRoute, methodNotAllowed, ok } from '@/lib/server/http/reply';
import { clearSessionCookie, endPresentedSessions, refuseCrossSite } from '@/lib/server/auth/http';

/**
 * GET /authorizations/logout (SPEC §7 says GET): ends the presented session on the server and
 * clears the cookie. Idempotent: without a session it still answers success. It changes state,
 * so cross-site requests are refused like the POST calls.
 */
export const GET = apiRoute(async (ctx) => {
  const refused = refuseCrossSite(ctx);
  if (refused) return refused;
  await endPresentedSessions(await getDb(), ctx.request);
  return clearSessionCookie(ok(null, ctx.t('auth.loggedOut')));
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
