import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { importQuerySchema, sheetLimit, type TransferFormat } from '@/lib/api/contract/catalogue-transfer';
import { validate } from '@/lib/validation/kit';
import { confirmImport } from '@/lib/server/catalogue/transfer-confirm';
import { previewImport } from '@/lib/server/catalogue/transfer-import';
import { previewAnswer } from '@/lib/server/catalogue/transfer-answer';
import { limitedChunks } from '@/lib/server/http/body';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { ApiProblem, InvalidInput, valid } from '@/lib/server/problems';

const sheetTooLarge = (format: TransferFormat) => () => new ApiProblem(413, 'payloadTooLarge', { values: { kb: Math.floor(sheetLimit(format) / 1024) } });

/**
 * POST /admin/products/import?format=xlsx|csv with the sheet as the body → the preview
 * `{ id, expires_at, new, changed, unchanged, refused, rows }`, nothing written (`&pictures={id}`:
 * the `pictures` column may name the files of a ZIP sent to ./pictures first);
 * POST /admin/products/import?confirm={id} → `{ created, updated }`, the preview written in one
 * transaction (editor, admin; the staff member who previewed it).
 */
export const POST = staffRoute(
  CATALOGUE_STAFF_ROLES,
  { limits: [{ name: 'catalogue-import', limit: { max: 60, windowSeconds: 3600 }, per: (ctx) => String(ctx.actor.user.id) }] },
  async ({ db, actor, query, request, t }) => {
    const { format, confirm, pictures } = valid(validate(importQuerySchema, query));
    if (confirm) return ok(await confirmImport(db, actor, confirm), t('transfer.imported'));
    if (!format) throw new InvalidInput({ format: { key: 'choice' } });
    return ok(previewAnswer(await previewImport(db, actor, limitedChunks(request, sheetLimit(format), sheetTooLarge(format)), format, pictures), t));
  },
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
