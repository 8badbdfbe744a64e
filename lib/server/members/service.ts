import 'server-only';
import type { LoginFields, RegisterFields } from '@/lib/api/contract/members';
import { isValidAccount } from '@/lib/api/contract/members';
import type { Db } from '@/lib/server/db/types';
import type { ClientMeta } from '@/lib/server/http/client';
import { clearCounter } from '@/lib/server/rate-limit/counters';
import { createAccountUser, findOrCreatePhoneUser, findUserByAccount, updatePasswordHash } from './accounts';
import { captchaRequiredFor, counterKeys, recordFailure } from './attempts';
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from './password';
import { consumePhoneCode, discardPhoneCode, requestPhoneCode } from './phone-codes';
import { createSession, type IssuedSession, type User } from './sessions';
import type { SmsSender } from './sms';

/*
 * The account calls as plain functions over a database handle. The route declares the rate limits
 * per address and the adaptive captcha (lib/server/http/route.ts); what stays here is the domain:
 * who the member is, the failure counts that decide the captcha, the per-phone code policy.
 */

export type AuthFailure =
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number }
  | { ok: false; reason: 'badCredentials' | 'accountUnavailable'; captchaRequired: boolean }
  | { ok: false; reason: 'codeWrong' }
  | { ok: false; reason: 'smsFailed' };

export type LoginOutcome = { ok: true; session: IssuedSession; user: User; created: boolean } | AuthFailure;

function sessionMeta(meta: ClientMeta) {
  return { clientAddress: meta.address, userAgent: meta.userAgent };
}

/**
 * Account and password. An unknown account and a wrong password take the same path and the same
 * time (a dummy argon2 verification) and give the same answer. Failures count per address and
 * per account name; past AUTH.captcha.freeFailures the route asks for a captcha (no lockout).
 */
export async function loginWithPassword(db: Db, fields: LoginFields, meta: ClientMeta, now: Date = new Date()): Promise<LoginOutcome> {
  const user = isValidAccount(fields.account) ? await findUserByAccount(db, fields.account) : null;
  const usable = user && !user.disabledAt;
  const matches = usable && user.passwordHash ? await verifyPassword(user.passwordHash, fields.password) : await dummyVerify(fields.password);
  if (!usable || !matches) {
    await recordFailure(db, meta.address, fields.account, now);
    return { ok: false, reason: 'badCredentials', captchaRequired: await captchaRequiredFor(db, meta.address, fields.account, now) };
  }
  if (user.passwordHash && needsRehash(user.passwordHash)) await updatePasswordHash(db, user.id, await hashPassword(fields.password));
  await clearCounter(db, counterKeys.failuresByAccount(fields.account));
  return { ok: true, session: await createSession(db, user.id, sessionMeta(meta), now), user, created: false };
}

/**
 * A new account, logged in at once. A taken name is the one thing registration must reveal; it
 * gets a neutral answer and counts as a failure (captcha after a few), and the route limits
 * registrations per address, so names cannot be harvested quickly.
 */
export async function registerAccount(db: Db, fields: RegisterFields, meta: ClientMeta, now: Date = new Date()): Promise<LoginOutcome> {
  const user = await createAccountUser(db, fields.account, await hashPassword(fields.password));
  if (!user) {
    await recordFailure(db, meta.address, null, now);
    return { ok: false, reason: 'accountUnavailable', captchaRequired: await captchaRequiredFor(db, meta.address, null, now) };
  }
  return { ok: true, session: await createSession(db, user.id, sessionMeta(meta), now), user, created: true };
}

export type CodeOutcome = { ok: true; expiresIn: number; resendAfter: number } | AuthFailure;

/**
 * Sends a login code to a phone, whether or not it has an account (the answer is the same). The
 * phone's own policy (one code a minute, a few an hour) is the code service's; a code the gateway
 * could not send is withdrawn.
 */
export async function sendLoginCode(db: Db, phone: string, sender: SmsSender, text: (code: string) => string, now: Date = new Date()): Promise<CodeOutcome> {
  const request = await requestPhoneCode(db, { phone, purpose: 'login' }, now);
  if (!request.ok) return request;
  try {
    await sender.send({ phone, code: request.code, text: text(request.code) });
  } catch (error) {
    console.error(`[sms] sending with ${sender.name} failed: ${error instanceof Error ? error.message : typeof error}`);
    await discardPhoneCode(db, request.id, now);
    return { ok: false, reason: 'smsFailed' };
  }
  return { ok: true, expiresIn: request.expiresIn, resendAfter: request.resendAfter };
}

/** Phone and code: the code is used up, the phone registered when it is new, and a session starts. */
export async function loginWithPhoneCode(db: Db, fields: { phone: string; code: string }, meta: ClientMeta, now: Date = new Date()): Promise<LoginOutcome> {
  if (!(await consumePhoneCode(db, fields.phone, 'login', fields.code, now))) return { ok: false, reason: 'codeWrong' };
  const { user, created } = await findOrCreatePhoneUser(db, fields.phone);
  if (user.disabledAt) return { ok: false, reason: 'codeWrong' };
  return { ok: true, session: await createSession(db, user.id, sessionMeta(meta), now), user, created };
}
