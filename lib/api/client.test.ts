/**
 * @jest-environment node
 */
// Node's environment: it has fetch's Request/Response (jsdom has none); ky runs on them with a fake fetch.
import { API, DEFAULT_LOCALE } from '@/lib/config';
import type { ReplyEnvelope } from './contract';
import { clearErrorLogs, getErrorLogs } from '@/lib/error-log';
import {
  setApiFeedback,
  setLocaleGetter,
  setSessionTimeoutHandler,
  setTokenGetter,
  type ApiFeedback,
} from './feedback';
import { cancelAllPending, pendingKeys } from './pending';
import { ApiCancelledError, ApiError, api, createApiClient, type ApiClient } from './client';

const ORIGIN = 'http://localhost';

type Handler = (request: Request) => Response | Promise<Response>;

/** A fetch that answers through `handler` and, like the real one, rejects with the signal's reason on abort. */
function fakeFetch(handler: Handler) {
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (code: number, result: unknown, message = '') =>
  json({ code, result, message, status: String(code).startsWith('20') ? 'success' : 'fail' });
const never = () => new Promise<Response>(() => undefined);

let feedback: { toast: jest.Mock; modal: jest.Mock; t: jest.Mock };
let sessionTimeout: jest.Mock;
let warn: jest.SpyInstance;

function client(handler: Handler, timeoutMs?: number) {
  const fake = fakeFetch(handler);
  const instance: ApiClient = createApiClient({ fetch: fake.fetch, origin: ORIGIN, timeoutMs });
  return { ...fake, api: instance };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

beforeEach(() => {
  feedback = { toast: jest.fn(), modal: jest.fn(), t: jest.fn((key: string) => `T(${key})`) };
  setApiFeedback(feedback as unknown as ApiFeedback);
  sessionTimeout = jest.fn();
  setSessionTimeoutHandler(sessionTimeout);
  setTokenGetter(null);
  setLocaleGetter(() => 'en');
  clearErrorLogs();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cancelAllPending();
  setApiFeedback(null);
  setSessionTimeoutHandler(null);
  setLocaleGetter(null);
  warn.mockRestore();
  jest.useRealTimers();
});

describe('ky instance', () => {
  it('prefixes every URL with API.base + API.prefix', async () => {
    expect(api.prefixUrl).toBe(`${API.base}${API.prefix}`);
    expect(api.prefixUrl).toBe('/basic-api/v1');
    const { api: c, requests } = client(() => envelope(200, []));
    await c.get('/slider', { joinTime: false });
    await c.get('faq', { joinTime: false });
    expect(requests.map((r) => r.url)).toEqual([`${ORIGIN}/basic-api/v1/slider`, `${ORIGIN}/basic-api/v1/faq`]);
  });

  it('times out after API.timeoutMs (50 s) by default', async () => {
    jest.useFakeTimers();
    const { api: c } = client(never);
    const call = c.get('/slider').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(API.timeoutMs - 1);
    expect(feedback.toast).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('timeout');
  });

  it('never retries (retry: 0), not even a GET answered 503', async () => {
    const { api: c, fetch } = client(() => json({ message: 'down' }, 503));
    await rejection(c.get('/slider'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('headers', () => {
  it('sends Authorization "Bearer <token>" when the token getter returns one, and Accept-Language from the locale getter', async () => {
    setTokenGetter(() => 'abc123');
    setLocaleGetter(() => 'ja');
    const { api: c, requests } = client(() => envelope(200, null));
    await c.get('/user');
    expect(requests[0].headers.get('authorization')).toBe(`${API.authScheme} abc123`);
    expect(requests[0].headers.get('accept-language')).toBe('ja');
  });

  it('sends no Authorization without a token, and falls back to the default locale without a locale getter', async () => {
    setLocaleGetter(null);
    const { api: c, requests } = client(() => envelope(200, null));
    await c.get('/slider');
    expect(requests[0].headers.has('authorization')).toBe(false);
    expect(requests[0].headers.get('accept-language')).toBe(DEFAULT_LOCALE);
  });
});

describe('GET timestamp', () => {
  it('adds _t=<Date.now()> to GET calls, after the params', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const { api: c, requests } = client(() => envelope(200, { list: [] }));
    await c.get('/product', { params: { category: 'pouch', page: 2, keyword: undefined } });
    expect(requests[0].url).toBe(`${ORIGIN}/basic-api/v1/product?category=pouch&page=2&_t=1700000000000`);
    now.mockRestore();
  });

  it('leaves _t out with joinTime: false, and on other methods', async () => {
    const { api: c, requests } = client(() => envelope(200, null));
    await c.get('/faq', { joinTime: false });
    await c.post('/consult', { data: { name: 'A' } });
    expect(new URL(requests[0].url).searchParams.has('_t')).toBe(false);
    expect(new URL(requests[1].url).searchParams.has('_t')).toBe(false);
  });
});

describe('cancellation', () => {
  it('a repeat of the same method and URL cancels the earlier pending one: warning only, ApiCancelledError', async () => {
    let answered = 0;
    const { api: c } = client(async () => {
      answered += 1;
      if (answered === 1) return never();
      return envelope(200, 'second');
    });
    const first = c.get('/slider');
    await Promise.resolve();
    const second = c.get('/slider');
    const error = await rejection(first);
    expect(error).toBeInstanceOf(ApiCancelledError);
    expect(error).not.toBeInstanceOf(ApiError);
    await expect(second).resolves.toBe('second');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`GET ${ORIGIN}/basic-api/v1/slider`));
    expect(feedback.toast).not.toHaveBeenCalled();
    expect(feedback.modal).not.toHaveBeenCalled();
    expect(getErrorLogs()).toHaveLength(0);
  });

  it('removes the request from the pending map when it settles', async () => {
    const { api: c } = client(() => envelope(200, null));
    await c.get('/slider');
    await rejection(client(() => json({}, 500)).api.get('/faq'));
    expect(pendingKeys()).toEqual([]);
  });

  it('does not cancel requests with another query, another method, or ignoreCancelToken', async () => {
    const { api: c } = client(() => envelope(200, 'ok'));
    const calls = [
      c.get('/product', { params: { page: 1 } }),
      c.get('/product', { params: { page: 2 } }),
      c.post('/product'),
      c.get('/faq', { ignoreCancelToken: true }),
      c.get('/faq', { ignoreCancelToken: true }),
    ];
    await expect(Promise.all(calls)).resolves.toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  });

  it("treats the caller's AbortSignal and cancelAllPending() as cancellations too", async () => {
    const { api: c } = client(never);
    const controller = new AbortController();
    const mine = c.get('/slider', { signal: controller.signal });
    const other = c.get('/faq');
    await Promise.resolve();
    controller.abort();
    cancelAllPending();
    expect(await rejection(mine)).toBeInstanceOf(ApiCancelledError);
    expect(await rejection(other)).toBeInstanceOf(ApiCancelledError);
    expect(feedback.toast).not.toHaveBeenCalled();
    expect(getErrorLogs()).toHaveLength(0);
  });
});

describe('reply envelope', () => {
  it('resolves `result` when the code starts with 200 or 201', async () => {
    const { api: c } = client((request) =>
      new URL(request.url).pathname.endsWith('/a') ? envelope(200, { id: 1 }) : envelope(201, [2]),
    );
    await expect(c.get('/a')).resolves.toEqual({ id: 1 });
    await expect(c.get('/b')).resolves.toEqual([2]);
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('resolves the whole envelope with isTransformResponse: false', async () => {
    const { api: c } = client(() => envelope(200, { id: 1 }, 'saved'));
    await expect(c.post('/consult', { isTransformResponse: false })).resolves.toEqual({
      code: 200,
      result: { id: 1 },
      message: 'saved',
      status: 'success',
    });
  });

  it('resolves the raw body without envelope checks with isReturnNativeResponse: true', async () => {
    const { api: c } = client(() => json({ status: 'fail', message: 'Already bound' }));
    await expect(
      c.get<{ status: string; message: string }>('/user/socialite_bind/wechat', {
        params: { code: 'x' },
        isReturnNativeResponse: true,
      }),
    ).resolves.toEqual({ status: 'fail', message: 'Already bound' });
    expect(feedback.toast).not.toHaveBeenCalled();
    expect(getErrorLogs()).toHaveLength(0);
  });

  it("an empty body shows 'api.emptyBody'", async () => {
    const { api: c } = client(() => new Response('', { status: 200 }));
    const error = (await rejection(c.get('/slider'))) as ApiError;
    expect(error.message).toBe('T(api.emptyBody)');
    expect(feedback.toast).toHaveBeenCalledWith('T(api.emptyBody)', expect.objectContaining({ kind: 'error' }));
  });

  it('code 200002 shows the message and rejects', async () => {
    const { api: c } = client(() => envelope(API.messageCode, null, 'Please verify your e-mail first'));
    const error = (await rejection(c.post('/consult', { data: {} }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(API.messageCode);
    expect(feedback.toast).toHaveBeenCalledWith('Please verify your e-mail first', expect.objectContaining({ kind: 'error' }));
  });

  it("other codes show the message, else a string result, else 'api.operationFailed'", async () => {
    const replies = [envelope(500, null, 'Out of stock'), envelope(500, 'Text in result'), envelope(500, { a: 1 })];
    const { api: c } = client(() => replies.shift() as Response);
    for (const expected of ['Out of stock', 'Text in result', 'T(api.operationFailed)']) {
      const error = (await rejection(c.get('/slider'))) as ApiError;
      expect(error.message).toBe(expected);
      expect(feedback.toast).toHaveBeenLastCalledWith(expected, expect.objectContaining({ kind: 'error' }));
    }
  });

  it('envelope code 401 calls the session-timeout hook and shows no toast', async () => {
    const { api: c } = client(() => envelope(401, null, 'Login expired'));
    const error = (await rejection(c.get('/user'))) as ApiError;
    expect(error.code).toBe(401);
    expect(sessionTimeout).toHaveBeenCalledWith(
      expect.objectContaining({ code: 401, httpStatus: 200, method: 'GET', url: `${ORIGIN}/basic-api/v1/user`, message: 'Login expired' }),
    );
    expect(feedback.toast).not.toHaveBeenCalled();
    expect(feedback.modal).not.toHaveBeenCalled();
  });

  it('HTTP 401 calls the session-timeout hook and shows no status toast', async () => {
    const { api: c } = client(() => json({ code: 401, result: null, message: 'Unauthenticated', status: 'fail' }, 401));
    const error = (await rejection(c.get('/user'))) as ApiError;
    expect(error.httpStatus).toBe(401);
    expect(error.message).toBe('T(api.status.401)');
    expect(sessionTimeout).toHaveBeenCalledTimes(1);
    expect(feedback.toast).not.toHaveBeenCalled();
  });
});

describe('HTTP errors', () => {
  it('400 shows the server message, falling back to api.operationFailed', async () => {
    const replies = [
      json({ code: 400, result: null, message: 'Invalid page', status: 'fail' }, 400),
      new Response('', { status: 400 }),
    ];
    const { api: c } = client(() => replies.shift() as Response);
    expect(((await rejection(c.get('/product'))) as ApiError).message).toBe('Invalid page');
    expect(((await rejection(c.get('/product'))) as ApiError).message).toBe('T(api.operationFailed)');
    expect(feedback.toast.mock.calls.map(([text]) => text)).toEqual(['Invalid page', 'T(api.operationFailed)']);
  });

  it('a status outside the table shows the server message', async () => {
    const { api: c } = client(() => json({ code: 429, result: null, message: 'Too many requests', status: 'fail' }, 429));
    expect(((await rejection(c.post('/consult', { data: {} }))) as ApiError).message).toBe('Too many requests');
  });

  it('every status of the table shows its api.status text, whatever the server says', async () => {
    for (const status of [403, 404, 405, 408, 500, 501, 502, 503, 504, 505]) {
      const { api: c } = client(() => json({ code: status, result: null, message: 'server words', status: 'fail' }, status));
      const error = (await rejection(c.get('/product/9'))) as ApiError;
      expect(error.httpStatus).toBe(status);
      expect(error.message).toBe(`T(api.status.${status})`);
      expect(feedback.toast).toHaveBeenLastCalledWith(`T(api.status.${status})`, expect.objectContaining({ kind: 'error' }));
    }
    expect(sessionTimeout).not.toHaveBeenCalled();
  });

  it('rejects with a typed ApiError carrying cause, code, httpStatus, result and fieldErrors', async () => {
    const result = { errors: { email: 'Enter a valid e-mail', message: 'Too short' } };
    const { api: c } = client(() => json({ code: 422, result, message: 'Check the form', status: 'fail' }, 422));
    const error = (await rejection(c.post('/consult', { data: { email: 'x' } }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Check the form');
    expect(error.code).toBe(422);
    expect(error.httpStatus).toBe(422);
    expect(error.result).toEqual(result);
    expect(error.fieldErrors).toEqual({ email: 'Enter a valid e-mail', message: 'Too short' });
    expect((error.cause as Error).name).toBe('HTTPError');
  });
});

describe('errorMessageMode', () => {
  it("'modal' opens a dialog titled t('api.promptTitle') with the text", async () => {
    const { api: c } = client(() => envelope(500, null, 'Nope'));
    await rejection(c.get('/slider', { errorMessageMode: 'modal' }));
    expect(feedback.modal).toHaveBeenCalledWith({ title: 'T(api.promptTitle)', content: 'Nope' });
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it("'none' shows nothing but still rejects with the text and logs the error", async () => {
    const { api: c } = client(() => envelope(500, null, 'Nope'));
    const error = (await rejection(c.get('/slider', { errorMessageMode: 'none' }))) as ApiError;
    expect(error.message).toBe('Nope');
    expect(feedback.modal).not.toHaveBeenCalled();
    expect(feedback.toast).not.toHaveBeenCalled();
    expect(getErrorLogs()).toHaveLength(1);
  });
});

describe('timeout and network failure', () => {
  it("a client timeout toasts t('api.timeout') for API.errorToastMs", async () => {
    const { api: c } = client(never, 20);
    const error = (await rejection(c.get('/slider'))) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('T(api.timeout)');
    expect(feedback.toast).toHaveBeenCalledWith('T(api.timeout)', { kind: 'error', durationMs: API.errorToastMs });
    expect(API.errorToastMs).toBe(10_000);
  });

  it("a network failure (fetch TypeError) toasts t('api.network') for API.errorToastMs", async () => {
    const { api: c } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await rejection(c.get('/slider'))) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).toBe('T(api.network)');
    expect(feedback.toast).toHaveBeenCalledWith('T(api.network)', { kind: 'error', durationMs: API.errorToastMs });
  });
});

describe('error log', () => {
  it('adds every ajax error with type, url, name, message, stack, detail and time', async () => {
    const replies = [json({ message: 'Gone' }, 404), envelope(500, null, 'Nope')];
    const { api: c } = client(() => replies.shift() as Response);
    await rejection(c.get('/product/7', { params: { preview: 1 } }));
    await rejection(c.post('/consult', { data: { secret: 'not logged' }, params: { source: 'home' } }));
    const [reply, http] = getErrorLogs();
    expect(http).toMatchObject({
      type: 'ajax',
      url: `${ORIGIN}/basic-api/v1/product/7?preview=1`,
      name: 'HTTPError',
      message: 'T(api.status.404)',
      file: '',
    });
    expect(http.stack).toContain('HTTPError');
    expect(JSON.parse(http.detail)).toEqual({ method: 'GET', status: 404, code: null, params: { preview: 1 } });
    expect(http.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(reply).toMatchObject({ type: 'ajax', name: 'ApiReplyError', message: 'Nope' });
    expect(JSON.parse(reply.detail)).toEqual({ method: 'POST', status: 200, code: 500, params: { source: 'home' } });
    expect(reply.detail).not.toContain('not logged');
  });

  it('names timeouts TimeoutError and network failures by their error', async () => {
    await rejection(client(never, 10).api.get('/a'));
    await rejection(client(() => Promise.reject(new TypeError('Failed to fetch'))).api.get('/b'));
    expect(getErrorLogs().map((entry) => entry.name)).toEqual(['TypeError', 'TimeoutError']);
  });
});

describe('verbs', () => {
  it('post/put/delete send data as a JSON body and params in the query', async () => {
    const { api: c, requests, bodies } = client(() => envelope(200, null));
    await c.post('/consult', { data: { name: 'Ann', quantity: 500 }, params: { ref: 'x' } });
    await c.put('/user', { data: { nickname: 'A' } });
    await c.delete('/favorites/3');
    expect(requests.map((r) => r.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(requests[0].url).toBe(`${ORIGIN}/basic-api/v1/consult?ref=x`);
    expect(requests[0].headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(await bodies[0])).toEqual({ name: 'Ann', quantity: 500 });
    expect(JSON.parse(await bodies[1])).toEqual({ nickname: 'A' });
    expect(await bodies[2]).toBe('');
  });
});

describe('types', () => {
  it('resolve `T`, `ReplyEnvelope<T>` or the raw `T` according to the options', async () => {
    const { api: c } = client(() => envelope(200, 7, 'fine'));
    const result: number = await c.get<number>('/a');
    const whole: ReplyEnvelope<number> = await c.post<number>('/b', { isTransformResponse: false });
    const raw: { code: number } = await c.put<{ code: number }>('/c', { isReturnNativeResponse: true });
    expect([result, whole.result, whole.message, raw.code]).toEqual([7, 7, 'fine', 200]);
  });
});
