/**
 * The product list's public URLs carry the filter and page in the query
 * (`/products?category=pouch&page=2`, as the slider links them). Pages that read the query are
 * rendered per request, so the proxy rewrites each such URL to an internal path segment
 * (`/products/pouch~2`) whose HTML is cached like any other catalogue page.
 */
export const ALL_CATEGORIES = 'all';
const SEPARATOR = '~';

export interface ListView {
  category: string | null;
  page: number;
}

const KEY = /^[a-z0-9-]{1,64}$/;

/** Reads ?category=&page= ; null when they cannot name a list page (the page then answers 404). */
export function viewFromQuery(params: URLSearchParams): ListView | null {
  const category = params.get('category');
  const page = params.get('page');
  if (category !== null && category !== '' && !KEY.test(category)) return null;
  if (page !== null && page !== '' && !/^[1-9]\d{0,4}$/.test(page)) return null;
  return { category: category || null, page: page ? Number(page) : 1 };
}

export function segmentOf(view: ListView): string {
  return `${view.category ?? ALL_CATEGORIES}${SEPARATOR}${view.page}`;
}

export function viewFromSegment(segment: string): ListView | null {
  const decoded = decodeURIComponent(segment);
  const [category, page, extra] = decoded.split(SEPARATOR);
  if (extra !== undefined || !category || !KEY.test(category) || !/^[1-9]\d{0,4}$/.test(page ?? '')) return null;
  return { category: category === ALL_CATEGORIES ? null : category, page: Number(page) };
}

/** The public href of a list view (for links, canonical URLs and the sitemap). */
export function listHref(view: ListView): string {
  const query = new URLSearchParams();
  if (view.category) query.set('category', view.category);
  if (view.page > 1) query.set('page', String(view.page));
  const qs = query.toString();
  return qs ? `/products?${qs}` : '/products';
}

