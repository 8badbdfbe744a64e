import { splitLocale } from '@/i18n/paths';
import { safeRedirectPath } from '@/lib/safe-redirect';

/**
 * Where a login sends the member: the `redirect` query when it is a same-site path other than the
 * login page itself, else home. Pure: the login page resolves it on the server.
 */
export function loginDestination(rawRedirect: string | null | undefined, home: string, siteOrigin?: string): string {
  const target = safeRedirectPath(rawRedirect, siteOrigin);
  if (!target) return home;
  const { path } = splitLocale(new URL(target, 'http://same-site.invalid').pathname);
  return /^\/login\/?$/.test(path) ? home : target;
}
