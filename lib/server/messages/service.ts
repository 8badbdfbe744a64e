import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { MESSAGES, type Locale } from '@/lib/config';
import type { MemberPost, MemberTarget, MemberThreadList, PostedMessage, ThreadOrder, ThreadPage, ThreadQuery, ThreadReadResult } from '@/lib/api/contract/messages';
import { requireMember, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { ownedMemberFiles } from '@/lib/server/files/member-files';
import { TooManyRequests } from '@/lib/server/problems';
import { hitRateLimit } from '@/lib/server/rate-limit/counters';
import { messageThreads } from './schema';
import {
  emptySummary,
  findOrCreateThread,
  generalThreadOf,
  insertMessage,
  messagePage,
  moveReadMarker,
  notFoundThread,
  orderRow,
  orderThreadOf,
  summaries,
  threadById,
  type ThreadRow,
} from './threads';

/*
 * Messages between a member and the business (README "Messages": /user/message), the member's
 * side; staff's side is ./manage.ts. A member has one general thread and one thread per order,
 * each created by its first message (the unique indexes keep them one of each, whoever writes
 * first). Every read and write checks that the thread, or the order it is about, is the member's:
 * anything else is the same 404 as an id that does not exist, and nothing changes.
 */

/** GET /messages: the member's general thread first (started or not), then their order threads, the latest first. */
export async function memberThreads(db: Db, actor: Actor | null): Promise<MemberThreadList> {
  const member = requireMember(actor);
  const threads = await db.select().from(messageThreads).where(eq(messageThreads.memberId, member.user.id)).orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id));
  const list = await summaries(db, threads, 'member');
  const general = list.find((t) => t.kind === 'general') ?? emptySummary(null);
  const rest = list.filter((t) => t.kind === 'order');
  return { list: [general, ...rest], unread_total: list.reduce((sum, t) => sum + t.unread, 0) };
}

/**
 * A thread of the member's (by id, by order, or the general one), a page of its messages. Reading
 * changes nothing (a link from another site must not mark it read): the page marks what it showed
 * read with markMemberThreadRead once it is shown. An order's or the general thread not started
 * yet answers an empty page with `thread.id` null (the page offers to write the first message).
 * Another member's thread or order: 404.
 */
export async function memberThread(db: Db, actor: Actor | null, target: MemberTarget, query: ThreadQuery = { before: null }): Promise<ThreadPage> {
  const member = requireMember(actor);
  const memberId = member.user.id;
  let thread: ThreadRow | null;
  let order: ThreadOrder | null = null;
  if ('thread' in target) {
    thread = await threadById(db, target.thread);
    if (!thread || thread.memberId !== memberId) throw notFoundThread();
  } else if ('order' in target) {
    const row = await orderRow(db, target.order);
    if (!row || row.memberId !== memberId) throw notFoundThread();
    order = { id: row.id, reference: row.reference, status: row.status, title: row.title };
    thread = await orderThreadOf(db, row.id);
  } else {
    thread = await generalThreadOf(db, memberId);
  }
  if (!thread) return { thread: emptySummary(order), messages: [], has_more: false };
  const page = await messagePage(db, thread.id, query, 'member');
  const [summary] = await summaries(db, [thread], 'member');
  return { thread: summary, ...page };
}

/**
 * POST /messages/{id}/read `{ up_to }`: the member has seen their thread up to the message `up_to`
 * (the newest the page showed; without it, the newest there is), never backwards; a reply written
 * after the page showed the thread stays unread. Another member's thread: 404. `changed` says
 * whether the marker moved.
 */
export async function markMemberThreadRead(db: Db, actor: Actor | null, threadId: number, upTo: number | null): Promise<ThreadReadResult> {
  const member = requireMember(actor);
  const thread = await threadById(db, threadId);
  if (!thread || thread.memberId !== member.user.id) throw notFoundThread();
  return { id: thread.id, changed: await moveReadMarker(db, thread.id, 'member', upTo) };
}

/**
 * POST /messages: a member's message to their general thread, an order's thread (the order must
 * be theirs) or a thread of theirs, with up to MESSAGES.maxFiles of their own files. Limited per
 * member (MESSAGES.memberPosts). Answers the message as stored.
 */
export async function postMemberMessage(db: Db, actor: Actor | null, post: MemberPost, locale: Locale, now: Date = new Date()): Promise<PostedMessage> {
  const member = requireMember(actor);
  const memberId = member.user.id;
  const hit = await hitRateLimit(db, `messages:member:${memberId}`, MESSAGES.memberPosts, now);
  if (!hit.allowed) throw new TooManyRequests(hit.retryAfterSeconds);
  const posted = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    let thread: ThreadRow;
    if ('thread' in post.target) {
      const found = await threadById(tx, post.target.thread);
      if (!found || found.memberId !== memberId) throw notFoundThread();
      thread = found;
    } else if ('order' in post.target) {
      const row = await orderRow(tx, post.target.order);
      if (!row || row.memberId !== memberId) throw notFoundThread();
      thread = await findOrCreateThread(tx, memberId, row.id);
    } else {
      thread = await findOrCreateThread(tx, memberId, null);
    }
    const files = await ownedMemberFiles(tx, memberId, post.files);
    return insertMessage(tx, thread, { authorId: memberId, fromStaff: false, body: post.body, locale, files });
  });
  return { thread_id: posted.thread.id, message: posted.message };
}
