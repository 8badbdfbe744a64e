'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';

type Handlers = typeof import('./error-log-handlers');
let handlers: Handlers | null = null;
let loading: Promise<Handlers> | null = null;

/** The handlers' module (and the error log's storage code), fetched once. */
export function loadErrorLogHandlers(): Promise<Handlers> {
  loading ??= import('./error-log-handlers').then((module) => (handlers = module));
  return loading;
}

/**
 * Feeds the in-app error log (lib/error-log.ts) from the browser: uncaught script errors, resources that failed
 * to load and unhandled promise rejections. Mounted once in the app layout; renders nothing.
 * The API client logs its own 'ajax' entries, so its ApiError and ApiCancelledError rejections are skipped.
 * The listeners are set at once; the code that reads and stores an event arrives when the page is idle
 * (or with the first event), and the events seen before it are kept and logged then, in order.
 */
/**
 * An event listener that hands each event to the handlers once they are loaded (`ready()` gives them,
 * or null while they are not), and until then keeps the events and asks for them (`load`).
 */
export function bufferedListener(ready: () => Pick<Handlers, 'handleWindowEvent'> | null, load: () => Promise<Pick<Handlers, 'handleWindowEvent'>>) {
  const waiting: Event[] = [];
  let active = true;
  const onEvent = (event: Event) => {
    const now = ready();
    if (now) return now.handleWindowEvent(event);
    waiting.push(event);
    void load().then((module) => {
      if (active) for (const held of waiting.splice(0)) module.handleWindowEvent(held);
    });
  };
  return { onEvent, stop: () => void (active = false) };
}

export function ErrorLogListener(): null {
  useEffect(() => {
    const { onEvent, stop } = bufferedListener(() => handlers, loadErrorLogHandlers);
    // Capture phase: a resource's error event does not bubble, but it does pass window on the way down.
    window.addEventListener('error', onEvent, true);
    window.addEventListener('unhandledrejection', onEvent);
    const cancelIdle = whenIdle(() => void loadErrorLogHandlers(), 5000);
    return () => {
      stop();
      cancelIdle();
      window.removeEventListener('error', onEvent, true);
      window.removeEventListener('unhandledrejection', onEvent);
    };
  }, []);
  return null;
}

export default ErrorLogListener;
