// The API client's tests (lib/api/client-*.test.ts) share this: a fetch that answers through a
// handler and records what it was asked, envelope answers, and the feedback hooks (toast, modal,
// translation, session timeout) as mocks set before each test and cleared after it. Node's
// environment: it has fetch's Request/Response (jsdom has none); ky runs on them with a fake fetch.
import { clearErrorLogs } from '@/lib/error-log';
import { setApiFeedback, setLocaleGetter, setSessionTimeoutHandler, setTokenGetter, type ApiFeedback } from '@/lib/api/feedback';
import { cancelAllPending } from '@/lib/api/pending';
import { createApiClient, type ApiClient } from '@/lib/api/client';

export const ORIGIN = 'http://localhost';

export type Handler = (request: Request) => Response | Promise<Response>;

/** A fetch that answers through `handler` and, like the real one, rejects with the signal's reason on abort. */
export function fakeFetch(handler: Handler) {
  const requests: Request[] = [];
  /** The request bodies as text, read from a clone at call time (ky cancels the body once the call settles). */
  const bodies: Promise<string>[] = [];
  const fetch = jest.fn((input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    bodies.push(request.clone().text());
    return new Promise<Response>((resolve, reject) => {
      const { signal } = request;
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      Promise.resolve()
        .then(() => handler(request))
        .then(resolve, reject);
    });
  });
  return { fetch, requests, bodies };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const envelope = (code: number, result: unknown, message = '') => json({ code, result, message, status: String(code).startsWith('20') ? 'success' : 'fail' });
export const never = () => new Promise<Response>(() => undefined);

export function client(handler: Handler, timeoutMs?: number) {
  const fake = fakeFetch(handler);
  const instance: ApiClient = createApiClient({ fetch: fake.fetch, origin: ORIGIN, timeoutMs });
  return { ...fake, api: instance };
}

/** What the call rejected with (the test fails when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

export interface ClientHooks {
  feedback: { toast: jest.Mock; modal: jest.Mock; t: jest.Mock };
  sessionTimeout: jest.Mock;
  warn: jest.SpyInstance;
}

/**
 * Fresh feedback hooks before each test (a translation that answers `T(key)`, no token, locale
 * `en`, an empty error log, console.warn silenced) and none after it; the object's members are the
 * current test's mocks.
 */
export function useClientHooks(): ClientHooks {
  const hooks = {} as ClientHooks;
  beforeEach(() => {
    hooks.feedback = { toast: jest.fn(), modal: jest.fn(), t: jest.fn((key: string) => `T(${key})`) };
    setApiFeedback(hooks.feedback as unknown as ApiFeedback);
    hooks.sessionTimeout = jest.fn();
    setSessionTimeoutHandler(hooks.sessionTimeout);
    setTokenGetter(null);
    setLocaleGetter(() => 'en');
    clearErrorLogs();
    hooks.warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cancelAllPending();
    setApiFeedback(null);
    setSessionTimeoutHandler(null);
    setLocaleGetter(null);
    hooks.warn.mockRestore();
    jest.useRealTimers();
  });
  return hooks;
}
