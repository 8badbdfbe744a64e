import { parseId } from '@/lib/parse-id';
import { getProduct } from '@/lib/server/catalogue/cached';
import { badRequest, notFound } from '@/lib/server/problems';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed } from '@/lib/server/http/route';

/** GET /product/{id} → the product, or 404. */
export const GET = apiRoute<undefined, { id: string }>({}, async ({ params, locale }) => {
  const id = parseId(params.id);
  if (id === null) throw badRequest('badId');
  const product = await getProduct(locale, id);
  if (!product) throw notFound();
  return ok(product);
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
