import 'server-only';
import type { FieldErrors } from '@/lib/validation/kit';
import type { ServerMessageKey } from './http/translate';

/*
 * What a route or a service throws when a request cannot be served as asked: the one vocabulary
 * of refusals, beside every domain. The route wrapper (./http/route.ts) turns each into the reply
 * envelope with a translated message; anything else that escapes is a 500, logged without the
 * request's personal data (./http/log.ts).
 */

export interface ProblemInit {
  /** Values of the message's placeholders. */
  values?: Record<string, string | number>;
  /** The envelope's `result` (null when absent). */
  result?: unknown;
  headers?: Record<string, string>;
}

export class ApiProblem extends Error {
  readonly values?: Record<string, string | number>;
  readonly result: unknown;
  readonly headers?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly messageKey: ServerMessageKey,
    init: ProblemInit = {},
  ) {
    super(messageKey);
    this.name = 'ApiProblem';
    this.values = init.values;
    this.result = init.result ?? null;
    this.headers = init.headers;
  }
}

/**
 * 400 with `{ errors: { field: message } }` (merged into `result`): the fields are translated by
 * the wrapper. The message is 'Some fields need your attention' unless the case has its own.
 */
export class InvalidInput extends ApiProblem {
  constructor(
    readonly errors: FieldErrors,
    init: { messageKey?: ServerMessageKey; result?: Record<string, unknown>; status?: number } = {},
  ) {
    super(init.status ?? 400, init.messageKey ?? 'invalid', { result: init.result });
    this.name = 'InvalidInput';
  }
}

/** 429 with Retry-After; the message says how long to wait. */
export class TooManyRequests extends ApiProblem {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'tooManyRequests', { headers: { 'Retry-After': String(retryAfterSeconds) } });
    this.name = 'TooManyRequests';
  }
}

/** No live session: 401 (it starts the client's session-timeout flow); a dead token cookie is cleared. */
export class Unauthorized extends ApiProblem {
  constructor() {
    super(401, 'auth.sessionInvalid');
    this.name = 'Unauthorized';
  }
}

export const badRequest = (key: ServerMessageKey, init?: ProblemInit) => new ApiProblem(400, key, init);
export const notFound = (key: ServerMessageKey = 'notFound', init?: ProblemInit) => new ApiProblem(404, key, init);
export const forbidden = (key: ServerMessageKey, init?: ProblemInit) => new ApiProblem(403, key, init);

/** The value of a validation, or its field errors thrown as a 400 (for a query a route reads itself). */
export function valid<T>(checked: { ok: true; value: T } | { ok: false; errors: FieldErrors }): T {
  if (!checked.ok) throw new InvalidInput(checked.errors);
  return checked.value;
}
