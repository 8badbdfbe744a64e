/** @jest-environment node */
import { config } from '@/proxy';
import { LOCALES, DEFAULT_LOCALE } from '@/lib/config';
import { SESSION_COOKIE } from '@/lib/route-guard';

// The first matcher is one path-to-regexp pattern made of a single regular-expression group: as
// Next compiles it, it matches the whole path. The second brings prefixed member pages back to the
// proxy when the session cookie is missing.
const [pattern, withoutSession] = config.matcher as [string, { source: string; missing: { type: string; key: string }[] }];
const PREFIXED = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
const runsProxy = (path: string) => new RegExp(`^${pattern}$`).test(path);

describe('the paths the proxy runs on', () => {
  it('skips a product page under any locale prefix but the default one', () => {
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      expect(runsProxy(`/${locale}/product/12/neoprene-zip-pouch`)).toBe(false);
    }
  });

  it('still runs where it has work: unprefixed and default-prefixed pages, lists, member pages, the guarded design editor', () => {
    for (const path of [
      '/product/12/neoprene-zip-pouch',
      `/${DEFAULT_LOCALE}/product/12/neoprene-zip-pouch`,
      '/en/products',
      '/en',
      '/en/about',
      '/user/profile',
      `/${DEFAULT_LOCALE}/user/profile`,
      '/en/user',
      '/en/%75ser/profile',
      '/en/product/editProduct/3',
      '/product/editProduct/3',
      '/ourProcess',
    ]) {
      expect([path, runsProxy(path)]).toEqual([path, true]);
    }
  });

  it('runs on a prefixed member page only when the session cookie is missing (the guard), not when the page checks the session itself', () => {
    for (const locale of PREFIXED) {
      for (const path of [`/${locale}/user/profile`, `/${locale}/user/myOrder/12`]) expect([path, runsProxy(path)]).toEqual([path, false]);
    }
    expect(withoutSession).toEqual({ source: `/:locale(${PREFIXED.join('|')})/user/:path*`, missing: [{ type: 'cookie', key: SESSION_COOKIE }] });
  });

  it('never runs on the API, Next internals, media or files', () => {
    for (const path of ['/basic-api/v1/product', '/_next/static/chunks/a.js', '/media/products/a.webp', '/robots.txt', '/sitemap.xml']) {
      expect([path, runsProxy(path)]).toEqual([path, false]);
    }
  });
});
