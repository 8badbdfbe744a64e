import 'server-only';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import type { PasswordResetFields, ResetCodeReceipt } from '@/lib/api/contract/members';
import { recordAudit } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { countCreated } from '@/lib/server/observability/metrics.mjs';
import { queueMail } from '@/lib/server/outbox/queue-mail';
import { kickOutbox } from '@/lib/server/outbox/worker';
import { InvalidInput, TooManyRequests } from '@/lib/server/problems';
import { hitRateLimit } from '@/lib/server/rate-limit/counters';
import { hashPassword } from './password';
import { newCode } from './phone-codes';
import { emailCodesAvailable } from './profile';
import { findResetMember, resetChannel, resetTarget, resetTargetHash } from './reset-targets';
import { passwordResetCodes, users } from './schema';
import { revokeUserSessions } from './sessions';
import type { SmsSender } from './sms';
import { hashSecret, safeEqual } from './tokens';

/*
 * "Forgot password": a code to the member's proved e-mail (through the outbox) or phone (SMS),
 * then a new password with it. Nothing in the answers, and little in the time they take, says
 * whether the account, e-mail or phone typed belongs to anyone: an unknown target gets a code row
 * too (one that no code matches), the same limits and the same receipt; a text message leaves
 * after the answer. A code lives AUTH.code.ttlSeconds, takes AUTH.code.maxAttempts guesses, works
 * once; the new password ends every session of the member.
 */

export interface ResetTexts {
  /** The e-mail: the business's own words and the code, nothing the visitor typed. */
  mail: (code: string, minutes: number) => { subject: string; text: string };
  sms: (code: string, minutes: number) => string;
}

export interface ResetDelivery {
  sms: SmsSender | null;
  /** Runs a task after the answer has gone (the route passes Next's `after`), so a gateway's time is not the answer's. */
  later: (task: () => Promise<void>) => void;
  env?: NodeJS.ProcessEnv;
}

function codeHash(targetHash: string, code: string): string {
  return hashSecret('password-reset-code', targetHash, code);
}

/** Sends a reset code when the target names a member who can receive one; the same receipt in every case. */
export async function requestPasswordReset(db: Db, typed: string, texts: ResetTexts, delivery: ResetDelivery, now: Date = new Date()): Promise<ResetCodeReceipt> {
  const target = resetTarget(typed);
  const targetHash = resetTargetHash(target);
  for (const [key, limit] of [
    [`auth:reset:target:${targetHash}`, AUTH.reset.codePerTarget],
    [`auth:reset:target-hour:${targetHash}`, AUTH.reset.codePerTargetHour],
  ] as const) {
    const hit = await hitRateLimit(db, key, limit, now);
    if (!hit.allowed) throw new TooManyRequests(hit.retryAfterSeconds);
  }
  const member = await findResetMember(db, target, typed);
  const channel = resetChannel(member, target, { mail: emailCodesAvailable(delivery.env), sms: delivery.sms !== null });
  const code = newCode();
  const minutes = Math.round(AUTH.code.ttlSeconds / 60);
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAt, new Date(now.getTime() - 24 * 3600 * 1000)));
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.targetHash, targetHash), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({
      targetHash,
      userId: channel === 'none' ? null : member!.id,
      channel,
      // A target that reaches nobody keeps a hash no code can match.
      codeHash: channel === 'none' ? hashSecret('password-reset-none', targetHash, newCode(), String(now.getTime())) : codeHash(targetHash, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH.code.ttlSeconds * 1000),
    });
    if (channel === 'mail') await queueMail(tx, 'member.password-reset', { to: member!.email!, ...texts.mail(code, minutes) });
  });
  countCreated('reset code', channel);
  if (channel === 'mail') kickOutbox();
  const sender = delivery.sms;
  if (channel === 'sms' && sender) {
    const phone = member!.phone!;
    delivery.later(async () => {
      try {
        await sender.send({ phone, code, text: texts.sms(code, minutes) });
      } catch (error) {
        console.error(`[sms] password reset code via ${sender.name} failed: ${error instanceof Error ? error.message : typeof error}`);
      }
    });
  }
  return { expires_in: AUTH.code.ttlSeconds, resend_after: AUTH.reset.codePerTarget.windowSeconds };
}

const codeWrong = () => new InvalidInput({ code: { key: 'codeWrong' } }, { messageKey: 'auth.codeWrong' });

/**
 * Sets the new password with the target's newest code. A guess is counted before it is compared
 * (one UPDATE), so parallel guesses cannot pass the limit; the right one marks the code used once,
 * sets the password and ends every session of the member, in one transaction with its audit row.
 */
export async function resetPassword(db: Db, input: PasswordResetFields, now: Date = new Date()): Promise<{ endedSessions: number }> {
  const targetHash = resetTargetHash(resetTarget(input.target));
  const newest = db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.targetHash, targetHash), isNull(passwordResetCodes.usedAt), gt(passwordResetCodes.expiresAt, now)))
    .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
    .limit(1);
  const [reserved] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(and(inArray(passwordResetCodes.id, newest), lt(passwordResetCodes.attempts, AUTH.code.maxAttempts)))
    .returning({ id: passwordResetCodes.id, userId: passwordResetCodes.userId, codeHash: passwordResetCodes.codeHash });
  const userId = reserved?.userId;
  if (!reserved || !userId || !safeEqual(reserved.codeHash, codeHash(targetHash, input.code))) throw codeWrong();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.id, reserved.id), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (used.length === 0) throw codeWrong();
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.disabledAt)))
      .returning({ id: users.id });
    if (changed.length === 0) throw codeWrong();
    const endedSessions = await revokeUserSessions(tx, userId, now);
    await recordAudit(tx, { memberId: userId }, { action: 'member.password.reset', entity: 'member', entityId: userId, after: { endedSessions } });
    return { endedSessions };
  });
}
