import { listRulesForStaff, saveRules } from '@/lib/server/ledger/manage';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { POINTS_STAFF_ROLES, rulesSchema, type RuleInput } from '@/lib/api/contract/points';
import { validate } from '@/lib/validation/kit';

/** GET /admin/points-rules → every rule (admin). */
export const GET = staffRoute(POINTS_STAFF_ROLES, {}, async ({ db, actor }) => ok(await listRulesForStaff(db, actor)));
/** PUT /admin/points-rules {rules: {key: {points, per_amount?, active}}} → every rule (admin; audited). */
export const PUT = staffRoute<RuleInput[]>(POINTS_STAFF_ROLES, { body: (fields) => validate(rulesSchema, fields) }, async ({ db, actor, body, t }) =>
  ok(await saveRules(db, actor, body), t('ok')),
);
export const { POST, PATCH, DELETE } = methodNotAllowed();
