import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from '@/i18n/routing';
import { localizedPath, splitLocale } from '@/i18n/paths';
import { SEARCH_SEGMENT, segmentOf, viewFromQuery } from '@/lib/catalogue-url';
import { guardRedirect, routedPath, SESSION_COOKIE } from '@/lib/route-guard';

const intl = createMiddleware(routing);

/**
 * The route guard (lib/route-guard.ts), next-intl routing, then two rewrites of ours: the header
 * link's /ourProcess, and the product list's query URL served from a cached path segment, or a
 * search to its page rendered per request (see lib/catalogue-url.ts). Redirects (locale
 * detection) pass untouched.
 */
export default function proxy(request: NextRequest) {
  const { locale, path } = splitLocale(routedPath(request.nextUrl.pathname));
  // The header menu's link spells the process page /ourProcess; the canonical URL is /ourprocess.
  if (/^\/ourProcess\/?$/.test(path)) {
    const url = request.nextUrl.clone();
    url.pathname = localizedPath(locale, '/ourprocess');
    return NextResponse.redirect(url, 308);
  }
  // Member pages need a session: an optimistic check of the cookie here, the real one in the data layer.
  const guarded = guardRedirect(request.nextUrl, request.cookies.has(SESSION_COOKIE));
  if (guarded) return NextResponse.redirect(new URL(guarded, request.url));

  const response = intl(request);
  if (response.headers.has('location')) return response;
  // A page (above all a cached catalogue page) never sets a cookie: a shared cache must not store
  // one visitor's cookie for everyone. The language choice is remembered by the switcher itself.
  // next-intl also hands the cookie to the page in x-middleware-set-cookie (applied to a page's
  // own redirect), so both go.
  response.headers.delete('set-cookie');
  response.headers.delete('x-middleware-set-cookie');
  const { searchParams } = request.nextUrl;
  if (!/^\/products\/?$/.test(path) || !['category', 'page', 'sort', 'keyword'].some((name) => searchParams.has(name))) return response;
  const view = viewFromQuery(searchParams);
  // The internal route always names its locale (the default one too): this is no public address.
  // A search (free text) is rendered per request with its query; any other view from its cached segment.
  const target = view?.keyword
    ? new URL(`/${locale}/products/${SEARCH_SEGMENT}${request.nextUrl.search}`, request.url)
    : new URL(`/${locale}/products/${view ? segmentOf(view) : 'invalid'}`, request.url);
  const rewritten = NextResponse.rewrite(target);
  response.headers.forEach((value, key) => {
    if (!key.startsWith('x-middleware-')) rewritten.headers.set(key, value);
  });
  return rewritten;
}

export const config = {
  // Pages only: skip Next internals, the embedded API, generated media and any file with an extension.
  // A product page with a locale prefix other than the default one needs nothing from the proxy (no
  // guard, no locale to detect, no rewrite: the page reads its locale from the path), and it is the
  // catalogue's most requested page: skipping the proxy there is the largest single saving per
  // request (docs/tests-and-figures.md, "What the throughput took"). The default locale's product pages (unprefixed) and the guarded /product/editProduct still pass.
  // A member page under such a prefix needs the proxy only without a session cookie (the guard's
  // redirect to the login page): with one, the page checks the session in the data layer itself, as
  // it must anyway, and the proxy's run is saved on every member page (docs/operations/performance.md,
  // "Member pages: the orders list as prepared statements, and the proxy left out"). The second
  // entry brings such a page back to the proxy when the cookie (lib/route-guard.ts, SESSION_COOKIE) is missing.
  matcher: [
    '/((?!basic-api|_next|_vercel|media|placeholder|(?:zh-TW|en|ja|ko|es|fr|de|pt|ru|ar|it|vi|th)/(?:product/(?!editProduct)|user/)|.*\\..*).*)',
    { source: '/:locale(zh-TW|en|ja|ko|es|fr|de|pt|ru|ar|it|vi|th)/user/:path*', missing: [{ type: 'cookie', key: 'token' }] },
  ],
};
