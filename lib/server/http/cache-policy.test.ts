/** @jest-environment node */
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyCachePolicy, cacheControlFor, cdnMaxAge, IMMUTABLE, PRIVATE, routedPath } from './cache-policy.mjs';

const NEXT_ISR = 's-maxage=31536000';
const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate';
const PUBLIC_60 = 'public, s-maxage=60, stale-while-revalidate=86400';

describe('CDN_MAX_AGE', () => {
  it('is 60 by default, a whole number of seconds, never more than a day', () => {
    expect(cdnMaxAge(undefined)).toBe(60);
    expect(cdnMaxAge('')).toBe(60);
    expect(cdnMaxAge('300')).toBe(300);
    expect(cdnMaxAge('0')).toBe(0);
    expect(cdnMaxAge('999999')).toBe(86_400);
    expect(cdnMaxAge('-5')).toBe(60);
    expect(cdnMaxAge('1.5')).toBe(60);
    expect(cdnMaxAge('soon')).toBe(60);
  });
});

describe('the cache policy of each kind of answer', () => {
  const page = (url: string, current: string | undefined = NEXT_ISR, extra: Partial<Parameters<typeof cacheControlFor>[0]> = {}) =>
    cacheControlFor({ method: 'GET', url, status: 200, current, maxAge: 60, ...extra });

  it('gives public pages Next renders once for everyone CDN_MAX_AGE instead of a year', () => {
    for (const url of ['/', '/en', '/products', '/en/products?category=sewing&page=2', '/en/product/1/neoprene-zip-pouch', '/ja/course', '/faq']) {
      expect(page(url)).toBe(PUBLIC_60);
    }
    // Their RSC payloads too (Next marks them the same way).
    expect(page('/en/product/1/neoprene-zip-pouch?_rsc=1x2y')).toBe(PUBLIC_60);
    // A product that does not exist is a cached 404 page: kept CDN_MAX_AGE, not a year.
    expect(cacheControlFor({ url: '/en/product/999/x', status: 404, current: NEXT_ISR, maxAge: 60 })).toBe(PUBLIC_60);
    // Another CDN_MAX_AGE, and 0 (the CDN asks every time).
    expect(page('/en', NEXT_ISR, { maxAge: 600 })).toBe('public, s-maxage=600, stale-while-revalidate=86400');
    expect(page('/en', NEXT_ISR, { maxAge: 0 })).toBe('public, max-age=0, must-revalidate');
  });

  it('keeps member, staff and sign-in pages private, whatever Next said, in every spelling of their address', () => {
    for (const url of [
      '/user/profile',
      '/en/user/myOrder/3',
      '/admin',
      '/zh-TW/admin/products/1',
      '/login',
      '/en/login?redirect=%2Fuser',
      '/manuscript',
      '/product/editProduct/4',
      '/en/index?redirect=/x',
      '/qqLogin',
      '/weChatLogin',
      '/redirect',
      '/%75ser/profile',
      '/en//user/x',
      '/en/x/../user/y',
    ]) {
      expect(page(url)).toBe(PRIVATE);
      expect(page(url, NEXT_DYNAMIC)).toBe(PRIVATE);
    }
    expect(routedPath('/en/%2575ser/a?b')).toBe('/user/a');
  });

  it('answers the API private, unless a route chose private or immutable itself (or it is the public API description)', () => {
    expect(page('/basic-api/v1/product', 'no-store')).toBe(PRIVATE);
    expect(page('/basic-api/v1/product', undefined)).toBe(PRIVATE);
    expect(page('/basic-api/v1/slider', 'public, max-age=600')).toBe(PRIVATE);
    expect(page('/basic-api/v1/slider', NEXT_ISR)).toBe(PRIVATE);
    expect(page('/basic-api/v1/files/abc/thumb', 'private, max-age=86400')).toBeNull();
    expect(page('/basic-api/v1/avatars/abc', IMMUTABLE)).toBeNull();
    expect(page('/basic-api/v1/openapi.json', 'public, max-age=300')).toBeNull();
    expect(cacheControlFor({ method: 'POST', url: '/basic-api/v1/consult', status: 201, current: undefined, maxAge: 60 })).toBe(PRIVATE);
  });

  it('keeps hashed build files for a year, but only when they exist', () => {
    expect(page('/_next/static/chunks/abc.js', IMMUTABLE)).toBe(IMMUTABLE);
    expect(page('/_next/static/chunks/abc.js', undefined)).toBe(IMMUTABLE);
    expect(cacheControlFor({ url: '/_next/static/chunks/abc.js', status: 304, current: undefined, maxAge: 60 })).toBe(IMMUTABLE);
    expect(cacheControlFor({ url: '/_next/static/chunks/old.js', status: 404, current: NEXT_DYNAMIC, maxAge: 60 })).toBe(PRIVATE);
  });

  it('leaves media and answers with a policy of their own as they are', () => {
    expect(page('/media/products/a.webp', IMMUTABLE)).toBeNull();
    expect(page('/uploads/media/abc.webp', IMMUTABLE)).toBeNull();
    expect(page('/_next/image?url=%2Fmedia%2Fa.webp&w=640&q=75', 'public, max-age=60, must-revalidate')).toBeNull();
    expect(page('/sitemap.xml', 'public, max-age=0, must-revalidate')).toBeNull();
    expect(page('/robots.txt', 'public, max-age=0, must-revalidate')).toBeNull();
    // Pages rendered per request (searches, the libraries, which read the session) say private already.
    expect(page('/en/inspiration', NEXT_DYNAMIC)).toBeNull();
  });

  it('never lets a shared cache keep a cookie, a write, or an answer without a policy', () => {
    expect(page('/en', NEXT_ISR, { setsCookie: true })).toBe(PRIVATE);
    expect(page('/en', NEXT_ISR, { method: 'POST' })).toBe(PRIVATE);
    // The language detection's redirect of `/` depends on the visitor's languages.
    expect(cacheControlFor({ url: '/', status: 307, current: undefined, maxAge: 60 })).toBe(PRIVATE);
    // A page marked both ways stays private.
    expect(page('/en', 'private, s-maxage=60')).toBeNull();
  });
});

describe('applyCachePolicy on a real server', () => {
  let server: Server;
  let base: string;
  const handlers: Record<string, (res: ServerResponse) => void> = {
    '/en': (res) => {
      res.setHeader('Cache-Control', NEXT_ISR);
      res.end('<html>page</html>');
    },
    '/en/user/profile': (res) => {
      res.writeHead(200, { 'Cache-Control': NEXT_ISR, 'Content-Type': 'text/html' });
      res.end('member');
    },
    '/en/products': (res) => {
      res.writeHead(200, ['Cache-Control', NEXT_ISR, 'Content-Type', 'text/html']);
      res.end('list');
    },
    '/en/faq': (res) => {
      res.setHeader('Cache-Control', NEXT_ISR);
      res.setHeader('Set-Cookie', 'NEXT_LOCALE=en');
      res.end('faq');
    },
    '/': (res) => {
      res.statusCode = 307;
      res.setHeader('Location', '/en');
      res.end();
    },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      applyCachePolicy(req, res, 60);
      (handlers[req.url ?? ''] ?? ((r: ServerResponse) => r.end()))(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const headersOf = (path: string) =>
    new Promise<IncomingHttpHeaders>((resolve, reject) => {
      request(`${base}${path}`, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      })
        .on('error', reject)
        .end();
    });

  it('rewrites the header however the answer writes its head', async () => {
    const page = await headersOf('/en');
    expect(page['cache-control']).toBe(PUBLIC_60);
    // The micro-cache's entry ends with this second (nginx counts whole seconds).
    expect(Number(String(page['x-accel-expires']).slice(1))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) - 1);
    expect(page['x-accel-expires']).toMatch(/^@\d{10}$/);
    expect((await headersOf('/en/user/profile'))['x-accel-expires']).toBeUndefined();
    expect((await headersOf('/en/user/profile'))['cache-control']).toBe(PRIVATE);
    expect((await headersOf('/en/products'))['cache-control']).toBe(PUBLIC_60);
    expect((await headersOf('/en/faq'))['cache-control']).toBe(PRIVATE);
    const redirect = await headersOf('/');
    expect(redirect['cache-control']).toBe(PRIVATE);
    expect(redirect.location).toBe('/en');
  });
});
