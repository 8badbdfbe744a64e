/*
 * The product search's text rules, shared by the index (lib/server/catalogue/search.ts), the
 * query and the highlighting of results: one normalisation on every side, so what is stored and
 * what is asked compare as equals.
 *
 * - NFKC (full-width ＥＶＡ is EVA, ㎜ is mm), lower case, whitespace collapsed;
 * - the accents of Latin, Greek and Cyrillic letters and Arabic's vowel marks dropped (néoprène
 *   and neoprene, Tiếng and tieng meet; Vietnamese đ is d and German ß is ss, as people type them). Japanese voicing
 *   marks and Thai vowels are letters of their own and stay.
 */

/** Combining diacritics (U+0300–036F), Arabic harakat and tatweel: a search ignores them. */
const FOLDED_MARKS = /[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g;

/** Scripts written without spaces between words: their terms match as substrings. */
const CONTINUOUS_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\u3005\u30fc]/u;

/** Search text of one string: see the module comment. */
export function normalizeSearchText(value: string): string {
  return fold(value).replace(/\s+/g, ' ').trim();
}

/** Printable ASCII and line breaks: every step of `fold` but lower case leaves such a text as it is. */
const PLAIN = /^[\t\n\r -~]*$/;

function fold(value: string): string {
  // Most texts of a Latin-script catalogue: four normalisations spared per text (an import indexes thousands).
  if (PLAIN.test(value)) return value.toLowerCase();
  return value.normalize('NFKC').toLowerCase().normalize('NFD').replace(FOLDED_MARKS, '').replace(/đ/g, 'd').replace(/ß/g, 'ss').normalize('NFC');
}

/** Whether a term is in a script without word spaces (Chinese, Japanese, Korean, Thai). */
export function isContinuousScript(term: string): boolean {
  return CONTINUOUS_SCRIPT.test(term);
}

const CONTINUOUS_CHARS = CONTINUOUS_SCRIPT.source.slice(1, -1);
const SCRIPT_BOUNDARY = new RegExp(`([${CONTINUOUS_CHARS}](?=[^${CONTINUOUS_CHARS}\\s\\p{P}\\p{S}])|[^${CONTINUOUS_CHARS}\\s\\p{P}\\p{S}](?=[${CONTINUOUS_CHARS}]))`, 'gu');

/** At most this many terms of a query count (the rest are ignored). */
export const MAX_SEARCH_TERMS = 8;

/**
 * The words of a normalised text: split at spaces and punctuation (a hyphen or a dot inside a word
 * stays: "t-shirt", "3.5"). A run of Chinese, Japanese, Korean or Thai is one word here, apart from
 * the Latin letters or digits it touches ("EVA模压" is "eva", "模压").
 */
export function searchTokens(normalized: string): string[] {
  // Where a spaceless script meets a spaced one (EVA模压, 3mm潜水料, TPU手机壳) a word ends: "eva" is
  // the same word in every language, and a Latin word's start is found there too. (Printable
  // ASCII has no spaceless script: the search for such boundaries is spared.)
  const bounded = PLAIN.test(normalized) ? normalized : normalized.replace(SCRIPT_BOUNDARY, '$1 ');
  return bounded
    .split(/(?:[\s\p{Z}]|(?![-.])[\p{P}\p{S}])+/u)
    .map((t) => t.replace(/^[-.]+|[-.]+$/g, ''))
    .filter((t) => t !== '');
}

/** The terms of a query: its words (searchTokens), without repeats, at most MAX_SEARCH_TERMS. */
export function searchTerms(query: string): string[] {
  return [...new Set(searchTokens(normalizeSearchText(query)))].slice(0, MAX_SEARCH_TERMS);
}

const CONTINUOUS_RUN = new RegExp(`${CONTINUOUS_SCRIPT.source}+`, 'gu');

/**
 * The index's pieces of the spaceless runs in a word: every pair of neighbouring characters and
 * the run's last character ("收纳包" → 收纳, 纳包, 包), so a query of one or two characters is a
 * whole piece the trigram index can find (`% 纳包 %`, `% 包%`) instead of a substring that makes
 * the database read every row.
 */
export function continuousGrams(token: string): string[] {
  const grams: string[] = [];
  if (PLAIN.test(token)) return grams;
  for (const run of token.matchAll(CONTINUOUS_RUN)) {
    const chars = [...run[0]];
    for (let i = 0; i + 1 < chars.length; i += 1) grams.push(chars[i] + chars[i + 1]);
    grams.push(chars[chars.length - 1]);
  }
  return grams;
}

// ─── highlighting ──────────────────────────────────────────────────────────────────────────────

export interface TextPart {
  text: string;
  /** A part that matched a term of the query. */
  hit: boolean;
}

/** Trigrams of a word as pg_trgm makes them (two spaces before, one after). */
function trigrams(word: string): Set<string> {
  const chars = [...`  ${word} `];
  const set = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) set.add(chars.slice(i, i + 3).join(''));
  return set;
}

/** How much of a term's trigrams a word holds (pg_trgm's word similarity for one word). */
function similarity(term: string, word: string): number {
  const a = trigrams(term);
  const b = trigrams(word);
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  return shared / a.size;
}

/** A word is marked for a term it does not contain when they are this similar (a typo). */
const TYPO_SIMILARITY = 0.5;

/**
 * Splits a text a visitor reads into parts, marking what the query found: every occurrence of a
 * term (accents, case and width ignored), or, for a term the text does not contain, the words
 * close to it (a typo: "neopren" marks "Neoprene"). The text's own characters are kept; the caller
 * renders `hit` parts in <mark> as text (React escapes them), so nothing in a name or a query can
 * become markup.
 */
export function highlightParts(text: string, query: string | string[]): TextPart[] {
  const terms = (Array.isArray(query) ? query.flatMap(searchTerms) : searchTerms(query)).filter((t) => t.length > 0);
  if (!text || terms.length === 0) return text ? [{ text, hit: false }] : [];
  // The folded text, with where each of its code units came from in the original.
  let folded = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    const piece = fold(text.slice(i, i + width));
    for (let k = 0; k < piece.length; k += 1) origin.push(i);
    folded += piece;
    i += width;
  }
  origin.push(text.length);
  const marked = new Array<boolean>(text.length).fill(false);
  const mark = (from: number, to: number) => {
    const start = origin[from];
    const end = origin[to];
    for (let i = start; i < end; i += 1) marked[i] = true;
  };
  for (const term of terms) {
    let found = false;
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      // Short terms of spaced scripts match a word's start (as the search does): "eva" in "EVA", not in "nueva".
      const before = at > 0 ? folded[at - 1] : ' ';
      if ([...term].length <= 3 && !isContinuousScript(term) && /[\p{L}\p{N}\p{M}]/u.test(before) && !isContinuousScript(before)) continue;
      mark(at, at + term.length);
      found = true;
    }
    if (found || isContinuousScript(term) || term.length < 3) continue;
    for (const word of folded.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
      if (similarity(term, word[0]) >= TYPO_SIMILARITY) mark(word.index, word.index + word[0].length);
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length;) {
    const hit = marked[i];
    let j = i + 1;
    while (j < text.length && marked[j] === hit) j += 1;
    parts.push({ text: text.slice(i, j), hit });
    i = j;
  }
  return parts;
}

// ─── sorting ───────────────────────────────────────────────────────────────────────────────────

/**
 * The orders of the product list: `relevance` (the default with a keyword; without one it is the
 * catalogue's own order), `newest` first, `name` A to Z in the visitor's language, `moq` lowest
 * first.
 */
export const PRODUCT_SORTS = ['relevance', 'newest', 'name', 'moq'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && (PRODUCT_SORTS as readonly string[]).includes(value);
}
