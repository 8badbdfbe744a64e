import { createReward, listRewardsForStaff } from '@/lib/server/ledger/manage';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { REWARDS_STAFF_ROLES, rewardSchema, type RewardInput } from '@/lib/api/contract/points';
import { validate } from '@/lib/validation/kit';

/** GET /admin/rewards → every reward, hidden ones too (editor, admin). */
export const GET = staffRoute(REWARDS_STAFF_ROLES, {}, async ({ db, actor }) => ok(await listRewardsForStaff(db, actor)));
/** POST /admin/rewards {title, description, image, points_price, stock, active, sort} → 201 the reward (editor, admin; audited). */
export const POST = staffRoute<RewardInput>(REWARDS_STAFF_ROLES, { body: (fields) => validate(rewardSchema, fields) }, async ({ db, actor, body, t }) =>
  ok(await createReward(db, actor, body), t('created'), 201),
);
export const { PUT, PATCH, DELETE } = methodNotAllowed();
