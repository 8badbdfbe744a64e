import 'server-only';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { users } from './schema';

/*
 * What other domains may read about accounts: small, named reads, so no other folder reads the
 * users table itself. Each takes `db` or a transaction of it (a read inside a transaction stays
 * inside it) and reads a batch at once, never one query per row.
 */

/** The public face of an account other domains show: how it is named, reached and what company it is. */
export interface MemberCard {
  id: number;
  account: string | null;
  nickname: string;
  phone: string | null;
  email: string | null;
  company: string;
}

const cardColumns = { id: users.id, account: users.account, nickname: users.nickname, phone: users.phone, email: users.email, company: users.company };

/** Member ids → their cards, in one query (ids without an account are left out). */
export async function memberCardsByIds(db: Db, ids: readonly number[]): Promise<Map<number, MemberCard>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(cardColumns).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** One member's card, or null when there is no such account. */
export async function memberCard(db: Db, id: number): Promise<MemberCard | null> {
  const [row] = await db.select(cardColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Whether an account with this id exists. */
export async function memberExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
}

/** A member's company and e-mail with when the e-mail was proved (null: no such account). */
export async function memberContact(db: Db, id: number): Promise<{ company: string; email: string | null; emailVerifiedAt: Date | null } | null> {
  const [row] = await db.select({ company: users.company, email: users.email, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The fields a staff keyword search over accounts may look in. */
export type MemberSearchField = 'account' | 'nickname' | 'company' | 'email' | 'phone';

const searchable = { account: users.account, nickname: users.nickname, company: users.company, email: users.email, phone: users.phone };

/** `pattern` (a LIKE pattern, its wildcards already escaped by the caller) in any of `fields`, case-insensitive. */
const matching = (pattern: string, fields: readonly MemberSearchField[]) => or(...fields.map((f) => ilike(searchable[f], pattern)));

/** The ids of every account whose `fields` contain the LIKE `pattern` (for a consumer's `inArray` filter). */
export async function memberIdsMatching(db: Db, pattern: string, fields: readonly MemberSearchField[]): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(matching(pattern, fields));
  return rows.map((r) => r.id);
}

/** The newest `limit` accounts (highest id first) whose `fields` contain the LIKE `pattern`. */
export async function searchMemberCards(db: Db, pattern: string, fields: readonly MemberSearchField[], limit: number): Promise<MemberCard[]> {
  return db.select(cardColumns).from(users).where(matching(pattern, fields)).orderBy(desc(users.id)).limit(limit);
}

/** Accounts holding the sales or admin role and not disabled, by account: who a lead may be given to. */
const salesOrAdmin = () => and(isNull(users.disabledAt), sql`(${users.roles} @> '["sales"]'::jsonb or ${users.roles} @> '["admin"]'::jsonb)`);

/** The enabled sales and admin accounts, ordered by account. */
export async function salesAccounts(db: Db): Promise<MemberCard[]> {
  return db.select(cardColumns).from(users).where(salesOrAdmin()).orderBy(asc(users.account));
}

/** Whether `id` is an enabled sales or admin account. */
export async function isSalesAccount(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), salesOrAdmin()));
  return Boolean(row);
}
