import 'server-only';
import { and, count, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { inIds } from '@/lib/server/db/in-ids';
import { MEMBER_FILES, MEMBER_KINDS } from '@/lib/uploads';
import { MESSAGES } from '@/lib/config';
import {
  MESSAGE_STAFF_ROLES,
  type PostedMessage,
  type StaffReply,
  type StaffThreadList,
  type StaffThreadPage,
  type StaffThreadQuery,
  type StaffThreadSummary,
  type ThreadOrder,
  type ThreadQuery,
  type ThreadReadResult,
} from '@/lib/api/contract/messages';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { escapeLike } from '@/lib/server/db/like';
import type { Db } from '@/lib/server/db/types';
import { ownedStaffFiles } from '@/lib/server/files/member-files';
import { storeUpload, type StoredFileInfo } from '@/lib/server/files/service';
import { makeThumbnail } from '@/lib/server/files/thumbnails';
import type { ClientMeta } from '@/lib/server/http/client';
import { memberCard, memberCardsByIds, memberExists, memberIdsMatching } from '@/lib/server/members/lookup';
import { orderIdsMatching } from '@/lib/server/orders/for-messages';
import { kickOutbox } from '@/lib/server/outbox/worker';
import { notFound } from '@/lib/server/problems';
import { enqueueReplyMail } from './reply-mail';
import { messages, messageThreads } from './schema';
import {
  emptySummary,
  findOrCreateThread,
  generalThreadOf,
  insertMessage,
  memberOf,
  messagePage,
  moveReadMarker,
  nameOf,
  notFoundThread,
  orderRow,
  orderThreadOf,
  summaries,
  threadById,
  type ThreadRow,
} from './threads';

/*
 * Messages between a member and the business, the business's side (the member's is ./service.ts):
 * staff (MESSAGE_STAFF_ROLES) read every thread, reply, and may open the thread of any order or a
 * member's general thread with their first message. Every reply is audited and told to the member
 * by e-mail.
 */

/** Member messages after staff's marker (the list's order and the `unread` filter). */
const staffUnreadSql = sql<number>`(select count(*)::int from ${messages} where ${messages.threadId} = ${messageThreads.id} and ${messages.fromStaff} = false and (${messageThreads.staffReadAt} is null or ${messages.createdAt} > ${messageThreads.staffReadAt}))`;

/**
 * GET /admin/messages: every thread, those with unread member messages first, then the latest;
 * filtered to unread ones or the ones this staff member has written in (`mine`), searched by the
 * member (account, name, company, e-mail, phone) or the order's reference.
 */
export async function staffThreads(db: Db, actor: Actor | null, query: StaffThreadQuery): Promise<StaffThreadList> {
  const staff = requireRole(actor, ...MESSAGE_STAFF_ROLES);
  const conditions: SQL[] = [];
  if (query.filter === 'unread') conditions.push(sql`${staffUnreadSql} > 0`);
  if (query.filter === 'mine') {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(messages)
          .where(and(eq(messages.threadId, messageThreads.id), eq(messages.fromStaff, true), eq(messages.authorId, staff.user.id))),
      ),
    );
  }
  if (query.keyword) {
    // The member's fields and the order's reference are searched by their owners, which answer the
    // ids that match; every thread has its member (a member's delete takes their threads along),
    // so filtering by ids keeps the same threads, total and pages as joining did.
    const [memberIds, orderIds] = await Promise.all([
      memberIdsMatching(db, `%${escapeLike(query.keyword)}%`, ['account', 'nickname', 'company', 'email', 'phone']),
      orderIdsMatching(db, query.keyword),
    ]);
    conditions.push(or(inIds(messageThreads.memberId, memberIds), inIds(messageThreads.orderId, orderIds))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [[{ total }], threads, unreadThreads] = await Promise.all([
    db.select({ total: count() }).from(messageThreads).where(where),
    db
      .select({ thread: messageThreads, unread: staffUnreadSql })
      .from(messageThreads)
      .where(where)
      .orderBy(sql`(${staffUnreadSql} > 0) desc`, desc(messageThreads.lastMessageAt), desc(messageThreads.id))
      .limit(MESSAGES.staffPageSize)
      .offset((query.page - 1) * MESSAGES.staffPageSize),
    staffUnreadThreadCount(db),
  ]);
  // The page's members in one lookup; a thread whose member went in the meantime is left out, as the join did.
  const members = await memberCardsByIds(
    db,
    threads.map((r) => r.thread.memberId),
  );
  const rows = threads.flatMap((r) => {
    const member = members.get(r.thread.memberId);
    return member ? [{ ...r, member }] : [];
  });
  const list = await summaries(
    db,
    rows.map((r) => r.thread),
    'staff',
  );
  return {
    list: list.map((summary, i): StaffThreadSummary => ({ ...summary, id: rows[i].thread.id, member: memberOf(rows[i].member) })),
    total: Number(total),
    page: query.page,
    limit: MESSAGES.staffPageSize,
    unread_threads: unreadThreads,
  };
}

async function staffUnreadThreadCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messageThreads)
    .where(sql`${staffUnreadSql} > 0`);
  return Number(row?.n ?? 0);
}

/**
 * GET /admin/messages/{id}: a thread with its member and order, a page of messages. Reading changes
 * nothing (a link from another site must not mark it read): the page marks what it showed read
 * with markStaffThreadRead once it is shown.
 */
export async function staffThread(db: Db, actor: Actor | null, threadId: number, query: ThreadQuery = { before: null }): Promise<StaffThreadPage> {
  requireRole(actor, ...MESSAGE_STAFF_ROLES);
  const thread = await threadById(db, threadId);
  if (!thread) throw notFoundThread();
  const page = await messagePage(db, thread.id, query, 'staff');
  return { ...(await staffSummary(db, thread.id)), ...page };
}

/**
 * POST /admin/messages/{id}/read `{ up_to }`: staff have seen the thread up to the message `up_to`
 * (the newest the page showed; without it, the newest there is), never backwards. A message
 * written after the page was rendered stays unread. `changed` says whether the marker moved.
 */
export async function markStaffThreadRead(db: Db, actor: Actor | null, threadId: number, upTo: number | null): Promise<ThreadReadResult> {
  requireRole(actor, ...MESSAGE_STAFF_ROLES);
  const thread = await threadById(db, threadId);
  if (!thread) throw notFoundThread();
  return { id: thread.id, changed: await moveReadMarker(db, thread.id, 'staff', upTo) };
}

async function staffSummary(db: Db, threadId: number): Promise<{ thread: StaffThreadSummary }> {
  const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.id, threadId));
  // Gone since the caller found it (its member deleted in the meantime): the thread's 404.
  const member = thread ? await memberCard(db, thread.memberId) : null;
  if (!thread || !member) throw notFoundThread();
  const [summary] = await summaries(db, [thread], 'staff');
  return { thread: { ...summary, id: thread.id, member: memberOf(member) } };
}

/** The thread of an order for staff (404 for an order that does not exist), null when nobody wrote yet. */
export async function staffOrderThreadId(db: Db, actor: Actor | null, orderId: number): Promise<number | null> {
  requireRole(actor, ...MESSAGE_STAFF_ROLES);
  if (!(await orderRow(db, orderId))) throw notFound();
  return (await orderThreadOf(db, orderId))?.id ?? null;
}

/**
 * POST /admin/messages: a staff reply in a thread, or the first message of an order's thread
 * (any order) or of a member's general thread, with files staff uploaded (POST
 * /admin/messages/files). Recorded in the audit log; the member is told by e-mail (the outbox,
 * when mail is configured and they have an address), in the language of their latest message.
 */
export async function staffReply(db: Db, actor: Actor | null, reply: StaffReply, env: NodeJS.ProcessEnv = process.env): Promise<PostedMessage> {
  const staff = requireRole(actor, ...MESSAGE_STAFF_ROLES);
  const posted = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    let thread: ThreadRow;
    if ('thread' in reply.target) {
      const found = await threadById(tx, reply.target.thread);
      if (!found) throw notFoundThread();
      thread = found;
    } else if ('order' in reply.target) {
      const row = await orderRow(tx, reply.target.order);
      if (!row) throw notFoundThread();
      thread = await findOrCreateThread(tx, row.memberId, row.id);
    } else {
      if (!(await memberExists(tx, reply.target.member))) throw notFoundThread();
      thread = await findOrCreateThread(tx, reply.target.member, null);
    }
    const files = await ownedStaffFiles(tx, staff.user.id, reply.files);
    const result = await insertMessage(tx, thread, { authorId: staff.user.id, fromStaff: true, body: reply.body, locale: null, files });
    await recordAudit(
      tx,
      { actor: staff },
      {
        action: 'message.reply',
        entity: 'message_thread',
        entityId: thread.id,
        after: { message_id: result.row.id, member_id: thread.memberId, order_id: thread.orderId, body: reply.body, files: reply.files },
      },
    );
    await enqueueReplyMail(tx, { thread: result.thread, message: result.row, files }, env);
    return { thread_id: thread.id, message: { ...result.message, author: nameOf(staff.user) } };
  });
  kickOutbox();
  return posted;
}

/**
 * POST /admin/messages/files?name=: a file staff attach to a reply (purpose `staff`; the member
 * of the thread may then download it), as a raw body of at most MEMBER_FILES.maxBytes; its
 * thumbnail is made in the background.
 */
export async function uploadStaffMessageFile(db: Db, request: Request, actor: Actor | null, client: ClientMeta, name: string): Promise<StoredFileInfo> {
  const staff = requireRole(actor, ...MESSAGE_STAFF_ROLES);
  const stored = await storeUpload(db, request, { purpose: 'staff', maxBytes: MEMBER_FILES.maxBytes, kinds: MEMBER_KINDS, thumbnail: true }, { actor: staff, client, name });
  void makeThumbnail(db, stored.handle).catch(() => undefined);
  return stored;
}

/**
 * The conversation about an order (any order) or with a member (their general thread), for the
 * back office's "write to the member": `{ thread_id }` when it exists, else an empty page (id 0)
 * whose first reply opens it. An order or member that does not exist: 404.
 */
export async function staffThreadStart(db: Db, actor: Actor | null, target: { order: number } | { member: number }): Promise<{ thread_id: number } | StaffThreadPage> {
  requireRole(actor, ...MESSAGE_STAFF_ROLES);
  let order: ThreadOrder | null = null;
  let memberId: number;
  if ('order' in target) {
    const row = await orderRow(db, target.order);
    if (!row) throw notFound();
    const existing = await orderThreadOf(db, row.id);
    if (existing) return { thread_id: existing.id };
    order = { id: row.id, reference: row.reference, status: row.status, title: row.title };
    memberId = row.memberId;
  } else {
    memberId = target.member;
    const existing = await generalThreadOf(db, memberId);
    if (existing) return { thread_id: existing.id };
  }
  const member = await memberCard(db, memberId);
  if (!member) throw notFound();
  return { thread: { ...emptySummary(order), id: 0, member: memberOf(member) }, messages: [], has_more: false };
}
