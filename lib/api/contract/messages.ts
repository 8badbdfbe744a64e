/**
 * Messages between a member and the business: GET/POST /messages (the member's /user/message),
 * /admin/messages (the back office's inbox). The inputs are zod schemas of the validation kit
 * (lib/validation/kit.ts), shared by the routes and the forms; their types are inferred.
 */
import * as z from 'zod/mini';
import { MESSAGES, type OrderStatus, type StaffRole } from '@/lib/config';
import { FILE_HANDLE } from '@/lib/uploads';
import { fields, oneOf, positiveInt, text, tokenList, yesNo } from '@/lib/validation/kit';

/** Who answers members in the back office (admin holds every role). */
export const MESSAGE_STAFF_ROLES: readonly StaffRole[] = ['sales'];

/** A file attached to a message: download at /files/{handle}, the thumbnail at /files/{handle}/thumb when `thumb`. */
export interface MessageFile {
  handle: string;
  name: string;
  mime: string;
  bytes: number;
  /** Whether a thumbnail is ready (otherwise the page shows an icon of the file's kind). */
  thumb: boolean;
}

export interface ThreadMessage {
  id: number;
  /** Written by the business (staff) rather than by the member. */
  from_staff: boolean;
  /** Who wrote it as the reader sees it: the staff member's name in the back office, null on the member's side. */
  author: string | null;
  body: string;
  files: MessageFile[];
  created_at: string;
}

/** The order a thread is about. */
export interface ThreadOrder {
  id: number;
  reference: string;
  status: OrderStatus;
  title: string;
}

export interface ThreadPreview {
  body: string;
  from_staff: boolean;
  created_at: string;
}

/** A thread in a list. `id` is null for a thread not started yet (the general thread before its first message, an order's). */
export interface ThreadSummary {
  id: number | null;
  kind: 'general' | 'order';
  order: ThreadOrder | null;
  last_message: ThreadPreview | null;
  /** Messages from the other side that this side has not read. */
  unread: number;
  last_message_at: string | null;
}

/** The member a thread belongs to (the back office's view). */
export interface ThreadMember {
  id: number;
  name: string;
  account: string | null;
  company: string;
  email: string | null;
}

export interface StaffThreadSummary extends ThreadSummary {
  id: number;
  member: ThreadMember;
}

/** GET /messages: the member's threads (the general thread always first), and their unread total. */
export interface MemberThreadList {
  list: ThreadSummary[];
  unread_total: number;
}

/**
 * A thread's page: its messages oldest first (the newest last), `has_more` when older ones exist
 * (ask with `before`). Reading a page changes nothing: `thread.unread` is what the reader has not
 * marked read yet (ThreadReadRequest).
 */
export interface ThreadPage {
  thread: ThreadSummary;
  messages: ThreadMessage[];
  has_more: boolean;
}

export interface StaffThreadPage extends ThreadPage {
  thread: StaffThreadSummary;
}

/** GET /admin/messages. */
export interface StaffThreadList {
  list: StaffThreadSummary[];
  total: number;
  page: number;
  limit: number;
  /** Threads with an unread member message (the nav's badge). */
  unread_threads: number;
}

/** POST /messages, POST /admin/messages: the message as stored, and its thread. */
export interface PostedMessage {
  thread_id: number;
  message: ThreadMessage;
}

/**
 * POST /messages/{id}/read (the member), POST /admin/messages/{id}/read (staff): the page showed the
 * thread up to the message `up_to` (its id: the newest shown; absent, the newest there is). Sent
 * from the site's own pages only (another origin is refused); the reader's marker never goes back.
 */
export interface ThreadReadRequest {
  up_to?: number;
}

/** ThreadReadRequest as the routes read it: `upTo` null is "the newest there is". */
export const readMarkerSchema = z.pipe(
  fields({ up_to: positiveInt({ key: 'invalid' }) }),
  z.transform((v) => ({ upTo: v.up_to })),
);
export type ThreadReadMarker = z.output<typeof readMarkerSchema>;

/** The answer to ThreadReadRequest: `changed` when the reader's marker moved (unread counts changed). */
export interface ThreadReadResult {
  id: number;
  changed: boolean;
}

// ─── inputs ────────────────────────────────────────────────────────────────────────────────────

type TransformCtx = Parameters<Parameters<typeof z.transform>[0]>[1];

/** The text of a message: 1 to MESSAGES.bodyMax characters once trimmed. */
const body = () => text({ max: MESSAGES.bodyMax + 1, required: true });
const files = () => tokenList({ pattern: FILE_HANDLE, maxItems: MESSAGES.maxFiles, key: 'fileUnknown', tooMany: 'tooManyFiles' });

/**
 * A message to exactly one of its targets, each field listed with the target it names (null when
 * the field is absent): none is an error of the first field (`required`), several of them too
 * (`invalid`). Answers the target with the text and the files.
 */
function toOneTarget<T>(ctx: TransformCtx, v: { body: string; files: string[] }, targets: [field: string, target: T | null][]) {
  const given = targets.filter((entry): entry is [string, T] => entry[1] !== null);
  if (given.length === 1) return { target: given[0][1], body: v.body, files: v.files };
  ctx.issues.push({ code: 'custom', message: given.length === 0 ? 'required' : 'invalid', input: null, path: [targets[0][0]] });
  return z.NEVER;
}

/** Where a member's message goes: a thread of theirs, the thread of one of their orders, or their general thread. */
export type MemberTarget = { thread: number } | { order: number } | { general: true };

/** POST /messages `{ thread_id | order_id | general: true, body, files[] }` (files: handles of the member's own files). */
export const memberPostSchema = z.pipe(
  fields({ thread_id: positiveInt({ key: 'invalid' }), order_id: positiveInt({ key: 'invalid' }), general: yesNo(false), body: body(), files: files() }),
  z.transform((v, ctx) =>
    toOneTarget<MemberTarget>(ctx, v, [
      ['thread_id', v.thread_id === null ? null : { thread: v.thread_id }],
      ['order_id', v.order_id === null ? null : { order: v.order_id }],
      ['general', v.general ? { general: true } : null],
    ]),
  ),
);
export type MemberPost = z.output<typeof memberPostSchema>;

/** Where staff write: a thread, the thread of any order (opened if need be), or a member's general thread. */
export type StaffTarget = { thread: number } | { order: number } | { member: number };

/** POST /admin/messages `{ thread_id | order_id | member_id, body, files[] }` (files: handles staff uploaded for messages). */
export const staffReplySchema = z.pipe(
  fields({ thread_id: positiveInt({ key: 'invalid' }), order_id: positiveInt({ key: 'invalid' }), member_id: positiveInt({ key: 'invalid' }), body: body(), files: files() }),
  z.transform((v, ctx) =>
    toOneTarget<StaffTarget>(ctx, v, [
      ['thread_id', v.thread_id === null ? null : { thread: v.thread_id }],
      ['order_id', v.order_id === null ? null : { order: v.order_id }],
      ['member_id', v.member_id === null ? null : { member: v.member_id }],
    ]),
  ),
);
export type StaffReply = z.output<typeof staffReplySchema>;

/** A page of a thread: the messages before a message id (older ones), newest last. */
export const threadQuerySchema = fields({ before: positiveInt({ key: 'invalid' }) });
export type ThreadQuery = z.output<typeof threadQuerySchema>;

export const STAFF_THREAD_FILTERS = ['all', 'unread', 'mine'] as const;
export type StaffThreadFilter = (typeof STAFF_THREAD_FILTERS)[number];

/** GET /admin/messages: the filter, a keyword (a member's account, name, company, e-mail or phone, or an order's reference) and the page. */
export const staffThreadQuerySchema = z.pipe(
  fields({
    filter: oneOf<StaffThreadFilter>(STAFF_THREAD_FILTERS, { key: 'choice', fallback: 'all' }),
    keyword: text({ max: 101 }),
    page: positiveInt({ key: 'invalid', max: 100_000 }),
  }),
  z.transform((v) => ({ filter: v.filter, keyword: v.keyword, page: v.page ?? 1 })),
);
export type StaffThreadQuery = z.output<typeof staffThreadQuerySchema>;

export const ALL_THREADS: StaffThreadQuery = { filter: 'all', keyword: '', page: 1 };
