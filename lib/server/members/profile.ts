import 'server-only';
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import type { FirstPassword, PasswordChange, ProfileFields } from '@/lib/api/contract/members';
import { requireMember, type Actor } from '@/lib/server/access';
import { isUniqueViolation } from '@/lib/server/db/errors';
import type { Db } from '@/lib/server/db/types';
import { queueMail } from '@/lib/server/outbox/queue-mail';
import { mailSettings } from '@/lib/server/outbox/settings';
import { kickOutbox } from '@/lib/server/outbox/worker';
import { ApiProblem, InvalidInput, TooManyRequests } from '@/lib/server/problems';
import { hitRateLimit } from '@/lib/server/rate-limit/counters';
import { hashPassword, verifyPassword } from './password';
import { consumePhoneCode, discardPhoneCode, requestPhoneCode } from './phone-codes';
import { emailCodes, sessions, users } from './schema';
import type { User } from './sessions';
import type { SmsSender } from './sms';
import { hashSecret, safeEqual } from './tokens';

/*
 * The member's own changes on /user/profile. Each call takes the acting member (their session)
 * and changes only their row. A new e-mail or phone number must be proved with a code sent to it
 * (the e-mail through the outbox, the phone through the SMS sender); both are rate-limited per
 * member and per address (the route) and per phone (the code service). A password change needs
 * the current password and ends the member's other sessions. A member with no password yet (phone,
 * WeChat or QQ sign-up) sets a first one from their live session, with an account name to log in
 * with when they have none (the session is the proof: it was opened with a code or a provider).
 */

export const PROFILE_RATES = {
  /** E-mail codes per member: one a minute, six an hour. */
  emailCode: { max: 1, windowSeconds: 60 },
  emailCodeHour: { max: 6, windowSeconds: 3600 },
  /** Phone-change codes per member an hour (the phone's own limits apply on top). */
  phoneCodeHour: { max: 6, windowSeconds: 3600 },
  /** Wrong current passwords per member before a pause (a stolen session cannot guess on). */
  passwordTries: { max: 5, windowSeconds: 15 * 60 },
} as const;

function touch() {
  return { updatedAt: sql`now()` };
}

/** Nickname and company. */
export async function updateProfile(db: Db, actor: Actor | null, input: ProfileFields): Promise<User> {
  const member = requireMember(actor);
  const [row] = await db
    .update(users)
    .set({ nickname: input.nickname, company: input.company, ...touch() })
    .where(eq(users.id, member.user.id))
    .returning();
  return row;
}

/** The stored avatar's URL (set by ./avatar.ts). */
export async function setAvatarUrl(db: Db, memberId: number, url: string): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ avatar: url, ...touch() })
    .where(eq(users.id, memberId))
    .returning();
  return row;
}

/* ---- E-mail ---------------------------------------------------------------------------- */

function emailCodeHash(userId: number, email: string, code: string): string {
  return hashSecret('email-code', String(userId), email, code);
}

export interface MailText {
  subject: string;
  text: string;
}

/** Whether e-mail can be sent at all (SMTP_URL); without it the e-mail cannot be proved. */
export function emailCodesAvailable(env: NodeJS.ProcessEnv = process.env): boolean {
  return mailSettings(env) !== null;
}

/**
 * Sends a six-digit code to a new e-mail address (through the outbox, written with the code in
 * one transaction). An address another member has proved is refused; the member's own proved
 * address needs no code. Earlier codes of the member stop working.
 */
export async function requestEmailCode(
  db: Db,
  actor: Actor | null,
  email: string,
  mail: (code: string, minutes: number) => MailText,
  now: Date = new Date(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ expiresIn: number; resendAfter: number }> {
  const member = requireMember(actor);
  if (!emailCodesAvailable(env)) throw new ApiProblem(503, 'profile.mailUnavailable');
  const userId = member.user.id;
  const fresh = await currentUser(db, userId);
  if (fresh.email === email && fresh.emailVerifiedAt) throw new InvalidInput({ email: { key: 'invalid' } }, { messageKey: 'profile.emailSame' });
  await refuseTakenEmail(db, userId, email);
  for (const [key, limit] of [
    [`profile:email-code:${userId}`, PROFILE_RATES.emailCode],
    [`profile:email-code-hour:${userId}`, PROFILE_RATES.emailCodeHour],
  ] as const) {
    const hit = await hitRateLimit(db, key, limit, now);
    if (!hit.allowed) throw new TooManyRequests(hit.retryAfterSeconds);
  }
  const code = String(randomInt(0, 10 ** AUTH.code.length)).padStart(AUTH.code.length, '0');
  const minutes = Math.round(AUTH.code.ttlSeconds / 60);
  const { subject, text } = mail(code, minutes);
  await db.transaction(async (tx) => {
    const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
    await tx.delete(emailCodes).where(lt(emailCodes.expiresAt, dayAgo));
    await tx
      .update(emailCodes)
      .set({ usedAt: now })
      .where(and(eq(emailCodes.userId, userId), isNull(emailCodes.usedAt)));
    await tx.insert(emailCodes).values({
      userId,
      email,
      codeHash: emailCodeHash(userId, email, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH.code.ttlSeconds * 1000),
    });
    await queueMail(tx, 'member.email-code', { to: email, subject, text });
  });
  kickOutbox();
  return { expiresIn: AUTH.code.ttlSeconds, resendAfter: PROFILE_RATES.emailCode.windowSeconds };
}

async function currentUser(db: Db, userId: number): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** Another member has proved this address: it cannot be proved twice (the leads follow a proved address). */
async function refuseTakenEmail(db: Db, userId: number, email: string): Promise<void> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNotNull(users.emailVerifiedAt), ne(users.id, userId)))
    .limit(1);
  if (other) throw new InvalidInput({ email: { key: 'taken' } });
}

/**
 * Checks the code sent to `email` and, when right, makes it the member's proved e-mail. Only the
 * member's newest code counts, for that address, unexpired, with guesses left (counted before the
 * comparison, in one UPDATE, like the phone codes).
 */
export async function verifyEmailCode(db: Db, actor: Actor | null, input: { email: string; code: string }, now: Date = new Date()): Promise<User> {
  const member = requireMember(actor);
  const userId = member.user.id;
  const wrong = () => new InvalidInput({ code: { key: 'codeWrong' } });
  const newest = db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, now)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  const [reserved] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(inArray(emailCodes.id, newest), lt(emailCodes.attempts, AUTH.code.maxAttempts)))
    .returning({ id: emailCodes.id, email: emailCodes.email, codeHash: emailCodes.codeHash });
  if (!reserved || reserved.email !== input.email || !safeEqual(reserved.codeHash, emailCodeHash(userId, input.email, input.code))) throw wrong();
  return db
    .transaction(async (tx) => {
      const used = await tx
        .update(emailCodes)
        .set({ usedAt: now })
        .where(and(eq(emailCodes.id, reserved.id), isNull(emailCodes.usedAt)))
        .returning({ id: emailCodes.id });
      if (used.length === 0) throw wrong();
      await refuseTakenEmail(tx, userId, input.email);
      const [row] = await tx
        .update(users)
        .set({ email: input.email, emailVerifiedAt: now, ...touch() })
        .where(eq(users.id, userId))
        .returning();
      return row;
    })
    .catch((error: unknown) => {
      // Two members proving one address at the same moment: the unique index lets one through.
      if (isUniqueViolation(error)) throw new InvalidInput({ email: { key: 'taken' } });
      throw error;
    });
}

/* ---- Phone ----------------------------------------------------------------------------- */

const phonePurpose = (userId: number) => `phone-change:${userId}` as const;

async function refuseTakenPhone(db: Db, userId: number, phone: string): Promise<void> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  if (owner && owner.id !== userId) throw new InvalidInput({ phone: { key: 'taken' } });
  if (owner) throw new InvalidInput({ phone: { key: 'invalid' } }, { messageKey: 'profile.phoneSame' });
}

/**
 * Sends a code to the member's new phone number (one that no member has, theirs included), bound
 * to this member: nobody else can use it. The phone's own limits (one a minute, a few an hour)
 * and the member's hourly limit apply; a code the gateway could not send is withdrawn.
 */
export async function requestPhoneChangeCode(
  db: Db,
  actor: Actor | null,
  phone: string,
  sender: SmsSender,
  text: (code: string) => string,
  now: Date = new Date(),
): Promise<{ expiresIn: number; resendAfter: number }> {
  const member = requireMember(actor);
  const userId = member.user.id;
  await refuseTakenPhone(db, userId, phone);
  const hour = await hitRateLimit(db, `profile:phone-code-hour:${userId}`, PROFILE_RATES.phoneCodeHour, now);
  if (!hour.allowed) throw new TooManyRequests(hour.retryAfterSeconds);
  const request = await requestPhoneCode(db, { phone, purpose: phonePurpose(userId) }, now);
  if (!request.ok) throw new TooManyRequests(request.retryAfterSeconds);
  try {
    await sender.send({ phone, code: request.code, text: text(request.code) });
  } catch (error) {
    console.error(`[sms] sending with ${sender.name} failed: ${error instanceof Error ? error.message : typeof error}`);
    await discardPhoneCode(db, request.id, now);
    throw new ApiProblem(502, 'auth.smsFailed');
  }
  return { expiresIn: request.expiresIn, resendAfter: request.resendAfter };
}

/** The code sent to the new number, right: the number becomes the member's (unless another member took it meanwhile). */
export async function changePhone(db: Db, actor: Actor | null, input: { phone: string; code: string }, now: Date = new Date()): Promise<User> {
  const member = requireMember(actor);
  const userId = member.user.id;
  await refuseTakenPhone(db, userId, input.phone);
  if (!(await consumePhoneCode(db, input.phone, phonePurpose(userId), input.code, now))) throw new InvalidInput({ code: { key: 'codeWrong' } });
  const [row] = await db
    .update(users)
    .set({ phone: input.phone, ...touch() })
    .where(eq(users.id, userId))
    .returning()
    .catch((error: unknown) => {
      // The unique index decides a race with another member's registration.
      if (isUniqueViolation(error)) throw new InvalidInput({ phone: { key: 'taken' } });
      throw error;
    });
  return row;
}

/* ---- Password -------------------------------------------------------------------------- */

/** Ends every session of the member but the one making the change. */
async function endOtherSessions(db: Db, userId: number, keepSessionId: number, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * A new password, proved with the current one (argon2id). Wrong guesses count per member (a few
 * per quarter hour, then 429). The member's other sessions end; this one stays.
 */
export async function changePassword(db: Db, actor: Actor | null, input: PasswordChange, now: Date = new Date()): Promise<{ endedSessions: number }> {
  const member = requireMember(actor);
  const user = await currentUser(db, member.user.id);
  if (!user.passwordHash) throw new ApiProblem(409, 'profile.noPassword');
  const tries = await hitRateLimit(db, `profile:password:${user.id}`, PROFILE_RATES.passwordTries, now, 0);
  if (tries.remaining <= 0) throw new TooManyRequests(tries.retryAfterSeconds);
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    await hitRateLimit(db, `profile:password:${user.id}`, PROFILE_RATES.passwordTries, now);
    throw new InvalidInput({ current_password: { key: 'passwordWrong' } });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), ...touch() })
    .where(eq(users.id, user.id));
  return { endedSessions: await endOtherSessions(db, user.id, member.sessionId, now) };
}

/**
 * A first password for a member who has none: with an account name when they have none yet (the
 * name rules and uniqueness of registration), so that they can log in with it. Other sessions end.
 */
export async function setFirstPassword(db: Db, actor: Actor | null, input: FirstPassword, now: Date = new Date()): Promise<{ user: User; endedSessions: number }> {
  const member = requireMember(actor);
  const user = await currentUser(db, member.user.id);
  if (user.passwordHash) throw new ApiProblem(409, 'profile.hasPassword');
  const account = user.account ?? (input.account || null);
  if (!account) throw new InvalidInput({ account: { key: 'required' } });
  const [row] = await db
    .update(users)
    .set({ account, passwordHash: await hashPassword(input.password), ...touch() })
    .where(and(eq(users.id, user.id), isNull(users.passwordHash)))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new InvalidInput({ account: { key: 'accountTaken' } });
      throw error;
    });
  if (!row) throw new ApiProblem(409, 'profile.hasPassword');
  return { user: row, endedSessions: await endOtherSessions(db, user.id, member.sessionId, now) };
}
