import { LOCALES } from '@/lib/config';
import { absoluteUrl, escapeXml, languageAlternates, productPath, productsPath } from './paths';

/*
 * The sitemap as an index of child sitemaps (pure: no database, no Next). Google reads at most
 * 50,000 URLs or 50 MB (uncompressed) from one sitemap file, and each of our entries carries its
 * 15 hreflang alternates (~2–3 kB), so a child holds the pages of PRODUCTS_PER_SITEMAP products:
 * 500 products × 14 locales = 7,000 URLs, about 12 MB, and 27 MB with the longest slugs (80
 * characters) on an 87-character origin. 10,000 products make 20 product children plus one of the other
 * pages. Products go to children in id order, so a new product lands in the last child and a
 * change of the catalogue's order moves nobody; the database pages by id ranges (keyset), never
 * by reading the whole catalogue.
 *
 *   /sitemap.xml               the index (robots.txt points here)
 *   /sitemap/pages.xml         home, the product list, each category's list, process, FAQ, contact, about
 *   /sitemap/products-{n}.xml  the n-th group of products, n = 1 …
 */

/** Google's limits for one sitemap file. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;
export const PRODUCTS_PER_SITEMAP = 500;

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

/** One page (a locale-free path); it becomes one `<url>` per locale, each with the 15 alternates. */
export interface SitemapPage {
  path: string;
  lastModified?: string;
  changeFrequency?: ChangeFrequency;
  priority?: number;
}

/** A run of published products in id order (what one product child lists). */
export interface ProductChunk {
  first: number;
  last: number;
  count: number;
  updated_at: string;
}

export interface SitemapSummary {
  chunks: ProductChunk[];
  /** The newest published product's updated_at per category key (its own products only). */
  categoryUpdated: Record<string, string>;
}

export interface SitemapCategory {
  id: number;
  key: string;
  parent_id: number | null;
}

export interface SitemapProduct {
  id: number;
  slug: string;
  updated_at: string;
}

export type SitemapChild = { kind: 'pages'; file: 'pages.xml' } | { kind: 'resources'; file: 'resources.xml' } | { kind: 'products'; file: string; chunk: ProductChunk };

function latest(dates: Array<string | undefined>): string | undefined {
  let best: string | undefined;
  for (const d of dates) if (d && (!best || d > best)) best = d;
  return best;
}

/**
 * The children the index lists, in order: the pages first, the academy and the public content
 * libraries (lib/server/sitemap-resources.ts), then one per product chunk.
 */
export function sitemapChildren(summary: SitemapSummary): SitemapChild[] {
  return [
    { kind: 'pages', file: 'pages.xml' },
    { kind: 'resources', file: 'resources.xml' },
    ...summary.chunks.map((chunk, i) => ({ kind: 'products' as const, file: `products-${i + 1}.xml`, chunk })),
  ];
}

/** The child a file name names (`pages.xml`, `products-3.xml`), or null: unknown names are a 404. */
export function findSitemapChild(summary: SitemapSummary, file: string): SitemapChild | null {
  if (file === 'pages.xml') return { kind: 'pages', file };
  if (file === 'resources.xml') return { kind: 'resources', file };
  const match = /^products-([1-9]\d{0,6})\.xml$/.exec(file);
  if (!match) return null;
  const chunk = summary.chunks[Number(match[1]) - 1];
  return chunk ? { kind: 'products', file, chunk } : null;
}

/** When a child last changed: its newest product (pages: the newest of all; resources: told by the caller). */
export function childLastModified(summary: SitemapSummary, child: SitemapChild, resourcesUpdated?: string): string | undefined {
  if (child.kind === 'resources') return resourcesUpdated;
  return child.kind === 'products' ? child.chunk.updated_at : latest(summary.chunks.map((c) => c.updated_at));
}

/** Every page but the products: home, the list, each category's list (dated by its newest product), the simple pages. */
export function pagesOf(summary: SitemapSummary, categories: readonly SitemapCategory[]): SitemapPage[] {
  const allUpdated = latest(summary.chunks.map((c) => c.updated_at));
  const pages: SitemapPage[] = [
    { path: '/', changeFrequency: 'weekly', priority: 1, lastModified: allUpdated },
    { path: productsPath(), changeFrequency: 'daily', priority: 0.9, lastModified: allUpdated },
  ];
  // A family's listing shows its own products and its sub-categories' (listProducts).
  for (const category of categories) {
    const keys = [category.key, ...categories.filter((c) => c.parent_id === category.id).map((c) => c.key)];
    pages.push({
      path: productsPath(category.key),
      changeFrequency: 'weekly',
      priority: category.parent_id === null ? 0.8 : 0.7,
      lastModified: latest(keys.map((k) => summary.categoryUpdated[k])),
    });
  }
  pages.push(
    { path: '/ourprocess', changeFrequency: 'monthly', priority: 0.6 },
    { path: '/faq', changeFrequency: 'monthly', priority: 0.6 },
    { path: '/contact', changeFrequency: 'yearly', priority: 0.6 },
    { path: '/about', changeFrequency: 'monthly', priority: 0.5 },
  );
  return pages;
}

export function productPages(products: Iterable<SitemapProduct>): SitemapPage[] {
  return Array.from(products, (p) => ({
    path: productPath(p.id, p.slug),
    changeFrequency: 'monthly' as const,
    priority: 0.8,
    lastModified: p.updated_at,
  }));
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;

/** The `<url>` elements of one page: one per locale, each listing all 14 locales plus x-default. */
export function pageXml(page: SitemapPage): string {
  const links = Object.entries(languageAlternates(page.path))
    .map(([lang, url]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(url)}" />\n`)
    .join('');
  // An entry without a known date leaves lastmod out rather than claiming "now".
  const tail =
    (page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>\n` : '') +
    (page.changeFrequency ? `<changefreq>${page.changeFrequency}</changefreq>\n` : '') +
    (page.priority !== undefined ? `<priority>${page.priority}</priority>\n` : '') +
    '</url>\n';
  let out = '';
  for (const locale of LOCALES) out += `<url>\n<loc>${escapeXml(absoluteUrl(locale, page.path))}</loc>\n${links}${tail}`;
  return out;
}

/** A child sitemap in pieces (one page's 14 entries each), so a response can stream it. */
export function* urlsetXml(pages: Iterable<SitemapPage>): Generator<string> {
  yield URLSET_OPEN;
  for (const page of pages) yield pageXml(page);
  yield '</urlset>\n';
}

/** The sitemap index: each child's absolute address and, when known, its lastmod. */
export function sitemapIndexXml(children: ReadonlyArray<{ loc: string; lastModified?: string }>): string {
  let out = `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  for (const child of children) {
    out += `<sitemap>\n<loc>${escapeXml(child.loc)}</loc>\n`;
    if (child.lastModified) out += `<lastmod>${escapeXml(child.lastModified)}</lastmod>\n`;
    out += '</sitemap>\n';
  }
  return `${out}</sitemapindex>\n`;
}

/** A response body that pulls the pieces of `chunks` as the client reads (bounded memory). */
export function streamOf(chunks: Iterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
}

export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  // As Next's own metadata routes: caches may keep it but must ask again (the data behind it is cached by tags).
  'Cache-Control': 'public, max-age=0, must-revalidate',
} as const;
