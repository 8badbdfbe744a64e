import type { PhoneCodeReceipt } from '@/lib/api/contract';
import { captchaAnswer, validatePhone } from '@/lib/auth/validate';
import { AUTH } from '@/lib/config';
import { getDb } from '@/lib/server/db';
import { apiRoute, fail, methodNotAllowed, ok } from '@/lib/server/http/reply';
import { clientMeta, failureAnswer, invalidAnswer, readForm, refuseCrossSite } from '@/lib/server/auth/http';
import { sendLoginCode } from '@/lib/server/auth/login';
import { getSmsSender } from '@/lib/server/auth/sms';

/** POST /authorizations/phone_code: sends a login code; the same answer whether or not the phone has an account. */
export const POST = apiRoute(async (ctx) => {
  const { t } = ctx;
  const refused = refuseCrossSite(ctx);
  if (refused) return refused;
  const sender = getSmsSender();
  if (!sender) return fail(503, t('auth.smsUnavailable'));
  const body = await readForm(ctx);
  if (body instanceof Response) return body;
  const checked = validatePhone(body);
  if (!checked.ok) return invalidAnswer(t, checked.errors);
  const db = await getDb();
  const minutes = Math.round(AUTH.code.ttlSeconds / 60);
  const outcome = await sendLoginCode(db, checked.value.phone, captchaAnswer(body), clientMeta(ctx.request), sender, (code) =>
    t('auth.smsText', { code, minutes }),
  );
  if (!outcome.ok) return failureAnswer(t, outcome);
  const receipt: PhoneCodeReceipt = { expires_in: outcome.expiresIn, resend_after: outcome.resendAfter };
  return ok(receipt, t('auth.codeSent'));
});
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed();
