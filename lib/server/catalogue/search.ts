import 'server-only';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CONTENT_FALLBACK, LOCALES, type Locale } from '@/lib/config';
import { appMeta } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import {
  continuousGrams, isContinuousScript, normalizeSearchText, searchTerms, searchTokens, type ProductSort,
} from '@/lib/search-text';
import { categories, products, productSearch, searchWords, type LocalizedText } from './schema';

/*
 * The product search: the index (product_search, search_words) and the query over it.
 *
 * A product has a row per language it is written in: its name there (`name`, for the ranking)
 * and every word a buyer may search for in that language — the name, summary, category and family
 * names, material, size and customisation options — each once, between spaces (`document`),
 * followed by the pieces of the spaceless runs (lib/search-text.ts continuousGrams). Everything is
 * normalised as lib/search-text.ts says (NFKC, lower case, accents folded) and indexed by
 * trigrams (GIN, pg_trgm). A row per language keeps each row short (well below the ~2 kB at which
 * PostgreSQL compresses a value and moves it out of line): checking a candidate row is then cheap,
 * and the planner, seeing a table of its true size, reads the index rather than every row.
 *
 * Matching, per term of the query (every term must match, in any of the product's languages):
 * - Chinese, Japanese, Korean, Thai (no spaces between words): a substring; a term of one or two
 *   characters is a piece of the grams (`% 包%`, `% 笔袋 %`), so the index finds it too;
 * - other scripts: a substring from four letters (`%neopren%`: German compounds), a word's
 *   start for two or three (`% a4%`, `% eva%`: not the middle of "nueva"), a whole word for one; and when no word of the catalogue contains a term of four
 *   letters or more (a typo), the few most similar words of the vocabulary (search_words, by
 *   pg_trgm's similarity) stand in for it: "neoprne" finds "neoprene".
 * Ranking: a term in a name counts most, a typo's stand-in in a name next, then the term in the
 * other texts, then a stand-in there; the terms' ranks add up. Only published products are found.
 *
 * The index is written by every write that changes a text it holds (products, categories), by the
 * seed, and at start (`ensureSearchIndex`: products without rows, or rows of an older layout).
 */

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/** Bumped when what a row holds changes: the next start rebuilds every row. */
const INDEX_VERSION = '2';
const INDEX_VERSION_KEY = 'product_search_version';

// ─── the rows ──────────────────────────────────────────────────────────────────────────────────

function textIn(value: LocalizedText | string | undefined | null, locale: Locale): string {
  if (!value) return '';
  return typeof value === 'string' ? value : value[locale] ?? '';
}

export interface SearchRow {
  productId: number;
  /** A locale, or SHARED_LOCALE. */
  locale: string;
  name: string;
  document: string;
}

/** A vocabulary word: a word of a spaced script with letters, 3 to 40 characters, no digits (typos are in words, not in model numbers). */
function isVocabularyWord(token: string): boolean {
  const length = [...token].length;
  return length >= 3 && length <= 40 && !/\d/.test(token) && /\p{L}/u.test(token) && !isContinuousScript(token);
}

/** The words of some texts, each once, with the grams of their spaceless runs. */
function wordsOf(texts: string[]): Set<string> {
  const tokens = new Set(texts.flatMap((t) => searchTokens(normalizeSearchText(t))));
  for (const gram of [...tokens].flatMap(continuousGrams)) tokens.add(gram);
  return tokens;
}

/** A document: the words between spaces (so `% a4%` is a word that starts with a4). */
function documentOf(words: Iterable<string>): string {
  return ` ${[...words].join(' ')} `;
}

/** The locale of a product's row of the words several of its languages share. */
export const SHARED_LOCALE = '*';

/**
 * A product's search rows: one per locale with a text of its own, holding the words only that
 * language uses and its name, and one (`SHARED_LOCALE`) with the words two or more languages
 * share — a material such as "EVA", a measurement, the Han characters of Chinese and Japanese —
 * whose `name` is every name, one line per locale in LOCALES order. A word is so in one row only: a common word finds each product once, not
 * fourteen times.
 */
export function searchRowsOf(
  product: Pick<ProductRow, 'id' | 'name' | 'summary' | 'material' | 'size' | 'customization'>,
  category: Pick<CategoryRow, 'name'> | null,
  family: Pick<CategoryRow, 'name'> | null,
): SearchRow[] {
  const perLocale: { locale: Locale; name: string; words: Set<string> }[] = [];
  for (const locale of LOCALES) {
    const own = [
      textIn(product.name, locale),
      textIn(product.summary, locale),
      textIn(product.material, locale),
      typeof product.size === 'string' ? '' : textIn(product.size, locale),
      ...(product.customization[locale] ?? []),
    ];
    if (own.every((t) => t.trim() === '')) continue;
    const words = wordsOf([...own, typeof product.size === 'string' ? product.size : '', textIn(category?.name, locale), textIn(family?.name, locale)]);
    perLocale.push({ locale, name: normalizeSearchText(textIn(product.name, locale)), words });
  }
  const seen = new Map<string, number>();
  for (const row of perLocale) for (const word of row.words) seen.set(word, (seen.get(word) ?? 0) + 1);
  const shared = [...seen].filter(([, n]) => n > 1).map(([word]) => word);
  const rows: SearchRow[] = perLocale
    .map(({ locale, name, words }) => ({
      productId: product.id,
      locale,
      name,
      // Kept when every word is shared: its name ranks a hit in the visitor's language.
      document: documentOf([...words].filter((w) => seen.get(w) === 1)),
    }));
  if (shared.length > 0) {
    // Line n is the name in LOCALES[n - 1] (empty where there is none): the ranking reads the visitor's line.
    const names = LOCALES.map((l) => perLocale.find((r) => r.locale === l)?.name ?? '').join('\n');
    rows.push({ productId: product.id, locale: SHARED_LOCALE, name: names, document: documentOf(shared) });
  }
  return rows;
}

/** The vocabulary words of search rows (for typo tolerance). */
function vocabularyOf(rows: SearchRow[]): string[] {
  const words = new Set<string>();
  for (const row of rows) for (const token of row.document.split(' ')) if (isVocabularyWord(token)) words.add(token);
  return [...words];
}

const family = alias(categories, 'family');

/** Writes (or rewrites) the search rows of these products, or of every product when `ids` is absent. */
export async function indexProducts(db: Db, ids?: number[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  let written = 0;
  // In slices, so that 10,000 products in 14 languages are never all in memory at once.
  const all = ids ?? (await db.select({ id: products.id }).from(products).orderBy(asc(products.id))).map((p) => p.id);
  for (let at = 0; at < all.length; at += 500) {
    const slice = all.slice(at, at + 500);
    const rows = await db
      .select({
        product: {
          id: products.id, name: products.name, summary: products.summary, material: products.material,
          size: products.size, customization: products.customization,
        },
        category: { name: categories.name },
        family: { name: family.name },
      })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .leftJoin(family, eq(categories.parentId, family.id))
      .where(inArray(products.id, slice));
    // Written language by language: a term's matching rows (one language's, or the shared ones)
    // then sit side by side on fewer pages, which the index's candidates are read from.
    const values = rows
      .flatMap((r) => searchRowsOf(r.product as ProductRow, r.category, r.family))
      .sort((a, b) => (a.locale < b.locale ? -1 : a.locale > b.locale ? 1 : a.productId - b.productId));
    // A language whose texts were removed loses its row.
    await db.delete(productSearch).where(inArray(productSearch.productId, slice));
    for (let from = 0; from < values.length; from += 1000) await db.insert(productSearch).values(values.slice(from, from + 1000));
    const words = vocabularyOf(values);
    for (let from = 0; from < words.length; from += 2000) {
      await db.insert(searchWords).values(words.slice(from, from + 2000).map((word) => ({ word }))).onConflictDoNothing();
    }
    written += rows.length;
  }
  return written;
}

/** Rewrites the rows of every product in these categories or their sub-categories (after a category's name or family changes). */
export async function indexCategoryProducts(db: Db, categoryIds: number[]): Promise<number> {
  if (categoryIds.length === 0) return 0;
  const children = await db.select({ id: categories.id }).from(categories).where(inArray(categories.parentId, categoryIds));
  const all = [...categoryIds, ...children.map((c) => c.id)];
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.categoryId, all));
  return indexProducts(db, rows.map((r) => r.id));
}

/** Rewrites every product's rows and the vocabulary (the seed calls this after writing the products). */
export async function rebuildSearchIndex(db: Db): Promise<number> {
  // The vocabulary starts again from the words of today's products (words of deleted or changed texts go).
  await db.delete(searchWords);
  const written = await indexProducts(db);
  await db
    .insert(appMeta)
    .values({ key: INDEX_VERSION_KEY, value: INDEX_VERSION })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: INDEX_VERSION } });
  return written;
}

/**
 * At start: rows written by another version of these rules are written again, and products
 * without rows (a database older than the search) get theirs. Idempotent: a second call writes
 * nothing.
 */
export async function ensureSearchIndex(db: Db): Promise<number> {
  const [version] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, INDEX_VERSION_KEY));
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  if (n === 0) return 0;
  if (version?.value !== INDEX_VERSION) return rebuildSearchIndex(db);
  const missing = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`not exists (select 1 from ${productSearch} where ${productSearch.productId} = ${products.id})`);
  return indexProducts(db, missing.map((m) => m.id));
}

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

// ─── the engine check (PostgreSQL) ─────────────────────────────────────────────────────────────

/**
 * What the database can do for the search: pg_trgm makes trigrams of Chinese, Japanese and Korean
 * only when the database's character type is UTF-8 (a `C` or `POSIX` ctype makes none, so those
 * searches read every row). Returns a warning to log, or null.
 */
export async function checkSearchEngine(db: Db): Promise<string | null> {
  const [{ ctype, grams }] = await rowsOf<{ ctype: string; grams: number }>(
    db,
    sql`select datctype as ctype, cardinality(show_trgm('潜水料'))::int as grams from pg_database where datname = current_database()`,
  );
  if (grams > 0) return null;
  return (
    `[search] this database's character type is '${ctype}': pg_trgm makes no trigrams of Chinese, Japanese or Korean text, ` +
    'so searches in those languages read every product instead of using the index. Create the database with a UTF-8 ' +
    "locale (initdb --locale=C.UTF-8, or CREATE DATABASE … LC_CTYPE 'C.UTF-8' TEMPLATE template0)."
  );
}

/**
 * The server's start (lib/server/startup.ts): rows for products that lack them, and on PostgreSQL
 * a warning in the log when the database cannot make CJK trigrams.
 */
export async function prepareSearch(db: Db, kind: 'pglite' | 'postgres', log: (message: string) => void = console.warn): Promise<void> {
  const written = await ensureSearchIndex(db);
  if (written > 0) console.log(`[search] indexed ${written} product${written === 1 ? '' : 's'}`);
  if (kind === 'postgres') {
    const warning = await checkSearchEngine(db);
    if (warning) log(warning);
  }
}

// ─── the query ─────────────────────────────────────────────────────────────────────────────────

export interface ProductIdQuery {
  keyword?: string;
  /** The ids of the category asked for and its sub-categories; absent for every category. */
  categoryIds?: number[];
  sort?: ProductSort;
  page: number;
  limit: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A typo's stand-ins: at most TYPO_WORDS vocabulary words, among the TYPO_CANDIDATES most similar by trigrams (pg_trgm's similarity ≥ TYPO_SIMILARITY), within one edit of a word of 4 or 5 letters, two of a longer one. */
const TYPO_WORDS = 3;
const TYPO_CANDIDATES = 20;
const TYPO_SIMILARITY = '0.2';

/** Damerau–Levenshtein distance (optimal string alignment): a swap of two neighbours is one edit ("lapotp" → "laptop"). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[x.length][y.length];
}

/**
 * The vocabulary words that a term no product contains was probably meant to be: trigram
 * candidates from the index (a swap of two letters leaves few trigrams, so the bar is low, set
 * for this one statement), then the closest by edits.
 */
async function typoStandIns(db: Db, term: string): Promise<string[]> {
  const score = sql<number>`similarity(${searchWords.word}, ${term})`;
  // `%` uses pg_trgm.similarity_threshold, set to TYPO_SIMILARITY for the search's transaction (findProductIds).
  const candidates = await db
    .select({ word: searchWords.word, score })
    .from(searchWords)
    .where(sql`${searchWords.word} % ${term}`)
    .orderBy(desc(score), asc(searchWords.word))
    .limit(TYPO_CANDIDATES);
  const allowed = [...term].length <= 5 ? 1 : 2;
  return candidates
    .map((c) => ({ ...c, edits: editDistance(term, c.word) }))
    .filter((c) => c.edits <= allowed)
    .sort((a, b) => a.edits - b.edits || b.score - a.score)
    .slice(0, TYPO_WORDS)
    .map((c) => c.word);
}

/** How one term is looked for: LIKE patterns over `document` (the first is the term's own). */
interface TermPlan {
  term: string;
  patterns: string[];
}

/** The patterns of a term: see the module comment. */
async function planTerm(db: Db, term: string): Promise<TermPlan> {
  const length = [...term].length;
  const escaped = escapeLike(term);
  if (isContinuousScript(term)) {
    return { term, patterns: [length === 1 ? `% ${escaped}%` : length === 2 ? `% ${escaped} %` : `%${escaped}%`] };
  }
  if (length === 1) return { term, patterns: [`% ${escaped} %`] };
  // Three letters or fewer: a word's start ("eva" is not the middle of "nueva").
  if (length <= 3) return { term, patterns: [`% ${escaped}%`] };
  const patterns = [`%${escaped}%`];
  if (length >= 4 && isVocabularyWord(term)) {
    const [known] = await db.select({ word: searchWords.word }).from(searchWords).where(sql`${searchWords.word} like ${patterns[0]}`).limit(1);
    if (!known) for (const word of await typoStandIns(db, term)) patterns.push(`%${escapeLike(word)}%`);
  }
  return { term, patterns };
}

/**
 * The products one term finds, with the term's rank for each (the best of its rows): a subquery
 * `(product_id, rank)` to join.
 */
function termHits(db: Db, plan: TermPlan, index: number, locale: Locale) {
  const doc = sql`${productSearch.document}`;
  const name = sql`${productSearch.name}`;
  const matches = plan.patterns.map((p) => sql`${doc} like ${p}`);
  // The visitor's own name: their row's, or their line of the shared row's.
  const ownName = sql`(case when ${productSearch.locale} = ${SHARED_LOCALE} then split_part(${name}, E'\n', ${LOCALES.indexOf(locale) + 1}) when ${productSearch.locale} = ${locale} then ${name} else '' end)`;
  const termPattern = `%${escapeLike(plan.term)}%`;
  const typoInName = plan.patterns.slice(1).map((p) => sql`${name} like ${p}`);
  // A name in the visitor's language first, any other name next, a typo's stand-in in a name then,
  // the other texts last (the cheap tests first: most rows' names lack the term).
  // Without stand-ins every matching row holds the term: no second look at the document.
  const rank = typoInName.length
    ? sql<number>`max(case when ${name} like ${termPattern} then (case when ${ownName} like ${termPattern} then 6 else 4 end) when ${sql.join(typoInName, sql` or `)} then 3 when ${matches[0]} then 1 else 0.5 end)`
    : sql<number>`max(case when ${name} not like ${termPattern} then 1 when ${ownName} like ${termPattern} then 6 else 4 end)`;
  return db
    .select({ productId: productSearch.productId, rank: rank.as(`rank${index}`) })
    .from(productSearch)
    .where(matches.length === 1 ? matches[0] : sql`(${sql.join(matches, sql` or `)})`)
    .groupBy(productSearch.productId)
    .as(`hits${index}`);
}

const collators = new Map<Locale, Intl.Collator>();

/** Names in the order of `locale`'s alphabet (Intl.Collator: pinyin for Chinese, accents where the language puts them). */
function compareNames(locale: Locale) {
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })));
  return (a: { name: string; id: number }, b: { name: string; id: number }) => collator.compare(a.name, b.name) || a.id - b.id;
}

/** The name a visitor of `locale` reads (asked → en → zh-CN, as resolveText), as SQL text. */
function nameIn(locale: Locale): SQL<string> {
  const chain = [...new Set([locale, ...CONTENT_FALLBACK])].map((l) => sql`nullif(${products.name} ->> ${l}, '')`);
  return sql<string>`coalesce(${sql.join(chain, sql`, `)}, '')`;
}

/**
 * The ids of one page of published products that match, in the asked order, and how many match
 * in all. `sort` defaults to relevance with a keyword and to the catalogue's order without.
 */
export async function findProductIds(db: Db, locale: Locale, query: ProductIdQuery): Promise<{ ids: number[]; total: number }> {
  const terms = query.keyword ? searchTerms(query.keyword) : [];
  // A keyword of punctuation alone names nothing to look for: nothing is found.
  if (query.keyword && terms.length === 0) return { ids: [], total: 0 };
  if (terms.length === 0) return findIn(db, locale, query, []);
  // A search runs in a transaction of its own settings: the typo lookup's low similarity bar, and
  // the cost of a random page read for data in memory (1.1 for 4): with the default, the planner
  // prices a row's LIKE as one cheap operator and may read all 140,000 rows of 10,000 products
  // instead of the index's candidates, 10 to 40 times slower in PGlite (scripts/bench-catalogue.ts).
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${TYPO_SIMILARITY}, true), set_config('random_page_cost', '1.1', true)`);
    return findIn(tx as unknown as Db, locale, query, terms);
  });
}

async function findIn(db: Db, locale: Locale, query: ProductIdQuery, terms: string[]): Promise<{ ids: number[]; total: number }> {
  const plans = await Promise.all(terms.map((term) => planTerm(db, term)));
  const hits = plans.map((plan, i) => termHits(db, plan, i, locale));
  const conditions: SQL[] = [eq(products.published, true)];
  if (query.categoryIds) conditions.push(inArray(products.categoryId, query.categoryIds));
  const where = and(...conditions);
  const sort = query.sort ?? (terms.length ? 'relevance' : undefined);
  const offset = (query.page - 1) * query.limit;
  const ranked = sort === 'relevance' && hits.length > 0;
  const select = <T extends Record<string, unknown>>(fields: (rank: SQL) => T) => {
    const rank = sql.join(hits.map((_, i) => sql`${sql.identifier(`hits${i}`)}.${sql.identifier(`rank${i}`)}`), sql` + `);
    let q = db.select(fields(rank) as never).from(products).$dynamic();
    hits.forEach((h) => (q = q.innerJoin(h, eq(h.productId, products.id))));
    return { q: q.where(where), rank };
  };

  if (sort === 'name') {
    // Collation-safe: every match's name in the visitor's locale, ordered by the locale's rules
    // (Intl.Collator: pinyin for Chinese, the alphabet's order with its accents elsewhere), whatever
    // the database's collation is.
    const { q } = select(() => ({ id: products.id, name: nameIn(locale) }));
    const named = ((await q) as { id: number; name: string }[]).sort(compareNames(locale));
    return { ids: named.slice(offset, offset + query.limit).map((r) => r.id), total: named.length };
  }

  const { q, rank } = select(() => ({ id: products.id, total: sql<number>`count(*) over ()` }));
  const order: SQL[] =
    sort === 'newest'
      ? [desc(products.createdAt), desc(products.id)]
      : sort === 'moq'
        ? [asc(products.moq), asc(products.sort), asc(products.id)]
        : ranked
          ? [sql`${rank} desc`, asc(products.sort), asc(products.id)]
          : [asc(products.sort), asc(products.id)];
  const rows = (await q.orderBy(...order).limit(query.limit).offset(offset)) as { id: number; total: number }[];
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: Number(rows[0].total) };
  if (offset === 0) return { ids: [], total: 0 };
  // A page past the last: the total still says how many there are.
  const counted = select(() => ({ n: sql<number>`count(*)::int` }));
  const [{ n }] = (await counted.q) as { n: number }[];
  return { ids: [], total: Number(n) };
}
