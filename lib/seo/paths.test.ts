import { LOCALES } from '@/lib/config';
import { absoluteAsset, absoluteUrl, alternates, escapeXml, productPath, productsPath } from './paths';
import { localizedPath } from '@/i18n/paths';
import { resolveAbsoluteUrlWithPathname } from 'next/dist/lib/metadata/resolvers/resolve-url';

const ORIGIN = 'https://cases.example.com';

describe('seo paths', () => {
  const saved = process.env.SITE_URL;
  beforeEach(() => {
    process.env.SITE_URL = `${ORIGIN}/`; // a trailing slash must not double up
  });
  afterAll(() => {
    process.env.SITE_URL = saved;
  });

  it('leaves the default locale unprefixed and prefixes the others', () => {
    expect(localizedPath('zh-CN', '/products')).toBe('/products');
    expect(localizedPath('en', '/products')).toBe('/en/products');
    expect(localizedPath('zh-TW', '/about')).toBe('/zh-TW/about');
  });

  it('maps the home page to / and /{locale} without a trailing slash', () => {
    expect(localizedPath('zh-CN', '/')).toBe('/');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('ja', '/?x=1')).toBe('/ja?x=1');
  });

  it('keeps query strings', () => {
    expect(localizedPath('zh-CN', '/products?category=pouch')).toBe('/products?category=pouch');
    expect(localizedPath('en', '/products?category=pouch&page=2')).toBe('/en/products?category=pouch&page=2');
  });

  it('builds product and category paths with encoded segments', () => {
    expect(productPath(12, 'zip-pouch')).toBe('/product/12/zip-pouch');
    expect(productPath(3, 'a b&c')).toBe('/product/3/a%20b%26c');
    expect(productsPath()).toBe('/products');
    expect(productsPath('heat-press')).toBe('/products?category=heat-press');
  });

  it('makes absolute URLs from SITE_URL', () => {
    expect(absoluteUrl('zh-CN', '/')).toBe(ORIGIN);
    expect(absoluteUrl('en', '/')).toBe(`${ORIGIN}/en`);
    expect(absoluteUrl('ar', '/product/1/x')).toBe(`${ORIGIN}/ar/product/1/x`);
    expect(absoluteAsset('/media/og-default.webp')).toBe(`${ORIGIN}/media/og-default.webp`);
    expect(absoluteAsset('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
  });

  it('lists 14 locales plus x-default, all absolute, x-default being the zh-CN URL', () => {
    const { canonical, languages } = alternates('/faq');
    expect(Object.keys(languages)).toHaveLength(15);
    expect(Object.keys(languages)).toEqual([...LOCALES, 'x-default']);
    for (const url of Object.values(languages)) expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(languages['x-default']).toBe(`${ORIGIN}/faq`);
    expect(languages['zh-CN']).toBe(`${ORIGIN}/faq`);
    expect(languages['zh-TW']).toBe(`${ORIGIN}/zh-TW/faq`);
    expect(languages.en).toBe(`${ORIGIN}/en/faq`);
    expect(canonical).toBe(`${ORIGIN}/faq`);
  });

  it('uses the asked locale for the canonical URL', () => {
    expect(alternates('/products?category=pouch', 'de').canonical).toBe(`${ORIGIN}/de/products?category=pouch`);
  });

  it('writes every URL as Next writes it into a canonical or hreflang link (one form everywhere)', () => {
    // The sitemap, JSON-LD and the pages' <link>s must agree as strings: Next turns a URL whose
    // path is '/' into the bare origin, so ours must already be in that form.
    const base = new URL(ORIGIN);
    for (const path of ['/', '/faq', '/products?category=pouch', productPath(3, 'a b&c')]) {
      for (const url of Object.values(alternates(path).languages)) {
        expect(resolveAbsoluteUrlWithPathname(url, base, '/', { trailingSlash: false, isStaticMetadataRouteFile: false })).toBe(url);
      }
    }
    expect(alternates('/').languages['x-default']).toBe(ORIGIN);
    expect(alternates('/', 'zh-CN').canonical).toBe(ORIGIN);
    expect(alternates('/', 'ar').canonical).toBe(`${ORIGIN}/ar`);
  });

  it('escapes URLs for XML', () => {
    expect(escapeXml(`${ORIGIN}/products?a=1&b='2'`)).toBe(`${ORIGIN}/products?a=1&amp;b=&apos;2&apos;`);
  });
});
