/**
 * Pending requests by `${method} ${url}`: a repeat of the same method and URL cancels the
 * earlier pending one; a client navigation cancels them all. Entries are removed when they settle.
 */

/** The abort reason of every cancellation made here, so the client can tell it from a timeout or a failure. */
export class RequestCancelledReason extends Error {
  readonly key: string;
  readonly why: 'repeated' | 'navigation' | 'manual';

  constructor(key: string, why: RequestCancelledReason['why']) {
    super(`Request cancelled (${why}): ${key}`);
    this.name = 'RequestCancelledReason';
    this.key = key;
    this.why = why;
  }
}

export function isCancelReason(value: unknown): value is RequestCancelledReason {
  return value instanceof RequestCancelledReason;
}

const pending = new Map<string, AbortController>();

export interface PendingHandle {
  /** Aborted when a repeat of the same request, or a navigation, cancels this one. */
  readonly signal: AbortSignal;
  /** Removes the entry, if it is still this request's (call when the request settles). */
  settle(): void;
}

/** Registers a request, aborting the earlier pending one with the same key. */
export function registerPending(key: string): PendingHandle {
  const earlier = pending.get(key);
  if (earlier) {
    pending.delete(key);
    earlier.abort(new RequestCancelledReason(key, 'repeated'));
  }
  const controller = new AbortController();
  pending.set(key, controller);
  return {
    signal: controller.signal,
    settle() {
      if (pending.get(key) === controller) pending.delete(key);
    },
  };
}

/** Cancels the pending request with this key, if any. */
export function cancelPending(key: string): boolean {
  const controller = pending.get(key);
  if (!controller) return false;
  pending.delete(key);
  controller.abort(new RequestCancelledReason(key, 'manual'));
  return true;
}

/** Cancels every pending request (called on every client navigation). */
export function cancelAllPending(): void {
  const entries = [...pending.entries()];
  pending.clear();
  for (const [key, controller] of entries) controller.abort(new RequestCancelledReason(key, 'navigation'));
}

/** The keys of the requests still pending (for tests and diagnostics). */
export function pendingKeys(): string[] {
  return [...pending.keys()];
}
