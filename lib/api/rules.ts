/**
 * Pure reply and status rules of the shared API client: a reply is a success when its code starts with
 * one of API.successCodes; code 401 starts the session-timeout flow; a failed HTTP status shows a
 * fixed text or the server's message. No I/O, no framework.
 */
import { API } from '@/lib/client-config';
import type { ReplyEnvelope } from '@/lib/api/contract';

/** The query parameter GET calls carry so caches never answer them. */
export const TIME_PARAM = '_t';

/** HTTP statuses that show a fixed text (messages `api.status.<status>`); 400 and every other status show the server message. */
export const STATUS_WITH_TEXT = [401, 403, 404, 405, 408, 500, 501, 502, 503, 504, 505] as const;
export type StatusWithText = (typeof STATUS_WITH_TEXT)[number];
export type StatusMessageKey = `api.status.${StatusWithText}`;

/** Reads a reply code given as a number or as a string of digits; anything else is null. */
function codeDigits(code: unknown): string | null {
  if (typeof code === 'number') return Number.isInteger(code) && code >= 0 ? String(code) : null;
  if (typeof code === 'string') return /^\d+$/.test(code.trim()) ? code.trim() : null;
  return null;
}

/**
 * A reply is a success when its code's decimal string starts with one of API.successCodes ('200', '201').
 * API.messageCode (200002) starts with '200' but is the "show the message" code: it is not a success.
 */
export function isSuccessCode(code: unknown): boolean {
  const digits = codeDigits(code);
  if (digits === null) return false;
  if (digits === String(API.messageCode)) return false;
  return API.successCodes.some((success) => digits.startsWith(String(success)));
}

/** The reply code given as a number, or null when it is missing or not numeric. */
export function numericCode(code: unknown): number | null {
  const digits = codeDigits(code);
  return digits === null ? null : Number(digits);
}

/** True for the session-timeout reply code (code 401 starts the timeout flow: lib/session/flows.ts expireSession). */
export function isSessionTimeoutCode(code: unknown): boolean {
  return numericCode(code) === API.sessionTimeoutCode;
}

/** True for the code that shows the server message as is (200002). */
export function isMessageCode(code: unknown): boolean {
  return numericCode(code) === API.messageCode;
}

/** The `api.status.<n>` message key for a status of the table, or null (400 and others show the server message). */
export function statusMessageKey(httpStatus: number): StatusMessageKey | null {
  return (STATUS_WITH_TEXT as readonly number[]).includes(httpStatus) ? (`api.status.${httpStatus}` as StatusMessageKey) : null;
}

/** True when the value has the shape of the reply envelope (an object with a `code`). */
export function isReplyEnvelope(value: unknown): value is ReplyEnvelope {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'code' in value;
}

/**
 * The text a failed reply shows: its `message`, else its `result` when that is a non-empty string,
 * else null (the caller falls back to 'api.operationFailed').
 */
export function replyFailureText(reply: Partial<Pick<ReplyEnvelope, 'message' | 'result'>>): string | null {
  if (typeof reply.message === 'string' && reply.message.trim() !== '') return reply.message;
  if (typeof reply.result === 'string' && reply.result.trim() !== '') return reply.result;
  return null;
}

/** The message of an envelope-shaped body, or null. Used for HTTP errors (400 and statuses outside the table). */
export function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Field errors of a validation failure (`result.errors`, a message per field), or null. */
export function fieldErrorsOf(result: unknown): Record<string, string> | null {
  if (typeof result !== 'object' || result === null) return null;
  const errors = (result as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return null;
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string') out[field] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') out[field] = message[0];
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Removes the `_t` timestamp parameter from a URL (absolute or relative), keeping everything else in order. */
export function stripTimeParam(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  if (queryAt === -1) return withoutHash;
  const query = new URLSearchParams(withoutHash.slice(queryAt + 1));
  query.delete(TIME_PARAM);
  const rest = query.toString();
  return rest === '' ? withoutHash.slice(0, queryAt) : `${withoutHash.slice(0, queryAt)}?${rest}`;
}

/**
 * The pending-request key: `${METHOD} ${url without _t}`. The query (minus `_t`) is part of the URL,
 * so `GET /product?page=1` and `GET /product?page=2` do not cancel each other.
 */
export function pendingKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${stripTimeParam(url)}`;
}
