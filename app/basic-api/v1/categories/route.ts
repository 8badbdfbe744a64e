import { apiRoute, fail, methodNotAllowed, ok } from '@/lib/server/http/reply';
import { getCategories } from '@/lib/server/data/catalogue';

/** Optional `parent`: a family key for its sub-categories, or 'root' for the families. */
export const GET = apiRoute(async ({ request, locale, t }) => {
  const parent = new URL(request.url).searchParams.get('parent')?.trim() || undefined;
  if (parent && parent.length > 64) return fail(400, t('tooLong', { max: 64 }));
  const list = await getCategories(locale, parent);
  if (!list) return fail(400, t('unknownCategory'));
  return ok({ list });
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
