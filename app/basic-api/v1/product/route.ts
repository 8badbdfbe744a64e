import { CATALOGUE } from '@/lib/config';
import { parseId } from '@/lib/parse-id';
import { getProducts } from '@/lib/server/catalogue/cached';
import { badRequest, valid } from '@/lib/server/problems';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';
import { productSearchSchema } from '@/lib/api/contract/catalogue';
import { validate } from '@/lib/validation/kit';

const MAX_PAGE = 10_000;

/**
 * GET /product?category=&page=&keyword=&sort=&limit=6 → {list, total, page, limit}. `keyword`
 * searches every language (lib/server/catalogue/search.ts); `sort` is relevance, newest, name or
 * moq; a keyword of 100 characters or more and an unknown sort are field errors (400).
 */
export const GET = apiRoute({}, async ({ query, locale }) => {
  if (query.limit !== undefined && query.limit !== String(CATALOGUE.productLimit)) {
    throw badRequest('badLimit', { values: { limit: CATALOGUE.productLimit } });
  }
  const page = query.page === undefined || query.page === '' ? 1 : parseId(query.page);
  if (page === null || page > MAX_PAGE) throw badRequest('badPage');
  const { keyword, sort } = valid(validate(productSearchSchema, query));
  const category = query.category?.trim() || undefined;
  if (category && category.length > 64) throw badRequest('unknownCategory');
  const result = await getProducts(locale, { category, page, keyword, sort });
  if (!result) throw badRequest('unknownCategory');
  return ok(result);
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
