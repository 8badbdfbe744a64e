import { PHOTO_CAPTION_HEADER, photoInputSchema } from '@/lib/api/contract/statement';
import { validate } from '@/lib/validation/kit';
import { addOrderPhoto } from '@/lib/server/orders/photos';
import { ok } from '@/lib/server/http/reply';
import { idParam } from '@/lib/server/http/params';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';

/**
 * POST /admin/orders/{id}/photos?name={file name}&stage={sample|proof|production|shipped|delivered}:
 * a production photo as the raw body (PNG, JPEG or WebP: the bytes decide; at most 20 MB), the
 * caption URI-encoded in the X-Photo-Caption header → 201 the order's photos (sales, admin; audited).
 */
export const POST = staffRoute<undefined, { id: string }>(['sales'], {}, async ({ db, actor, params, request, query, client, t }) => {
  const input = valid(validate(photoInputSchema, { caption: request.headers.get(PHOTO_CAPTION_HEADER), stage: query.stage }));
  return ok(await addOrderPhoto(db, actor, idParam(params.id), request, { client, name: (query.name ?? '').slice(0, 500), ...input }), t('photos.saved'), 201);
});
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
