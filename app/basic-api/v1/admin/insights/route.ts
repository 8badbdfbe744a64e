import { validate } from '@/lib/validation/kit';
import { insightsQuerySchema } from '@/lib/api/contract/insights';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract';
import { insightsReport } from '@/lib/server/insights/manage';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';

/** GET /admin/insights?from=&to=&compare= → the insights report (sales, admin). */
export const GET = staffRoute(LEADS_STAFF_ROLES, {}, async ({ db, actor, query }) => ok(await insightsReport(db, actor, valid(validate(insightsQuerySchema, query)))));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
