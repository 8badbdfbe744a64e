import { expect, test } from '@playwright/test';
import { API, accountName, registerByApi } from './support/members';

/*
 * The Cache-Control the built app sends (lib/server/http/cache-policy.mjs, applied by
 * scripts/serve.mjs): what a CDN in front may keep, and for how long. CDN_MAX_AGE is unset here: 60 s.
 */

const PUBLIC_PAGE = 'public, s-maxage=60, stale-while-revalidate=86400';
const PRIVATE = 'private, no-store';
const headers = { 'accept-language': 'en' };

test('a product page and its RSC payload are public for CDN_MAX_AGE, not for a year', async ({ request }) => {
  const { id, slug } = (await (await request.get(`${API}/product`, { headers })).json()).result.list[0];
  const page = await request.get(`/en/product/${id}/${slug}`, { headers });
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe(PUBLIC_PAGE);
  const payload = await request.get(`/en/product/${id}/${slug}?_rsc`, { headers: { ...headers, rsc: '1' }, maxRedirects: 0 });
  expect(payload.status()).toBe(200);
  expect(payload.headers()['content-type']).toContain('text/x-component');
  expect(payload.headers()['cache-control']).toBe(PUBLIC_PAGE);
  // The home page and the list, too.
  for (const path of ['/en', '/en/products']) expect((await request.get(path, { headers })).headers()['cache-control']).toBe(PUBLIC_PAGE);
});

test('a member page, the login page and API answers are private, no-store', async ({ request, playwright, baseURL }, testInfo) => {
  const member = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...headers, 'x-forwarded-for': '198.51.100.141' } });
  try {
    await registerByApi(member, accountName(testInfo.project.name, 'cachehdr'));
    const mine = await member.get('/en/user/profile', { maxRedirects: 0 });
    expect(mine.status()).toBe(200);
    expect(mine.headers()['cache-control']).toBe(PRIVATE);
    const me = await member.get(`${API}/user`);
    expect(me.status()).toBe(200);
    expect(me.headers()['cache-control']).toBe(PRIVATE);
  } finally {
    await member.dispose();
  }
  // A visitor's redirect to the login page, the login page, and public API answers alike.
  const visitor = await request.get('/en/user/profile', { headers, maxRedirects: 0 });
  expect(visitor.status()).toBe(307);
  expect(visitor.headers()['cache-control']).toBe(PRIVATE);
  expect((await request.get('/en/login', { headers })).headers()['cache-control']).toBe(PRIVATE);
  for (const path of [`${API}/product`, `${API}/slider`]) expect((await request.get(path, { headers })).headers()['cache-control']).toBe(PRIVATE);
});

test('the build’s hashed files are immutable, a missing one is not kept', async ({ request }) => {
  const html = await (await request.get('/en', { headers })).text();
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  for (const encoding of ['br', 'identity']) {
    const file = await request.get(script!, { headers: { 'accept-encoding': encoding } });
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const missing = await request.get('/_next/static/chunks/no-such-chunk.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe(PRIVATE);
});
