import type { CaptchaChallenge } from '@/lib/api/contract';
import { AUTH } from '@/lib/config';
import { ok } from '@/lib/server/http/reply';
import { apiRoute, methodNotAllowed, perAddress } from '@/lib/server/http/route';
import { counterKeys } from '@/lib/server/members/attempts';
import { createCaptcha } from '@/lib/server/members/captcha';

/** GET /captcha: a new picture challenge `{ key, image, expires_in }`, rate-limited per address. */
// Same-site only: each picture is a row and counts against the address, so another site must not spend them.
export const GET = apiRoute({ sameOrigin: true, limits: [perAddress(counterKeys.captchaByAddress, AUTH.rateLimit.captchaPerAddress)] }, async ({ db }) => {
  const { key, image } = await createCaptcha(db);
  const result: CaptchaChallenge = { key, image, expires_in: AUTH.captcha.ttlSeconds };
  return ok(result);
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
