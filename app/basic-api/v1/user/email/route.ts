import { emailCodeSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';
import { userInfo } from '@/lib/server/members/accounts';
import { verifyEmailCode } from '@/lib/server/members/profile';

/** POST /user/email `{email, code}`: the code sent to `email` → it is the member's proved e-mail (the member's info). */
export const POST = memberRoute<{ email: string; code: string }>({ body: (f) => validate(emailCodeSchema, f) }, async ({ db, actor, body, t }) =>
  ok(userInfo(await verifyEmailCode(db, actor, body)), t('profile.emailSaved')),
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
