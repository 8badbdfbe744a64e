import { after } from 'next/server';
import { resetCodeSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import { AUTH } from '@/lib/config';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed, perAddress } from '@/lib/server/http/route';
import { counterKeys } from '@/lib/server/members/attempts';
import { requestPasswordReset } from '@/lib/server/members/password-reset';
import { getSmsSender } from '@/lib/server/members/sms';

/**
 * POST /authorizations/password_reset/code `{target}`: a reset code to the e-mail or phone of the
 * account, e-mail or mobile number typed; the same answer whether or not it names a member.
 */
export const POST = apiRoute(
  { body: (f) => validate(resetCodeSchema, f), limits: [perAddress(counterKeys.resetCodeByAddress, AUTH.reset.codePerAddress)] },
  async ({ db, body, t }) => {
    const receipt = await requestPasswordReset(
      db,
      body.target,
      {
        mail: (code, minutes) => ({ subject: t('auth.resetMailSubject', { code }), text: t('auth.resetMailText', { code, minutes }) }),
        sms: (code, minutes) => t('auth.resetSmsText', { code, minutes }),
      },
      { sms: getSmsSender(), later: (task) => after(task) },
    );
    return ok(receipt, t('auth.resetCodeSent'));
  },
);
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
