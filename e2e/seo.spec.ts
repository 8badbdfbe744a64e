import { expect, test } from '@playwright/test';
import { LOCALES } from '../lib/config';

test('pages carry an absolute canonical and reciprocal hreflang for 14 locales plus x-default', async ({ request, baseURL }) => {
  for (const [path, canonical] of [['/en/faq', `${baseURL}/en/faq`], ['/faq', `${baseURL}/faq`], ['/ja/products?category=sewing', `${baseURL}/ja/products?category=sewing`]] as const) {
    const html = await (await request.get(path, { headers: { 'Accept-Language': 'en' } })).text();
    expect(html).toContain(`<link rel="canonical" href="${canonical.replace(/&/g, '&amp;')}"`);
    const langs = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => m[1]);
    expect(langs.sort()).toEqual([...LOCALES, 'x-default'].sort());
  }
  const en = await (await request.get('/en/faq')).text();
  expect(en).toContain(`hrefLang="zh-CN" href="${baseURL}/faq"`);
  expect(en).toContain(`hrefLang="x-default" href="${baseURL}/faq"`);
  expect(en).toContain(`hrefLang="ar" href="${baseURL}/ar/faq"`);
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
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]+/media/products/${product.slug}-1\\.webp"`));
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
});

test('the FAQ page has FAQPage JSON-LD; every page has Organization', async ({ request }) => {
  const faq = jsonLd(await (await request.get('/en/faq')).text());
  expect(faq.map((d) => d['@type'])).toEqual(expect.arrayContaining(['Organization', 'FAQPage']));
  const home = jsonLd(await (await request.get('/en')).text());
  expect(home.map((d) => d['@type'])).toContain('Organization');
});

test('sitemap.xml lists every page in every locale with alternates; robots.txt points to it', async ({ request, baseURL }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const list = await (await request.get('/basic-api/v1/product')).json();
  const product = list.result.list[0];
  for (const locale of LOCALES) {
    const prefix = locale === 'zh-CN' ? '' : `/${locale}`;
    expect(xml).toContain(`<loc>${baseURL}${prefix}/product/${product.id}/${product.slug}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}${prefix}/faq</loc>`);
  }
  expect(xml).toContain(`hreflang="x-default"`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /basic-api/');
});
