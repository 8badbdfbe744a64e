// Cache-Control for every answer, decided in one place as the answer's head is written
// (scripts/serve.mjs), so that a CDN or any shared cache in front of the site can be trusted:
//
// - public pages Next renders once for everyone (its static and ISR pages, and their RSC payloads:
//   Next marks them `s-maxage=31536000`, a year no CDN purge would ever follow) get
//   `public, s-maxage=CDN_MAX_AGE, stale-while-revalidate=86400`: a CDN keeps them CDN_MAX_AGE
//   seconds (default 60), and the site also tells it when something changed (lib/server/cdn/);
// - member, staff and login pages, API answers and anything that sets a cookie: `private, no-store`
//   (an API answer that names its own private or immutable policy keeps it: a member's thumbnails,
//   avatars addressed by their content);
// - the build's hashed files (/_next/static/…): `public, max-age=31536000, immutable`, and only
//   when found (a missing chunk must never be kept for a year);
// - media (/media, /uploads/media, the image optimizer) and answers that set their own policy
//   (sitemaps, robots.txt): as they are;
// - anything else without a policy of its own (redirects of the language detection, for one):
//   `private, no-store`. Pages Next renders per request already say `private, no-store`.
// A public page also gets `X-Accel-Expires: @<this second>` for the load balancer's micro-cache
// (docs/operations/upgrade-and-caching.md): nginx counts lifetimes in whole seconds, and its own
// `proxy_cache_valid 1s` keeps an entry until the second after next (1–2 s); this header ends it
// with the second it was rendered in (at most 1 s), so an edit shows through nginx within 2 s.
// nginx never passes X-Accel-* headers on to clients.
// Plain JavaScript: scripts/serve.mjs (plain Node) imports it; the unit tests import it too.

/** The longest CDN_MAX_AGE, and the stale-while-revalidate window of public pages. */
export const MAX_CDN_MAX_AGE = 86_400;
const DEFAULT_CDN_MAX_AGE = 60;

export const PRIVATE = 'private, no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** CDN_MAX_AGE as seconds: a whole number from 0 to 86400, 60 when unset or unreadable. */
export function cdnMaxAge(value = process.env.CDN_MAX_AGE) {
  if (value === undefined || String(value).trim() === '') return DEFAULT_CDN_MAX_AGE;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0) return DEFAULT_CDN_MAX_AGE;
  return Math.min(seconds, MAX_CDN_MAX_AGE);
}

/** The policy of a public page: CDN_MAX_AGE at the CDN (0: it must ask every time), browsers revalidate. */
export function publicPagePolicy(maxAge) {
  if (maxAge <= 0) return 'public, max-age=0, must-revalidate';
  return `public, s-maxage=${maxAge}, stale-while-revalidate=${MAX_CDN_MAX_AGE}`;
}

const LOCALE_PREFIX = /^\/(?:zh-CN|zh-TW|en|ja|ko|es|fr|de|pt|ru|ar|it|vi|th)(?=\/|$)/;

/** Member, staff and sign-in pages (the locale prefix removed): never in a shared cache. */
const PRIVATE_PAGES = [
  /^\/user(?:\/|$)/,
  /^\/admin(?:\/|$)/,
  /^\/login(?:\/|$)/,
  /^\/manuscript(?:\/|$)/,
  /^\/product\/editProduct(?:\/|$)/,
  /^\/index(?:\/|$)/,
  /^\/qqLogin(?:\/|$)/,
  /^\/weChatLogin(?:\/|$)/,
  /^\/redirect(?:\/|$)/,
];

/** API answers public by nature, kept with the policy they name. */
const PUBLIC_API_DOCUMENTS = ['/basic-api/v1/openapi.json'];

/** Answers kept as the app made them: pictures and the image optimizer. */
const MEDIA = [/^\/media\//, /^\/uploads\/media\//, /^\/placeholder\//, /^\/_next\/image(?:\/|$|\?)/];

/**
 * The path as the router serves it: percent-escapes decoded, backslashes and repeated slashes
 * folded, dot segments resolved (`/%75ser` is `/user`), the locale prefix removed.
 */
export function routedPath(url) {
  let path = String(url || '/').split(/[?#]/)[0];
  for (let i = 0; i < 3; i += 1) {
    try {
      const decoded = decodeURIComponent(path);
      if (decoded === path) break;
      path = decoded;
    } catch {
      break;
    }
  }
  path = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  try {
    path = new URL(path, 'http://route.invalid').pathname;
  } catch {
    // matched as it is
  }
  return path.replace(LOCALE_PREFIX, '') || '/';
}

function directives(header) {
  return String(header ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
}

/** Whether a Cache-Control value keeps the answer out of shared caches. */
function isPrivate(list) {
  return list.some((d) => d === 'private' || d === 'no-store' || d.startsWith('private='));
}

/**
 * The Cache-Control an answer leaves with, or null to leave it as the app set it.
 * @param {{ method?: string, url: string, status: number, current?: string | number | string[] | null, setsCookie?: boolean, maxAge?: number }} answer
 * @returns {string | null}
 */
export function cacheControlFor({ method = 'GET', url, status, current, setsCookie = false, maxAge = cdnMaxAge() }) {
  const raw = String(url || '/');
  const path = raw.split(/[?#]/)[0];
  const header = Array.isArray(current) ? current.join(', ') : current == null ? '' : String(current);
  const list = directives(header);
  const read = method === 'GET' || method === 'HEAD';

  if (path.startsWith('/_next/static/')) return read && (status === 200 || status === 304) ? IMMUTABLE : PRIVATE;
  if (MEDIA.some((pattern) => pattern.test(path))) return null;
  // A cookie must never be handed to the next visitor by a cache.
  if (setsCookie || !read) return PRIVATE;
  // The API's description is the same for everyone and changes only with a deployment.
  if (PUBLIC_API_DOCUMENTS.includes(path)) return null;
  if (path === '/basic-api' || path.startsWith('/basic-api/')) {
    const ownPolicy = list.includes('immutable') || list.includes('private');
    return ownPolicy && !list.includes('no-store') ? null : PRIVATE;
  }
  if (PRIVATE_PAGES.some((pattern) => pattern.test(routedPath(raw)))) return PRIVATE;
  // Next's mark of a page rendered once for everyone (static or ISR).
  if (list.some((d) => d.startsWith('s-maxage=')) && !isPrivate(list) && !list.includes('no-cache')) return publicPagePolicy(maxAge);
  if (list.length === 0) return PRIVATE;
  return null;
}

/**
 * Wraps res.writeHead (every answer passes there, also one written with res.end alone) so the
 * Cache-Control header is set by cacheControlFor as the head goes out. Call once per request,
 * before the request is handed on. `maxAge` defaults to CDN_MAX_AGE read once.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function applyCachePolicy(req, res, maxAge = defaultMaxAge()) {
  const method = req.method;
  const url = req.url || '/';
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    // Headers may also come as writeHead's last argument (an object or a flat array).
    const given = rest.find((r) => r && typeof r === 'object');
    const fromArgs = given ? headerOf(given, 'cache-control') : undefined;
    const policy = cacheControlFor({
      method,
      url,
      status,
      current: fromArgs ?? this.getHeader('cache-control'),
      setsCookie: this.hasHeader('set-cookie') || (given ? headerOf(given, 'set-cookie') !== undefined : false),
      maxAge,
    });
    if (policy !== null) {
      if (given) removeHeader(given, 'cache-control');
      this.setHeader('Cache-Control', policy);
      if (policy === publicPagePolicy(maxAge)) this.setHeader('X-Accel-Expires', `@${Math.floor(Date.now() / 1000)}`);
    }
    return writeHead.call(this, status, ...rest);
  };
}

let maxAgeRead;
function defaultMaxAge() {
  maxAgeRead ??= cdnMaxAge();
  return maxAgeRead;
}

function headerOf(headers, name) {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return headers[i + 1];
    return undefined;
  }
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

function removeHeader(headers, name) {
  if (Array.isArray(headers)) {
    for (let i = headers.length - 2; i >= 0; i -= 2) if (String(headers[i]).toLowerCase() === name) headers.splice(i, 2);
    return;
  }
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) delete headers[key];
}
