import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { userInfo } from '@/lib/server/members/accounts';
import { storeAvatar } from '@/lib/server/members/avatar';

/**
 * POST /user/avatar: the member's new picture as the raw body (the square crop the page made; PNG,
 * JPEG or WebP, at most 5 MB) → re-encoded to a 256 × 256 WebP in the bounded renderer; answers
 * the member's info with its URL in `avatar`. 413 too large, 415 not a picture, 422 more than
 * 40 million pixels or too much to decode within the renderer's bounds, 429 too many changes.
 */
export const POST = memberRoute({}, async ({ db, actor, request, client, t }) => ok(userInfo(await storeAvatar(db, actor, request, client)), t('profile.avatarSaved')));
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
