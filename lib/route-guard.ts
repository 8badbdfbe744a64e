import { AUTH, DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/config';
import { safeRedirectPath } from '@/lib/safe-redirect';

/** The session cookie the proxy looks for (SPEC §5; DESIGN: HttpOnly `token`). */
export const SESSION_COOKIE = AUTH.cookieName;

/** Member pages (SPEC §5, issue 4): every /user/… page and the product edit page. */
const PROTECTED = [/^\/user(\/|$)/, /^\/product\/editProduct\/[^/]+\/?$/];

/** Splits `/en/user/profile` into the locale and the path without it (zh-CN has no prefix). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const first = pathname.split('/')[1] ?? '';
  const locale = LOCALES.find((l) => l === first && l !== DEFAULT_LOCALE);
  if (!locale) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale, path: pathname.slice(locale.length + 1) || '/' };
}

export function isProtectedPath(path: string): boolean {
  return PROTECTED.some((pattern) => pattern.test(path));
}

/**
 * Where a visitor without a session goes when asking for a member page: the `redirect` query
 * target when it is present and same-site, otherwise the login page with `redirect` set to the
 * page asked for. null when the page is public or a session cookie is present (the proxy's check
 * is optimistic: every member call verifies the session in the data layer).
 */
export function guardRedirect(url: URL, hasSession: boolean): string | null {
  const { locale, path } = splitLocale(url.pathname);
  if (hasSession || !isProtectedPath(path)) return null;
  const target = safeRedirectPath(url.searchParams.get('redirect'), url.origin);
  if (target) return target;
  const login = locale === DEFAULT_LOCALE ? '/login' : `/${locale}/login`;
  return `${login}?${new URLSearchParams({ redirect: `${url.pathname}${url.search}` })}`;
}
