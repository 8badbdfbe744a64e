import 'server-only';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { isValidAccount, normalizeAccount, normalizeEmail, normalizePhone } from '@/lib/api/contract/members';
import type { Db } from '@/lib/server/db/types';
import { users } from './schema';
import type { User } from './sessions';
import { hashSecret } from './tokens';

/*
 * What a password reset's "account, e-mail or phone" names: its one stored form (so "+86 138…"
 * and "138…" are one target for the limits and the code), the member it finds, and the way a code
 * can reach that member.
 */

export type ResetTarget = { kind: 'email'; value: string } | { kind: 'phone'; value: string } | { kind: 'account'; value: string };
export type ResetChannel = 'mail' | 'sms' | 'none';

const PHONE_LIKE = /^[+0-9\s().-]+$/;

/** The target in its stored form: an e-mail has an @, a phone only digits and separators, anything else is an account name. */
export function resetTarget(raw: string): ResetTarget {
  const typed = raw.trim();
  if (typed.includes('@')) return { kind: 'email', value: normalizeEmail(typed) };
  const phone = PHONE_LIKE.test(typed) ? normalizePhone(typed) : null;
  if (phone) return { kind: 'phone', value: phone };
  return { kind: 'account', value: normalizeAccount(typed) };
}

/** What the database keeps of a target: a hash, so a code row says nothing about who asked. */
export function resetTargetHash(target: ResetTarget): string {
  return hashSecret('password-reset', target.kind, target.value);
}

const usable = isNull(users.disabledAt);

/**
 * The member a target names, or null: by a proved e-mail only (anyone may type an address into a
 * profile), by phone, or by account name (an all-digit account name is also tried as typed).
 */
export async function findResetMember(db: Db, target: ResetTarget, typed: string): Promise<User | null> {
  if (target.kind === 'email') {
    const [row] = await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${target.value}`, isNotNull(users.emailVerifiedAt), usable))
      .limit(1);
    return row ?? null;
  }
  if (target.kind === 'phone') {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.phone, target.value), usable))
      .limit(1);
    if (row) return row;
  }
  const account = target.kind === 'account' ? target.value : normalizeAccount(typed);
  if (!isValidAccount(account)) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.account, account), usable))
    .limit(1);
  return row ?? null;
}

/**
 * How a code reaches the member: to the e-mail typed, to the phone typed, or for an account name
 * its proved e-mail first, else its phone. 'none' when no way is set up (the answer stays the same).
 */
export function resetChannel(member: User | null, target: ResetTarget, can: { mail: boolean; sms: boolean }): ResetChannel {
  if (!member) return 'none';
  const mail = can.mail && Boolean(member.email && member.emailVerifiedAt);
  const sms = can.sms && Boolean(member.phone);
  if (target.kind === 'phone') return sms ? 'sms' : mail ? 'mail' : 'none';
  return mail ? 'mail' : sms && target.kind === 'account' ? 'sms' : 'none';
}
