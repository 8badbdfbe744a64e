import { listRedemptions } from '@/lib/server/ledger/shop';
import { ok } from '@/lib/server/http/reply';
import { methodNotAllowed, staffRoute } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';
import { REDEMPTIONS_STAFF_ROLES, redemptionQuerySchema } from '@/lib/api/contract/points';
import { validate } from '@/lib/validation/kit';

/** GET /admin/redemptions?status=&page= → { list, total, page, limit, pending }: pending first (sales, admin). */
export const GET = staffRoute(REDEMPTIONS_STAFF_ROLES, {}, async ({ db, actor, query, locale }) =>
  ok(await listRedemptions(db, actor, valid(validate(redemptionQuerySchema, query)), locale)),
);
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
