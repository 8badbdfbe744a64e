import { methodNotAllowed } from '@/lib/server/http/route';
import { socialLoginCallback } from '@/lib/server/members/social/answers';

/** GET /qqCallback?code=&state= (or access_token=&state=, QQ's implicit flow): → access_token and the token cookie. */
export const GET = socialLoginCallback('qq');
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
