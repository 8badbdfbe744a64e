/**
 * The in-app error log (entries: message, type, url, name, file, stack, detail, time): a bounded, newest-first list with a subscription
 * for useSyncExternalStore. Only the store; the global window listeners are wired elsewhere.
 */
import { formatDateTime } from '@/lib/format-date';
import { ERROR_LOG_MAX_ENTRIES } from '@/lib/client-config';

/** The original 'vue' type (a component render error) is our 'render'. */
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

/** What React passes with a caught render error, and what Next adds to a server component's error. */
export interface RenderErrorInfo {
  componentStack?: string | null;
  digest?: string | null;
}

/** Errors already logged: React's dev StrictMode runs effects twice, a boundary re-renders. */
const loggedRenderErrors = new WeakSet<object>();

/**
 * Adds a 'render' entry (a component render error) for an error caught by an error boundary. The same error
 * object is logged once; returns null when it was already logged.
 */
export function logRenderError(error: unknown, info?: RenderErrorInfo): ErrorLogEntry | null {
  if (typeof error === 'object' && error !== null) {
    if (loggedRenderErrors.has(error)) return null;
    loggedRenderErrors.add(error);
  }
  const described = describeThrown(error);
  const digest = info?.digest ?? digestOf(error);
  const detail: Record<string, string> = {};
  if (digest) detail.digest = digest;
  if (info?.componentStack) detail.componentStack = info.componentStack;
  return addErrorLog({
    type: 'render',
    message: described.message,
    name: described.name,
    stack: described.stack,
    url: pageUrl(),
    detail: Object.keys(detail).length > 0 ? JSON.stringify(detail) : '',
  });
}

/** The page the error happened on. */
export function pageUrl(): string {
  return typeof location === 'undefined' ? '' : location.href;
}

function digestOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('digest' in error)) return undefined;
  const { digest } = error as { digest: unknown };
  return typeof digest === 'string' && digest !== '' ? digest : undefined;
}

export interface Described {
  message: string;
  name: string;
  stack: string;
  /** A readable form of a thrown value that is not an Error. */
  raw: string;
}

/** Thrown values need not be Errors: strings, objects, undefined. */
export function describeThrown(thrown: unknown): Described {
  if (thrown instanceof Error) {
    return { message: thrown.message || thrown.name, name: thrown.name, stack: thrown.stack ?? '', raw: '' };
  }
  const raw = stringify(thrown);
  const fromObject = typeof thrown === 'object' && thrown !== null && 'message' in thrown && typeof thrown.message === 'string' ? thrown.message : '';
  return { message: fromObject || raw, name: typeof thrown === 'object' && thrown !== null ? 'Object' : typeof thrown, stack: '', raw };
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'undefined';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // Circular or otherwise unserializable.
    return String(value);
  }
}
