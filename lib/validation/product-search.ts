import { PRODUCT_SORTS, type ProductSort } from '@/lib/search-text';
import { fields, oneOf, text, validate, type Validation } from './kit';

/*
 * The product list's search and order, as GET /product and the /products pages take them from
 * the query: one rule for both (the pages answer a bad value as the API does, with the field's
 * message).
 */

/** A keyword must stay below this many characters. */
export const KEYWORD_MAX = 100;

export interface ProductSearch {
  /** Trimmed; absent when empty. */
  keyword?: string;
  /** Absent: relevance with a keyword, the catalogue's order without. */
  sort?: ProductSort;
}

const schema = fields({
  keyword: text({ max: KEYWORD_MAX }),
  // '' stands for "not given" (the fallback); the service picks the default.
  sort: oneOf(['', ...PRODUCT_SORTS] as const, { key: 'choice', fallback: '' }),
});

export function validateProductSearch(raw: { keyword?: unknown; sort?: unknown }): Validation<ProductSearch> {
  const checked = validate(schema, { keyword: raw.keyword ?? null, sort: raw.sort ?? null });
  if (!checked.ok) return checked;
  const { keyword, sort } = checked.value;
  return { ok: true, value: { ...(keyword && { keyword }), ...(sort && { sort }) } };
}
