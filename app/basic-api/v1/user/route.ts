import { type ProfileFields, profileSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { memberInfo, userInfo } from '@/lib/server/members/accounts';
import { updateProfile } from '@/lib/server/members/profile';

/**
 * GET /user: the member's info, with the linked WeChat/QQ accounts. No valid session (cookie or
 * Bearer) → HTTP 401, code 401 (it starts the client's session-timeout flow), and a dead `token` cookie is cleared.
 */
export const GET = memberRoute({}, async ({ db, actor }) => ok(await memberInfo(db, actor)));

/** PATCH /user: the member's `nickname` (required) and `company` → the member's info. */
export const PATCH = memberRoute<ProfileFields>({ body: (f) => validate(profileSchema, f) }, async ({ db, actor, body, t }) =>
  ok(userInfo(await updateProfile(db, actor, body)), t('profile.saved')),
);
export const { POST, PUT, DELETE } = methodNotAllowed();
