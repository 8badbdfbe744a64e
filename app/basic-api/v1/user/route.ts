import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { memberInfo } from '@/lib/server/members/accounts';

/**
 * GET /user: the member's info, with the linked WeChat/QQ accounts. No valid session (cookie or
 * Bearer) → HTTP 401, code 401 (SPEC §8 timeout flow), and a dead `token` cookie is cleared.
 */
export const GET = memberRoute({}, async ({ db, actor }) => ok(await memberInfo(db, actor)));
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
