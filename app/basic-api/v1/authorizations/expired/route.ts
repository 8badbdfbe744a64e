import { NextResponse } from 'next/server';
import { splitLocale, localizedPath } from '@/i18n/paths';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { clearSessionCookie } from '@/lib/server/access/session-cookie';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';

/**
 * GET /authorizations/expired?redirect=/user/profile (ours, not SPEC §7): where a member page
 * sends a visitor whose `token` cookie names no live session. The dead cookie is cleared (a
 * server component cannot), then the visitor goes to the login page of the page's locale with
 * `redirect` set to it. A live session goes straight back to the page, so a link to this route
 * cannot log anyone out.
 */
export const GET = apiRoute({ sameOrigin: false }, async ({ query, findActor, request }) => {
  const page = safeRedirectPath(query.redirect) ?? '/';
  const location = (target: string) => new URL(target, request.url).toString();
  if (await findActor()) return NextResponse.redirect(location(page), 303);
  const login = `${localizedPath(splitLocale(page).locale, '/login')}?${new URLSearchParams({ redirect: page })}`;
  return clearSessionCookie(NextResponse.redirect(location(login), 303));
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
