import { apiRoute, fail, methodNotAllowed, ok, parseId } from '@/lib/server/http/reply';
import { getProduct } from '@/lib/server/data/catalogue';

export const GET = apiRoute<{ id: string }>(async ({ locale, t }, params) => {
  const id = parseId(params.id);
  if (id === null) return fail(400, t('badId'));
  const product = await getProduct(locale, id);
  if (!product) return fail(404, t('notFound'));
  return ok(product);
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
