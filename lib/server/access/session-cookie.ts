import 'server-only';
import type { NextResponse } from 'next/server';
import { AUTH } from '@/lib/config';
import { SESSION_HINT_COOKIE } from '@/lib/session-hint';
import { siteUrl } from '@/lib/site-url';

/** The `token` cookie: HttpOnly, SameSite=Lax, the whole site, Secure when the site is https. */
function cookieOptions(maxAge: number) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', maxAge, secure: siteUrl().startsWith('https://') };
}

/** The hint beside it (lib/session-hint.ts): readable by scripts, it says only that a session exists. */
function hintOptions(maxAge: number) {
  return { ...cookieOptions(maxAge), httpOnly: false };
}

export function setSessionCookie(response: NextResponse, session: { token: string; expiresIn: number }): NextResponse {
  response.cookies.set(AUTH.cookieName, session.token, cookieOptions(session.expiresIn));
  response.cookies.set(SESSION_HINT_COOKIE, '1', hintOptions(session.expiresIn));
  return response;
}

export function clearSessionCookie(response: NextResponse): NextResponse {
  response.cookies.set(AUTH.cookieName, '', cookieOptions(0));
  response.cookies.set(SESSION_HINT_COOKIE, '', hintOptions(0));
  return response;
}
