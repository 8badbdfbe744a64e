/** @jest-environment node */
import { config } from '@/proxy';
import { LOCALES, DEFAULT_LOCALE } from '@/lib/config';

// The matcher is one path-to-regexp pattern made of a single regular-expression group: as Next
// compiles it, it matches the whole path.
const [pattern] = config.matcher;
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
      '/en/user/profile',
      '/en/product/editProduct/3',
      '/product/editProduct/3',
      '/ourProcess',
    ]) {
      expect([path, runsProxy(path)]).toEqual([path, true]);
    }
  });

  it('never runs on the API, Next internals, media or files', () => {
    for (const path of ['/basic-api/v1/product', '/_next/static/chunks/a.js', '/media/products/a.webp', '/robots.txt', '/sitemap.xml']) {
      expect([path, runsProxy(path)]).toEqual([path, false]);
    }
  });
});
