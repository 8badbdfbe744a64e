/*
 * The address of a back-office list page: its search parameters (the first value of each), the
 * filters it keeps in its pager's links, and the values its filter form shows again.
 */

export type SearchParams = Record<string, string | string[] | undefined>;
export type RawQuery = Record<string, string | undefined>;

/** The props Next.js gives a list page. */
export type ListPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** The first value of each search parameter (`?a=1&a=2` is `a=1`), what the query validators read. */
export function firstValues(params: SearchParams): RawQuery {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

/** How many pages a list of `total` rows, `limit` a page, has: one at least (an empty list is page 1 of 1). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The address of page `n` of `here` with the `kept` filters (page 1 has no `page`; no filters, no `?`). */
export function pageLink(here: string, kept: URLSearchParams): (n: number) => string {
  return (n) => {
    const q = new URLSearchParams(kept);
    if (n > 1) q.set('page', String(n));
    return q.size ? `${here}?${q}` : here;
  };
}

/**
 * A list's filters, as read from its address. A query that did not validate keeps nothing and shows
 * nothing (the list shows everything, the form is blank): `valid` is the validator's `ok`.
 * - `value(name)`: what the form shows in the field `name` ('' when absent).
 * - `kept`: the non-empty filters among `filters`, in that order (the pager's and an export's links).
 * - `pageHref(n)`: page `n` of `here` with those filters.
 */
export function listQuery(raw: RawQuery, valid: boolean, filters: readonly string[], here: string) {
  const value = (name: string) => (valid && typeof raw[name] === 'string' ? raw[name] : '');
  const kept = new URLSearchParams();
  for (const name of filters) if (value(name)) kept.set(name, value(name));
  return { value, kept, pageHref: pageLink(here, kept) };
}

/** A translator of a back-office namespace that has the pager's four texts. */
type PagerTranslator = (key: 'pagination' | 'previous' | 'next' | 'page', values?: { page: number; pages: number }) => string;

/** The pager's texts, from the namespace's `pagination`, `previous`, `next` and `page` messages. */
export function pagerTexts(t: PagerTranslator, page: number, pages: number) {
  return { label: t('pagination'), previous: t('previous'), next: t('next'), position: t('page', { page, pages }) };
}

/** A translator of a back-office list namespace: its title, count, empty text and the pager's texts. */
export type ResultsTranslator = (key: 'title' | 'count' | 'empty' | 'pagination' | 'previous' | 'next' | 'page', values?: Record<string, number>) => string;

/**
 * What a list's results show (the props of ListResults): the count, the empty text, and the pager of
 * page `page` whose links are `href`, all from the namespace's usual keys.
 */
export function listResults(t: ResultsTranslator, found: { list: readonly unknown[]; total: number; limit: number }, page: number, href: (n: number) => string) {
  const pages = pageCount(found.total, found.limit);
  return {
    label: t('title'),
    count: t('count', { total: found.total }),
    isEmpty: found.list.length === 0,
    emptyText: t('empty'),
    pager: { page, pages, href, texts: pagerTexts(t, page, pages) },
  };
}
