/** @jest-environment node */
import { HTTP } from '@/lib/config';
import { readBody } from './body';
import { ApiProblem } from '@/lib/server/problems';
import { readQuery } from './query';

const URL_ = 'http://localhost:3000/basic-api/v1/consult';

function post(body: BodyInit | null, type: string | null, headers: Record<string, string> = {}) {
  const init: RequestInit & { duplex?: 'half' } = { method: 'POST', body, headers: { ...(type ? { 'content-type': type } : {}), ...headers } };
  if (body instanceof ReadableStream) init.duplex = 'half';
  return new Request(URL_, init);
}

async function problemOf(promise: Promise<unknown>): Promise<{ status: number; key: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiProblem) return { status: error.status, key: error.messageKey };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A body of `total` bytes made on demand, counting how much of it was asked for. */
function endless(total: number, chunk = 16 * 1024) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled * chunk >= total) return controller.close();
      state.pulled += 1;
      controller.enqueue(new Uint8Array(chunk).fill(0x61));
    },
  });
  return { stream, state };
}

describe('readBody', () => {
  it('reads JSON objects and forms, the first value of a repeated name', async () => {
    expect(await readBody(post('{"name":"Anna","n":1}', 'application/json; charset=utf-8'))).toEqual({ name: 'Anna', n: 1 });
    expect(await readBody(post('name=Anna+Lee&name=Bob&x=%E4%B8%AD', 'application/x-www-form-urlencoded'))).toEqual({ name: 'Anna Lee', x: '中' });
    const form = new FormData();
    form.set('name', 'Anna');
    expect(await readBody(new Request(URL_, { method: 'POST', body: form }))).toEqual({ name: 'Anna' });
  });

  it('keeps fields named like object properties', async () => {
    const fields = await readBody(post('constructor=1&toString=2&__proto__=3', 'application/x-www-form-urlencoded'));
    expect(Object.entries(fields)).toEqual([
      ['constructor', '1'],
      ['toString', '2'],
      ['__proto__', '3'],
    ]);
  });

  it.each([
    [null, '{"a":1}', 415, 'unsupportedType'],
    ['text/plain', '{"a":1}', 415, 'unsupportedType'],
    ['application/xml', '<a/>', 415, 'unsupportedType'],
    ['application/json', '{"a":', 400, 'badJson'],
    ['application/json', '[1,2]', 400, 'badJson'],
    ['application/json', 'null', 400, 'badJson'],
    ['application/json', '{"name":"a\\u0000b"}', 400, 'badEncoding'],
    ['application/json', '{"name":"\\ud800"}', 400, 'badEncoding'],
    ['application/json', '{"a\\u0000":"x"}', 400, 'badEncoding'],
    ['application/json', '{"list":["ok","\\u0000"]}', 400, 'badEncoding'],
    ['application/x-www-form-urlencoded', 'name=%FF', 400, 'badEncoding'],
    ['application/x-www-form-urlencoded', 'name=a%00b', 400, 'badEncoding'],
    ['application/x-www-form-urlencoded', 'name=%E4%B8', 400, 'badEncoding'],
    ['multipart/form-data', 'x', 400, 'badForm'],
    ['multipart/form-data; boundary=zzz', 'garbage', 400, 'badForm'],
  ] as const)('refuses %s %j with %i', async (type, body, status, key) => {
    expect(await problemOf(readBody(post(body, type)))).toEqual({ status, key });
  });

  it('refuses bytes that are not UTF-8 instead of storing U+FFFD', async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]);
    expect(await problemOf(readBody(post(bytes, 'application/json')))).toEqual({ status: 400, key: 'badEncoding' });
  });

  it('refuses a declared length over the limit without reading the body', async () => {
    const { stream, state } = endless(100 * 1024 * 1024);
    const request = post(stream, 'application/json', { 'content-length': String(100 * 1024 * 1024) });
    expect(await problemOf(readBody(request))).toEqual({ status: 413, key: 'payloadTooLarge' });
    expect(state.pulled).toBeLessThanOrEqual(1);
  });

  it('reads and drops a declared body only a little over the limit before refusing it, so the client gets the 413', async () => {
    const total = HTTP.maxBodyBytes + 32 * 1024;
    const { stream, state } = endless(total);
    const request = post(stream, 'application/json', { 'content-length': String(total) });
    expect(await problemOf(readBody(request))).toEqual({ status: 413, key: 'payloadTooLarge' });
    expect(state.pulled * 16 * 1024).toBeGreaterThanOrEqual(total);
  });

  it('stops reading a streamed body as soon as it passes the limit (100 MB sent, a few chunks read)', async () => {
    const { stream, state } = endless(100 * 1024 * 1024);
    expect(await problemOf(readBody(post(stream, 'application/json')))).toEqual({ status: 413, key: 'payloadTooLarge' });
    expect(state.pulled * 16 * 1024).toBeLessThan(HTTP.maxBodyBytes + 4 * 16 * 1024);
  });

  it('takes a body of exactly the limit', async () => {
    const text = `{"m":"${'a'.repeat(HTTP.maxBodyBytes - 8)}"}`;
    expect(Buffer.byteLength(text)).toBe(HTTP.maxBodyBytes);
    expect(await readBody(post(text, 'application/json'))).toEqual({ m: 'a'.repeat(HTTP.maxBodyBytes - 8) });
  });
});

describe('readQuery', () => {
  const q = (query: string) => readQuery(new Request(`http://localhost/basic-api/v1/product?${query}`));

  it('reads the first value of each name', () => {
    expect(q('page=2&page=3&keyword=%E4%B8%AD+x')).toEqual({ page: '2', keyword: '中 x' });
    expect(readQuery(new Request('http://localhost/basic-api/v1/product'))).toEqual({});
  });

  it.each(['keyword=%00', 'keyword=%FF', 'keyword=%E4%B8', 'keyword=%ED%A0%80', 'keyword=%EF%BF%BD', 'k%FF=1', `keyword=${'x'.repeat(HTTP.maxQueryLength)}`])(
    'refuses %s with 400 instead of reading U+FFFD',
    (query) => {
      expect(() => q(query)).toThrow(ApiProblem);
    },
  );
});
