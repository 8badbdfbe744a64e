import { MESSAGES } from '@/lib/config';
import { FILE_HANDLE } from '@/lib/uploads';
import { fields, oneOf, positiveInt, text, tokenList, validate, yesNo, type FieldErrors, type Validation } from './kit';

/*
 * Messages between a member and the business: what a member posts (/user/message), what staff
 * reply (/admin/messages), and the back office's list filters; shared by the server and the forms.
 */

/** The text of a message: 1 to MESSAGES.bodyMax characters once trimmed. */
const body = () => text({ max: MESSAGES.bodyMax + 1, required: true });
const files = () => tokenList({ pattern: FILE_HANDLE, maxItems: MESSAGES.maxFiles, key: 'fileUnknown', tooMany: 'tooManyFiles' });

/** Where a member's message goes: a thread of theirs, the thread of one of their orders, or their general thread. */
export type MemberTarget = { thread: number } | { order: number } | { general: true };

export interface MemberPost {
  target: MemberTarget;
  body: string;
  /** Handles of the member's own files (purpose `member`). */
  files: string[];
}

const memberPostSchema = fields({
  thread_id: positiveInt({ key: 'invalid' }),
  order_id: positiveInt({ key: 'invalid' }),
  general: yesNo(false),
  body: body(),
  files: files(),
});

/** Exactly one target: a missing one is an error of `thread_id`, several of them too. */
function oneTarget(targets: [string, boolean][]): FieldErrors | null {
  const given = targets.filter(([, present]) => present);
  if (given.length === 1) return null;
  return { [targets[0][0]]: { key: given.length === 0 ? 'required' : 'invalid' } };
}

export function validateMemberPost(raw: unknown): Validation<MemberPost> {
  const checked = validate(memberPostSchema, raw);
  const v = checked.ok ? checked.value : null;
  const targetErrors = v ? oneTarget([['thread_id', v.thread_id !== null], ['order_id', v.order_id !== null], ['general', v.general]]) : null;
  if (!checked.ok || targetErrors) return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), ...targetErrors } };
  const value = checked.value;
  const target: MemberTarget = value.thread_id !== null ? { thread: value.thread_id } : value.order_id !== null ? { order: value.order_id } : { general: true };
  return { ok: true, value: { target, body: value.body, files: value.files } };
}

/** Where staff write: a thread, the thread of any order (opened if need be), or a member's general thread. */
export type StaffTarget = { thread: number } | { order: number } | { member: number };

export interface StaffReply {
  target: StaffTarget;
  body: string;
  /** Handles of files this staff member uploaded for messages (purpose `staff`). */
  files: string[];
}

const staffReplySchema = fields({
  thread_id: positiveInt({ key: 'invalid' }),
  order_id: positiveInt({ key: 'invalid' }),
  member_id: positiveInt({ key: 'invalid' }),
  body: body(),
  files: files(),
});

export function validateStaffReply(raw: unknown): Validation<StaffReply> {
  const checked = validate(staffReplySchema, raw);
  const v = checked.ok ? checked.value : null;
  const targetErrors = v ? oneTarget([['thread_id', v.thread_id !== null], ['order_id', v.order_id !== null], ['member_id', v.member_id !== null]]) : null;
  if (!checked.ok || targetErrors) return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), ...targetErrors } };
  const value = checked.value;
  const target: StaffTarget =
    value.thread_id !== null ? { thread: value.thread_id } : value.order_id !== null ? { order: value.order_id } : { member: value.member_id! };
  return { ok: true, value: { target, body: value.body, files: value.files } };
}

/** A page of a thread: the messages before a message id (older ones), newest last. */
export interface ThreadQuery {
  before: number | null;
}

const threadQuerySchema = fields({ before: positiveInt({ key: 'invalid' }) });

export function validateThreadQuery(raw: unknown): Validation<ThreadQuery> {
  const checked = validate(threadQuerySchema, raw);
  return checked.ok ? { ok: true, value: { before: checked.value.before } } : checked;
}

export const STAFF_THREAD_FILTERS = ['all', 'unread', 'mine'] as const;
export type StaffThreadFilter = (typeof STAFF_THREAD_FILTERS)[number];

export interface StaffThreadQuery {
  filter: StaffThreadFilter;
  /** A member's account, name, company, e-mail or phone, or an order's reference. */
  keyword: string;
  page: number;
}

export const ALL_THREADS: StaffThreadQuery = { filter: 'all', keyword: '', page: 1 };

const staffThreadQuerySchema = fields({
  filter: oneOf<StaffThreadFilter>(STAFF_THREAD_FILTERS, { key: 'choice', fallback: 'all' }),
  keyword: text({ max: 101 }),
  page: positiveInt({ key: 'invalid', max: 100_000 }),
});

export function validateStaffThreadQuery(raw: unknown): Validation<StaffThreadQuery> {
  const checked = validate(staffThreadQuerySchema, raw);
  if (!checked.ok) return checked;
  return { ok: true, value: { filter: checked.value.filter, keyword: checked.value.keyword, page: checked.value.page ?? 1 } };
}

/** What the back office has seen of a thread: up to the message `up_to` (the newest a page showed); none: up to the newest. */
export function validateReadMarker(raw: unknown): Validation<{ upTo: number | null }> {
  const checked = validate(fields({ up_to: positiveInt({ key: 'invalid' }) }), raw);
  return checked.ok ? { ok: true, value: { upTo: checked.value.up_to } } : checked;
}
