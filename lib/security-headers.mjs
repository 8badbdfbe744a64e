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
