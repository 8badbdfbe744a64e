import { methodNotAllowed } from '@/lib/server/http/route';
import { socialBind } from '@/lib/server/members/social/answers';

/** GET /user/socialite_bind/{app}?code=&state=: links WeChat or QQ to the member; raw { status, message }. */
export const GET = socialBind;
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
