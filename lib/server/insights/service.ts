import 'server-only';
import type { Locale } from '@/lib/config';
import { SEARCH_TERM_MAX } from '@/lib/api/contract/insights';
import { tally } from './tally.mjs';

/*
 * What other domains tell the insights (no actor: these are counts, never a person's data).
 */

/**
 * A term as the report groups it: NFKC, lower case, spaces collapsed, cut to SEARCH_TERM_MAX; null
 * for what could name a person (an e-mail address, a phone number or another long run of digits).
 */
export function searchTermOf(keyword: string): string | null {
  const term = keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, SEARCH_TERM_MAX);
  if (!term || term.includes('@') || /\d[\d\s().+-]{5,}\d/.test(term)) return null;
  return term;
}

/** A catalogue search found nothing: counted in memory, written with the page views. */
export function recordSearchMiss(keyword: string, locale: Locale, now: Date = new Date()): void {
  const term = searchTermOf(keyword);
  if (term) tally().miss(now.toISOString().slice(0, 10), term, locale);
}
