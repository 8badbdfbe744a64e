import { getCategories } from '@/lib/server/catalogue/cached';
import { badRequest } from '@/lib/server/problems';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';

/** Optional `parent`: a family key for its sub-categories, or 'root' for the families. */
export const GET = apiRoute({}, async ({ query, locale }) => {
  const parent = query.parent?.trim() || undefined;
  if (parent && parent.length > 64) throw badRequest('tooLong', { values: { max: 64 } });
  const list = await getCategories(locale, parent);
  if (!list) throw badRequest('unknownCategory');
  return ok({ list });
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
