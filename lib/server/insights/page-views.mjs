// @ts-check
// The first-party page view count, seen by scripts/serve.mjs as each public HTML page is served:
// no cookie, no script in the page, no address or user agent kept. A view is counted under its day,
// page (the path without the locale prefix), locale, referrer host and campaign (`utm_source`), in
// this process's memory (./tally.mjs); the app writes the tallies to the database every few seconds
// (./flush.ts), so serving a page never waits on the database.
import { tally } from './tally.mjs';

/** Views one address may add per minute: a flood from one client counts as a few people, not thousands. */
export const VIEWS_PER_ADDRESS_MINUTE = 30;
/** Counters in each of the cap's two tables (a power of two). */
const SLOTS = 1 << 16;
export const PATH_MAX = 200;
export const HOST_MAX = 100;
export const CAMPAIGN_MAX = 60;

/** Areas that are not the public catalogue: the back office, the member area, the API, Next's files. */
const PRIVATE = /^\/(?:admin|user|basic-api|_next|api)(?:\/|$)/;
/**
 * Crawlers, link previews, monitors and tools by their user agent (`isbot`'s idea in a short list:
 * the package is not among this project's dependencies). An empty agent is no browser either.
 */
const BOT =
  /bot|crawl|spider|slurp|scrape|fetch|preview|monitor|headless|lighthouse|pagespeed|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|postman|httpclient|facebookexternalhit|embedly|whatsapp|telegram|skype|bingpreview|yandex|baidu|bytespider|petal|semrush|ahrefs|mj12|dotbot|applebot|duckduck/i;

/** @param {import('node:http').IncomingHttpHeaders} headers */
function isPrefetch(headers) {
  if (headers['rsc'] !== undefined || headers['next-router-prefetch'] !== undefined) return true;
  const purpose = String(headers['purpose'] ?? headers['sec-purpose'] ?? headers['x-purpose'] ?? '').toLowerCase();
  return purpose.includes('prefetch') || purpose.includes('preview');
}

/** @param {string} agent */
export function isBot(agent) {
  return agent.trim() === '' || BOT.test(agent);
}

/**
 * The host of a Referer, lower case, or '' when there is none, it is this site itself, or it is not
 * a plain host name (a forged header counts as no referrer, never as garbage in the report).
 * @param {unknown} referer @param {unknown} ownHost
 */
export function referrerHost(referer, ownHost) {
  if (typeof referer !== 'string' || referer.length > 2048) return '';
  let host;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    host = url.hostname.toLowerCase();
  } catch {
    return '';
  }
  if (!/^[a-z0-9.-]{1,253}$/.test(host)) return '';
  const own = String(ownHost ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '');
  if (host === own) return '';
  return host.replace(/^www\./, '').slice(0, HOST_MAX);
}

/**
 * `utm_source`, lower case, letters, digits and `._-` kept (others become `-`), cut to CAMPAIGN_MAX.
 * @param {string} search the query string, with or without its `?`
 */
export function campaignOf(search) {
  let value;
  try {
    value = new URLSearchParams(search).get('utm_source');
  } catch {
    return '';
  }
  if (!value) return '';
  return value
    .trim()
    .toLowerCase()
    .slice(0, CAMPAIGN_MAX)
    .replace(/[^\p{L}\p{N}._-]+/gu, '-');
}

/** The `category` of a list's query when it is a category key, else ''. @param {string} search */
function familyOf(search) {
  try {
    const key = new URLSearchParams(search).get('category') ?? '';
    return /^[a-z0-9-]{1,64}$/.test(key) ? key : '';
  } catch {
    return '';
  }
}

/**
 * The page and locale of a public path: `/en/product/3/bag` → { locale: 'en', page: '/product/3/bag' };
 * an unprefixed path is the default locale's. Null for the private areas and for files.
 * @param {string} pathname @param {{ locales: readonly string[], defaultLocale: string }} settings
 */
export function pageOf(pathname, settings) {
  const [, first = ''] = pathname.split('/');
  const prefixed = settings.locales.includes(first);
  const locale = prefixed ? first : settings.defaultLocale;
  let page = prefixed ? pathname.slice(first.length + 1) || '/' : pathname;
  if (PRIVATE.test(page) || /\.[a-z0-9]{1,5}$/i.test(page)) return null;
  if (page.length > 1) page = page.replace(/\/+$/, '');
  return { locale, page: page.slice(0, PATH_MAX) };
}

/**
 * Counts views per address per minute in two fixed tables of counters indexed by two hashes of the
 * address (a count-min sketch), zeroed when the minute turns: no address is kept, the memory is the
 * same 128 kB whatever the traffic, and a flood of forged addresses neither grows anything nor stops
 * real visitors from being counted. Two addresses that share both slots share a cap, which can only
 * make a count smaller, and is rare (2^16 slots a table).
 * @param {() => number} [now]
 */
export function createAddressCap(now = Date.now) {
  const first = new Uint8Array(SLOTS);
  const second = new Uint8Array(SLOTS);
  let minute = -1;
  /** @param {string} address */
  return function allow(address) {
    const current = Math.floor(now() / 60_000);
    if (current !== minute) {
      first.fill(0);
      second.fill(0);
      minute = current;
    }
    // FNV-1a, 32 bits: its low and high halves index the two tables.
    let hash = 0x811c9dc5;
    for (let i = 0; i < address.length; i += 1) hash = Math.imul(hash ^ address.charCodeAt(i), 0x01000193);
    const a = hash & (SLOTS - 1);
    const b = (hash >>> 16) & (SLOTS - 1);
    if (Math.min(first[a], second[b]) >= VIEWS_PER_ADDRESS_MINUTE) return false;
    if (first[a] < 255) first[a] += 1;
    if (second[b] < 255) second[b] += 1;
    return true;
  };
}

/**
 * The view a finished answer is, or null when it is not one to count: only a GET answered 200 with
 * HTML, for a public page, asked by a browser that is neither a bot nor prefetching.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ locales: readonly string[], defaultLocale: string }} settings
 */
export function viewOf(req, res, settings) {
  if (req.method !== 'GET' || res.statusCode !== 200) return null;
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return null;
  if (isPrefetch(req.headers) || isBot(String(req.headers['user-agent'] ?? ''))) return null;
  const url = req.url ?? '/';
  const mark = url.indexOf('?');
  const where = pageOf(mark < 0 ? url : url.slice(0, mark), settings);
  if (!where) return null;
  const search = mark < 0 ? '' : url.slice(mark);
  // A family's list is the list with its category: kept, so the report can name the family.
  const family = where.page === '/products' && search ? familyOf(search) : '';
  if (family) where.page = `/products?category=${family}`;
  return { ...where, referrer: referrerHost(req.headers.referer, req.headers.host), campaign: search ? campaignOf(search) : '' };
}

/**
 * The hook scripts/serve.mjs installs (INSIGHTS_COUNTING=off leaves it out): returns the function
 * to call with each request before it is served. The work happens once the answer is finished, and
 * is a few string operations and a map update.
 * @param {{ locales: () => ({ locales: readonly string[], defaultLocale: string } | null), addressOf: (req: import('node:http').IncomingMessage) => string }} options
 */
export function createPageViewCounter({ locales, addressOf }) {
  const allow = createAddressCap();
  // The UTC day, made once a day rather than formatted for every view.
  let dayNumber = -1;
  let day = '';
  /**
   * One listener shared by every answer (it reads the request from `this.req`), so a request costs
   * no new closure: the counter's whole work is a few microseconds (`npm run bench -- --insights-only`).
   * @this {import('node:http').ServerResponse}
   */
  function counted() {
    const settings = locales();
    if (!settings) return;
    const req = this.req;
    const view = viewOf(req, this, settings);
    if (!view || !allow(addressOf(req))) return;
    const now = Date.now();
    if (Math.floor(now / 86_400_000) !== dayNumber) {
      dayNumber = Math.floor(now / 86_400_000);
      day = new Date(now).toISOString().slice(0, 10);
    }
    tally().view(day, view);
  }
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  return function countPageView(req, res) {
    if (req.method === 'GET') res.once('finish', counted);
  };
}
