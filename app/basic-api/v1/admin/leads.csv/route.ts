import { validate } from '@/lib/validation/kit';
import { leadQuerySchema } from '@/lib/api/contract/leads';
import { streamLeadsCsv } from '@/lib/server/consult/leads-csv';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract';

/** GET /admin/leads.csv with the inbox's filters: every lead they select, streamed as CSV (sales, admin). */
export const GET = staffRoute(LEADS_STAFF_ROLES, {}, async ({ db, actor, query }) => {
  const stream = streamLeadsCsv(db, actor, valid(validate(leadQuerySchema, query)));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
