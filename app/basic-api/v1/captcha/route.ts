import type { CaptchaChallenge } from '@/lib/api/contract';
import { AUTH } from '@/lib/config';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed, perAddress } from '@/lib/server/http/route';
import { counterKeys } from '@/lib/server/members/attempts';
import { createCaptcha } from '@/lib/server/members/captcha';

/** GET /captcha: a new picture challenge `{ key, image, expires_in }`, rate-limited per address. */
export const GET = apiRoute({ limits: [perAddress(counterKeys.captchaByAddress, AUTH.rateLimit.captchaPerAddress)] }, async ({ db }) => {
  const { key, image } = await createCaptcha(db);
  const result: CaptchaChallenge = { key, image, expires_in: AUTH.captcha.ttlSeconds };
  return ok(result);
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
