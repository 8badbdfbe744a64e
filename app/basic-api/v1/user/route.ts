import { AUTH } from '@/lib/config';
import { getDb } from '@/lib/server/db';
import { apiRoute, fail, methodNotAllowed, ok } from '@/lib/server/http/reply';
import { userInfo } from '@/lib/server/auth/accounts';
import { clearSessionCookie } from '@/lib/server/auth/http';
import { cookieValue, requestSession } from '@/lib/server/auth/request-session';
import { socialLinks } from '@/lib/server/auth/social/service';

/**
 * GET /user: the member's info, with the linked WeChat/QQ accounts. No valid session (cookie or Bearer) → HTTP 401, code 401 (SPEC §8
 * timeout flow); a dead `token` cookie is cleared so the proxy's optimistic check stops passing it.
 */
export const GET = apiRoute(async ({ request, t }) => {
  const db = await getDb();
  const session = await requestSession(db, request);
  if (session) return ok(userInfo(session.user, await socialLinks(db, session.user.id)));
  const answer = fail(401, t('auth.sessionInvalid'));
  return cookieValue(request.headers.get('cookie'), AUTH.cookieName) !== null ? clearSessionCookie(answer) : answer;
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
