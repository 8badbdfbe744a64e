import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/server/db';
import { PRODUCTS_PER_SITEMAP } from '@/lib/seo/sitemap';
import { sitemapProducts, sitemapSummary } from './sitemap';
import { TAGS } from './tags';

/*
 * The sitemap's reads, cached like the pages' (cached.ts): a product or category write expires
 * them through the same tags. A child's entry is keyed by its id range, which only ever comes
 * from the summary, so an address nobody listed never reaches the cache.
 */

export const getSitemapSummary = unstable_cache(async () => sitemapSummary(await getDb(), PRODUCTS_PER_SITEMAP), ['sitemap-summary'], {
  tags: [TAGS.products, TAGS.categories],
});

export const getSitemapProducts = unstable_cache(async (first: number, last: number) => sitemapProducts(await getDb(), first, last), ['sitemap-products'], {
  tags: [TAGS.products, TAGS.categories],
});
