/**
 * Same-site redirect targets only. Returns the path (with query and hash) to send the visitor to,
 * or null for anything that could leave the site: other origins, protocol-relative URLs
 * (`//evil.example`, `/\evil.example`), scheme tricks (`https:evil.example`, `javascript:`),
 * control characters, and encoded forms of these.
 */
export function safeRedirectPath(raw: string | null | undefined, siteOrigin?: string): string | null {
  if (!raw) return null;
  let target = raw.trim();
  if (target.length === 0 || target.length > 2000) return null;
  // Decode until stable (bounded) so encoded slashes and schemes are judged as the browser would.
  for (let i = 0; i < 3; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(target);
    } catch {
      return null;
    }
    if (decoded === target) break;
    if (!isSafeShape(decoded, siteOrigin)) return null;
    target = decoded;
  }
  if (!isSafeShape(target, siteOrigin)) return null;
  if (!target.startsWith('/') && siteOrigin) {
    const url = new URL(target);
    return `${url.pathname}${url.search}${url.hash}`;
  }
  const url = new URL(target, 'http://same-site.invalid');
  if (url.origin !== 'http://same-site.invalid') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isSafeShape(target: string, siteOrigin?: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return false;
  if (target.startsWith('/')) return !target.startsWith('//');
  if (!siteOrigin) return false;
  try {
    return new URL(target).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}
