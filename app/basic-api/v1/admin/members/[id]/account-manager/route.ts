import { ACCOUNT_MANAGER_STAFF_ROLES, accountManagerSchema } from '@/lib/api/contract/help';
import { validate } from '@/lib/validation/kit';
import { accountManagerOf, setAccountManager } from '@/lib/server/help/service';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';

/** GET /admin/members/{id}/account-manager: `{ id, name }` or null (sales). */
export const GET = staffRoute<undefined, { id: string }>(ACCOUNT_MANAGER_STAFF_ROLES, {}, async ({ db, actor, params }) =>
  ok(await accountManagerOf(db, actor, idParam(params.id))),
);

/** PUT /admin/members/{id}/account-manager: `manager_id` (an active staff account's id, or '' for none); audited (sales). */
export const PUT = staffRoute<{ manager_id: number | null }, { id: string }>(
  ACCOUNT_MANAGER_STAFF_ROLES,
  { body: (f) => validate(accountManagerSchema, f) },
  async ({ db, actor, params, body, t }) => ok(await setAccountManager(db, actor, idParam(params.id), body.manager_id), t('help.managerSaved')),
);
export const { POST, PATCH, DELETE } = methodNotAllowed();
