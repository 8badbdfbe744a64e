import { LOCALES } from '@/lib/config';
import { PRODUCTS_PER_SITEMAP, SITEMAP_LIMITS, findSitemapChild, productPages, urlsetXml, type SitemapSummary } from './sitemap';

describe('sitemap children', () => {
  const saved = process.env.SITE_URL;
  afterAll(() => {
    process.env.SITE_URL = saved;
  });

  it('stay within Google limits with the longest slugs on a long origin', () => {
    process.env.SITE_URL = `https://${'x'.repeat(60)}.example.com`;
    // A slug has at most 80 characters (PRODUCT_LIMITS.slug is the exclusive bound 81).
    const worst = Array.from({ length: PRODUCTS_PER_SITEMAP }, (_, i) => ({
      id: 9_000_000 + i,
      slug: 'a'.repeat(80),
      updated_at: '2024-01-01T00:00:00.000Z',
    }));
    const xml = Array.from(urlsetXml(productPages(worst))).join('');
    expect(xml.match(/<loc>/g)).toHaveLength(PRODUCTS_PER_SITEMAP * LOCALES.length);
    expect(PRODUCTS_PER_SITEMAP * LOCALES.length).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
    expect(Buffer.byteLength(xml)).toBeLessThan(SITEMAP_LIMITS.bytes); // 26.7 MB
  });

  it('finds a child only by the names the index gives', () => {
    const summary: SitemapSummary = {
      chunks: [{ first: 1, last: 9, count: 9, updated_at: '2024-01-01T00:00:00.000Z' }],
      categoryUpdated: {},
    };
    expect(findSitemapChild(summary, 'pages.xml')).toEqual({ kind: 'pages', file: 'pages.xml' });
    expect(findSitemapChild(summary, 'resources.xml')).toEqual({ kind: 'resources', file: 'resources.xml' });
    expect(findSitemapChild(summary, 'products-1.xml')).toMatchObject({ kind: 'products', chunk: summary.chunks[0] });
    for (const file of ['products-2.xml', 'products-0.xml', 'products-1.5.xml', 'products-+1.xml', 'products-1e0.xml', 'Pages.xml', 'resources-1.xml', '']) {
      expect(findSitemapChild(summary, file)).toBeNull();
    }
  });
});
