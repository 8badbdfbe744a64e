import { expect, test, type APIRequestContext } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { REDIRECT_VECTORS, SAFE_REDIRECTS } from '../lib/testing/redirect-vectors';
import { safeRedirectPath } from '../lib/safe-redirect';
import { API, PASSWORD, accountName, registerByApi } from './support/members';

/*
 * What a security probe of the running site found, tried again the way an attacker would: open
 * redirects on every entry point, bodies and addresses that gave 500s, headers missing from
 * Next's own redirects, cookies on cached pages, the guard walked past with an encoded path, and a
 * forged token on a member page. The browser resolves no host but 127.0.0.1 and localhost
 * (scripts/chromium-flags.mjs), so a redirect that left the site fails to load instead of leaving
 * the machine.
 */

const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** The origin a Location header sends the browser to. */
function landingOrigin(location: string | undefined, baseURL: string): string | null {
  return location ? new URL(location, baseURL).origin : null;
}

async function expectStaysOnSite(request: APIRequestContext, url: string, baseURL: string, headers?: Record<string, string>) {
  const res = await request.get(url, { maxRedirects: 0, headers });
  expect(res.status(), url).toBeLessThan(500);
  const origin = landingOrigin(res.headers().location, baseURL);
  if (origin !== null) expect([url, origin]).toEqual([url, new URL(baseURL).origin]);
}

test('no redirect vector leaves the site from /redirect, /en/redirect, /index, the guard or /login with a session', async ({ request, baseURL, playwright }) => {
  test.setTimeout(180_000);
  expect(REDIRECT_VECTORS.length).toBeGreaterThanOrEqual(60);
  const member = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `10.80.${Date.now() % 250}.1` } });
  await registerByApi(member, accountName('hardening', 'redir'));
  try {
    for (const vector of REDIRECT_VECTORS) {
      const q = encodeURIComponent(vector);
      for (const path of [`/redirect?redirect=${q}`, `/en/redirect?redirect=${q}`, `/index?redirect=${q}`, `/en/user/profile?redirect=${q}`]) {
        await expectStaysOnSite(request, path, baseURL!);
      }
      await expectStaysOnSite(member, `/en/login?redirect=${q}`, baseURL!);
    }
  } finally {
    await member.dispose();
  }
});

test('the WeChat/QQ start keeps only what the one redirect rule keeps', async ({ request }) => {
  for (const [vector, kept] of [...REDIRECT_VECTORS.map((v) => [v, null] as const), ...SAFE_REDIRECTS]) {
    const res = await request.get(`${API}/authorizations/social/wechat/start?purpose=login&redirect=${encodeURIComponent(vector)}`, {
      headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': `10.81.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    });
    // The same function decides here as everywhere: refused vectors are 400, kept paths start the flow.
    const expected = safeRedirectPath(vector) === null ? 400 : 200;
    expect([vector, res.status()]).toEqual([vector, kept === null ? expected : 200]);
  }
});

test('in a real browser, following /redirect and logging in with a hostile redirect both stay on the site', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  for (const vector of ['/.//evil.example', '/en/..//evil.example', '%2F.%2F%2Fevil.example', '/\t/evil.example', '//evil.example', '/／evil.example']) {
    await page.goto(`/en/redirect?redirect=${encodeURIComponent(vector)}`);
    expect([vector, new URL(page.url()).origin]).toEqual([vector, origin]);
  }
  const account = accountName('hardening', 'form');
  await registerByApi(page.request, account);
  for (const vector of ['/.//evil.example', '/..//evil.example', '%2F%2Fevil.example']) {
    await page.context().clearCookies();
    await page.goto(`/en/login?redirect=${encodeURIComponent(vector)}`);
    await page.getByRole('textbox', { name: 'Account', exact: true }).fill(account);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    expect([vector, new URL(page.url()).origin]).toEqual([vector, origin]);
  }
});

/** A raw request, so nothing normalises the path before the server sees it. */
function raw(baseURL: string, method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

test('addresses, methods and bodies that gave 500s get a clear 4xx', async ({ baseURL }) => {
  const api = (path: string) => `${API}${path}`;
  const cases: [string, string, Record<string, string>?, string?][] = [
    ['GET', api('/product/%FF')],
    ['GET', api('/product?keyword=%00')],
    ['GET', api('/product?keyword=%FF')],
    ['TRACE', '/'],
    ['TRACE', api('/slider')],
    ['POST', api('/consult'), { 'content-type': 'multipart/form-data' }, 'x'],
    ['POST', api('/consult'), { 'content-type': 'multipart/form-data; boundary=zzz' }, 'garbage'],
    ['POST', api('/authorizations'), { 'content-type': 'multipart/form-data' }, 'x'],
    ['POST', api('/consult'), { 'content-type': 'application/json' }, '{"name":"a\\u0000b","email":"a@b.example","message":"hello there, a NUL"}'],
    ['POST', api('/authorizations'), { 'content-type': 'application/json' }, '{"account":"a\\u0000","password":"x"}'],
    ['POST', api('/consult'), { 'content-type': 'application/json' }, '{"name":"\\ud800","email":"a@b.example","message":"a lone surrogate here"}'],
  ];
  for (const [method, path, headers, body] of cases) {
    const res = await raw(baseURL!, method, path, { 'accept-language': 'en', 'sec-fetch-site': 'same-origin', ...headers }, body);
    expect([method, path, res.status >= 400 && res.status < 500]).toEqual([method, path, true]);
    if (path.startsWith(API)) expect(JSON.parse(res.body)).toMatchObject({ code: res.status, status: 'fail', message: expect.any(String) });
  }
  // Pages whose address does not decode: the 404 page of the visitor's language (after the locale redirect an unprefixed address gets).
  // Also escapes that decode once into a bad escape (Next decodes a dynamic segment a second time).
  for (const [path, language] of [
    ['/%FF', 'en'],
    ['/en/%E4%B8', 'en'],
    ['/ja/products/%C0', 'ja'],
    ['/en/x%25FF', 'en'],
    ['/en/course/%25', 'en'],
    ['/ja/faq/%25FF', 'ja'],
  ] as const) {
    const page = await raw(baseURL!, 'GET', path, { 'accept-language': language });
    const location = page.headers.location as string | undefined;
    const final = location ? await raw(baseURL!, 'GET', location, { 'accept-language': language }) : page;
    expect([path, final.status]).toEqual([path, 404]);
    // The 404 page of that language (its <html lang> arrives in the streamed payload).
    expect(final.body).toMatch(new RegExp(`lang(="|\\\\":\\\\")${language}`));
  }
  // Invalid UTF-8 in a body is refused, not stored with U+FFFD.
  const bytes = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('","email":"a@b.example","message":"bytes that are not UTF-8"}')]);
  const bad = await raw(baseURL!, 'POST', api('/consult'), { 'content-type': 'application/json', 'accept-language': 'en' }, bytes);
  expect(bad.status).toBe(400);
});

test('the consultation form is same-site only, must say what its body is, and refuses a body over the limit with 413', async ({ request }) => {
  const valid = { name: 'Ana Costa', email: `${unique('ana')}@example.com`, message: 'We need 300 EVA cases, please quote.' };
  const xff = () => ({ 'x-forwarded-for': `10.82.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, 'accept-language': 'en' });
  const crossSite = await request.post(`${API}/consult`, { data: valid, headers: { ...xff(), origin: 'https://evil.example' } });
  expect(crossSite.status()).toBe(403);
  const fromOtherSite = await request.post(`${API}/consult`, { data: valid, headers: { ...xff(), 'sec-fetch-site': 'cross-site' } });
  expect(fromOtherSite.status()).toBe(403);
  const noType = await request.post(`${API}/consult`, { data: Buffer.from(JSON.stringify(valid)), headers: { ...xff(), 'content-type': '' } });
  expect(noType.status()).toBe(415);
  const plain = await request.post(`${API}/consult`, { data: JSON.stringify(valid), headers: { ...xff(), 'content-type': 'text/plain' } });
  expect(plain.status()).toBe(415);
  const huge = await request.post(`${API}/consult`, { data: { ...valid, message: 'x'.repeat(2 * 1024 * 1024) }, headers: xff() });
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toMatchObject({ code: 413, status: 'fail', message: 'The request is too large (at most 64 kB).' });
  const accepted = await request.post(`${API}/consult`, { data: valid, headers: { ...xff(), 'sec-fetch-site': 'same-origin' } });
  expect(accepted.status()).toBe(201);
});

test("Next's own redirects carry the security headers, and cached pages never set a cookie", async ({ request }) => {
  for (const path of ['/en/', '/products/', '/en/faq/']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect([path, res.status()]).toEqual([path, 308]);
    const headers = res.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
  // Nor does a page's own redirect (next-intl passes its cookie to the page as well).
  for (const path of ['/en/redirect?redirect=%2Fen%2Ffaq', '/en/index?redirect=%2Fen%2Fabout']) {
    const res = await request.get(path, { maxRedirects: 0, headers: { 'accept-language': 'de' } });
    expect([path, res.status(), res.headers()['set-cookie'] ?? null]).toEqual([path, 307, null]);
  }
  // A visitor whose browser prefers another language than the page: next-intl would remember it in a cookie.
  for (const [path, language] of [
    ['/ja', 'en'],
    ['/en/products', 'de'],
    ['/fr/faq', 'zh-CN'],
    ['/', 'ko'],
    ['/de/about', 'ar'],
  ]) {
    const res = await request.get(path, { maxRedirects: 0, headers: { 'accept-language': language } });
    const cacheControl = res.headers()['cache-control'] ?? '';
    if (/s-maxage|public/.test(cacheControl) || res.status() === 200) {
      expect([path, res.headers()['set-cookie'] ?? null]).toEqual([path, null]);
    }
  }
});

test('the guard reads the routed path: encoded spellings of a member page are guarded too', async ({ request }) => {
  for (const path of ['/%75ser/profile', '/en/%75ser/profile', '/%2575ser/profile', '/en/user/%70rofile']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect([path, res.status()]).toEqual([path, 307]);
    expect(res.headers().location).toMatch(/\/login\?redirect=/);
  }
  // A dot segment the router does not resolve is no member page at all.
  const dotted = await request.get('/products/..%2Fuser/profile', { maxRedirects: 0 });
  expect(dotted.status()).toBe(404);
});

test('a member page with a forged or dead token goes to the login page, the cookie cleared, without the expiry dialog', async ({ page, baseURL }) => {
  const host = new URL(baseURL!).hostname;
  for (const token of ['abc', 'A'.repeat(43)]) {
    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'token', value: token, domain: host, path: '/' }]);
    await page.goto('/en/user/profile');
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fuser%2Fprofile$/);
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
