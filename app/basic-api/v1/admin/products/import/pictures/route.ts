import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { PICTURES_ZIP_LIMITS } from '@/lib/api/contract/catalogue-transfer';
import { picturesAnswer } from '@/lib/server/catalogue/transfer-answer';
import { uploadImportPictures } from '@/lib/server/catalogue/transfer-pictures';
import { limitedChunks } from '@/lib/server/http/body';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { ApiProblem, badRequest } from '@/lib/server/problems';

const zipTooLarge = () => new ApiProblem(413, 'payloadTooLarge', { values: { kb: Math.floor(PICTURES_ZIP_LIMITS.zipBytes / 1024) } });

/**
 * POST /admin/products/import/pictures with a ZIP of pictures as the body → `{ id, expires_at,
 * files: [{ name, src, width, height }], refused: [{ name, message }] }` (201): each picture checked
 * and stored as the product form's upload is, for a sheet's import to name (`?pictures={id}`)
 * (editor, admin; only the staff member who sent it).
 */
export const POST = staffRoute(
  CATALOGUE_STAFF_ROLES,
  { limits: [{ name: 'catalogue-import-pictures', limit: { max: 30, windowSeconds: 3600 }, per: (ctx) => String(ctx.actor.user.id) }] },
  async ({ db, actor, request, t }) => {
    if (!request.body) throw badRequest('badBody');
    const stored = await uploadImportPictures(db, actor, limitedChunks(request, PICTURES_ZIP_LIMITS.zipBytes, zipTooLarge));
    return ok(picturesAnswer(stored, t), '', 201);
  },
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
