import { phoneChangeSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { userInfo } from '@/lib/server/members/accounts';
import { changePhone } from '@/lib/server/members/profile';

/** POST /user/phone `{phone, code}`: the code sent to the new number → it is the member's (the member's info). */
export const POST = memberRoute<{ phone: string; code: string }>({ body: (f) => validate(phoneChangeSchema, f) }, async ({ db, actor, body, t }) =>
  ok(userInfo(await changePhone(db, actor, body)), t('profile.phoneSaved')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
