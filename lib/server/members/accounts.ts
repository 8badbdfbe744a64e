import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { SocialLinks, UserInfo } from '@/lib/api/contract';
import { maskPhone } from '@/lib/api/contract/members';
import { requireMember, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { users } from './schema';
import type { User } from './sessions';
import { socialLinks } from './social/service';

export async function findUserByAccount(db: Db, account: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.account, account)).limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: Db, phone: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

/** A new account member; null when the account name is taken (decided by the unique index, race-free). */
export async function createAccountUser(db: Db, account: string, passwordHash: string): Promise<User | null> {
  const [row] = await db.insert(users).values({ account, passwordHash, nickname: account }).onConflictDoNothing({ target: users.account }).returning();
  return row ?? null;
}

/** The member of a phone number, registered on the spot when the number is new. */
export async function findOrCreatePhoneUser(db: Db, phone: string): Promise<{ user: User; created: boolean }> {
  const [created] = await db
    .insert(users)
    .values({ phone, nickname: maskPhone(phone) })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  if (created) return { user: created, created: true };
  const existing = await findUserByPhone(db, phone);
  if (!existing) throw new Error('phone member vanished between insert and select');
  return { user: existing, created: false };
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** What GET /user answers: no hash, the phone masked, and the linked WeChat/QQ accounts when given. */
export function userInfo(user: User, social?: SocialLinks): UserInfo {
  return {
    id: user.id,
    account: user.account,
    nickname: user.nickname,
    phone: user.phone ? maskPhone(user.phone) : null,
    avatar: user.avatar,
    points: user.points,
    roles: user.roles,
    created_at: user.createdAt.toISOString(),
    company: user.company,
    email: user.email,
    email_verified: user.email !== null && user.emailVerifiedAt !== null,
    has_password: user.passwordHash !== null,
    ...(social ? { social } : {}),
  };
}

/** The acting member's own record (GET /user, and the profile page on the server). */
export async function memberInfo(db: Db, actor: Actor | null): Promise<UserInfo> {
  const member = requireMember(actor);
  return userInfo(member.user, await socialLinks(db, member.user.id));
}
