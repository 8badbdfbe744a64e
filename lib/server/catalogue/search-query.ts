import 'server-only';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CONTENT_FALLBACK, LOCALES, type Locale } from '@/lib/config';
import { escapeLike } from '@/lib/server/db/like';
import type { Db } from '@/lib/server/db/types';
import { isContinuousScript, searchTerms, type ProductSort } from '@/lib/search-text';
import { products, productSearch, searchWords } from './schema';
import { isVocabularyWord, SHARED_LOCALE } from './search';

/*
 * The product search's query over the index that ./search.ts writes (how terms match and rank is
 * told there): the ids of a page of published products for a keyword, a category and a sort.
 */

export interface ProductIdQuery {
  keyword?: string;
  /** The ids of the category asked for and its sub-categories; absent for every category. */
  categoryIds?: number[];
  sort?: ProductSort;
  page: number;
  limit: number;
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
    const [known] = await db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(sql`${searchWords.word} like ${patterns[0]}`)
      .limit(1);
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
    const rank = sql.join(
      hits.map((_, i) => sql`${sql.identifier(`hits${i}`)}.${sql.identifier(`rank${i}`)}`),
      sql` + `,
    );
    let q = db
      .select(fields(rank) as never)
      .from(products)
      .$dynamic();
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
  const rows = (await q
    .orderBy(...order)
    .limit(query.limit)
    .offset(offset)) as { id: number; total: number }[];
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: Number(rows[0].total) };
  if (offset === 0) return { ids: [], total: 0 };
  // A page past the last: the total still says how many there are.
  const counted = select(() => ({ n: sql<number>`count(*)::int` }));
  const [{ n }] = (await counted.q) as { n: number }[];
  return { ids: [], total: Number(n) };
}
