/** @jest-environment node */
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { noteFailure, requestContexts } from '../observability/request-context.mjs';
import { createMemberPageCache, isMemberPage, keepable, memberPageCacheStats, registerMemberPageCheck } from './member-page-cache.mjs';

/*
 * The cache in front of a stand-in for Next on 127.0.0.1, as scripts/serve.mjs places it (inside the
 * compression): the stand-in counts its renders, and the registered check answers from `sessions`.
 */

type Validity = { session: string; generation: number };
type Render = (req: IncomingMessage, res: ServerResponse) => void;

const page =
  (text: string): Render =>
  (req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('x-request-id', `render-${renders}`);
    res.setHeader('vary', 'rsc, accept-encoding');
    // Streamed in pieces, as Next streams a page.
    res.write('<!DOCTYPE html><html><body>');
    res.write(Buffer.from(`<p>${text} for ${req.url}</p>`));
    // The order list's rows (a real page is tens of kB; this one is worth compressing too).
    if (req.url?.includes('myOrder')) res.write(`<ol>${'<li>Order: 500 EVA cases, proof waiting</li>'.repeat(40)}</ol>`);
    res.end('</body></html>');
  };

let renders = 0;
let render: Render = page('orders');
let sessions: Record<string, Validity | null> = {};
let clock = 1_000_000;
let checkFails = false;
let server: Server;
let port = 0;
let cache: ReturnType<typeof createMemberPageCache>;
let warnings: string[] = [];

function start(maxBytes: number) {
  const note = (_fields: object, message: string) => void warnings.push(message);
  cache = createMemberPageCache({ maxBytes, ttlMs: 60_000, now: () => clock, log: { warn: note, error: note } });
  const compress = compression({ threshold: 0 });
  // Each request in a context of its own, as scripts/serve.mjs serves it.
  server = createServer((req, res) =>
    requestContexts().run({ id: `test-${renders}`, route: '/[locale]/user', actor: null }, () =>
      compress(req, res, () =>
        cache.serve(req, res, () => {
          renders += 1;
          render(req, res);
        }),
      ),
    ),
  );
  return new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve();
    }),
  );
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = (encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw).toString();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const ann = { cookie: 'token=ann-token; NEXT_LOCALE=en' };

beforeEach(async () => {
  renders = 0;
  render = page('orders');
  clock = 1_000_000;
  checkFails = false;
  warnings = [];
  sessions = { 'ann-token': { session: '1:2026-12-01', generation: 7 }, 'bob-token': { session: '2:2026-12-01', generation: 7 } };
  registerMemberPageCheck(async (cookie: string) => {
    if (checkFails) throw new Error('database gone');
    const token = /(?:^|;\s*)token=([^;]+)/.exec(cookie)?.[1] ?? '';
    return sessions[token] ?? null;
  });
  await start(1024 * 1024);
});

afterEach(async () => {
  registerMemberPageCheck(null);
  await new Promise((resolve) => server.close(resolve));
});

describe('which loads are member pages to keep', () => {
  it('knows member pages in every locale, and no other page', () => {
    for (const url of ['/user', '/user/myOrder', '/en/user/profile?tab=1', '/zh-TW/user/message/3', '/%75ser/myOrder']) expect(isMemberPage(url)).toBe(true);
    for (const url of ['/', '/en/products', '/users', '/en/admin', '/basic-api/v1/user', '/en/userx']) expect(isMemberPage(url)).toBe(false);
  });

  it('keeps plain page loads with cookies only', () => {
    const load = (headers: Record<string, string>, method = 'GET', url = '/en/user/myOrder') => ({ method, url, headers }) as unknown as IncomingMessage;
    expect(keepable(load(ann))).toBe(true);
    expect(keepable(load({}))).toBe(false);
    expect(keepable(load(ann, 'HEAD'))).toBe(false);
    expect(keepable(load(ann, 'POST'))).toBe(false);
    expect(keepable(load(ann, 'GET', '/en/user/myOrder?_rsc=abc'))).toBe(false);
    for (const name of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'authorization', 'range'])
      expect(keepable(load({ ...ann, [name]: '1' }))).toBe(false);
  });
});

describe('a kept member page', () => {
  it('is served again to the same session while nothing changed, without its old request id', async () => {
    const first = await get('/en/user/myOrder', ann);
    expect(first.status).toBe(200);
    expect(first.headers['x-member-page-cache']).toBe('miss');
    const again = await get('/en/user/myOrder', ann);
    expect(renders).toBe(1);
    expect(again.status).toBe(200);
    expect(again.headers['x-member-page-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.body).toContain('orders for /en/user/myOrder');
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(again.headers['x-request-id']).toBeUndefined();
    expect(again.headers.date).toBeDefined();
    // Compressed for a client that asks, from the same kept page, once per encoding: the encoded
    // copy is kept with the page.
    const gzipped = await get('/en/user/myOrder', { ...ann, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body).toBe(first.body);
    const withGzip = cache.size().bytes;
    const browser = { ...ann, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const brotli = await get('/en/user/myOrder', browser);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body).toBe(first.body);
    const withBoth = cache.size().bytes;
    expect(withBoth).toBeGreaterThan(withGzip);
    expect((await get('/en/user/myOrder', browser)).body).toBe(first.body);
    expect(cache.size().bytes).toBe(withBoth);
    // br refused: gzip.
    expect((await get('/en/user/myOrder', { ...ann, 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect(renders).toBe(1);
    expect(memberPageCacheStats().hits).toBeGreaterThanOrEqual(2);
  });

  it('is rendered again after any change of the data, a new session, or its time', async () => {
    await get('/en/user/myOrder', ann);
    sessions['ann-token'] = { session: '1:2026-12-01', generation: 8 };
    await get('/en/user/myOrder', ann);
    expect(renders).toBe(2);
    await get('/en/user/myOrder', ann);
    expect(renders).toBe(2);
    // The same cookie naming a session with another expiry (or id).
    sessions['ann-token'] = { session: '1:2026-12-02', generation: 8 };
    await get('/en/user/myOrder', ann);
    expect(renders).toBe(3);
    clock += 60_001;
    await get('/en/user/myOrder', ann);
    expect(renders).toBe(4);
  });

  it('is never served to an ended session, another member, another address or other cookies', async () => {
    await get('/en/user/myOrder', ann);
    sessions['ann-token'] = null;
    render = (_req, res) => {
      res.statusCode = 307;
      res.setHeader('location', '/en/login');
      res.end();
    };
    const ended = await get('/en/user/myOrder', ann);
    expect(ended.status).toBe(307);
    expect(ended.headers['x-member-page-cache']).toBeUndefined();
    expect(renders).toBe(2);

    render = page('orders');
    sessions['ann-token'] = { session: '1:2026-12-01', generation: 7 };
    await get('/en/user/myOrder', ann);
    const bob = await get('/en/user/myOrder', { cookie: 'token=bob-token; NEXT_LOCALE=en' });
    expect(bob.headers['x-member-page-cache']).toBe('miss');
    await get('/en/user/myOrder?page=2', ann);
    await get('/en/user/myOrder', { cookie: 'token=ann-token; NEXT_LOCALE=ja' });
    await get('/en/user/myOrder', { ...ann, 'accept-language': 'ja' });
    await get('/en/user/myOrder', { ...ann, 'user-agent': 'Googlebot/2.1' });
    // Ann's own page, kept before, was served to her again (a revoked token never lives again).
    expect(renders).toBe(7);
  });

  it('is not kept when it is not a whole HTML page with status 200, no cookie and no error', async () => {
    const answers: Render[] = [
      (_req, res) => {
        res.statusCode = 404;
        res.setHeader('content-type', 'text/html');
        res.end('<p>not found</p>');
      },
      (_req, res) => {
        res.setHeader('content-type', 'text/html');
        res.setHeader('set-cookie', 'token=; Max-Age=0');
        res.end('<p>cleared</p>');
      },
      (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end('{}');
      },
      (_req, res) => {
        res.setHeader('content-type', 'text/html');
        res.end('x'.repeat(1024 * 1024 + 1));
      },
      // A part that failed after the head was sent: 200, with an error logged while rendering.
      (req, res) => {
        page('orders')(req, res);
        noteFailure();
      },
    ];
    for (const answer of answers) {
      render = answer;
      const before = renders;
      await get('/en/user/profile', ann);
      await get('/en/user/profile', ann);
      expect(renders).toBe(before + 2);
    }
    expect(cache.size().entries).toBe(0);
  });

  it('counts the pages being recorded against its bytes, and lets go of them when the answer ends', async () => {
    render = (req, res) => {
      res.setHeader('content-type', 'text/html');
      res.write('<p>first part</p>');
      // The rest comes later: meanwhile the part written is being recorded.
      setTimeout(() => res.end('<p>the rest</p>'), 50);
    };
    const pending = get('/en/user/slow', ann);
    await new Promise((resolve) => setTimeout(resolve, 25));
    expect(cache.size().recording).toBeGreaterThan(0);
    await pending;
    expect(cache.size()).toMatchObject({ entries: 1, recording: 0 });
    // A client that leaves mid-answer: nothing kept, nothing held.
    await new Promise<void>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: '/en/user/left', headers: ann }, (res) => {
        res.once('data', () => {
          req.destroy();
          setTimeout(resolve, 100);
        });
      });
      req.end();
    });
    expect(cache.size()).toMatchObject({ entries: 1, recording: 0 });
  });

  it('sweeps away the pages past their time', async () => {
    await get('/en/user/myOrder', ann);
    await get('/en/user/profile', ann);
    expect(cache.size().entries).toBe(2);
    clock += 60_001;
    cache.sweep();
    expect(cache.size()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('answers 500 and goes on serving when rendering throws at once', async () => {
    render = () => {
      throw new Error('render blew up');
    };
    const answer = await get('/en/user/myOrder', ann);
    expect(answer.status).toBe(500);
    expect(warnings).toEqual(['member page cache: serving a member page failed']);
    render = page('orders');
    expect((await get('/en/user/myOrder', ann)).status).toBe(200);
  });

  it('lets Next answer when the check fails, and says so in the log', async () => {
    checkFails = true;
    const answer = await get('/en/user/myOrder', ann);
    expect(answer.status).toBe(200);
    await get('/en/user/myOrder', ann);
    expect(renders).toBe(2);
    expect(warnings).toEqual(['member page cache: the session check failed', 'member page cache: the session check failed']);
  });

  it('stays within its bytes, the page served longest ago leaving first', async () => {
    await new Promise((resolve) => server.close(resolve));
    await start(3 * 1024 + 600); // three small pages and their overhead
    for (const url of ['/en/user/a', '/en/user/b', '/en/user/c']) await get(url, ann);
    await get('/en/user/a', ann); // a is now the most recently served
    await get('/en/user/d', ann); // b leaves
    expect(cache.size().entries).toBe(3);
    expect(cache.size().bytes).toBeLessThanOrEqual(3 * 1024 + 600);
    const rendered = renders;
    await get('/en/user/a', ann);
    await get('/en/user/c', ann);
    await get('/en/user/d', ann);
    expect(renders).toBe(rendered);
    await get('/en/user/b', ann);
    expect(renders).toBe(rendered + 1);
  });

  it('keeps nothing when turned off (MEMBER_PAGE_CACHE_MB=0) or when the app registered no check', async () => {
    await new Promise((resolve) => server.close(resolve));
    await start(0);
    await get('/en/user/myOrder', ann);
    await get('/en/user/myOrder', ann);
    expect(renders).toBe(2);
    await new Promise((resolve) => server.close(resolve));
    await start(1024 * 1024);
    registerMemberPageCheck(null);
    const answer = await get('/en/user/myOrder', ann);
    await get('/en/user/myOrder', ann);
    expect(renders).toBe(4);
    expect(answer.headers['x-member-page-cache']).toBeUndefined();
  });
});
