/**
 * How the shared client reads what came back (the reply and status rules of ./rules.ts): a success envelope's result, or a Failure
 * describing what to show. Pure functions over the status and the text; no feedback, no logging.
 */
import { HTTPError, TimeoutError } from 'ky';
import { API } from '@/lib/client-config';
import type { Translate } from '@/lib/api/feedback';
import type { ApiErrorKind } from './errors';
import { isReplyEnvelope, isSessionTimeoutCode, isSuccessCode, numericCode, replyFailureText, serverMessage, statusMessageKey } from './rules';

export interface Failure {
  kind: ApiErrorKind;
  text: string;
  /** The error-log `name`. */
  name: string;
  cause?: unknown;
  code?: number | null;
  httpStatus?: number | null;
  result?: unknown;
  /** Call the session-timeout hook instead of showing the text. */
  sessionTimeout?: boolean;
  durationMs?: number;
}

export type Read = { ok: true; value: unknown } | { ok: false; failure: Failure };

function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export interface ReadOptions {
  /** false: the whole envelope on success instead of its `result`. */
  isTransformResponse: boolean;
  /** true: the parsed body as it is, without envelope checks. */
  isReturnNativeResponse: boolean;
}

/** A 2xx answer: the envelope's result (or the envelope, or the raw body), or the failure it reports. */
export function readSuccess(status: number, text: string, options: ReadOptions, t: Translate): Read {
  if (options.isReturnNativeResponse) {
    if (text === '') return { ok: true, value: null };
    const parsed = parseBody(text);
    return { ok: true, value: parsed.ok ? parsed.value : text };
  }
  const parsed = text === '' ? { ok: false as const } : parseBody(text);
  if (!parsed.ok || !isReplyEnvelope(parsed.value)) {
    // No body, or nothing that reads as the envelope: "request failed, please retry later".
    return { ok: false, failure: { kind: 'empty', name: 'ApiReplyError', text: t('api.emptyBody'), httpStatus: status } };
  }
  const envelope = parsed.value;
  if (isSuccessCode(envelope.code)) return { ok: true, value: options.isTransformResponse ? envelope.result : envelope };
  const serverText = replyFailureText(envelope);
  const base = { kind: 'reply' as const, name: 'ApiReplyError', httpStatus: status, code: numericCode(envelope.code), result: envelope.result };
  if (isSessionTimeoutCode(envelope.code)) return { ok: false, failure: { ...base, text: serverText ?? t('api.status.401'), sessionTimeout: true } };
  // API.messageCode (200002) and every other code show the server's text.
  return { ok: false, failure: { ...base, text: serverText ?? t('api.operationFailed') } };
}

/** An HTTP error status: the fixed text for the status (STATUS_WITH_TEXT), else the server's message. */
export function readHttpError(error: HTTPError, errorText: string, t: Translate): Failure {
  const parsed = errorText === '' ? { ok: false as const } : parseBody(errorText);
  const body = parsed.ok ? parsed.value : undefined;
  const envelope = isReplyEnvelope(body) ? body : null;
  const httpStatus = error.response.status;
  const statusKey = statusMessageKey(httpStatus);
  return {
    kind: 'http',
    name: error.name,
    cause: error,
    text: statusKey ? t(statusKey) : (serverMessage(body) ?? t('api.operationFailed')),
    httpStatus,
    code: envelope ? numericCode(envelope.code) : null,
    result: envelope?.result,
    sessionTimeout: httpStatus === API.sessionTimeoutCode || (envelope !== null && isSessionTimeoutCode(envelope.code)),
  };
}

/** A call that got no answer: a timeout, a network failure or something unknown. */
export function readTransportError(error: unknown, t: Translate): Failure {
  if (error instanceof TimeoutError) return { kind: 'timeout', name: error.name, cause: error, text: t('api.timeout'), durationMs: API.errorToastMs };
  if (error instanceof TypeError) return { kind: 'network', name: error.name, cause: error, text: t('api.network'), durationMs: API.errorToastMs };
  return { kind: 'unknown', name: error instanceof Error ? error.name : 'Error', cause: error, text: t('api.operationFailed') };
}

export { HTTPError };
