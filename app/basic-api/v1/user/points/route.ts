import { memberPointsOverview } from '@/lib/server/ledger/shop';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { valid } from '@/lib/server/problems';
import { historyQuerySchema } from '@/lib/api/contract/points';
import { validate } from '@/lib/validation/kit';

/** GET /user/points?page= → { level, levels, points, rules, history }: the member's level, points and points history (page `page`). */
export const GET = memberRoute({}, async ({ db, actor, query, locale }) => ok(await memberPointsOverview(db, actor, locale, valid(validate(historyQuerySchema, query)).page)));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
