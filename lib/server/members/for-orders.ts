import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { containsAny } from '@/lib/server/db/like';
import type { Db } from '@/lib/server/db/types';
import { users } from './schema';

/*
 * What orders needs to know about members, asked here rather than by joining `users` in the
 * orders queries: members stays the one place that reads its table. Every function takes the
 * caller's db or transaction handle, so a call inside a transaction stays in it.
 */

export type MemberRow = typeof users.$inferSelect;

/** Who did something on an order: the member's shown name (nickname, else account) and roles. */
export interface OrderActor {
  name: string | null;
  roles: string[];
}

/** The actors with these ids, by id, in one query (an id with no member is absent: a deleted actor). */
export async function orderActorsByIds(db: Db, ids: readonly number[]): Promise<Map<number, OrderActor>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, nickname: users.nickname, account: users.account, roles: users.roles }).from(users).where(inArray(users.id, unique));
  // An empty nickname falls back to the account, as coalesce(nullif(nickname, ''), account) did.
  return new Map(rows.map((r) => [r.id, { name: r.nickname !== '' ? r.nickname : r.account, roles: r.roles }]));
}

/** The members with these ids, whole rows by id, in one query. */
export async function membersByIds(db: Db, ids: readonly number[]): Promise<Map<number, MemberRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** One member's whole row, or undefined. */
export async function memberById(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The ids of the members whose account, nickname, e-mail, company or phone contains `keyword` (the staff order search). */
export async function memberIdsMatching(db: Db, keyword: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(containsAny(keyword, [users.account, users.nickname, users.email, users.company, users.phone]));
  return rows.map((r) => r.id);
}

/**
 * What decides which leads are a member's: their id, e-mail and when they verified it; and their
 * account manager, who looks after the orders the leads become (undefined: no such member).
 */
export async function memberContact(db: Db, id: number): Promise<{ id: number; email: string | null; emailVerifiedAt: Date | null; accountManagerId: number | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt, accountManagerId: users.accountManagerId })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
