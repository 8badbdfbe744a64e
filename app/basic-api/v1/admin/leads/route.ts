import { validate } from '@/lib/validation/kit';
import { leadQuerySchema } from '@/lib/api/contract/leads';
import { listLeads } from '@/lib/server/consult/leads';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract';

/** GET /admin/leads?status=&from=&to=&product=&country=&keyword=&due=1&page= → { list, total, page, limit } (sales, admin). */
export const GET = staffRoute(LEADS_STAFF_ROLES, {}, async ({ db, actor, query }) => ok(await listLeads(db, actor, valid(validate(leadQuerySchema, query)))));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
