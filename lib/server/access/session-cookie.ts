import 'server-only';
import type { NextResponse } from 'next/server';
import { AUTH } from '@/lib/config';
import { siteUrl } from '@/lib/site-url';

/** The `token` cookie: HttpOnly, SameSite=Lax, the whole site, Secure when the site is https. */
function cookieOptions(maxAge: number) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', maxAge, secure: siteUrl().startsWith('https://') };
}

export function setSessionCookie(response: NextResponse, session: { token: string; expiresIn: number }): NextResponse {
  response.cookies.set(AUTH.cookieName, session.token, cookieOptions(session.expiresIn));
  return response;
}

export function clearSessionCookie(response: NextResponse): NextResponse {
  response.cookies.set(AUTH.cookieName, '', cookieOptions(0));
  return response;
}
