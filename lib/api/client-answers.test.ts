/**
 * @jest-environment node
 */
// How the API client reads answers: the reply envelope, HTTP errors and their texts, the error
// message modes, timeouts and network failures, and the error log. (The fake fetch and hooks: lib/testing/api-client-fake.ts.)
import { API } from '@/lib/config';
import { getErrorLogs } from '@/lib/error-log';
import { client, envelope, json, never, ORIGIN, rejection, useClientHooks } from '@/lib/testing/api-client-fake';
import { ApiError } from './client';

const hooks = useClientHooks();

describe('reply envelope', () => {
  it('resolves `result` when the code starts with 200 or 201', async () => {
    const { api: c } = client((request) => (new URL(request.url).pathname.endsWith('/a') ? envelope(200, { id: 1 }) : envelope(201, [2])));
    await expect(c.get('/a')).resolves.toEqual({ id: 1 });
    await expect(c.get('/b')).resolves.toEqual([2]);
    expect(hooks.feedback.toast).not.toHaveBeenCalled();
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
    expect(hooks.feedback.toast).not.toHaveBeenCalled();
    expect(getErrorLogs()).toHaveLength(0);
  });

  it("an empty body shows 'api.emptyBody'", async () => {
    const { api: c } = client(() => new Response('', { status: 200 }));
    const error = (await rejection(c.get('/slider'))) as ApiError;
    expect(error.message).toBe('T(api.emptyBody)');
    expect(hooks.feedback.toast).toHaveBeenCalledWith('T(api.emptyBody)', expect.objectContaining({ kind: 'error' }));
  });

  it('code 200002 shows the message and rejects', async () => {
    const { api: c } = client(() => envelope(API.messageCode, null, 'Please verify your e-mail first'));
    const error = (await rejection(c.post('/consult', { data: {} }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(API.messageCode);
    expect(hooks.feedback.toast).toHaveBeenCalledWith('Please verify your e-mail first', expect.objectContaining({ kind: 'error' }));
  });

  it("other codes show the message, else a string result, else 'api.operationFailed'", async () => {
    const replies = [envelope(500, null, 'Out of stock'), envelope(500, 'Text in result'), envelope(500, { a: 1 })];
    const { api: c } = client(() => replies.shift() as Response);
    for (const expected of ['Out of stock', 'Text in result', 'T(api.operationFailed)']) {
      const error = (await rejection(c.get('/slider'))) as ApiError;
      expect(error.message).toBe(expected);
      expect(hooks.feedback.toast).toHaveBeenLastCalledWith(expected, expect.objectContaining({ kind: 'error' }));
    }
  });

  it('envelope code 401 calls the session-timeout hook and shows no toast', async () => {
    const { api: c } = client(() => envelope(401, null, 'Login expired'));
    const error = (await rejection(c.get('/user'))) as ApiError;
    expect(error.code).toBe(401);
    expect(hooks.sessionTimeout).toHaveBeenCalledWith(
      expect.objectContaining({ code: 401, httpStatus: 200, method: 'GET', url: `${ORIGIN}/basic-api/v1/user`, message: 'Login expired' }),
    );
    expect(hooks.feedback.toast).not.toHaveBeenCalled();
    expect(hooks.feedback.modal).not.toHaveBeenCalled();
  });

  it('HTTP 401 calls the session-timeout hook and shows no status toast', async () => {
    const { api: c } = client(() => json({ code: 401, result: null, message: 'Unauthenticated', status: 'fail' }, 401));
    const error = (await rejection(c.get('/user'))) as ApiError;
    expect(error.httpStatus).toBe(401);
    expect(error.message).toBe('T(api.status.401)');
    expect(hooks.sessionTimeout).toHaveBeenCalledTimes(1);
    expect(hooks.feedback.toast).not.toHaveBeenCalled();
  });
});

describe('HTTP errors', () => {
  it('400 shows the server message, falling back to api.operationFailed', async () => {
    const replies = [json({ code: 400, result: null, message: 'Invalid page', status: 'fail' }, 400), new Response('', { status: 400 })];
    const { api: c } = client(() => replies.shift() as Response);
    expect(((await rejection(c.get('/product'))) as ApiError).message).toBe('Invalid page');
    expect(((await rejection(c.get('/product'))) as ApiError).message).toBe('T(api.operationFailed)');
    expect(hooks.feedback.toast.mock.calls.map(([text]) => text)).toEqual(['Invalid page', 'T(api.operationFailed)']);
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
      expect(hooks.feedback.toast).toHaveBeenLastCalledWith(`T(api.status.${status})`, expect.objectContaining({ kind: 'error' }));
    }
    expect(hooks.sessionTimeout).not.toHaveBeenCalled();
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
    expect(hooks.feedback.modal).toHaveBeenCalledWith({ title: 'T(api.promptTitle)', content: 'Nope' });
    expect(hooks.feedback.toast).not.toHaveBeenCalled();
  });

  it("'none' shows nothing but still rejects with the text and logs the error", async () => {
    const { api: c } = client(() => envelope(500, null, 'Nope'));
    const error = (await rejection(c.get('/slider', { errorMessageMode: 'none' }))) as ApiError;
    expect(error.message).toBe('Nope');
    expect(hooks.feedback.modal).not.toHaveBeenCalled();
    expect(hooks.feedback.toast).not.toHaveBeenCalled();
    expect(getErrorLogs()).toHaveLength(1);
  });
});

describe('timeout and network failure', () => {
  it("a client timeout toasts t('api.timeout') for API.errorToastMs", async () => {
    const { api: c } = client(never, 20);
    const error = (await rejection(c.get('/slider'))) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('T(api.timeout)');
    expect(hooks.feedback.toast).toHaveBeenCalledWith('T(api.timeout)', { kind: 'error', durationMs: API.errorToastMs });
    expect(API.errorToastMs).toBe(10_000);
  });

  it("a network failure (fetch TypeError) toasts t('api.network') for API.errorToastMs", async () => {
    const { api: c } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await rejection(c.get('/slider'))) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).toBe('T(api.network)');
    expect(hooks.feedback.toast).toHaveBeenCalledWith('T(api.network)', { kind: 'error', durationMs: API.errorToastMs });
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
