/**
 * The errors the shared API client rejects with, in a module of their own so that code which only
 * needs to recognise them (the global error-log listener) does not pull the HTTP client into a page.
 */
import { fieldErrorsOf } from '@/lib/api/rules';

export type ApiErrorKind = 'http' | 'reply' | 'empty' | 'timeout' | 'network' | 'unknown';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  method: string;
  url: string;
  cause?: unknown;
  code?: number | null;
  httpStatus?: number | null;
  result?: unknown;
}

/** Every failed call (except cancellations) rejects with this. `message` is the text shown to the user. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly url: string;
  /** The reply code, when the server answered an envelope. */
  readonly code: number | null;
  /** The HTTP status, when the server answered. */
  readonly httpStatus: number | null;
  /** The envelope's `result`, when there was one. */
  readonly result: unknown;
  /** `result.errors` of a validation failure: a message per field. */
  readonly fieldErrors: Record<string, string> | null;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.method = init.method;
    this.url = init.url;
    this.code = init.code ?? null;
    this.httpStatus = init.httpStatus ?? null;
    this.result = init.result;
    this.fieldErrors = fieldErrorsOf(init.result);
  }
}

/** A cancelled call (a repeat of the same request, a navigation, or the caller's AbortSignal). */
export class ApiCancelledError extends Error {
  readonly method: string;
  readonly url: string;

  constructor(method: string, url: string, cause: unknown) {
    super(`Request cancelled: ${method} ${url}`, { cause });
    this.name = 'ApiCancelledError';
    this.method = method;
    this.url = url;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isApiCancelled(error: unknown): error is ApiCancelledError {
  return error instanceof ApiCancelledError;
}
