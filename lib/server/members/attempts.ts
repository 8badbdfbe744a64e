import 'server-only';
import { AUTH } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { hitRateLimit, peekCounter } from '@/lib/server/rate-limit/counters';

/*
 * The account calls' counters, in the rate_limits table (shared by every instance): the names
 * the routes' limits count under, and the failure counts that decide when a captcha is asked for.
 */

export const counterKeys = {
  loginByAddress: 'auth:login:addr',
  registerByAddress: 'auth:register:addr',
  phoneLoginByAddress: 'auth:phone-login:addr',
  codeByAddress: 'auth:code:addr',
  captchaByAddress: 'auth:captcha:addr',
  socialStartByAddress: 'auth:social-start:addr',
  socialCallbackByAddress: 'auth:social-callback:addr',
  resetCodeByAddress: 'auth:reset-code:addr',
  resetByAddress: 'auth:reset:addr',
  codeByPhone: (phone: string) => `auth:code:phone:${phone}`,
  codeByPhoneHour: (phone: string) => `auth:code:phone-hour:${phone}`,
  failuresByAddress: (address: string) => `auth:fail:addr:${address}`,
  failuresByAccount: (account: string) => `auth:fail:account:${account}`,
} as const;

const failureLimit = { max: AUTH.captcha.freeFailures, windowSeconds: AUTH.captcha.failureWindowSeconds };

/** Counts a failed login or registration against the address (and the account name, for logins). */
export async function recordFailure(db: Db, address: string, account: string | null, now?: Date): Promise<void> {
  await hitRateLimit(db, counterKeys.failuresByAddress(address), failureLimit, now);
  if (account) await hitRateLimit(db, counterKeys.failuresByAccount(account), failureLimit, now);
}

/**
 * Whether the next login or registration must carry a captcha answer: after AUTH.captcha.freeFailures
 * failures in the window from this address, or (login) against this account name from anywhere.
 * The account name is counted whether or not it exists, so the rule reveals nothing.
 */
export async function captchaRequiredFor(db: Db, address: string, account: string | null, now?: Date): Promise<boolean> {
  const window = AUTH.captcha.failureWindowSeconds;
  if ((await peekCounter(db, counterKeys.failuresByAddress(address), window, now)) >= AUTH.captcha.freeFailures) return true;
  if (!account) return false;
  return (await peekCounter(db, counterKeys.failuresByAccount(account), window, now)) >= AUTH.captcha.freeFailures;
}

/**
 * Whether a code request must carry a captcha answer: once this address has asked more than
 * AUTH.captcha.freeCodeRequests times in the hour. The route's limit has counted this request
 * already (it runs first), so the count includes it.
 */
export async function captchaRequiredForCode(db: Db, address: string, now?: Date): Promise<boolean> {
  const count = await peekCounter(db, `${counterKeys.codeByAddress}:${address}`, AUTH.rateLimit.codePerAddress.windowSeconds, now);
  return count > AUTH.captcha.freeCodeRequests;
}
