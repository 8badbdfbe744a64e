import 'server-only';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOCALES, type Locale } from '@/lib/config';
import { appMeta } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { continuousGrams, isContinuousScript, normalizeSearchText, searchTokens } from '@/lib/search-text';
import { categories, products, productSearch, productSearchPending, searchWords, type LocalizedText } from './schema';

/*
 * The product search's index (product_search, search_words); the query over it is ./search-query.ts.
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
 * seed, and at start (`ensureSearchIndex`: products without rows, or rows of an older layout); an
 * import's products are written after its commit (./search-pending.ts).
 */

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/** Bumped when what a row holds changes: the next start rebuilds every row. */
const INDEX_VERSION = '2';
const INDEX_VERSION_KEY = 'product_search_version';

// ─── the rows ──────────────────────────────────────────────────────────────────────────────────

function textIn(value: LocalizedText | string | undefined | null, locale: Locale): string {
  if (!value) return '';
  return typeof value === 'string' ? value : (value[locale] ?? '');
}

export interface SearchRow {
  productId: number;
  /** A locale, or SHARED_LOCALE. */
  locale: string;
  name: string;
  document: string;
}

/** A vocabulary word: a word of a spaced script with letters, 3 to 40 characters, no digits (typos are in words, not in model numbers). */
export function isVocabularyWord(token: string): boolean {
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
  const rows: SearchRow[] = perLocale.map(({ locale, name, words }) => ({
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

/**
 * Search rows written as one JSON parameter: a thousand rows' four thousand values built into an
 * INSERT (and each sent as a parameter of its own) cost more than the rows' writing itself.
 */
async function insertSearchRows(db: Db, rows: SearchRow[]): Promise<void> {
  await db.execute(sql`
    insert into ${productSearch} (product_id, locale, name, document)
    select product_id, locale, name, document from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ product_id: r.productId, locale: r.locale, name: r.name, document: r.document })))}::jsonb) as x(product_id integer, locale text, name text, document text)`);
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
          id: products.id,
          name: products.name,
          summary: products.summary,
          material: products.material,
          size: products.size,
          customization: products.customization,
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
    // Only the rows that differ are replaced: a product whose English name changed gets its English
    // and shared rows again, not its fourteen, and each row written costs its trigrams in the index.
    // A language whose texts were removed loses its row.
    const stored = await db
      .select({ productId: productSearch.productId, locale: productSearch.locale, name: productSearch.name, document: productSearch.document })
      .from(productSearch)
      .where(inArray(productSearch.productId, slice));
    const keyOf = (row: SearchRow) => `${row.productId} ${row.locale}`;
    const fresh = new Map(values.map((row) => [keyOf(row), row]));
    const kept = new Map(stored.map((row) => [keyOf(row), row]));
    const same = (a: SearchRow | undefined, b: SearchRow | undefined) => a !== undefined && b !== undefined && a.name === b.name && a.document === b.document;
    const stale = stored.filter((row) => !same(row, fresh.get(keyOf(row)))).map((row) => [row.productId, row.locale]);
    const changed = values.filter((row) => !same(row, kept.get(keyOf(row))));
    if (stale.length) {
      await db
        .delete(productSearch)
        .where(sql`(${productSearch.productId}, ${productSearch.locale}) in (select (e->>0)::int, e->>1 from jsonb_array_elements(${JSON.stringify(stale)}::jsonb) e)`);
    }
    for (let from = 0; from < changed.length; from += 1000) await insertSearchRows(db, changed.slice(from, from + 1000));
    const words = vocabularyOf(values);
    for (let from = 0; from < words.length; from += 2000) {
      await db
        .insert(searchWords)
        .values(words.slice(from, from + 2000).map((word) => ({ word })))
        .onConflictDoNothing();
    }
    // The rows are now the products' latest: their import marks go with them (./search-pending.ts).
    // A mark another transaction holds is left (never waited for, so a product's save cannot
    // deadlock with the catch-up): that transaction is the catch-up, which writes the rows again.
    await db
      .delete(productSearchPending)
      .where(
        inArray(
          productSearchPending.productId,
          db.select({ id: productSearchPending.productId }).from(productSearchPending).where(inArray(productSearchPending.productId, slice)).for('update', { skipLocked: true }),
        ),
      );
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
  return indexProducts(
    db,
    rows.map((r) => r.id),
  );
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
 * without rows (a database older than the search) get theirs; those an import marked are left to
 * the catch-up (./search-pending.ts), which prepareSearch starts. Idempotent: a second call writes
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
    .where(
      sql`not exists (select 1 from ${productSearch} where ${productSearch.productId} = ${products.id})
        and not exists (select 1 from ${productSearchPending} where ${productSearchPending.productId} = ${products.id})`,
    );
  return indexProducts(
    db,
    missing.map((m) => m.id),
  );
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
