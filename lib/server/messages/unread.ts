import 'server-only';
import { and, count, eq, gt, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { messages, messageThreads } from './schema';

/*
 * Unread messages: a message from the other side written after this side's read marker of its
 * thread (a thread never read counts all of them). The member menu shows the member's count; the
 * back office's nav shows staff's (every thread: the sales team shares one inbox).
 */

/**
 * The query counting a member's unread messages from staff, over all their threads: one builder
 * for both askers. `member` is a member id, or a column naming it (the session check asks it as a
 * subquery of its own query, with users.id, so a member page parses and plans one query fewer).
 */
export function memberUnreadQuery(db: Db, member: number | AnyColumn) {
  return db
    .select({ n: count() })
    .from(messages)
    .innerJoin(messageThreads, eq(messages.threadId, messageThreads.id))
    .where(and(eq(messageThreads.memberId, member), eq(messages.fromStaff, true), or(isNull(messageThreads.memberReadAt), gt(messages.createdAt, messageThreads.memberReadAt))));
}

/** Messages from staff that the member has not read yet, over all their threads. */
export async function unreadForMember(db: Db, memberId: number): Promise<number> {
  const [row] = await memberUnreadQuery(db, memberId);
  return Number(row?.n ?? 0);
}

/** Threads with a member's message that no staff member has read yet. */
export async function unreadForStaff(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${messageThreads.id})` })
    .from(messages)
    .innerJoin(messageThreads, eq(messages.threadId, messageThreads.id))
    .where(and(eq(messages.fromStaff, false), or(isNull(messageThreads.staffReadAt), gt(messages.createdAt, messageThreads.staffReadAt))));
  return Number(row?.n ?? 0);
}
