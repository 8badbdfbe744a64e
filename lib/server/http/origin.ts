import 'server-only';
import { siteUrl } from '@/lib/site-url';

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The origins this site answers as: the request's own (its URL and Host header) and SITE_URL's. */
export function siteOrigins(request: Request, site: string = siteUrl()): string[] {
  const own = originOf(request.url);
  const origins = new Set<string>();
  if (own) origins.add(own);
  const host = request.headers.get('host');
  if (own && host) {
    const fromHost = originOf(`${new URL(own).protocol}//${host}`);
    if (fromHost) origins.add(fromHost);
  }
  const configured = originOf(site);
  if (configured) origins.add(configured);
  return [...origins];
}

/**
 * Whether a state-changing call may proceed (CSRF defence on top of SameSite=Lax):
 * - a browser that sends Sec-Fetch-Site must say `same-origin` or `none` (typed or bookmarked);
 * - otherwise an Origin header must be one of the site's origins (`null` is refused);
 * - a request with neither is not from a browser page (curl, a server): it passes, since it
 *   cannot carry a victim's cookie on a site's behalf.
 */
export function isSameOriginRequest(request: Request, site?: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  return siteOrigins(request, site).includes(origin);
}
