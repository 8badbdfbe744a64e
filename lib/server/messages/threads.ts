import 'server-only';
import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { MESSAGES, type Locale } from '@/lib/config';
import type { MessageFile, ThreadMember, ThreadMessage, ThreadOrder, ThreadQuery, ThreadSummary } from '@/lib/api/contract/messages';
import type { Db } from '@/lib/server/db/types';
import { filesGroupedBy, type StoredFileRow as MessageFileRow } from '@/lib/server/files/by-id';
import { authorsByIds, type AuthorName } from '@/lib/server/members/for-messages';
import { orderForThread, threadOrdersByIds } from '@/lib/server/orders/for-messages';
import { notFound } from '@/lib/server/problems';
import { messageFiles, messages, messageThreads } from './schema';

/*
 * What both sides of the messages share (the member's ./service.ts, staff's ./manage.ts): how a
 * thread and its messages are shaped for a page, how threads are found or started, how a message
 * is stored and how a side's read marker moves.
 *
 * Read markers: a side's marker of a thread moves when the page that showed it says so, up to
 * the newest message it showed (a time from the database, so the app's clock never matters), and
 * when that side writes in it. Unread is "a message from the other side after my side's marker"
 * (./unread.ts for the totals).
 */

export type ThreadRow = typeof messageThreads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type FileRow = MessageFileRow;
export type Side = 'member' | 'staff';

export const notFoundThread = () => notFound();

// ─── shapes ────────────────────────────────────────────────────────────────────────────────────

export function fileOf(row: FileRow): MessageFile {
  return { handle: row.handle, name: row.name, mime: row.mime, bytes: row.bytes, thumb: row.thumbState === 'ready' };
}

function preview(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > MESSAGES.previewChars ? `${chars.slice(0, MESSAGES.previewChars - 1).join('')}…` : flat;
}

export function nameOf(user: AuthorName): string {
  return user.nickname || user.account || user.phone || `#${user.id}`;
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
    .where(and(inArray(messages.threadId, [...threadIds]), eq(messages.fromStaff, side === 'member'), or(isNull(marker), gt(messages.createdAt, marker))))
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

export async function summaries(db: Db, threads: readonly ThreadRow[], side: Side): Promise<ThreadSummary[]> {
  const ids = threads.map((t) => t.id);
  const [orderMap, lasts, unread] = await Promise.all([
    threadOrdersByIds(
      db,
      threads.map((t) => t.orderId).filter((id): id is number => id !== null),
    ),
    lastMessages(db, ids),
    unreadCounts(db, ids, side),
  ]);
  return threads.map((t) => summaryOf(t, t.orderId !== null ? (orderMap.get(t.orderId) ?? null) : null, lasts.get(t.id), unread.get(t.id) ?? 0));
}

/** A page of a thread's messages (oldest first), with their files and, for staff, their authors. */
export async function messagePage(db: Db, threadId: number, query: ThreadQuery, side: Side): Promise<{ messages: ThreadMessage[]; has_more: boolean }> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.threadId, threadId), query.before !== null ? lt(messages.id, query.before) : undefined))
    .orderBy(desc(messages.id))
    .limit(MESSAGES.pageSize + 1);
  const has_more = rows.length > MESSAGES.pageSize;
  const page = rows.slice(0, MESSAGES.pageSize).reverse();
  // The authors in one lookup (a member who was deleted leaves the author empty, as the old join did).
  const [files, authors] = await Promise.all([
    filesOf(
      db,
      page.map((m) => m.id),
    ),
    authorsByIds(
      db,
      page.map((m) => m.authorId).filter((id): id is number => id !== null),
    ),
  ]);
  return {
    has_more,
    messages: page.map((message) => ({
      id: message.id,
      from_staff: message.fromStaff,
      // The member reads "the business"; staff see who of them (or which member) wrote.
      author: side === 'staff' && message.authorId !== null && authors.has(message.authorId) ? nameOf(authors.get(message.authorId)!) : null,
      body: message.body,
      files: files.get(message.id) ?? [],
      created_at: message.createdAt.toISOString(),
    })),
  };
}

async function filesOf(db: Db, messageIds: readonly number[]): Promise<Map<number, MessageFile[]>> {
  const out = new Map<number, MessageFile[]>();
  if (messageIds.length === 0) return out;
  const links = await db
    .select({ messageId: messageFiles.messageId, fileId: messageFiles.fileId })
    .from(messageFiles)
    .where(inArray(messageFiles.messageId, [...messageIds]))
    .orderBy(messageFiles.messageId, messageFiles.sort);
  // The files themselves in one lookup, kept in the links' order.
  const grouped = await filesGroupedBy(
    db,
    links.map((l) => ({ owner: l.messageId, fileId: l.fileId })),
  );
  for (const [messageId, files] of grouped) out.set(messageId, files.map(fileOf));
  return out;
}

/**
 * One side has seen a thread up to the message `upTo` (the newest a page showed; null: the newest
 * there is): its marker moves to that message's time, never backwards, and a message of another
 * thread moves nothing. Answers whether the marker moved.
 */
export async function moveReadMarker(db: Db, threadId: number, side: Side, upTo: number | null): Promise<boolean> {
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

export async function threadById(db: Db, id: number): Promise<ThreadRow | null> {
  const [row] = await db.select().from(messageThreads).where(eq(messageThreads.id, id)).limit(1);
  return row ?? null;
}

export async function generalThreadOf(db: Db, memberId: number): Promise<ThreadRow | null> {
  const [row] = await db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.memberId, memberId), isNull(messageThreads.orderId)))
    .limit(1);
  return row ?? null;
}

export async function orderThreadOf(db: Db, orderId: number): Promise<ThreadRow | null> {
  const [row] = await db.select().from(messageThreads).where(eq(messageThreads.orderId, orderId)).limit(1);
  return row ?? null;
}

/** An order as a thread shows it, with whose it is (lib/server/orders/for-messages.ts), or null. */
export const orderRow = (db: Db, orderId: number) => orderForThread(db, orderId);

/**
 * The thread a message goes to, created when it is the first (general: one per member; an
 * order's: one per order). Two first messages at once both land in the one thread: the insert
 * that loses the unique index reads the winner's.
 */
export async function findOrCreateThread(tx: Db, memberId: number, orderId: number | null): Promise<ThreadRow> {
  const existing = orderId === null ? await generalThreadOf(tx, memberId) : await orderThreadOf(tx, orderId);
  if (existing) return existing;
  const [created] = await tx.insert(messageThreads).values({ memberId, orderId }).onConflictDoNothing().returning();
  if (created) return created;
  const winner = orderId === null ? await generalThreadOf(tx, memberId) : await orderThreadOf(tx, orderId);
  if (!winner) throw new Error('message thread vanished');
  return winner;
}

/** A thread not started yet, as the lists and pages show it. */
export function emptySummary(order: ThreadOrder | null): ThreadSummary {
  return { id: null, kind: order ? 'order' : 'general', order, last_message: null, unread: 0, last_message_at: null };
}

export async function insertMessage(
  tx: Db,
  thread: ThreadRow,
  input: { authorId: number; fromStaff: boolean; body: string; locale: Locale | null; files: readonly FileRow[] },
): Promise<{ thread: ThreadRow; message: ThreadMessage; row: MessageRow }> {
  const [row] = await tx.insert(messages).values({ threadId: thread.id, authorId: input.authorId, fromStaff: input.fromStaff, body: input.body, locale: input.locale }).returning();
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

export function memberOf(user: AuthorName & Pick<ThreadMember, 'company' | 'email'>): ThreadMember {
  return { id: user.id, name: nameOf(user), account: user.account, company: user.company, email: user.email };
}
