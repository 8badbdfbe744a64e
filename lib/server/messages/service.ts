import 'server-only';
import { and, count, desc, eq, exists, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { MEMBER_FILES, MEMBER_KINDS, FILE_HANDLE } from '@/lib/uploads';
import { MESSAGES, type Locale } from '@/lib/config';
import type {
  MemberThreadList,
  MessageFile,
  PostedMessage,
  StaffThreadList,
  StaffThreadPage,
  StaffThreadSummary,
  ThreadMember,
  ThreadMessage,
  ThreadOrder,
  ThreadPage,
  ThreadReadResult,
  ThreadSummary,
} from '@/lib/api/contract/messages';
import { MESSAGE_STAFF_ROLES } from '@/lib/api/contract/messages';
import type { MemberPost, MemberTarget, StaffReply, StaffThreadQuery, ThreadQuery } from '@/lib/validation/messages';
import { requireMember, requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { ownedMemberFiles } from '@/lib/server/files/member-files';
import { storedFiles } from '@/lib/server/files/schema';
import { storeUpload, type StoredFileInfo } from '@/lib/server/files/service';
import { makeThumbnail } from '@/lib/server/files/thumbnails';
import type { ClientMeta } from '@/lib/server/http/client';
import { users } from '@/lib/server/members/schema';
import { orders } from '@/lib/server/orders/schema';
import { kickOutbox } from '@/lib/server/outbox/worker';
import { InvalidInput, notFound, TooManyRequests } from '@/lib/server/problems';
import { hitRateLimit } from '@/lib/server/rate-limit/counters';
import { enqueueReplyMail } from './reply-mail';
import { messageFiles, messages, messageThreads } from './schema';

/*
 * Messages between a member and the business (README "Messages": /user/message). A
 * member has one general thread and one thread per order, each created by its first message (the
 * unique indexes keep them one of each, whoever writes first). Every read and write checks that
 * the thread, or the order it is about, is the member's: anything else is the same 404 as an id
 * that does not exist, and nothing changes. Staff (sales) read every thread, reply, and may open
 * the thread of any order or a member's general thread with their first message.
 *
 * Read markers: opening a thread marks it read for that side up to its newest message (a time
 * from the database, so the app's clock never matters); writing in it too. Unread is "a message
 * from the other side after my side's marker" (./unread.ts for the totals).
 */

type ThreadRow = typeof messageThreads.$inferSelect;
type MessageRow = typeof messages.$inferSelect;
type FileRow = typeof storedFiles.$inferSelect;
type Side = 'member' | 'staff';

const notFoundThread = () => notFound();

// ─── shapes ────────────────────────────────────────────────────────────────────────────────────

function fileOf(row: FileRow): MessageFile {
  return { handle: row.handle, name: row.name, mime: row.mime, bytes: row.bytes, thumb: row.thumbState === 'ready' };
}

function preview(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > MESSAGES.previewChars ? `${chars.slice(0, MESSAGES.previewChars - 1).join('')}…` : flat;
}

function nameOf(user: Pick<typeof users.$inferSelect, 'nickname' | 'account' | 'phone' | 'id'>): string {
  return user.nickname || user.account || user.phone || `#${user.id}`;
}

/** The orders of threads, by id. */
async function ordersById(db: Db, ids: readonly number[]): Promise<Map<number, ThreadOrder>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, reference: orders.reference, status: orders.status, title: orders.title })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return new Map(rows.map((o) => [o.id, o]));
}

/** The newest message of each thread. */
async function lastMessages(db: Db, threadIds: readonly number[]): Promise<Map<number, MessageRow>> {
  if (threadIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.threadId])
    .from(messages)
    .where(inArray(messages.threadId, [...threadIds]))
    .orderBy(messages.threadId, desc(messages.createdAt), desc(messages.id));
  return new Map(rows.map((m) => [m.threadId, m]));
}

/** Messages of the other side after `side`'s read marker, per thread. */
async function unreadCounts(db: Db, threadIds: readonly number[], side: Side): Promise<Map<number, number>> {
  if (threadIds.length === 0) return new Map();
  const marker = side === 'member' ? messageThreads.memberReadAt : messageThreads.staffReadAt;
  const rows = await db
    .select({ threadId: messages.threadId, n: count() })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(
      and(
        inArray(messages.threadId, [...threadIds]),
        eq(messages.fromStaff, side === 'member'),
        or(isNull(marker), gt(messages.createdAt, marker)),
      ),
    )
    .groupBy(messages.threadId);
  return new Map(rows.map((r) => [r.threadId, Number(r.n)]));
}

function summaryOf(thread: ThreadRow, order: ThreadOrder | null, last: MessageRow | undefined, unread: number): ThreadSummary {
  return {
    id: thread.id,
    kind: thread.orderId === null ? 'general' : 'order',
    order,
    last_message: last ? { body: preview(last.body), from_staff: last.fromStaff, created_at: last.createdAt.toISOString() } : null,
    unread,
    last_message_at: thread.lastMessageAt.toISOString(),
  };
}

async function summaries(db: Db, threads: readonly ThreadRow[], side: Side): Promise<ThreadSummary[]> {
  const ids = threads.map((t) => t.id);
  const [orderMap, lasts, unread] = await Promise.all([
    ordersById(db, threads.map((t) => t.orderId).filter((id): id is number => id !== null)),
    lastMessages(db, ids),
    unreadCounts(db, ids, side),
  ]);
  return threads.map((t) => summaryOf(t, t.orderId !== null ? (orderMap.get(t.orderId) ?? null) : null, lasts.get(t.id), unread.get(t.id) ?? 0));
}

/** A page of a thread's messages (oldest first), with their files and, for staff, their authors. */
async function messagePage(db: Db, threadId: number, query: ThreadQuery, side: Side): Promise<{ messages: ThreadMessage[]; has_more: boolean }> {
  const rows = await db
    .select({ message: messages, author: { id: users.id, nickname: users.nickname, account: users.account, phone: users.phone } })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId))
    .where(and(eq(messages.threadId, threadId), query.before !== null ? lt(messages.id, query.before) : undefined))
    .orderBy(desc(messages.id))
    .limit(MESSAGES.pageSize + 1);
  const has_more = rows.length > MESSAGES.pageSize;
  const page = rows.slice(0, MESSAGES.pageSize).reverse();
  const files = await filesOf(db, page.map((r) => r.message.id));
  return {
    has_more,
    messages: page.map(({ message, author }) => ({
      id: message.id,
      from_staff: message.fromStaff,
      // The member reads "the business"; staff see who of them (or which member) wrote.
      author: side === 'staff' && author?.id ? nameOf(author) : null,
      body: message.body,
      files: files.get(message.id) ?? [],
      created_at: message.createdAt.toISOString(),
    })),
  };
}

async function filesOf(db: Db, messageIds: readonly number[]): Promise<Map<number, MessageFile[]>> {
  const out = new Map<number, MessageFile[]>();
  if (messageIds.length === 0) return out;
  const rows = await db
    .select({ messageId: messageFiles.messageId, file: storedFiles })
    .from(messageFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, messageFiles.fileId))
    .where(inArray(messageFiles.messageId, [...messageIds]))
    .orderBy(messageFiles.messageId, messageFiles.sort);
  for (const { messageId, file } of rows) {
    const list = out.get(messageId) ?? [];
    list.push(fileOf(file));
    out.set(messageId, list);
  }
  return out;
}

/**
 * One side has seen a thread up to the message `upTo` (the newest a page showed; null: the newest
 * there is): its marker moves to that message's time, never backwards, and a message of another
 * thread moves nothing. Answers whether the marker moved.
 */
async function moveReadMarker(db: Db, threadId: number, side: Side, upTo: number | null): Promise<boolean> {
  const seen =
    upTo === null
      ? sql`(select max(${messages.createdAt}) from ${messages} where ${messages.threadId} = ${threadId})`
      : sql`(select ${messages.createdAt} from ${messages} where ${messages.threadId} = ${threadId} and ${messages.id} = ${upTo})`;
  const marker = side === 'member' ? messageThreads.memberReadAt : messageThreads.staffReadAt;
  const moved = await db
    .update(messageThreads)
    .set(side === 'member' ? { memberReadAt: seen } : { staffReadAt: seen })
    .where(and(eq(messageThreads.id, threadId), sql`${seen} is not null`, sql`(${marker} is null or ${marker} < ${seen})`))
    .returning({ id: messageThreads.id });
  return moved.length > 0;
}

// ─── finding threads ───────────────────────────────────────────────────────────────────────────

async function threadById(db: Db, id: number): Promise<ThreadRow | null> {
  const [row] = await db.select().from(messageThreads).where(eq(messageThreads.id, id)).limit(1);
  return row ?? null;
}

async function generalThreadOf(db: Db, memberId: number): Promise<ThreadRow | null> {
  const [row] = await db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.memberId, memberId), isNull(messageThreads.orderId)))
    .limit(1);
  return row ?? null;
}

async function orderThreadOf(db: Db, orderId: number): Promise<ThreadRow | null> {
  const [row] = await db.select().from(messageThreads).where(eq(messageThreads.orderId, orderId)).limit(1);
  return row ?? null;
}

async function orderRow(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, memberId: orders.memberId, reference: orders.reference, status: orders.status, title: orders.title })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

/**
 * The thread a message goes to, created when it is the first (general: one per member; an
 * order's: one per order). Two first messages at once both land in the one thread: the insert
 * that loses the unique index reads the winner's.
 */
async function findOrCreateThread(tx: Db, memberId: number, orderId: number | null): Promise<ThreadRow> {
  const existing = orderId === null ? await generalThreadOf(tx, memberId) : await orderThreadOf(tx, orderId);
  if (existing) return existing;
  const [created] = await tx.insert(messageThreads).values({ memberId, orderId }).onConflictDoNothing().returning();
  if (created) return created;
  const winner = orderId === null ? await generalThreadOf(tx, memberId) : await orderThreadOf(tx, orderId);
  if (!winner) throw new Error('message thread vanished');
  return winner;
}

/** A thread not started yet, as the lists and pages show it. */
function emptySummary(order: ThreadOrder | null): ThreadSummary {
  return { id: null, kind: order ? 'order' : 'general', order, last_message: null, unread: 0, last_message_at: null };
}

// ─── the member's side ─────────────────────────────────────────────────────────────────────────

/** GET /messages: the member's general thread first (started or not), then their order threads, the latest first. */
export async function memberThreads(db: Db, actor: Actor | null): Promise<MemberThreadList> {
  const member = requireMember(actor);
  const threads = await db
    .select()
    .from(messageThreads)
    .where(eq(messageThreads.memberId, member.user.id))
    .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id));
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

async function insertMessage(
  tx: Db,
  thread: ThreadRow,
  input: { authorId: number; fromStaff: boolean; body: string; locale: Locale | null; files: readonly FileRow[] },
): Promise<{ thread: ThreadRow; message: ThreadMessage; row: MessageRow }> {
  const [row] = await tx
    .insert(messages)
    .values({ threadId: thread.id, authorId: input.authorId, fromStaff: input.fromStaff, body: input.body, locale: input.locale })
    .returning();
  if (input.files.length) {
    await tx.insert(messageFiles).values(input.files.map((file, sort) => ({ messageId: row.id, fileId: file.id, sort })));
  }
  // The writer has read everything up to their own message.
  const [updated] = await tx
    .update(messageThreads)
    .set(
      input.fromStaff
        ? { lastMessageAt: sql`greatest(${messageThreads.lastMessageAt}, ${row.createdAt.toISOString()}::timestamptz)`, staffReadAt: row.createdAt }
        : { lastMessageAt: sql`greatest(${messageThreads.lastMessageAt}, ${row.createdAt.toISOString()}::timestamptz)`, memberReadAt: row.createdAt },
    )
    .where(eq(messageThreads.id, thread.id))
    .returning();
  return {
    thread: updated,
    row,
    message: { id: row.id, from_staff: row.fromStaff, author: null, body: row.body, files: input.files.map(fileOf), created_at: row.createdAt.toISOString() },
  };
}

// ─── the business's side ───────────────────────────────────────────────────────────────────────

function memberOf(user: typeof users.$inferSelect): ThreadMember {
  return { id: user.id, name: nameOf(user), account: user.account, company: user.company, email: user.email };
}

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
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.account, pattern),
        ilike(users.nickname, pattern),
        ilike(users.company, pattern),
        ilike(users.email, pattern),
        ilike(users.phone, pattern),
        ilike(orders.reference, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const base = () => db.select({ thread: messageThreads, member: users, unread: staffUnreadSql }).from(messageThreads).innerJoin(users, eq(users.id, messageThreads.memberId)).leftJoin(orders, eq(orders.id, messageThreads.orderId));
  const [[{ total }], rows, unreadThreads] = await Promise.all([
    db
      .select({ total: count() })
      .from(messageThreads)
      .innerJoin(users, eq(users.id, messageThreads.memberId))
      .leftJoin(orders, eq(orders.id, messageThreads.orderId))
      .where(where),
    base()
      .where(where)
      .orderBy(sql`(${staffUnreadSql} > 0) desc`, desc(messageThreads.lastMessageAt), desc(messageThreads.id))
      .limit(MESSAGES.staffPageSize)
      .offset((query.page - 1) * MESSAGES.staffPageSize),
    staffUnreadThreadCount(db),
  ]);
  const list = await summaries(db, rows.map((r) => r.thread), 'staff');
  return {
    list: list.map((summary, i): StaffThreadSummary => ({ ...summary, id: rows[i].thread.id, member: memberOf(rows[i].member) })),
    total: Number(total),
    page: query.page,
    limit: MESSAGES.staffPageSize,
    unread_threads: unreadThreads,
  };
}

async function staffUnreadThreadCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messageThreads).where(sql`${staffUnreadSql} > 0`);
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
  const [row] = await db.select({ thread: messageThreads, member: users }).from(messageThreads).innerJoin(users, eq(users.id, messageThreads.memberId)).where(eq(messageThreads.id, threadId));
  const [summary] = await summaries(db, [row.thread], 'staff');
  return { thread: { ...summary, id: row.thread.id, member: memberOf(row.member) } };
}

/** The thread of an order for staff (404 for an order that does not exist), null when nobody wrote yet. */
export async function staffOrderThreadId(db: Db, actor: Actor | null, orderId: number): Promise<number | null> {
  requireRole(actor, ...MESSAGE_STAFF_ROLES);
  if (!(await orderRow(db, orderId))) throw notFound();
  return (await orderThreadOf(db, orderId))?.id ?? null;
}

/** The files of a staff reply: each must be a file this staff member uploaded for messages (purpose `staff`). */
async function ownStaffFiles(tx: Db, staffId: number, handles: readonly string[]): Promise<FileRow[]> {
  if (handles.length === 0) return [];
  const refused = () => new InvalidInput({ files: { key: 'fileUnknown' } });
  if (handles.some((h) => !FILE_HANDLE.test(h))) throw refused();
  const rows = await tx
    .select()
    .from(storedFiles)
    .where(and(inArray(storedFiles.handle, [...handles]), eq(storedFiles.purpose, 'staff'), eq(storedFiles.ownerId, staffId)));
  const byHandle = new Map(rows.map((r) => [r.handle, r]));
  const chosen = handles.map((h) => byHandle.get(h));
  if (chosen.some((r) => !r)) throw refused();
  return chosen as FileRow[];
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
      const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, reply.target.member)).limit(1);
      if (!member) throw notFoundThread();
      thread = await findOrCreateThread(tx, member.id, null);
    }
    const files = await ownStaffFiles(tx, staff.user.id, reply.files);
    const result = await insertMessage(tx, thread, { authorId: staff.user.id, fromStaff: true, body: reply.body, locale: null, files });
    await recordAudit(tx, { actor: staff }, {
      action: 'message.reply',
      entity: 'message_thread',
      entityId: thread.id,
      after: { message_id: result.row.id, member_id: thread.memberId, order_id: thread.orderId, body: reply.body, files: reply.files },
    });
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
  const [member] = await db.select().from(users).where(eq(users.id, memberId)).limit(1);
  if (!member) throw notFound();
  return { thread: { ...emptySummary(order), id: 0, member: memberOf(member) }, messages: [], has_more: false };
}
