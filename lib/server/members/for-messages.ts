import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { users } from './schema';

/** What a reply's e-mail needs of the member it goes to: the address (confirmed, else null), a name to greet, and whether the account is disabled. */
export interface MailRecipient {
  id: number;
  email: string | null;
  nickname: string;
  account: string | null;
  disabledAt: Date | null;
}

/** Member `memberId` as a reply's e-mail addresses them, or null (no such member); `db` may be the reply's transaction. */
export async function mailRecipient(db: Db, memberId: number): Promise<MailRecipient | null> {
  const [row] = await db
    // Only a confirmed address: an unconfirmed one may be anyone's, and replies carry staff's words and files.
    .select({
      id: users.id,
      email: sql<string | null>`case when ${users.emailVerifiedAt} is not null then ${users.email} end`,
      nickname: users.nickname,
      account: users.account,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, memberId))
    .limit(1);
  return row ?? null;
}

/** A message's author as staff see it named (nickname, else account, else phone, else #id). */
export interface AuthorName {
  id: number;
  nickname: string;
  account: string | null;
  phone: string | null;
}

/** The members `ids` as message authors, by id, in one query (the authors of a page of messages). */
export async function authorsByIds(db: Db, ids: readonly number[]): Promise<Map<number, AuthorName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, nickname: users.nickname, account: users.account, phone: users.phone }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
