import { emailSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { AUTH } from '@/lib/config';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed, perAddress } from '@/lib/server/http/route';
import { requestEmailCode } from '@/lib/server/members/profile';

/**
 * POST /user/email/code `{email}`: a six-digit code by e-mail to the member's new address (through
 * the outbox). 400 an address another member proved, 429 too soon or too many, 503 no e-mail set up.
 */
export const POST = memberRoute<{ email: string }>(
  { body: (f) => validate(emailSchema, f), limits: [perAddress('profile:email-code:addr', AUTH.rateLimit.codePerAddress)] },
  async ({ db, actor, body, t }) => {
    const receipt = await requestEmailCode(db, actor, body.email, (code, minutes) => ({
      subject: t('profile.emailCodeSubject', { code }),
      text: t('profile.emailCodeText', { code, minutes }),
    }));
    return ok({ expires_in: receipt.expiresIn, resend_after: receipt.resendAfter }, t('profile.emailCodeSent', { email: body.email }));
  },
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
