import { NextResponse } from 'next/server';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { loginHrefFor } from '@/lib/server/access/member-page';
import { clearSessionCookie } from '@/lib/server/access/session-cookie';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';

/**
 * GET /authorizations/expired?redirect=/user/profile (ours, added to the /v1 contract): where a member page
 * sends a visitor whose `token` cookie names no live session. The dead cookie is cleared (a
 * server component cannot), then the visitor goes to the login page of the page's locale with
 * `redirect` set to it. A live session goes straight back to the page, so a link to this route
 * cannot log anyone out.
 */
export const GET = apiRoute({ sameOrigin: false }, async ({ query, findActor }) => {
  const page = safeRedirectPath(query.redirect) ?? '/';
  if (await findActor()) return seeOther(page);
  return clearSessionCookie(seeOther(loginHrefFor(page)));
});

/** A 303 to a path of this site. Relative on purpose: behind a proxy the server's own idea of its host may not be the visitor's. */
function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
