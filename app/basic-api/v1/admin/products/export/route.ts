import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';
import { exportQuerySchema } from '@/lib/api/contract/catalogue-transfer';
import { validate } from '@/lib/validation/kit';
import { exportCatalogue } from '@/lib/server/catalogue/transfer-export';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';

/** GET /admin/products/export?format=xlsx|csv&keyword=&category=&state=: the products the list's filters select, one row each, streamed (editor, admin). */
export const GET = staffRoute(CATALOGUE_STAFF_ROLES, {}, async ({ db, actor, query }) => {
  const file = await exportCatalogue(db, actor, valid(validate(exportQuerySchema, query)));
  return new Response(file.body, {
    headers: { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.fileName}"`, 'Cache-Control': 'no-store' },
  });
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
