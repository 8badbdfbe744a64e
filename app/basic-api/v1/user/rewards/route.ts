import { memberShop } from '@/lib/server/ledger/shop';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** GET /user/rewards → { points, rewards, redemptions }: the points shop and the member's own redemptions. */
export const GET = memberRoute({}, async ({ db, actor, locale }) => ok(await memberShop(db, actor, locale)));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
