/** @jest-environment node */
import { inArray } from 'drizzle-orm';
import { LOCALES } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { categories, products } from '@/lib/server/db/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import { PRODUCTS_PER_SITEMAP, SITEMAP_LIMITS, findSitemapChild, pagesOf, productPages, sitemapChildren, urlsetXml } from '@/lib/seo/sitemap';
import { sitemapProducts, sitemapSummary } from './sitemap';

jest.setTimeout(300_000);

const ORIGIN = 'https://www.dongguan-hengxin-case-manufacturing.example.com';
const PRODUCTS = 10_000;

const locs = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]*)<\/loc>/g), (m) => m[1]);

describe.each(testDatabases())('the sitemap at 10,000 products on $name', (database) => {
  let opened: OpenedDatabase;
  let published: Array<{ id: number; slug: string }>;
  const saved = process.env.SITE_URL;

  beforeAll(async () => {
    process.env.SITE_URL = ORIGIN;
    opened = await database.open();
    const { db } = opened;
    const [family] = await db
      .insert(categories)
      .values({ key: 'sewing', name: { en: 'Sewing' } })
      .returning();
    const [sub] = await db
      .insert(categories)
      .values({ key: 'pouch', name: { en: 'Pouches' }, parentId: family.id })
      .returning();
    const text = { en: 'x' };
    for (let start = 0; start < PRODUCTS; start += 1_000) {
      await db.insert(products).values(
        Array.from({ length: 1_000 }, (_, i) => {
          const n = start + i + 1;
          return {
            slug: `product-${n}`,
            categoryId: n % 2 ? family.id : sub.id,
            name: text,
            summary: text,
            description: text,
            material: text,
            size: '1 cm',
            moq: 1,
            leadTimeMin: 1,
            leadTimeMax: 2,
            customization: {},
            // Every 13th is a draft: not on the site, so not in the sitemap.
            published: n % 13 !== 0,
            updatedAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
          };
        }),
      );
    }
    // Gaps in the ids, as deletions leave them.
    await db.delete(products).where(inArray(products.slug, ['product-1', 'product-500', 'product-501', 'product-9999']));
    published = (await db.select({ id: products.id, slug: products.slug, p: products.published }).from(products)).filter((r) => r.p).map(({ id, slug }) => ({ id, slug }));
  });

  afterAll(async () => {
    process.env.SITE_URL = saved;
    await opened?.close();
  });

  it('cuts the published products into runs of 500 in id order, counted by the database', async () => {
    const summary = await sitemapSummary(opened.db, PRODUCTS_PER_SITEMAP);
    expect(published.length).toBeGreaterThan(9_000);
    expect(summary.chunks).toHaveLength(Math.ceil(published.length / PRODUCTS_PER_SITEMAP));
    expect(summary.chunks.reduce((sum, c) => sum + c.count, 0)).toBe(published.length);
    summary.chunks.forEach((chunk, i) => {
      expect(chunk.count).toBeLessThanOrEqual(PRODUCTS_PER_SITEMAP);
      if (i < summary.chunks.length - 1) expect(chunk.count).toBe(PRODUCTS_PER_SITEMAP);
      if (i > 0) expect(chunk.first).toBeGreaterThan(summary.chunks[i - 1].last);
    });
    expect(summary.chunks.at(-1)?.updated_at).toBe(new Date(Date.UTC(2024, 0, 1) + PRODUCTS * 60_000).toISOString());
    expect(Object.keys(summary.categoryUpdated).sort()).toEqual(['pouch', 'sewing']);
  });

  it('lists every published product in every locale exactly once, no child over 50,000 URLs or 50 MB', async () => {
    const summary = await sitemapSummary(opened.db, PRODUCTS_PER_SITEMAP);
    const children = sitemapChildren(summary);
    expect(children).toHaveLength(2 + Math.ceil(published.length / PRODUCTS_PER_SITEMAP));
    const seen = new Set<string>();
    let total = 0;
    for (const child of children) {
      // The route's own lookup: the index's file names find their children.
      expect(findSitemapChild(summary, child.file)).toEqual(child);
      // The academy's and the libraries' pages are their features' own (lib/server/sitemap-resources.ts).
      if (child.kind === 'resources') continue;
      const pages =
        child.kind === 'pages'
          ? pagesOf(summary, [
              { id: 1, key: 'sewing', parent_id: null },
              { id: 2, key: 'pouch', parent_id: 1 },
            ])
          : productPages(await sitemapProducts(opened.db, child.chunk.first, child.chunk.last));
      if (child.kind === 'products') expect(pages).toHaveLength(child.chunk.count);
      const xml = Array.from(urlsetXml(pages)).join('');
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
      for (const url of urls) seen.add(url);
      total += urls.length;
    }
    expect(seen.size).toBe(total);
    expect(total).toBe((published.length + 8) * LOCALES.length);
    for (const { id, slug } of [published[0], published[4_321], published.at(-1)!]) {
      for (const prefix of ['', '/en', '/ar']) expect(seen.has(`${ORIGIN}${prefix}/product/${id}/${slug}`)).toBe(true);
    }
    expect([...seen].some((url) => /\/product-(13|26|9999)$/.test(url))).toBe(false);
  });

  it('reads one child by its id range only', async () => {
    const summary = await sitemapSummary(opened.db, PRODUCTS_PER_SITEMAP);
    const chunk = summary.chunks[3];
    const rows = await sitemapProducts(opened.db, chunk.first, chunk.last);
    expect(rows).toHaveLength(PRODUCTS_PER_SITEMAP);
    expect(rows[0].id).toBe(chunk.first);
    expect(rows.at(-1)?.id).toBe(chunk.last);
  });
});
