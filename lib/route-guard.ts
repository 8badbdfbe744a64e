import { AUTH } from '@/lib/config';
import { localizedPath, splitLocale } from '@/i18n/paths';
import { decodeUntilStable, safeRedirectPath } from '@/lib/safe-redirect';

/** The session cookie the proxy looks for (HttpOnly `token`). */
export const SESSION_COOKIE = AUTH.cookieName;

/** Member pages (they need a login): every /user/… page, the product edit page and the manuscript area (proofs); and the back office. */
const PROTECTED = [/^\/user(\/|$)/, /^\/product\/editProduct\/[^/]+\/?$/, /^\/manuscript\/?$/, /^\/admin(\/|$)/];

/**
 * The path the router will serve for a request path: percent-escapes decoded (`/%75ser` is
 * `/user`), backslashes and repeated slashes folded, dot segments resolved. The guard matches
 * this, never the raw path, so an encoded spelling cannot walk past it.
 */
export function routedPath(pathname: string): string {
  // A malformed escape is matched as it is (Next refuses such a path anyway).
  let path = decodeUntilStable(pathname) ?? pathname;
  path = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  try {
    return new URL(path, 'http://route.invalid').pathname;
  } catch {
    return path;
  }
}

export function isProtectedPath(path: string): boolean {
  return PROTECTED.some((pattern) => pattern.test(path));
}

/**
 * Where a visitor without a session goes when asking for a member page: the `redirect` query
 * target when it is present and same-site, otherwise the login page with `redirect` set to the
 * page asked for. null when the page is public or a session cookie is present (the proxy's check
 * is optimistic: every member page and call verifies the session in the data layer).
 */
export function guardRedirect(url: URL, hasSession: boolean): string | null {
  const routed = routedPath(url.pathname);
  const { locale, path } = splitLocale(routed);
  if (hasSession || !isProtectedPath(path)) return null;
  const target = safeRedirectPath(url.searchParams.get('redirect'), url.origin);
  if (target) return target;
  return `${localizedPath(locale, '/login')}?${new URLSearchParams({ redirect: `${routed}${url.search}` })}`;
}
