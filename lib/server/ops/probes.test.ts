/** @jest-environment node */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetHealth, startDraining } from './health-state.mjs';
import { answerProbe } from './probes.mjs';
import { markStarted, registerCheck, resetReadiness } from './readiness.mjs';

let server: Server;
let base: string;
let token: string | undefined;

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (!answerProbe(req, res, { metricsToken: token })) res.end('the app');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  resetHealth();
  resetReadiness();
  token = undefined;
});

describe('the operator endpoints', () => {
  it('/healthz answers, uncached, whatever the rest', async () => {
    startDraining();
    const answer = await get('/healthz');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 when ready and 503 with the reason otherwise, uncached', async () => {
    registerCheck('database', async () => ({ ok: true }));
    let answer = await get('/readyz');
    expect([answer.status, JSON.parse(answer.body).status]).toEqual([503, 'starting']);
    markStarted();
    answer = await get('/readyz');
    expect([answer.status, JSON.parse(answer.body).status]).toEqual([200, 'ready']);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    startDraining();
    answer = await get('/readyz?fresh=1');
    expect([answer.status, JSON.parse(answer.body).status]).toEqual([503, 'draining']);
  });

  it('/metrics answers this machine in Prometheus text format', async () => {
    const answer = await get('/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toMatch(/^# HELP http_requests_total /m);
    expect(answer.body).toMatch(/^process_cpu_user_seconds_total /m);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('/metrics through a proxy: 404 without METRICS_TOKEN, 401 without the right one, 200 with it', async () => {
    const relayed = { 'x-forwarded-for': '203.0.113.7' };
    expect((await get('/metrics', relayed)).status).toBe(404);
    token = 'tok-1234567890';
    const refused = await get('/metrics', relayed);
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await get('/metrics', { ...relayed, authorization: 'Bearer nope' })).status).toBe(401);
    expect((await get('/metrics', { ...relayed, authorization: 'Bearer tok-1234567890' })).status).toBe(200);
  });

  it('refuses other methods and leaves every other path to the app', async () => {
    expect((await get('/readyz', {}, 'POST')).status).toBe(405);
    expect((await get('/healthz/x')).body).toBe('the app');
    expect((await get('/en/healthz')).body).toBe('the app');
  });
});
