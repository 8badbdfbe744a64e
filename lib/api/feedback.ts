/**
 * What the API client calls into for user feedback, the session-timeout flow, the token and the locale.
 * The React side registers its implementations (components/ui/ApiFeedback.tsx); the client stays
 * framework-free. Every getter has a safe default when nothing is registered.
 */
import { DEFAULT_LOCALE } from '@/lib/client-config';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  /** How long the toast stays; the Toast component's default when omitted. */
  durationMs?: number;
  kind: ToastKind;
}

export interface ModalOptions {
  title: string;
  content: string;
}

/** Translates a full message key such as 'api.status.404'. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface ApiFeedback {
  toast(text: string, options: ToastOptions): void;
  modal(options: ModalOptions): void;
  t: Translate;
}

/** What the session-timeout hook receives (reply code 401 or HTTP 401). */
export interface SessionTimeoutInfo {
  code: number | null;
  httpStatus: number | null;
  message: string;
  method: string;
  url: string;
}

export type SessionTimeoutHandler = (info: SessionTimeoutInfo) => void;

const defaultFeedback: ApiFeedback = {
  toast(text, { kind }) {
    if (kind === 'error') console.error(text);
    else if (kind === 'warning') console.warn(text);
    else console.info(text);
  },
  modal({ title, content }) {
    console.error(`${title}: ${content}`);
  },
  t: (key) => key,
};

let feedback: ApiFeedback = defaultFeedback;
let sessionTimeoutHandler: SessionTimeoutHandler | null = null;
let tokenGetter: (() => string | null) | null = null;
let localeGetter: (() => string) | null = null;

/**
 * Registers the feedback implementation (null restores the defaults). Returns an unregister function that
 * restores the defaults only if this registration is still the current one (for effect cleanups).
 */
export function setApiFeedback(next: ApiFeedback | null): () => void {
  const registered = next ?? defaultFeedback;
  feedback = registered;
  return () => {
    if (feedback === registered) feedback = defaultFeedback;
  };
}

let translator: Translate | null = null;

/**
 * Registers the texts on their own, while the feedback component renders: React runs a child's
 * effects (a page's first API call) before its parent's, so texts registered in an effect would
 * come too late for that first call, which would then show a raw key such as `api.status.503`.
 */
export function setApiTranslator(next: Translate | null): void {
  translator = next;
}

export function getApiFeedback(): ApiFeedback {
  if (!translator || feedback.t !== defaultFeedback.t) return feedback;
  return { ...feedback, t: translator };
}

/** Registers the 401 hook (the session-timeout flow of the member area). */
export function setSessionTimeoutHandler(handler: SessionTimeoutHandler | null): () => void {
  sessionTimeoutHandler = handler;
  return () => {
    if (sessionTimeoutHandler === handler) sessionTimeoutHandler = null;
  };
}

/** Calls the 401 hook; without one it only warns. Never throws. */
export function notifySessionTimeout(info: SessionTimeoutInfo): void {
  if (!sessionTimeoutHandler) {
    console.warn(`Session timeout (${info.method} ${info.url}): no handler registered`);
    return;
  }
  try {
    sessionTimeoutHandler(info);
  } catch (error) {
    console.error('Session timeout handler failed', error);
  }
}

export function setTokenGetter(getter: (() => string | null) | null): () => void {
  tokenGetter = getter;
  return () => {
    if (tokenGetter === getter) tokenGetter = null;
  };
}

/** The current token, or null (default: none; the HttpOnly cookie then does the job on same-origin calls). */
export function getToken(): string | null {
  try {
    const token = tokenGetter?.() ?? null;
    return token && token.trim() !== '' ? token : null;
  } catch {
    return null;
  }
}

export function setLocaleGetter(getter: (() => string) | null): () => void {
  localeGetter = getter;
  return () => {
    if (localeGetter === getter) localeGetter = null;
  };
}

/** The current locale (default: `<html lang>`, else DEFAULT_LOCALE). */
export function getLocale(): string {
  try {
    const registered = localeGetter?.();
    if (registered) return registered;
  } catch {
    // fall through to the default
  }
  if (typeof document !== 'undefined' && document.documentElement?.lang) return document.documentElement.lang;
  return DEFAULT_LOCALE;
}
