import { validate } from '@/lib/validation/kit';
import { leadChangeSchema, type LeadChange } from '@/lib/api/contract/leads';
import { changeLead, getLead } from '@/lib/server/consult/leads';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { idParam as idOf } from '@/lib/server/http/params';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract';

/** GET /admin/leads/{id}: the lead with its notes (sales, admin). Reading changes nothing: POST …/read marks it read. */
export const GET = staffRoute<undefined, { id: string }>(LEADS_STAFF_ROLES, {}, async ({ db, actor, params }) => ok(await getLead(db, actor, idOf(params.id))));

/** PATCH /admin/leads/{id}: `status`, `assignee_id`, `follow_up_at`, and the `updated_at` it was read at (409 when it changed since). */
export const PATCH = staffRoute<LeadChange, { id: string }>(LEADS_STAFF_ROLES, { body: (f) => validate(leadChangeSchema, f) }, async ({ db, actor, params, body, t }) =>
  ok(await changeLead(db, actor, idOf(params.id), body), t('ok')),
);
export const { POST, PUT, DELETE } = methodNotAllowed();
