import 'server-only';
import { eq } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { rateLimits } from '@/lib/server/db/schema';
import { hitRateLimit, type RateLimitResult } from '@/lib/server/services/rate-limit';

/*
 * Counters of the account calls, kept in the rate_limits table (shared by every instance):
 * hard limits answer 429; failure counters decide when a captcha is asked for.
 */

export const counterKeys = {
  loginByAddress: (address: string) => `auth:login:addr:${address}`,
  registerByAddress: (address: string) => `auth:register:addr:${address}`,
  phoneLoginByAddress: (address: string) => `auth:phone-login:addr:${address}`,
  codeByAddress: (address: string) => `auth:code:addr:${address}`,
  codeByPhone: (phone: string) => `auth:code:phone:${phone}`,
  codeByPhoneHour: (phone: string) => `auth:code:phone-hour:${phone}`,
  captchaByAddress: (address: string) => `auth:captcha:addr:${address}`,
  failuresByAddress: (address: string) => `auth:fail:addr:${address}`,
  failuresByAccount: (account: string) => `auth:fail:account:${account}`,
  socialStartByAddress: (address: string) => `auth:social-start:addr:${address}`,
  socialCallbackByAddress: (address: string) => `auth:social-callback:addr:${address}`,
};

/** A counter's value in its current window, without counting (0 when the window has passed). */
export async function peekCounter(db: Db, key: string, windowSeconds: number, now: Date = new Date()): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row || row.windowStart.getTime() <= now.getTime() - windowSeconds * 1000) return 0;
  return row.count;
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export function hit(db: Db, key: string, limit: { max: number; windowSeconds: number }, now?: Date): Promise<RateLimitResult> {
  return hitRateLimit(db, key, limit, now);
}

const failureLimit = { max: AUTH.captcha.freeFailures, windowSeconds: AUTH.captcha.failureWindowSeconds };

/** Counts a failed login or registration against the address (and the account name, for logins). */
export async function recordFailure(db: Db, address: string, account: string | null, now?: Date): Promise<void> {
  await hit(db, counterKeys.failuresByAddress(address), failureLimit, now);
  if (account) await hit(db, counterKeys.failuresByAccount(account), failureLimit, now);
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

/** Whether a code request from this address must carry a captcha answer. */
export async function captchaRequiredForCode(db: Db, address: string, now?: Date): Promise<boolean> {
  const count = await peekCounter(db, counterKeys.codeByAddress(address), AUTH.rateLimit.codePerAddress.windowSeconds, now);
  return count >= AUTH.captcha.freeCodeRequests;
}
