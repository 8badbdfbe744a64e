import 'server-only';
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { phoneCodes } from './schema';
import { hitRateLimit } from '@/lib/server/rate-limit/counters';
import { counterKeys } from './attempts';
import { hashSecret, safeEqual } from './tokens';

/** A login, or a member's change of phone number (bound to that member: `phone-change:{member id}`). */
export type CodePurpose = 'login' | `phone-change:${number}`;

/** Six random digits (leading zeros kept) from the OS's CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 10 ** AUTH.code.length)).padStart(AUTH.code.length, '0');
}

/** A code is stored as SHA-256 over (purpose, phone, code): it only means something for that phone. */
function codeHash(phone: string, purpose: CodePurpose, code: string): string {
  return hashSecret('phone-code', purpose, phone, code);
}

export type CodeRequest = { ok: true; id: number; code: string; expiresIn: number; resendAfter: number } | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number };

/**
 * A new code for a phone, after the phone's own policy: one per AUTH.rateLimit.codePerPhone window
 * and a few per hour, whoever asks (SMS bombing; the route limits each address on top). The
 * newest code replaces any earlier one. The answer is the same whether or not the phone has an
 * account.
 */
export async function requestPhoneCode(db: Db, input: { phone: string; purpose: CodePurpose }, now: Date = new Date()): Promise<CodeRequest> {
  const limits = [
    [counterKeys.codeByPhone(input.phone), AUTH.rateLimit.codePerPhone],
    [counterKeys.codeByPhoneHour(input.phone), AUTH.rateLimit.codePerPhoneHour],
  ] as const;
  for (const [key, limit] of limits) {
    const result = await hitRateLimit(db, key, limit, now);
    if (!result.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: result.retryAfterSeconds };
  }
  const issued = await issuePhoneCode(db, input.phone, input.purpose, now);
  return { ok: true, ...issued, expiresIn: AUTH.code.ttlSeconds, resendAfter: AUTH.rateLimit.codePerPhone.windowSeconds };
}

/** Stores a new code (no rate limits: requestPhoneCode applies them). Earlier codes of the phone stop working. */
export async function issuePhoneCode(db: Db, phone: string, purpose: CodePurpose, now: Date = new Date()): Promise<{ id: number; code: string }> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(phoneCodes).where(lt(phoneCodes.expiresAt, dayAgo));
  await db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, purpose), isNull(phoneCodes.usedAt)));
  const code = newCode();
  const [row] = await db
    .insert(phoneCodes)
    .values({
      phone,
      purpose,
      codeHash: codeHash(phone, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH.code.ttlSeconds * 1000),
    })
    .returning({ id: phoneCodes.id });
  return { id: row.id, code };
}

/** Withdraws a code that could not be sent. */
export async function discardPhoneCode(db: Db, id: number, now: Date = new Date()): Promise<void> {
  await db.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, id));
}

/**
 * Checks a code and uses it up. Only the phone's newest code counts, while it is unused, unexpired
 * and has guesses left. A guess is counted before it is compared (in one UPDATE), so parallel
 * guesses cannot exceed AUTH.code.maxAttempts; a right guess then marks the code used, once.
 */
export async function consumePhoneCode(db: Db, phone: string, purpose: CodePurpose, code: string, now: Date = new Date()): Promise<boolean> {
  const newest = db
    .select({ id: phoneCodes.id })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, purpose), isNull(phoneCodes.usedAt), gt(phoneCodes.expiresAt, now)))
    .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
    .limit(1);
  const [reserved] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(inArray(phoneCodes.id, newest), lt(phoneCodes.attempts, AUTH.code.maxAttempts)))
    .returning({ id: phoneCodes.id, codeHash: phoneCodes.codeHash });
  if (!reserved || !safeEqual(reserved.codeHash, codeHash(phone, purpose, code))) return false;
  const used = await db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.id, reserved.id), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  return used.length > 0;
}
