/**
 * @jest-environment node
 */
// What the API client sends: the base URL, headers, the GET timestamp, the verbs' bodies and queries,
// the cancellation of a repeated request, and the types it resolves. (The fake fetch and hooks: lib/testing/api-client-fake.ts.)
import { API, DEFAULT_LOCALE } from '@/lib/config';
import { getErrorLogs } from '@/lib/error-log';
import { client, envelope, json, never, ORIGIN, rejection, useClientHooks } from '@/lib/testing/api-client-fake';
import type { ReplyEnvelope } from './contract';
import { setLocaleGetter, setTokenGetter } from './feedback';
import { cancelAllPending, pendingKeys } from './pending';
import { ApiCancelledError, ApiError, api } from './client';

const hooks = useClientHooks();

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
    expect(hooks.feedback.toast).not.toHaveBeenCalled();
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
    expect(hooks.warn).toHaveBeenCalledWith(expect.stringContaining(`GET ${ORIGIN}/basic-api/v1/slider`));
    expect(hooks.feedback.toast).not.toHaveBeenCalled();
    expect(hooks.feedback.modal).not.toHaveBeenCalled();
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
    expect(hooks.feedback.toast).not.toHaveBeenCalled();
    expect(getErrorLogs()).toHaveLength(0);
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
