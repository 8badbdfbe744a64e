/** @jest-environment node */
/*
 * The request observer on a real server: the request id, one log line per request with no
 * personal data, errors tied to their request, the actor's kind, the bytes as sent (compressed),
 * and the request metrics by route pattern.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { logUnexpected } from '@/lib/server/http/log';
import { answerProbe } from '@/lib/server/ops/probes.mjs';
import { createLogger, setLogger } from './logger.mjs';
import { renderMetrics, resetMetrics } from './metrics.mjs';
import { noteActor } from './request-context.mjs';
import { createRequestObserver } from './request-observer.mjs';

type Line = Record<string, unknown>;
let lines: Line[] = [];
let server: Server;
let base: string;

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/hello': (_req, res) => res.end('hello'),
  '/member': (_req, res) => {
    noteActor({ roles: ['member'] });
    res.end('member page');
  },
  '/staff': (_req, res) => {
    noteActor({ roles: ['member'] });
    noteActor({ roles: ['member', 'sales'] });
    noteActor(null);
    res.end('back office');
  },
  '/nobody': (_req, res) => {
    noteActor(null);
    res.end('who?');
  },
  '/fails': (_req, res) => {
    // Later, in another tick: the request's id must still be known.
    setTimeout(() => {
      logUnexpected('POST /basic-api/v1/admin/members/42', Object.assign(new Error('duplicate key value (jane@example.com)'), { code: '23505' }));
      res.statusCode = 500;
      res.end('failed');
    }, 5);
  },
  // As scripts/serve.mjs's compression does: the compressed bytes pass through the observer.
  '/big': (_req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.setHeader('Content-Encoding', 'gzip');
    const gzipped = gzipSync('<p>case</p>'.repeat(2000));
    res.write(gzipped.subarray(0, 10));
    res.end(gzipped.subarray(10));
  },
  '/hang': () => undefined,
};

function call(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; raw: number }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      let raw = 0;
      res.on('data', (chunk: Buffer) => (raw += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function lineOf(reqId: string): Promise<Line> {
  for (let i = 0; i < 100; i += 1) {
    const found = lines.find((l) => l.msg === 'request' && l.reqId === reqId);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no request line for ${reqId}`);
}

beforeAll(async () => {
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => {
    for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text));
  });
  setLogger(createLogger({ level: 'debug' }, sink));
  resetMetrics();
  const { observe } = createRequestObserver({ routeName: (p: string) => (routes[p] ? `/pattern${p}` : '(unmatched)') });
  server = createServer((req, res) =>
    observe(req, res, () => {
      if (answerProbe(req, res)) return;
      const handler = routes[(req.url ?? '/').split('?')[0]];
      if (handler) handler(req, res);
      else {
        res.statusCode = 404;
        res.end();
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  lines = [];
});

describe('every request', () => {
  it('gets an id: a sane incoming X-Request-Id is kept, anything else replaced', async () => {
    const kept = await call('/hello', { 'x-request-id': 'nginx-0f3a9c2e5b7d4e61' });
    expect(kept.headers['x-request-id']).toBe('nginx-0f3a9c2e5b7d4e61');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'quote"and}brace', '<script>alert(1)</script>']) {
      const replaced = await call('/hello', { 'x-request-id': bad });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await call('/hello')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one line: time, level, id, method, route pattern, status, duration, bytes, actor, and nothing personal', async () => {
    const answer = await call('/hello?email=jane%40example.com&q=secret', {
      'user-agent': 'SecretBrowser/1.0',
      'x-forwarded-for': '198.51.100.23',
      cookie: 'other=1',
    });
    const line = await lineOf(String(answer.headers['x-request-id']));
    expect(line).toMatchObject({ level: 'info', method: 'GET', route: '/pattern/hello', status: 200, bytes: 5, actor: 'visitor', msg: 'request' });
    expect(typeof line.ms).toBe('number');
    expect(new Date(String(line.time)).toString()).not.toBe('Invalid Date');
    const text = JSON.stringify(line);
    for (const secret of ['jane', 'secret', 'SecretBrowser', '198.51.100.23', '127.0.0.1', '?']) expect(text).not.toContain(secret);
    expect(lines.filter((l) => l.msg === 'request')).toHaveLength(1);
  });

  it('names the kind of actor the gate found, never who', async () => {
    const kinds: Record<string, unknown> = {};
    for (const [path, headers] of [
      ['/member', {}],
      ['/staff', {}],
      ['/nobody', { cookie: 'token=dead' }],
      ['/hello', { cookie: 'lang=en; token=abc' }],
      ['/hello', { authorization: 'Bearer abc' }],
    ] as const) {
      const answer = await call(path, headers);
      kinds[`${path} ${Object.keys(headers).join()}`] = (await lineOf(String(answer.headers['x-request-id']))).actor;
    }
    expect(kinds).toEqual({
      '/member ': 'member',
      '/staff ': 'staff',
      '/nobody cookie': 'visitor',
      '/hello cookie': 'unchecked',
      '/hello authorization': 'unchecked',
    });
  });

  it("ties an error to its request: the error line carries the request's id and route, and no personal data", async () => {
    const answer = await call('/fails');
    const id = String(answer.headers['x-request-id']);
    const request = await lineOf(id);
    expect(request).toMatchObject({ status: 500, level: 'warn' });
    const error = lines.find((l) => l.level === 'error');
    expect(error).toMatchObject({ reqId: id, route: '/pattern/fails', msg: '[api] POST /basic-api/v1/admin/members/… failed' });
    expect(String(error?.error)).toMatch(/^Error code 23505\n\s+at /);
    expect(JSON.stringify(error)).not.toContain('jane');
  });

  it('counts the bytes as sent, after compression', async () => {
    const answer = await call('/big', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    const line = await lineOf(String(answer.headers['x-request-id']));
    expect(line.bytes).toBe(answer.raw);
    expect(answer.raw).toBeLessThan(22_000 / 10);
  });

  it('counts a client that went away as 499', async () => {
    await new Promise<void>((resolve) => {
      const req = request(`${base}/hang`, { agent: false });
      req.on('error', () => resolve());
      req.end();
      setTimeout(() => req.destroy(), 100);
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(lines.find((l) => l.route === '/pattern/hang')).toMatchObject({ status: 499 });
  });

  it('logs the probes at debug only, and counts everything by route pattern, method and status', async () => {
    const probe = await call('/healthz');
    expect((await lineOf(String(probe.headers['x-request-id']))).level).toBe('debug');
    await call('/hello');
    await call('/no/such/path/42');
    await call('/hello', {}, 'PROPFIND');
    await new Promise((r) => setTimeout(r, 50));
    const { body } = await renderMetrics();
    expect(body).toMatch(/^http_requests_total\{route="\/pattern\/hello",method="GET",status="200"\} \d+$/m);
    expect(body).toMatch(/^http_requests_total\{route="\(unmatched\)",method="GET",status="404"\} 1$/m);
    expect(body).toMatch(/^http_requests_total\{route="\/pattern\/hello",method="other",status="200"\} 1$/m);
    expect(body).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",route="\/pattern\/hello",method="GET",status="200"\} \d+$/m);
    expect(body).toMatch(/^http_requests_total\{route="\/healthz",method="GET",status="200"\} 1$/m);
    expect(body).not.toContain('/no/such/path');
  });
});
