import type { CaptchaChallenge } from '@/lib/api/contract';
import { AUTH } from '@/lib/config';
import { getDb } from '@/lib/server/db';
import { apiRoute, methodNotAllowed, ok } from '@/lib/server/http/reply';
import { clientAddress } from '@/lib/server/http/request';
import { counterKeys, hit } from '@/lib/server/auth/attempts';
import { tooManyAnswer } from '@/lib/server/auth/http';
import { createCaptcha } from '@/lib/server/auth/captcha';

/** GET /captcha: a new picture challenge `{ key, image, expires_in }`, rate-limited per address. */
export const GET = apiRoute(async ({ request, t }) => {
  const db = await getDb();
  const limit = await hit(db, counterKeys.captchaByAddress(clientAddress(request)), AUTH.rateLimit.captchaPerAddress);
  if (!limit.allowed) return tooManyAnswer(t, limit.retryAfterSeconds);
  const { key, image } = await createCaptcha(db);
  const result: CaptchaChallenge = { key, image, expires_in: AUTH.captcha.ttlSeconds };
  return ok(result);
});
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed();
