import { validate } from '@/lib/validation/kit';
import { insightsQuerySchema } from '@/lib/api/contract/insights';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract';
import { insightsReport } from '@/lib/server/insights/manage';
import { reportCsv } from '@/lib/server/insights/report-csv';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';

/** GET /admin/insights.csv?from=&to=&compare= → the same report as CSV (sales, admin). */
export const GET = staffRoute(LEADS_STAFF_ROLES, {}, async ({ db, actor, query }) => {
  const report = await insightsReport(db, actor, valid(validate(insightsQuerySchema, query)));
  return new Response(reportCsv(report), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="insights-${report.from}-${report.to}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
