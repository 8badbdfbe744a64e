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
 * - with neither, a request that carries the session cookie may be a browser without Fetch
 *   Metadata following another site's link (a top-level GET sends cookies and no Origin): it
 *   must bring a Referer of this site;
 * - a request with none of these carries no visitor's session (curl, a server, a Bearer client): it passes.
 */
export function isSameOriginRequest(request: Request, site?: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.get('origin');
  if (origin !== null) return siteOrigins(request, site).includes(origin);
  if (!/(?:^|;\s*)token=/.test(request.headers.get('cookie') ?? '')) return true;
  const referer = request.headers.get('referer');
  const from = referer ? originOf(referer) : null;
  return from !== null && siteOrigins(request, site).includes(from);
}
