import { phoneSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import type { PhoneCodeReceipt } from '@/lib/api/contract';
import { AUTH } from '@/lib/config';
import { ApiProblem } from '@/lib/server/problems';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed, perAddress } from '@/lib/server/http/route';
import { authProblem, codeCaptcha } from '@/lib/server/members/answers';
import { counterKeys } from '@/lib/server/members/attempts';
import { sendLoginCode } from '@/lib/server/members/service';
import { getSmsSender } from '@/lib/server/members/sms';

/** POST /authorizations/phone_code: sends a login code; the same answer whether or not the phone has an account. */
export const POST = apiRoute(
  {
    // Without a sender nothing is counted or asked for: the form should not offer the tab at all.
    precondition: () => {
      if (!getSmsSender()) throw new ApiProblem(503, 'auth.smsUnavailable');
    },
    body: (f) => validate(phoneSchema, f),
    limits: [perAddress(counterKeys.codeByAddress, AUTH.rateLimit.codePerAddress)],
    captcha: codeCaptcha,
  },
  async ({ db, body, t }) => {
    const sender = getSmsSender();
    if (!sender) throw new ApiProblem(503, 'auth.smsUnavailable');
    const minutes = Math.round(AUTH.code.ttlSeconds / 60);
    const outcome = await sendLoginCode(db, body.phone, sender, (code) => t('auth.smsText', { code, minutes }));
    if (!outcome.ok) throw authProblem(outcome);
    const receipt: PhoneCodeReceipt = { expires_in: outcome.expiresIn, resend_after: outcome.resendAfter };
    return ok(receipt, t('auth.codeSent'));
  },
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
