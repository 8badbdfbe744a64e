import { redeem } from '@/lib/server/ledger/shop';
import { idParam } from '@/lib/server/http/params';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';
import { redeemQuerySchema } from '@/lib/api/contract/points';
import { validate } from '@/lib/validation/kit';

/** POST /user/rewards/{id}/redeem?price= (the price the member confirmed) → 201 { redemption, points, stock }; 409 out of stock / not enough points / the price changed, nothing changed. */
export const POST = memberRoute<undefined, { id: string }>(
  { limits: [{ name: 'points-redeem', limit: { max: 30, windowSeconds: 600 }, per: ({ actor }) => String(actor.user.id) }] },
  async ({ db, actor, params, query, locale, t }) =>
    ok(await redeem(db, actor, idParam(params.id), locale, valid(validate(redeemQuerySchema, query)).price), t('points.redeemed'), 201),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
