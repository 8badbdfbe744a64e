import { newPhoneSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { AUTH } from '@/lib/config';
import { ApiProblem } from '@/lib/server/problems';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed, perAddress } from '@/lib/server/http/route';
import { counterKeys } from '@/lib/server/members/attempts';
import { requestPhoneChangeCode } from '@/lib/server/members/profile';
import { getSmsSender } from '@/lib/server/members/sms';

/**
 * POST /user/phone/code `{phone}`: a code by SMS to the member's new number (bound to this member).
 * 400 a number another member has, 429 too soon or too many, 503 no SMS sender.
 */
export const POST = memberRoute<{ phone: string }>(
  {
    precondition: () => {
      if (!getSmsSender()) throw new ApiProblem(503, 'profile.smsUnavailable');
    },
    body: (f) => validate(newPhoneSchema, f),
    limits: [perAddress(counterKeys.codeByAddress, AUTH.rateLimit.codePerAddress)],
  },
  async ({ db, actor, body, t }) => {
    const sender = getSmsSender();
    if (!sender) throw new ApiProblem(503, 'profile.smsUnavailable');
    const minutes = Math.round(AUTH.code.ttlSeconds / 60);
    const receipt = await requestPhoneChangeCode(db, actor, body.phone, sender, (code) => t('profile.smsText', { code, minutes }));
    return ok({ expires_in: receipt.expiresIn, resend_after: receipt.resendAfter }, t('auth.codeSent'));
  },
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
