// `npm run bench:catalogue` (or `npm run bench -- --catalogue-only`): how the catalogue's queries
// grow with the catalogue, on PGlite. Figures beside their targets, not pass/fail.
//
// A fresh PGlite folder of its own (in the temp dir, removed at the end) is migrated and seeded
// with the demo catalogue (27 products); the script times the product search over a set of
// queries (English, a typo, several words, Chinese, Japanese, Russian, a short term, one that
// finds nothing, with a category, sorted, a deep page), the list page's query and a product's
// query (the services the pages and GET /product call, uncached), and the sitemap: the index
// (/sitemap.xml: the summary query and its XML) and one products file (/sitemap/products-{n}.xml: its
// id range and the XML of its 7,000 URLs, read to the end as a response would stream it). Then it adds generated products
// in 14 languages up to CATALOGUE_BENCH_COUNT (10,000) — each a variant of a demo product, with a
// colour and a model number in its name — indexes them, and times everything again.
// Each figure: WARMUP runs, then CATALOGUE_BENCH_RUNS timed runs (median, p95).
// Memory: the process's RSS, its peak, and the V8 heap in use (after a collection when node runs
// with --expose-gc, as npm run bench starts it) at 27 and at 10,000 products; PGlite runs in this
// process as it does in the server's, so these are the server's database-side figures.
//
//   --explain   prints EXPLAIN ANALYZE of each search at 10,000 products
//
// Run it with the react-server condition (the services import 'server-only'):
//   node --conditions=react-server --import tsx scripts/bench-catalogue.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { count, eq, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '@/lib/config';
import type { ProductQuery } from '@/lib/api/contract';
import { rebuildSearchIndex } from '@/lib/server/catalogue/search';
import { findProductIds } from '@/lib/server/catalogue/search-query';
import { findCategory, getProduct, listProducts } from '@/lib/server/catalogue/service';
import { openDatabase } from '@/lib/server/db/open';
import { categories, productImages, products } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import type { LocalizedList, LocalizedText } from '@/lib/server/catalogue/schema';
import { demoContent, seedDemoContent } from '@/lib/server/seed/seed';
import { sitemapProducts, sitemapSummary } from '@/lib/server/catalogue/sitemap';
import { PRODUCTS_PER_SITEMAP, SITEMAP_LIMITS, productPages, sitemapChildren, sitemapIndexXml, childLastModified, urlsetXml } from '@/lib/seo/sitemap';

const COUNT = Math.min(Math.max(Number(process.env.CATALOGUE_BENCH_COUNT || 10_000), 100), 200_000);
const RUNS = Math.min(Math.max(Number(process.env.CATALOGUE_BENCH_RUNS || 20), 1), 500);
const WARMUP = 3;
const EXPLAIN = process.argv.includes('--explain');
/** CATALOGUE_BENCH_ONLY=<regular expression>: only the lines whose label matches (while working on one query). */
const ONLY = process.env.CATALOGUE_BENCH_ONLY ? new RegExp(process.env.CATALOGUE_BENCH_ONLY, 'i') : null;
/** The issue's target for a search at 10,000 products on PGlite. */
const SEARCH_TARGET_MS = 50;

// ─── the generated catalogue ───────────────────────────────────────────────────────────────────

/** Six colours in the 14 languages: a variant's name starts with one. */
const COLOURS: Record<Locale, string[]> = {
  'zh-CN': ['黑色', '藏青色', '红色', '灰色', '绿色', '橙色'],
  'zh-TW': ['黑色', '藏青色', '紅色', '灰色', '綠色', '橙色'],
  en: ['Black', 'Navy', 'Red', 'Grey', 'Green', 'Orange'],
  ja: ['ブラック', 'ネイビー', 'レッド', 'グレー', 'グリーン', 'オレンジ'],
  ko: ['블랙', '네이비', '레드', '그레이', '그린', '오렌지'],
  es: ['negro', 'azul marino', 'rojo', 'gris', 'verde', 'naranja'],
  fr: ['noir', 'bleu marine', 'rouge', 'gris', 'vert', 'orange'],
  de: ['Schwarz', 'Marineblau', 'Rot', 'Grau', 'Grün', 'Orange'],
  pt: ['preto', 'azul-marinho', 'vermelho', 'cinza', 'verde', 'laranja'],
  ru: ['чёрный', 'тёмно-синий', 'красный', 'серый', 'зелёный', 'оранжевый'],
  ar: ['أسود', 'كحلي', 'أحمر', 'رمادي', 'أخضر', 'برتقالي'],
  it: ['nero', 'blu navy', 'rosso', 'grigio', 'verde', 'arancione'],
  vi: ['đen', 'xanh navy', 'đỏ', 'xám', 'xanh lá', 'cam'],
  th: ['สีดำ', 'สีกรมท่า', 'สีแดง', 'สีเทา', 'สีเขียว', 'สีส้ม'],
};
const SPACELESS = new Set<Locale>(['zh-CN', 'zh-TW', 'ja']);

/** A text in every locale: the demo's own, or (for a locale whose demo file has not landed) its nearest. */
function everyLocale(text: LocalizedText): Record<Locale, string> {
  const near = (l: Locale) => text[l] || (SPACELESS.has(l) ? text['zh-CN'] : undefined) || text.en || text['zh-CN'] || '';
  return Object.fromEntries(LOCALES.map((l) => [l, near(l)])) as Record<Locale, string>;
}

function everyLocaleList(list: LocalizedList): Record<Locale, string[]> {
  const near = (l: Locale) => list[l] ?? (SPACELESS.has(l) ? list['zh-CN'] : undefined) ?? list.en ?? [];
  return Object.fromEntries(LOCALES.map((l) => [l, near(l)])) as Record<Locale, string[]>;
}

async function addProducts(db: Db, upTo: number): Promise<void> {
  const demo = demoContent.products;
  const [{ n }] = await db.select({ n: count() }).from(products);
  if (n >= upTo) return;
  const categoryIds = new Map((await db.select({ id: categories.id, key: categories.key }).from(categories)).map((c) => [c.key, c.id]));
  const firstImage = new Map(
    (
      await db
        .select({ slug: products.slug, src: productImages.src, width: productImages.width, height: productImages.height, alt: productImages.alt })
        .from(products)
        .innerJoin(productImages, eq(productImages.productId, products.id))
        .where(eq(productImages.sort, 0))
    ).map((r) => [r.slug, r]),
  );
  const BATCH = 250;
  for (let start = n; start < upTo; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(upTo, start + BATCH); i += 1) {
      const base = demo[i % demo.length];
      const variant = Math.floor(i / demo.length);
      const model = `HX-${String(1000 + i).padStart(5, '0')}`;
      const name = everyLocale(base.name);
      rows.push({
        slug: `${base.slug}-${model.toLowerCase()}`,
        categoryId: categoryIds.get(base.category)!,
        name: Object.fromEntries(LOCALES.map((l) => [l, `${COLOURS[l][variant % 6]}${SPACELESS.has(l) ? '' : ' '}${name[l]} ${model}`])),
        summary: everyLocale(base.summary),
        description: everyLocale(base.description),
        material: everyLocale(base.material),
        size: typeof base.size === 'string' ? base.size : everyLocale(base.size),
        moq: [100, 200, 300, 500, 1000, 2000][(i * 7) % 6],
        leadTimeMin: base.leadTimeDays.min,
        leadTimeMax: base.leadTimeDays.max,
        customization: everyLocaleList(base.customization),
        sort: i,
        // Spread over two years, so "newest" has an order to keep.
        createdAt: new Date(Date.now() - (upTo - i) * 3_600_000),
      });
    }
    const inserted = await db.insert(products).values(rows).returning({ id: products.id, slug: products.slug });
    await db.insert(productImages).values(
      inserted.map((p) => {
        const image = firstImage.get(p.slug.replace(/-hx-\d+$/, ''))!;
        return { productId: p.id, src: image.src, width: image.width, height: image.height, alt: image.alt, sort: 0 };
      }),
    );
  }
  await rebuildSearchIndex(db);
  await db.execute(sql`analyze`);
}

// ─── timing ────────────────────────────────────────────────────────────────────────────────────

interface Figure {
  median: number;
  p95: number;
  samples: number[];
}

async function timed(fn: () => Promise<unknown>): Promise<Figure> {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return { ...percentiles(samples), samples };
}

function percentiles(values: number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return { median: rank(0.5), p95: rank(0.95) };
}

const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0)).padStart(7);

interface Case {
  label: string;
  locale: Locale;
  query: ProductQuery;
}

const SEARCHES_ALL: Case[] = [
  { label: 'neoprene', locale: 'en', query: { keyword: 'neoprene' } },
  { label: 'neoprne (typo)', locale: 'en', query: { keyword: 'neoprne' } },
  { label: 'lapotp sleeve (typo, 2 words)', locale: 'en', query: { keyword: 'lapotp sleeve' } },
  { label: 'eva case', locale: 'en', query: { keyword: 'eva case' } },
  { label: 'pencil (page 5)', locale: 'en', query: { keyword: 'pencil', page: 5 } },
  { label: 'pouch in sewing', locale: 'en', query: { keyword: 'pouch', category: 'sewing' } },
  { label: 'bag, sorted by name', locale: 'en', query: { keyword: 'bag', sort: 'name' } },
  { label: 'bag, newest', locale: 'en', query: { keyword: 'bag', sort: 'newest' } },
  { label: 'a4 (2 letters)', locale: 'en', query: { keyword: 'a4' } },
  { label: 'zeppelin (no match)', locale: 'en', query: { keyword: 'zeppelin' } },
  { label: '潜水料 (zh)', locale: 'zh-CN', query: { keyword: '潜水料' } },
  { label: '收纳包 (zh)', locale: 'zh-CN', query: { keyword: '收纳包' } },
  { label: '笔袋 (zh, 2 characters)', locale: 'zh-CN', query: { keyword: '笔袋' } },
  { label: '包 (zh, 1 character)', locale: 'zh-CN', query: { keyword: '包' } },
  { label: 'ネオプレン (ja)', locale: 'ja', query: { keyword: 'ネオプレン' } },
  { label: 'неопрен (ru)', locale: 'ru', query: { keyword: 'неопрен' } },
];

const SEARCHES = SEARCHES_ALL.filter((c) => !ONLY || ONLY.test(c.label));

const PAGES_ALL: Case[] = [
  { label: 'list page 1 (catalogue order)', locale: 'en', query: {} },
  { label: 'list, a family, page 3', locale: 'en', query: { category: 'sewing', page: 3 } },
  { label: 'list sorted by name (ja)', locale: 'ja', query: { sort: 'name' } },
  { label: 'list sorted by MOQ', locale: 'en', query: { sort: 'moq' } },
  { label: 'list, newest first', locale: 'en', query: { sort: 'newest' } },
];

const PAGES = PAGES_ALL.filter((c) => !ONLY || ONLY.test(c.label));

interface Row {
  label: string;
  matches: number | string;
  figure: Figure;
}

async function measure(db: Db): Promise<{ searches: Row[]; pages: Row[]; sitemap: Row[] }> {
  const searches: Row[] = [];
  for (const c of SEARCHES) {
    const page = await listProducts(db, c.locale, c.query);
    searches.push({ label: c.label, matches: page?.total ?? 'unknown', figure: await timed(() => listProducts(db, c.locale, c.query)) });
  }
  const pages: Row[] = [];
  for (const c of PAGES) {
    const page = await listProducts(db, c.locale, c.query);
    pages.push({ label: c.label, matches: page?.total ?? 'unknown', figure: await timed(() => listProducts(db, c.locale, c.query)) });
  }
  if (ONLY && !ONLY.test('a product')) return { searches, pages, sitemap: [] };
  const [{ id }] = await db
    .select({ id: products.id })
    .from(products)
    .orderBy(sql`${products.id} desc`)
    .limit(1);
  pages.push({ label: 'a product (getProduct)', matches: 1, figure: await timed(() => getProduct(db, 'en', id)) });
  return { searches, pages, sitemap: await measureSitemap(db) };
}

/**
 * What /sitemap.xml and /sitemap/products-{n}.xml do (uncached: the routes cache the reads by tag):
 * the index is the summary query (chunks of PRODUCTS_PER_SITEMAP products) and its XML; a products
 * file is its id range's rows and the XML of their URLs in 14 locales, each with 15 alternates.
 * "matches" is the number of <sitemap> entries or URLs; the file's size is printed below the table.
 */
async function measureSitemap(db: Db): Promise<Row[]> {
  const origin = 'https://www.example.com';
  const index = async () => {
    const summary = await sitemapSummary(db, PRODUCTS_PER_SITEMAP);
    const children = sitemapChildren(summary);
    const xml = sitemapIndexXml(children.map((c) => ({ loc: `${origin}/sitemap/${c.file}`, lastModified: childLastModified(summary, c) })));
    return { summary, children, xml };
  };
  const first = await index();
  // The fullest file: the first products chunk (the last one may be partly filled).
  const chunk = first.summary.chunks[0];
  const file = async () => {
    let bytes = 0;
    let urls = 0;
    for (const piece of urlsetXml(productPages(await sitemapProducts(db, chunk.first, chunk.last)))) {
      bytes += Buffer.byteLength(piece);
      urls += piece.split('<loc>').length - 1;
    }
    return { bytes, urls };
  };
  const one = await file();
  sitemapFileSizes.push(
    `${one.urls.toLocaleString('en')} URLs, ${(one.bytes / 1024 / 1024).toFixed(1)} MB (limits: ${SITEMAP_LIMITS.urls.toLocaleString('en')} URLs, ${SITEMAP_LIMITS.bytes / 1024 / 1024} MB)`,
  );
  return [
    { label: 'sitemap index (/sitemap.xml)', matches: first.children.length, figure: await timed(index) },
    { label: 'products file 1 (/sitemap/products-1.xml)', matches: one.urls, figure: await timed(file) },
  ];
}

/** One line per catalogue size: the products file's URLs and bytes against Google's limits. */
const sitemapFileSizes: string[] = [];

// ─── memory ────────────────────────────────────────────────────────────────────────────────────

interface Memory {
  rss: number;
  peakRss: number;
  heapUsed: number;
  external: number;
}

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function memory(): Memory {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  // resourceUsage().maxRSS is in kilobytes.
  return { rss: m.rss, peakRss: process.resourceUsage().maxRSS * 1024, heapUsed: m.heapUsed, external: m.external };
}

function reportMemory(rows: [string, Memory][]): void {
  console.log(
    `\nMemory of this process (PGlite inside it, as in the server)${(globalThis as { gc?: unknown }).gc ? ', after a collection' : ' (run node with --expose-gc for figures after a collection)'}`,
  );
  console.log(`${'when'.padEnd(40)}${'RSS'.padStart(9)}${'peak RSS'.padStart(10)}${'JS heap'.padStart(9)}${'external'.padStart(10)}`);
  for (const [label, m] of rows) console.log(`${label.padEnd(40)}${MB(m.rss).padStart(9)}${MB(m.peakRss).padStart(10)}${MB(m.heapUsed).padStart(9)}${MB(m.external).padStart(10)}`);
}

async function explain(db: Db): Promise<void> {
  for (const c of SEARCHES) {
    const category = c.query.category ? await findCategory(db, c.query.category) : null;
    const children = category ? await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, category.id)) : [];
    // The statement findProductIds runs, under EXPLAIN: captured from the driver's log of one call.
    const statements: { sql: string; params: unknown[] }[] = [];
    const logging = db as unknown as { session: { logger: { logQuery: (q: string, p: unknown[]) => void } } };
    const previous = logging.session.logger.logQuery;
    logging.session.logger.logQuery = (q, p) => statements.push({ sql: q, params: p });
    await findProductIds(db, c.locale, {
      keyword: c.query.keyword,
      categoryIds: category ? [category.id, ...children.map((ch) => ch.id)] : undefined,
      sort: c.query.sort,
      page: c.query.page ?? 1,
      limit: 6,
    });
    logging.session.logger.logQuery = previous;
    const client = (db as unknown as { $client: { query: (q: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }> } }).$client;
    for (const statement of statements) {
      const result = await client.query(`explain (analyze, costs off) ${statement.sql}`, statement.params);
      console.log(`\n-- ${c.label}`);
      for (const row of result.rows) console.log(`   ${row['QUERY PLAN']}`);
    }
  }
}

function report(title: string, small: Row[], large: Row[], target?: number): void {
  console.log(`\n${title}, ms`);
  console.log(
    `${'query'.padEnd(34)}${'27: matches'.padStart(12)}${'median'.padStart(8)}${'p95'.padStart(8)}${`${COUNT.toLocaleString('en')}: matches`.padStart(18)}${'median'.padStart(8)}${'p95'.padStart(8)}${target ? '  target' : ''}`,
  );
  small.forEach((s, i) => {
    const l = large[i];
    const verdict = target ? (l.figure.p95 < target ? `  < ${target} ✓` : `  < ${target} ✗`) : '';
    console.log(
      `${s.label.padEnd(34)}${String(s.matches).padStart(12)}${ms(s.figure.median)} ${ms(s.figure.p95)}${String(l.matches.toLocaleString('en')).padStart(18)}${ms(l.figure.median)} ${ms(l.figure.p95)}${verdict}`,
    );
  });
  if (target) {
    const all = (rows: Row[]) => percentiles(rows.flatMap((r) => r.figure.samples));
    const a = all(small);
    const b = all(large);
    console.log(
      `${'all searches together'.padEnd(34)}${''.padStart(12)}${ms(a.median)} ${ms(a.p95)}${''.padStart(18)}${ms(b.median)} ${ms(b.p95)}  p95 < ${target} ${b.p95 < target ? '✓' : '✗'}`,
    );
  }
}

// ─── the run ───────────────────────────────────────────────────────────────────────────────────

async function main() {
  // CATALOGUE_BENCH_DIR: a folder a run kept (CATALOGUE_BENCH_KEEP=1) is used again, without the 27-product step.
  const reused = process.env.CATALOGUE_BENCH_DIR;
  const dataDir = reused ?? mkdtempSync(path.join(os.tmpdir(), 'case-site-bench-catalogue-'));
  const opened = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const db = opened.db;
    await opened.migrate();
    await seedDemoContent(db);
    console.log(`\nCatalogue on PGlite (${reused ? reused : 'a fresh folder in the temp dir'}): ${WARMUP} warm-up runs, then ${RUNS} timed runs per line`);
    const memoryRows: [string, Memory][] = [['migrated and seeded (27 products)', memory()]];
    const small = reused ? null : await measure(db);
    if (small) memoryRows.push(['27 products, after the queries', memory()]);
    let t0 = performance.now();
    const heap0 = process.memoryUsage().rss;
    await addProducts(db, COUNT);
    const [{ n }] = await db.select({ n: count() }).from(products);
    console.log(
      `${n.toLocaleString('en')} products in 14 languages written and indexed in ${((performance.now() - t0) / 1000).toFixed(1)} s (process RSS +${((process.memoryUsage().rss - heap0) / 1024 / 1024).toFixed(0)} MB)`,
    );
    const sizes = (await db.execute(
      sql`select pg_size_pretty(pg_total_relation_size('product_search')) as search, pg_size_pretty(pg_total_relation_size('products')) as products`,
    )) as unknown as { rows: { search: string; products: string }[] };
    console.log(`sizes: product_search ${sizes.rows[0].search} with its indexes, products ${sizes.rows[0].products}`);
    memoryRows.push([`${n.toLocaleString('en')} products written and indexed`, memory()]);
    t0 = performance.now();
    const large = await measure(db);
    memoryRows.push([`${n.toLocaleString('en')} products, after the queries`, memory()]);
    report('Search (listProducts with a keyword: what GET /product?keyword= and /products?keyword= run)', small?.searches ?? large.searches, large.searches, SEARCH_TARGET_MS);
    report('Lists and a product (uncached service calls; the pages serve them from the cache)', small?.pages ?? large.pages, large.pages);
    if (large.sitemap.length > 0) {
      report('Sitemap (uncached: the routes cache these reads by tag)', small?.sitemap ?? large.sitemap, large.sitemap);
      console.log(`a products file: ${sitemapFileSizes.join(' at 27; ')}${small ? ` at ${n.toLocaleString('en')}` : ''}`);
    }
    reportMemory(memoryRows);
    if (EXPLAIN) await explain(db);
  } finally {
    await opened.close();
    if (process.env.CATALOGUE_BENCH_KEEP || reused) console.log(`kept: ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
