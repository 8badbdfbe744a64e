// @ts-check
// The route pattern of a request path (`/en/product/12/neoprene-pouch` →
// `/[locale]/product/[id]/[name]`), for log lines and metric labels: a raw path can carry personal
// data (a name in a slug, an id) and has no bound, a pattern has neither problem. The patterns are
// the build's own (.next/routes-manifest.json: every page and route handler with the regular
// expression Next matches it with, most specific first), so they are the app's folders as written.
//
// Two things happen before Next matches a path, and are done here the same way:
// - next-intl serves the default locale without a prefix (`/product/12/x` is the zh-CN page
//   `/zh-CN/product/12/x`): a path whose first segment is not a locale gets the default one;
// - an RSC request may name its payload with a suffix (`/en/products.rsc`, `….segments/…`).
// Files of public/ are named by their top folder (`/media/[...]`), Next's own files by theirs;
// anything else is '(unmatched)'. Every name comes from a finite list: the labels stay bounded.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const UNMATCHED = '(unmatched)';
const CACHE_LIMIT = 2000;
const NEXT_OWN = new Map([
  ['static', '/_next/static/[...]'],
  ['image', '/_next/image'],
  ['data', '/_next/data/[...]'],
]);

/**
 * @typedef {{ page: string, regex: string }} ManifestRoute
 * @typedef {{ staticRoutes?: ManifestRoute[], dynamicRoutes?: ManifestRoute[] }} RoutesManifest
 * @typedef {{ locales: readonly string[], defaultLocale: string }} LocaleSettings
 */

/**
 * A function from a path (without its query) to its route pattern.
 * @param {{ manifest: RoutesManifest, locales?: LocaleSettings | (() => LocaleSettings | null), publicEntries?: { name: string, folder: boolean }[] }} options
 * @returns {(pathname: string) => string}
 */
export function createRouteNamer({ manifest, locales, publicEntries = [] }) {
  const compile = (/** @type {ManifestRoute} */ r, /** @type {number} */ order) => ({ page: r.page, regex: new RegExp(r.regex), order });
  const all = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map(compile);
  const isLocalized = (/** @type {string} */ page) => page === '/[locale]' || page.startsWith('/[locale]/');
  const plain = routeIndex(
    all.filter((r) => !isLocalized(r.page)),
    false,
  );
  const localized = routeIndex(
    all.filter((r) => isLocalized(r.page)),
    true,
  );
  const publics = new Map(publicEntries.map((e) => [e.name, e.folder ? `/${e.name}/[...]` : `/${e.name}`]));
  const localeSettings = typeof locales === 'function' ? locales : () => locales ?? null;
  /** @type {Map<string, string>} */
  const cache = new Map();

  /** @param {string} pathname */
  function name(pathname) {
    if (pathname.startsWith('/_next/')) return NEXT_OWN.get(pathname.split('/')[2] ?? '') ?? '/_next/[...]';
    const first = pathname.split('/')[1] ?? '';
    const fromPublic = publics.get(first);
    if (fromPublic && (fromPublic.endsWith('[...]') || pathname === `/${first}`)) return fromPublic;
    // An RSC payload's own address names the page it belongs to.
    const page = pathname.replace(/\.segments\/.*$/, '').replace(/\.rsc$/, '') || '/';
    for (const route of plain(page)) if (route.regex.test(page)) return route.page;
    const settings = localeSettings();
    const prefixed = !settings || settings.locales.includes(first) ? page : page === '/' ? `/${settings.defaultLocale}` : `/${settings.defaultLocale}${page}`;
    for (const route of localized(prefixed)) if (route.regex.test(prefixed)) return route.page;
    return UNMATCHED;
  }

  return (pathname) => {
    const known = cache.get(pathname);
    if (known !== undefined) return known;
    const found = name(pathname);
    // A bounded memo: product pages are many, and a scan of every route costs more than a lookup.
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(pathname, found);
    return found;
  };
}

/**
 * The routes that may match a path, in the manifest's order, without testing them all: a route is
 * filed under its literal beginning (`/basic-api/v1/orders` for `/basic-api/v1/orders/[id]`, with
 * `[locale]` counting as literal), and a path looks up each of its own beginnings. Scanning every
 * route took 25 µs a path; a crawler asks for paths the memo has never seen.
 * @template {{ page: string, regex: RegExp, order: number }} R
 * @param {R[]} routes
 * @param {boolean} localized whether the paths looked up begin with a locale (filed as `[locale]`)
 * @returns {(path: string) => R[]}
 */
function routeIndex(routes, localized) {
  /** @type {Map<string, R[]>} */
  const byPrefix = new Map();
  for (const route of routes) {
    const segments = route.page.split('/').slice(1);
    const literal = [];
    for (const segment of segments) {
      if (segment.startsWith('[') && segment !== '[locale]') break;
      literal.push(segment);
    }
    const key = literal.length ? `/${literal.join('/')}` : '';
    byPrefix.set(key, [...(byPrefix.get(key) ?? []), route]);
  }
  return (path) => {
    const segments = path.split('/');
    /** @type {R[]} */
    const found = [...(byPrefix.get('') ?? [])];
    let key = '';
    for (let i = 1; i < segments.length; i += 1) {
      key += i === 1 && localized ? '/[locale]' : `/${segments[i]}`;
      const more = byPrefix.get(key);
      if (more) found.push(...more);
    }
    return found.length > 1 ? found.sort((a, b) => a.order - b.order) : found;
  };
}

/**
 * The namer of a built app in `dir` (its .next/routes-manifest.json and public/), or null when
 * there is no build.
 * @param {string} dir
 * @param {() => LocaleSettings | null} locales
 */
export function routeNamerOfBuild(dir, locales) {
  /** @type {RoutesManifest} */
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8'));
  } catch {
    return null;
  }
  /** @type {{ name: string, folder: boolean }[]} */
  let publicEntries = [];
  try {
    const folder = path.join(dir, 'public');
    publicEntries = readdirSync(folder).map((name) => ({ name, folder: statSync(path.join(folder, name)).isDirectory() }));
  } catch {
    // no public folder
  }
  return createRouteNamer({ manifest, locales, publicEntries });
}

const LOCALES_KEY = Symbol.for('case-site.locales');

/**
 * The app's locales, for the namer (the app declares them in TypeScript, which scripts/serve.mjs
 * cannot read: the app hands them over at start).
 * @param {LocaleSettings} settings
 */
export function declareLocales(settings) {
  /** @type {{ [LOCALES_KEY]?: LocaleSettings }} */ (globalThis)[LOCALES_KEY] = settings;
}

/** @returns {LocaleSettings | null} */
export function declaredLocales() {
  return /** @type {{ [LOCALES_KEY]?: LocaleSettings }} */ (globalThis)[LOCALES_KEY] ?? null;
}
