import { expect, test } from '@playwright/test';

/*
 * The operator's addresses of the served app (docs/operations/watch.md), as a probe and Prometheus
 * on this machine see them: answered before Next (no locale, no redirect, no session), never
 * cached, and every answer with its request id.
 */

test('/healthz and /readyz answer uncached, outside the locales, with every part of readiness', async ({ request }) => {
  const health = await request.get('/healthz', { maxRedirects: 0 });
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  expect(health.headers()['cache-control']).toBe('no-store');

  const ready = await request.get('/readyz', { maxRedirects: 0, headers: { 'accept-language': 'ja' } });
  expect(ready.status()).toBe(200);
  const body = await ready.json();
  expect(body).toMatchObject({ status: 'ready', failing: [], parts: { database: { ok: true, degradesReadiness: true } } });
  expect(ready.headers()['cache-control']).toBe('no-store');
  expect(ready.headers()['set-cookie']).toBeUndefined();

  // Under a locale it is an ordinary address of the site: no probe there.
  expect((await request.get('/en/healthz', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.post('/readyz')).status()).toBe(405);
});

test('/metrics answers this machine, and not what comes through a proxy', async ({ request }) => {
  await request.get('/basic-api/v1/faq');
  const metrics = await request.get('/metrics');
  expect(metrics.status()).toBe(200);
  expect(metrics.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await metrics.text();
  expect(text).toMatch(/^http_requests_total\{route="\/basic-api\/v1\/faq",method="GET",status="200"\} \d+$/m);
  expect(text).toMatch(/^db_query_duration_seconds_count \d+$/m);
  expect(text).toMatch(/^outbox_pending_messages \d+$/m);
  expect(text).toMatch(/^health_part_ok\{part="database"\} 1$/m);
  expect((await request.get('/metrics', { headers: { 'x-forwarded-for': '203.0.113.5' } })).status()).toBe(404);
});

test('every answer carries a request id: a sane one from a proxy is kept', async ({ request }) => {
  const page = await request.get('/en/faq', { headers: { 'x-request-id': 'e2e-ops-0123456789abcdef' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['x-request-id']).toBe('e2e-ops-0123456789abcdef');
  const api = await request.get('/basic-api/v1/faq', { headers: { 'x-request-id': 'bad id with spaces' } });
  expect(api.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const file = await request.get('/robots.txt');
  expect(file.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});
