import 'server-only';
import type { LoginFields, RegisterFields } from '@/lib/auth/validate';
import { isValidAccount } from '@/lib/auth/validate';
import { AUTH } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { createAccountUser, findOrCreatePhoneUser, findUserByAccount, updatePasswordHash } from './accounts';
import { captchaRequiredFor, captchaRequiredForCode, clearCounter, counterKeys, hit, recordFailure } from './attempts';
import { verifyCaptcha } from './captcha';
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from './password';
import { consumePhoneCode, discardPhoneCode, requestPhoneCode } from './phone-codes';
import { createSession, type IssuedSession, type User } from './sessions';
import type { SmsSender } from './sms';

/*
 * The account calls as plain functions over a database handle: the route handlers parse and
 * validate, call one of these, and turn the outcome into an envelope.
 */

export interface ClientMeta {
  address: string;
  userAgent: string;
}

export interface CaptchaAnswer {
  key: string;
  code: string;
}

export type AuthFailure =
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number }
  | { ok: false; reason: 'captchaRequired' | 'captchaWrong' }
  | { ok: false; reason: 'badCredentials' | 'accountUnavailable'; captchaRequired: boolean }
  | { ok: false; reason: 'codeWrong' }
  | { ok: false; reason: 'smsFailed' };

export type LoginOutcome = { ok: true; session: IssuedSession; user: User; created: boolean } | AuthFailure;

function sessionMeta(meta: ClientMeta) {
  return { clientAddress: meta.address, userAgent: meta.userAgent };
}

/** When a captcha is required: none given → captchaRequired, a wrong one → captchaWrong, else null. */
async function checkCaptcha(db: Db, required: boolean, answer: CaptchaAnswer | null, now: Date): Promise<AuthFailure | null> {
  if (!required) return null;
  if (!answer) return { ok: false, reason: 'captchaRequired' };
  if (!(await verifyCaptcha(db, answer.key, answer.code, now))) return { ok: false, reason: 'captchaWrong' };
  return null;
}

/**
 * Account and password. An unknown account and a wrong password take the same path and the same
 * time (a dummy argon2 verification) and give the same answer. Failures count per address and
 * per account name; past AUTH.captcha.freeFailures a captcha is required (no lockout).
 */
export async function loginWithPassword(
  db: Db,
  fields: LoginFields,
  captcha: CaptchaAnswer | null,
  meta: ClientMeta,
  now: Date = new Date(),
): Promise<LoginOutcome> {
  const limit = await hit(db, counterKeys.loginByAddress(meta.address), AUTH.rateLimit.loginPerAddress, now);
  if (!limit.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };
  const refused = await checkCaptcha(db, await captchaRequiredFor(db, meta.address, fields.account, now), captcha, now);
  if (refused) return refused;

  const user = isValidAccount(fields.account) ? await findUserByAccount(db, fields.account) : null;
  const matches = user?.passwordHash ? await verifyPassword(user.passwordHash, fields.password) : await dummyVerify(fields.password);
  if (!user || !matches) {
    await recordFailure(db, meta.address, fields.account, now);
    return { ok: false, reason: 'badCredentials', captchaRequired: await captchaRequiredFor(db, meta.address, fields.account, now) };
  }
  if (user.passwordHash && needsRehash(user.passwordHash)) await updatePasswordHash(db, user.id, await hashPassword(fields.password));
  await clearCounter(db, counterKeys.failuresByAccount(fields.account));
  return { ok: true, session: await createSession(db, user.id, sessionMeta(meta), now), user, created: false };
}

/**
 * A new account, logged in at once. A taken name is the one thing registration must reveal; it
 * gets a neutral answer, counts as a failure (captcha after a few) and registrations are
 * rate-limited per address, so names cannot be harvested quickly.
 */
export async function registerAccount(
  db: Db,
  fields: RegisterFields,
  captcha: CaptchaAnswer | null,
  meta: ClientMeta,
  now: Date = new Date(),
): Promise<LoginOutcome> {
  const limit = await hit(db, counterKeys.registerByAddress(meta.address), AUTH.rateLimit.registerPerAddress, now);
  if (!limit.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };
  const refused = await checkCaptcha(db, await captchaRequiredFor(db, meta.address, null, now), captcha, now);
  if (refused) return refused;

  const user = await createAccountUser(db, fields.account, await hashPassword(fields.password));
  if (!user) {
    await recordFailure(db, meta.address, null, now);
    return { ok: false, reason: 'accountUnavailable', captchaRequired: await captchaRequiredFor(db, meta.address, null, now) };
  }
  return { ok: true, session: await createSession(db, user.id, sessionMeta(meta), now), user, created: true };
}

export type CodeOutcome = { ok: true; expiresIn: number; resendAfter: number } | AuthFailure;

/**
 * Sends a login code to a phone, whether or not it has an account (the answer is the same).
 * A captcha is required after AUTH.captcha.freeCodeRequests requests from one address in the hour.
 */
export async function sendLoginCode(
  db: Db,
  phone: string,
  captcha: CaptchaAnswer | null,
  meta: ClientMeta,
  sender: SmsSender,
  text: (code: string) => string,
  now: Date = new Date(),
): Promise<CodeOutcome> {
  const refused = await checkCaptcha(db, await captchaRequiredForCode(db, meta.address, now), captcha, now);
  if (refused) return refused;
  const request = await requestPhoneCode(db, { phone, address: meta.address, purpose: 'login' }, now);
  if (!request.ok) return request;
  try {
    await sender.send({ phone, code: request.code, text: text(request.code) });
  } catch (error) {
    console.error(`[sms] sending with ${sender.name} failed`, error);
    await discardPhoneCode(db, request.id, now);
    return { ok: false, reason: 'smsFailed' };
  }
  return { ok: true, expiresIn: request.expiresIn, resendAfter: request.resendAfter };
}

/** Phone and code: the code is used up, the phone registered when it is new, and a session starts. */
export async function loginWithPhoneCode(
  db: Db,
  fields: { phone: string; code: string },
  meta: ClientMeta,
  now: Date = new Date(),
): Promise<LoginOutcome> {
  const limit = await hit(db, counterKeys.phoneLoginByAddress(meta.address), AUTH.rateLimit.phoneLoginPerAddress, now);
  if (!limit.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };
  if (!(await consumePhoneCode(db, fields.phone, 'login', fields.code, now))) return { ok: false, reason: 'codeWrong' };
  const { user, created } = await findOrCreatePhoneUser(db, fields.phone);
  return { ok: true, session: await createSession(db, user.id, sessionMeta(meta), now), user, created };
}
