import { isProductSort, type ProductSort } from './search-text';

/**
 * The product list's public URLs carry the filter, page and order in the query
 * (`/products?category=pouch&page=2&sort=newest`, as the slider links them). Pages that read the
 * query are rendered per request, so the proxy rewrites each such URL to an internal path segment
 * (`/products/pouch~2`, `/products/pouch~2~newest`) whose HTML is cached like any other catalogue
 * page. A search (`?keyword=`, free text) is no such page: the proxy sends it to
 * `/products/search` with its query, rendered per request (SEARCH_SEGMENT).
 */
export const ALL_CATEGORIES = 'all';
const SEPARATOR = '~';
/** The internal route of a search's results (it reads the query itself). */
export const SEARCH_SEGMENT = 'search';

/** The orders of a list without a keyword: relevance is no order of its own there (it is the catalogue's). */
export type ListSort = Exclude<ProductSort, 'relevance'>;

export interface ListView {
  category: string | null;
  page: number;
  /** Absent: the catalogue's order (or relevance, with a keyword). */
  sort?: ProductSort;
  /** A search: never in a cached segment. */
  keyword?: string;
}

/** A sort from the query: undefined for none (or relevance, the default), null for an unknown one. */
function sortFrom(value: string | null, keyword: boolean): ProductSort | undefined | null {
  if (value === null || value === '') return undefined;
  if (!isProductSort(value)) return null;
  return value === 'relevance' && !keyword ? undefined : value;
}

const KEY = /^[a-z0-9-]{1,64}$/;

/** Reads ?category=&page= ; null when they cannot name a list page (the page then answers 404). */
export function viewFromQuery(params: URLSearchParams): ListView | null {
  const category = params.get('category');
  const page = params.get('page');
  const keyword = params.get('keyword')?.trim() || undefined;
  if (category !== null && category !== '' && !KEY.test(category)) return null;
  if (page !== null && page !== '' && !/^[1-9]\d{0,4}$/.test(page)) return null;
  const sort = sortFrom(params.get('sort'), Boolean(keyword));
  if (sort === null) return null;
  return { category: category || null, page: page ? Number(page) : 1, ...(sort && { sort }), ...(keyword && { keyword }) };
}

/** The cached segment of a view without a keyword. */
export function segmentOf(view: ListView): string {
  const base = `${view.category ?? ALL_CATEGORIES}${SEPARATOR}${view.page}`;
  return view.sort && view.sort !== 'relevance' ? `${base}${SEPARATOR}${view.sort}` : base;
}

export function viewFromSegment(segment: string): ListView | null {
  const decoded = decodeURIComponent(segment);
  const [category, page, sort, extra] = decoded.split(SEPARATOR);
  if (extra !== undefined || !category || !KEY.test(category) || !/^[1-9]\d{0,4}$/.test(page ?? '')) return null;
  if (sort !== undefined && (!isProductSort(sort) || sort === 'relevance')) return null;
  return { category: category === ALL_CATEGORIES ? null : category, page: Number(page), ...(sort && { sort: sort as ListSort }) };
}

/** The public href of a list view (for links, canonical URLs and the sitemap). */
export function listHref(view: ListView): string {
  const query = new URLSearchParams();
  if (view.keyword) query.set('keyword', view.keyword);
  if (view.category) query.set('category', view.category);
  // Relevance is the default wherever it applies: never in the address.
  if (view.sort && view.sort !== 'relevance') query.set('sort', view.sort);
  if (view.page > 1) query.set('page', String(view.page));
  const qs = query.toString();
  return qs ? `/products?${qs}` : '/products';
}
