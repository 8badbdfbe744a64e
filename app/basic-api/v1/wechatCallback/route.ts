import { methodNotAllowed } from '@/lib/server/http/route';
import { socialLoginCallback } from '@/lib/server/members/social/answers';

/** GET /wechatCallback?code=&state=: WeChat's code → access_token and the token cookie. */
export const GET = socialLoginCallback('wechat');
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
