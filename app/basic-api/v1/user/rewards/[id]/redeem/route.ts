import { redeem } from '@/lib/server/ledger/shop';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** POST /user/rewards/{id}/redeem → 201 { redemption, points, stock }; 409 out of stock / not enough points, nothing changed. */
export const POST = memberRoute<undefined, { id: string }>(
  { limits: [{ name: 'points-redeem', limit: { max: 30, windowSeconds: 600 }, per: ({ actor }) => String(actor.user.id) }] },
  async ({ db, actor, params, locale, t }) => ok(await redeem(db, actor, idParam(params.id), locale), t('points.redeemed'), 201),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
