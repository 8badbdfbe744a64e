import { CATALOGUE } from '@/lib/config';
import { apiRoute, fail, methodNotAllowed, ok, parseId } from '@/lib/server/http/reply';
import { getProducts } from '@/lib/server/data/catalogue';

const MAX_KEYWORD = 100;
const MAX_PAGE = 10_000;

/** GET /product?category=&page=&keyword=&limit=6 → {list, total, page, limit}. */
export const GET = apiRoute(async ({ request, locale, t }) => {
  const params = new URL(request.url).searchParams;
  const limit = params.get('limit');
  if (limit !== null && limit !== String(CATALOGUE.productLimit)) {
    return fail(400, t('badLimit', { limit: CATALOGUE.productLimit }));
  }
  const rawPage = params.get('page');
  const page = rawPage === null || rawPage === '' ? 1 : parseId(rawPage);
  if (page === null || page > MAX_PAGE) return fail(400, t('badPage'));
  const keyword = params.get('keyword')?.trim() || undefined;
  if (keyword && keyword.length >= MAX_KEYWORD) return fail(400, t('tooLong', { max: MAX_KEYWORD }));
  const category = params.get('category')?.trim() || undefined;
  if (category && category.length > 64) return fail(400, t('unknownCategory'));
  const result = await getProducts(locale, { category, page, keyword });
  if (!result) return fail(400, t('unknownCategory'));
  return ok(result);
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
