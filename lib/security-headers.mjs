// The response headers every answer carries: pages, API calls, files, and Next's own redirects
// (a trailing-slash 308 is answered by Next before next.config.mjs's headers() apply, so
// scripts/serve.mjs sets these on every response too). Plain JavaScript: both read it.
//
// A static Content-Security-Policy (a nonce would make every page dynamic, and catalogue pages are
// cached HTML). Scripts and styles come from this site only; Next's inline bootstrap scripts need
// 'unsafe-inline'. What it still stops: scripts, frames and plugins from other hosts, <base>
// hijacking, forms posting elsewhere, and framing of the site. Images may come from https hosts:
// WeChat and QQ avatars live on the providers' servers. Development adds eval and the HMR socket.

/** @param {boolean} development */
export function contentSecurityPolicy(development) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Private files people sent us (a lead's artwork; later a member's files), always downloaded as
 * attachments: should a browser ever render one (an SVG, a disguised page), nothing in it runs, loads
 * or frames anything (a sandbox, no sources at all). next.config.mjs puts it on PRIVATE_FILE_ROUTES
 * in place of the site's policy (Next keeps a header the config set over the route's own).
 */
export const PRIVATE_FILE_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";
export const PRIVATE_FILE_ROUTES = ['/basic-api/v1/admin/files/:handle', '/basic-api/v1/files/:handle', '/basic-api/v1/files/:handle/thumb'];

/** @param {boolean} development @returns {{ key: string, value: string }[]} */
export function securityHeaders(development) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(development) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
