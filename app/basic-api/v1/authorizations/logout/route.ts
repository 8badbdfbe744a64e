import { clearSessionCookie } from '@/lib/server/access/session-cookie';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';
import { endPresentedSessions } from '@/lib/server/members/answers';

/**
 * GET /authorizations/logout (GET, as the /v1 contract has it): ends the presented session on the server and
 * clears the cookie. Idempotent: without a session it still answers success. It changes state,
 * so cross-site requests are refused like the POST calls.
 */
export const GET = apiRoute({ sameOrigin: true }, async ({ db, request, t }) => {
  await endPresentedSessions(db, request);
  return clearSessionCookie(ok(null, t('auth.loggedOut')));
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
