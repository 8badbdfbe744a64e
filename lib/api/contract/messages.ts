/** Messages between a member and the business: GET/POST /messages, /admin/messages. */
import type { OrderStatus, StaffRole } from '@/lib/config';

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

/** The answer to ThreadReadRequest: `changed` when the reader's marker moved (unread counts changed). */
export interface ThreadReadResult {
  id: number;
  changed: boolean;
}
