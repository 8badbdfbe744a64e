import { expect, test } from '@playwright/test';

// The route guard in proxy.ts: member pages need a session cookie; the real check is in the data layer.
test('a member page without a session sends the visitor to the login page with redirect set', async ({ request }) => {
  for (const [asked, expected] of [
    ['/user/profile', '/login?redirect=%2Fuser%2Fprofile'],
    ['/en/user/myOrder?page=2', '/en/login?redirect=%2Fen%2Fuser%2FmyOrder%3Fpage%3D2'],
    ['/en/product/editProduct/3', '/en/login?redirect=%2Fen%2Fproduct%2FeditProduct%2F3'],
  ]) {
    const res = await request.get(asked, { maxRedirects: 0 });
    expect([asked, res.status()]).toEqual([asked, 307]);
    expect(new URL(res.headers().location, 'http://x').pathname + new URL(res.headers().location, 'http://x').search).toBe(expected);
  }
});

test('a same-site redirect query is followed, and no open-redirect form leaves the site', async ({ request, baseURL }) => {
  const ok = await request.get('/user/profile?redirect=%2Fen%2Ffaq', { maxRedirects: 0 });
  expect(new URL(ok.headers().location, baseURL).pathname).toBe('/en/faq');
  for (const bad of ['//evil.example', '/\\evil.example', 'https:evil.example', 'https://evil.example/', '%2F%2Fevil.example', '/%5Cevil.example', 'javascript:alert(1)']) {
    const res = await request.get(`/user/profile?redirect=${encodeURIComponent(bad)}`, { maxRedirects: 0 });
    const location = new URL(res.headers().location, baseURL);
    expect([bad, location.origin, location.pathname]).toEqual([bad, new URL(baseURL!).origin, '/login']);
  }
});

test('catalogue pages stay public', async ({ request }) => {
  const res = await request.get('/en/products', { maxRedirects: 0 });
  expect(res.status()).toBe(200);
});
