/**
 * The in-app error log (SPEC §3 "Error log entry"): a bounded, newest-first list with a subscription
 * for useSyncExternalStore. Only the store; the global window listeners are wired elsewhere.
 */
import { formatDateTime } from '@/lib/format-date';
import { ERROR_LOG_MAX_ENTRIES } from '@/lib/config';

/** SPEC's 'vue' (a component render error) is our 'render'. */
export type ErrorLogType = 'render' | 'script' | 'resource' | 'ajax' | 'promise';

export interface ErrorLogEntry {
  message: string;
  type: ErrorLogType;
  url: string;
  name: string;
  file: string;
  stack: string;
  detail: string;
  /** Formatted with DATE_FORMAT. */
  time: string;
}

export type ErrorLogInput = Pick<ErrorLogEntry, 'type' | 'message'> &
  Partial<Omit<ErrorLogEntry, 'type' | 'message' | 'time'>> & {
    /** When it happened; now when omitted. */
    time?: Date | number;
  };

const EMPTY: readonly ErrorLogEntry[] = Object.freeze([]);

let entries: readonly ErrorLogEntry[] = EMPTY;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

/** Adds an entry at the front; the oldest entries beyond ERROR_LOG_MAX_ENTRIES are dropped. */
export function addErrorLog(input: ErrorLogInput): ErrorLogEntry {
  const entry: ErrorLogEntry = Object.freeze({
    message: input.message,
    type: input.type,
    url: input.url ?? '',
    name: input.name ?? '',
    file: input.file ?? '',
    stack: input.stack ?? '',
    detail: input.detail ?? '',
    time: formatDateTime(input.time ?? Date.now()),
  });
  entries = Object.freeze([entry, ...entries].slice(0, ERROR_LOG_MAX_ENTRIES));
  emit();
  return entry;
}

/** Newest first. The same array is returned until the log changes (a stable useSyncExternalStore snapshot). */
export function getErrorLogs(): readonly ErrorLogEntry[] {
  return entries;
}

/** The server snapshot for useSyncExternalStore: always empty, so hydration never differs. */
export function getServerErrorLogs(): readonly ErrorLogEntry[] {
  return EMPTY;
}

export function clearErrorLogs(): void {
  if (entries.length === 0) return;
  entries = EMPTY;
  emit();
}

export function subscribeErrorLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
