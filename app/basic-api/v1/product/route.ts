import { CATALOGUE } from '@/lib/config';
import { parseId } from '@/lib/parse-id';
import { getProducts } from '@/lib/server/catalogue/cached';
import { badRequest } from '@/lib/server/problems';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';

const MAX_KEYWORD = 100;
const MAX_PAGE = 10_000;

/** GET /product?category=&page=&keyword=&limit=6 → {list, total, page, limit}. */
export const GET = apiRoute({}, async ({ query, locale }) => {
  if (query.limit !== undefined && query.limit !== String(CATALOGUE.productLimit)) {
    throw badRequest('badLimit', { values: { limit: CATALOGUE.productLimit } });
  }
  const page = query.page === undefined || query.page === '' ? 1 : parseId(query.page);
  if (page === null || page > MAX_PAGE) throw badRequest('badPage');
  const keyword = query.keyword?.trim() || undefined;
  if (keyword && keyword.length >= MAX_KEYWORD) throw badRequest('tooLong', { values: { max: MAX_KEYWORD } });
  const category = query.category?.trim() || undefined;
  if (category && category.length > 64) throw badRequest('unknownCategory');
  const result = await getProducts(locale, { category, page, keyword });
  if (!result) throw badRequest('unknownCategory');
  return ok(result);
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
