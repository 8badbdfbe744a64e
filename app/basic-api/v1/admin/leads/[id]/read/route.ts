import { markLeadRead } from '@/lib/server/consult/leads';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract';

/** POST /admin/leads/{id}/read: the lead page was shown; the lead is read (sales, admin; same origin only). */
export const POST = staffRoute<undefined, { id: string }>(LEADS_STAFF_ROLES, {}, async ({ db, actor, params }) => ok(await markLeadRead(db, actor, idParam(params.id))));
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
