/** @jest-environment node */
import { createRouteNamer, UNMATCHED } from './route-names.mjs';

// The shape of .next/routes-manifest.json (Next lists the dynamic routes most specific first).
const route = (page: string, regex: string) => ({ page, regex });
const manifest = {
  staticRoutes: [route('/basic-api/v1/product', '^/basic\\-api/v1/product(?:/)?$'), route('/robots.txt', '^/robots\\.txt(?:/)?$'), route('/sitemap.xml', '^/sitemap\\.xml(?:/)?$')],
  dynamicRoutes: [
    route('/basic-api/v1/product/[id]', '^/basic\\-api/v1/product/([^/]+?)(?:/)?$'),
    route('/basic-api/v1/[...rest]', '^/basic\\-api/v1/(.+?)(?:/)?$'),
    route('/sitemap/[file]', '^/sitemap/([^/]+?)(?:/)?$'),
    route('/[locale]', '^/([^/]+?)(?:/)?$'),
    route('/[locale]/product/editProduct/[id]', '^/([^/]+?)/product/editProduct/([^/]+?)(?:/)?$'),
    route('/[locale]/product/[id]/[name]', '^/([^/]+?)/product/([^/]+?)/([^/]+?)(?:/)?$'),
    route('/[locale]/products', '^/([^/]+?)/products(?:/)?$'),
    route('/[locale]/products/search', '^/([^/]+?)/products/search(?:/)?$'),
    route('/[locale]/products/[view]', '^/([^/]+?)/products/([^/]+?)(?:/)?$'),
    route('/[locale]/[...rest]', '^/([^/]+?)/(.+?)(?:/)?$'),
  ],
};
const locales = { locales: ['zh-CN', 'en', 'ar'], defaultLocale: 'zh-CN' };
const name = createRouteNamer({
  manifest,
  locales,
  publicEntries: [
    { name: 'media', folder: true },
    { name: 'favicon.ico', folder: false },
  ],
});

describe('the route pattern of a path', () => {
  it('names a page by its pattern, with or without the locale prefix', () => {
    expect(name('/en/product/12/neoprene-pouch')).toBe('/[locale]/product/[id]/[name]');
    expect(name('/product/12/neoprene-pouch')).toBe('/[locale]/product/[id]/[name]');
    expect(name('/zh-CN/product/12/x')).toBe('/[locale]/product/[id]/[name]');
    expect(name('/product/editProduct/3')).toBe('/[locale]/product/editProduct/[id]');
    expect(name('/')).toBe('/[locale]');
    expect(name('/ar')).toBe('/[locale]');
  });

  it('does not take a page of the default locale for a locale (/products is not the home page of a locale "products")', () => {
    expect(name('/products')).toBe('/[locale]/products');
    expect(name('/en/products/search')).toBe('/[locale]/products/search');
    expect(name('/en/products/sewing~2')).toBe('/[locale]/products/[view]');
  });

  it('names API routes, files and the RSC payload of a page', () => {
    expect(name('/basic-api/v1/product')).toBe('/basic-api/v1/product');
    expect(name('/basic-api/v1/product/7')).toBe('/basic-api/v1/product/[id]');
    expect(name('/basic-api/v1/nothing/here')).toBe('/basic-api/v1/[...rest]');
    expect(name('/robots.txt')).toBe('/robots.txt');
    expect(name('/sitemap/products-1.xml')).toBe('/sitemap/[file]');
    expect(name('/en/products.rsc')).toBe('/[locale]/products');
    expect(name('/en/product/1/a.segments/_tree.segment.rsc')).toBe('/[locale]/product/[id]/[name]');
  });

  it("names public files and Next's own by their folder", () => {
    expect(name('/media/products/a.webp')).toBe('/media/[...]');
    expect(name('/favicon.ico')).toBe('/favicon.ico');
    expect(name('/_next/static/chunks/abc.js')).toBe('/_next/static/[...]');
    expect(name('/_next/image')).toBe('/_next/image');
    expect(name('/_next/whatever/else')).toBe('/_next/[...]');
  });

  it('never answers a raw path: anything unknown is a pattern or (unmatched)', () => {
    const answers = new Set(['/x/y/z', '/jane.doe@example.com', '/en/user/42/profile', '/%FF', '/basic-api/v2/x', '/wp-login.php'].map(name));
    for (const answer of answers) expect(answer === UNMATCHED || manifest.dynamicRoutes.some((r) => r.page === answer)).toBe(true);
    expect(createRouteNamer({ manifest: { staticRoutes: [], dynamicRoutes: [] } })('/anything')).toBe(UNMATCHED);
  });
});
