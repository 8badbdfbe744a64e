import { updateReward } from '@/lib/server/ledger/manage';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { REWARDS_STAFF_ROLES, rewardSchema, type RewardInput } from '@/lib/api/contract/points';
import { validate } from '@/lib/validation/kit';

/** PATCH /admin/rewards/{id} {…, updated_at}: texts, picture, price, stock, shown or hidden (editor, admin; 409 when changed since). */
export const PATCH = staffRoute<RewardInput, { id: string }>(REWARDS_STAFF_ROLES, { body: (fields) => validate(rewardSchema, fields) }, async ({ db, actor, params, body, t }) =>
  ok(await updateReward(db, actor, idParam(params.id), body), t('ok')),
);
export const { GET, POST, PUT, DELETE } = methodNotAllowed();
