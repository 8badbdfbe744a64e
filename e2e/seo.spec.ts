import { expect, test } from '@playwright/test';
import { LOCALES } from '../lib/config';

test('pages carry an absolute canonical and reciprocal hreflang for 14 locales plus x-default', async ({ playwright, request, baseURL }) => {
  for (const [path, canonical] of [
    ['/en/faq', `${baseURL}/en/faq`],
    ['/faq', `${baseURL}/faq`],
    ['/ja/products?category=sewing', `${baseURL}/ja/products?category=sewing`],
  ] as const) {
    // A fresh client each time: visiting /en sets the locale cookie that sends later unprefixed visits to /en.
    const client = await playwright.request.newContext({ baseURL });
    const html = await (await client.get(path, { headers: { 'Accept-Language': 'zh-CN' } })).text();
    await client.dispose();
    const found = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(found?.replace(/&amp;/g, '&')).toBe(canonical);
    const langs = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => m[1]);
    expect(langs.sort()).toEqual([...LOCALES, 'x-default'].sort());
  }
  const en = await (await request.get('/en/faq')).text();
  const alternates = Object.fromEntries([...en.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
  expect(alternates['zh-CN']).toBe(`${baseURL}/faq`);
  expect(alternates['x-default']).toBe(`${baseURL}/faq`);
  expect(alternates.ar).toBe(`${baseURL}/ar/faq`);
});

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
}

test('product pages have Product and BreadcrumbList JSON-LD and the product image as the social card', async ({ request }) => {
  const list = await (await request.get('/basic-api/v1/product', { headers: { 'Accept-Language': 'en' } })).json();
  const product = list.result.list[0];
  const html = await (await request.get(`/en/product/${product.id}/${product.slug}`)).text();
  const types = jsonLd(html).map((d) => d['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'Product', 'BreadcrumbList']));
  expect(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]).toMatch(new RegExp(`/media/products/${product.slug}-1\\.webp$`));
  expect(/<meta name="twitter:card" content="([^"]+)"/.exec(html)?.[1]).toBe('summary_large_image');
});

test('the FAQ page has FAQPage JSON-LD; every page has Organization', async ({ request }) => {
  const faq = jsonLd(await (await request.get('/en/faq')).text());
  expect(faq.map((d) => d['@type'])).toEqual(expect.arrayContaining(['Organization', 'FAQPage']));
  const home = jsonLd(await (await request.get('/en')).text());
  expect(home.map((d) => d['@type'])).toContain('Organization');
});

test('sitemap.xml is an index of child sitemaps that list every page in every locale with alternates; robots.txt points to it', async ({ request, baseURL }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const index = await res.text();
  expect(index).toContain('<sitemapindex');
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(children).toEqual([`${baseURL}/sitemap/pages.xml`, `${baseURL}/sitemap/resources.xml`, `${baseURL}/sitemap/products-1.xml`]);
  const xml = (await Promise.all(children.map(async (url) => (await request.get(url)).text()))).join('');
  const list = await (await request.get('/basic-api/v1/product')).json();
  const product = list.result.list[0];
  const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  for (const locale of LOCALES) {
    const prefix = locale === 'zh-CN' ? '' : `/${locale}`;
    expect(locs.has(`${baseURL}${prefix}/product/${product.id}/${product.slug}`), `${locale} product`).toBe(true);
    expect(locs.has(`${baseURL}${prefix}/faq`), `${locale} faq`).toBe(true);
  }
  expect(xml.includes('hreflang="x-default"')).toBe(true);
  expect((await request.get('/sitemap/products-2.xml')).status()).toBe(404);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /basic-api/');
});
