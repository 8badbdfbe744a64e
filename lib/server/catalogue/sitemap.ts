import 'server-only';
import { and, asc, between, eq, max, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import type { ProductChunk, SitemapProduct, SitemapSummary } from '@/lib/seo/sitemap';
import { categories, products } from './schema';

/*
 * What the sitemap reads (lib/seo/sitemap.ts builds the XML). The index needs only a summary:
 * the published products cut into runs of `perChunk` in id order (first and last id, count,
 * newest updated_at), counted by the database, so 10,000 products answer 20 rows. A child then
 * reads its own run by its id range (keyset, on the primary key). "Published" means what the
 * product page serves: published and in a category (the inner join, as listProductIndex).
 */

const published = eq(products.published, true);

export async function sitemapSummary(db: Db, perChunk: number): Promise<SitemapSummary> {
  if (!Number.isInteger(perChunk) || perChunk < 1) throw new Error(`perChunk must be a positive integer: ${perChunk}`);
  const numbered = db
    .select({
      id: products.id,
      updatedAt: products.updatedAt,
      chunk: sql<number>`(row_number() over (order by ${products.id}) - 1) / ${perChunk}`.as('chunk'),
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(published)
    .as('numbered');
  const [chunkRows, categoryRows] = await Promise.all([
    db
      .select({
        chunk: numbered.chunk,
        first: sql<number>`min(${numbered.id})`.mapWith(Number),
        last: sql<number>`max(${numbered.id})`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
        updatedAt: max(numbered.updatedAt),
      })
      .from(numbered)
      .groupBy(numbered.chunk)
      .orderBy(numbered.chunk),
    db
      .select({ key: categories.key, updatedAt: max(products.updatedAt) })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(published)
      .groupBy(categories.key),
  ]);
  const chunks: ProductChunk[] = chunkRows.map((r) => ({
    first: r.first,
    last: r.last,
    count: r.count,
    updated_at: iso(r.updatedAt),
  }));
  const categoryUpdated = Object.fromEntries(categoryRows.map((r) => [r.key, iso(r.updatedAt)]));
  return { chunks, categoryUpdated };
}

/** The published products with ids from `first` to `last`, in id order (one child sitemap). */
export async function sitemapProducts(db: Db, first: number, last: number): Promise<SitemapProduct[]> {
  const rows = await db
    .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(published, between(products.id, first, last)))
    .orderBy(asc(products.id));
  return rows.map((r) => ({ id: r.id, slug: r.slug, updated_at: iso(r.updatedAt) }));
}

/** max() of a timestamp comes back as a Date or, from some drivers, as the server's text. */
function iso(value: Date | string | null): string {
  if (value === null) throw new Error('a group without a newest date');
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
