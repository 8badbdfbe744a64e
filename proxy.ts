import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from '@/i18n/routing';
import { segmentOf, viewFromQuery } from '@/lib/catalogue-url';
import { guardRedirect, SESSION_COOKIE } from '@/lib/route-guard';

const intl = createMiddleware(routing);

const LIST_PATH = /^\/(?:([A-Za-z]{2}(?:-[A-Za-z]{2})?)\/)?products\/?$/;

/**
 * The route guard (lib/route-guard.ts), next-intl routing, then one rewrite of ours: the product
 * list's query URL is served from a cached path segment (see lib/catalogue-url.ts). Redirects
 * (locale detection) pass untouched.
 */
/** The header link of SPEC §2 spells the process page /ourProcess; the canonical URL is /ourprocess. */
const PROCESS_ALIAS = /^(\/[A-Za-z-]{2,5})?\/ourProcess\/?$/;

export default function proxy(request: NextRequest) {
  const alias = PROCESS_ALIAS.exec(request.nextUrl.pathname);
  if (alias) {
    const url = request.nextUrl.clone();
    url.pathname = `${alias[1] ?? ''}/ourprocess`;
    return NextResponse.redirect(url, 308);
  }
  // Member pages need a session: an optimistic check of the cookie here, the real one in the data layer.
  const guarded = guardRedirect(request.nextUrl, request.cookies.has(SESSION_COOKIE));
  if (guarded) return NextResponse.redirect(new URL(guarded, request.url));
  const response = intl(request);
  const { pathname, searchParams } = request.nextUrl;
  const match = LIST_PATH.exec(pathname);
  if (!match || response.headers.has('location') || (!searchParams.has('category') && !searchParams.has('page'))) {
    return response;
  }
  const prefix = match[1];
  if (prefix && !(routing.locales as readonly string[]).includes(prefix)) return response;
  const locale = prefix ?? routing.defaultLocale;
  const view = viewFromQuery(searchParams);
  const target = new URL(`/${locale}/products/${view ? segmentOf(view) : 'invalid'}`, request.url);
  const rewritten = NextResponse.rewrite(target);
  response.headers.forEach((value, key) => {
    if (!key.startsWith('x-middleware-') && key !== 'set-cookie') rewritten.headers.set(key, value);
  });
  for (const cookie of response.cookies.getAll()) rewritten.cookies.set(cookie);
  return rewritten;
}

export const config = {
  // Pages only: skip Next internals, the embedded API, generated media and any file with an extension.
  matcher: ['/((?!basic-api|_next|_vercel|media|placeholder|.*\\..*).*)'],
};
