import { guardRedirect, isProtectedPath, routedPath } from './route-guard';

const at = (path: string) => new URL(path, 'http://localhost:3000');

describe('route guard', () => {
  it('protects every /user page and the product edit page, nothing else', () => {
    for (const p of ['/user', '/user/profile', '/user/myOrder', '/user/Address', '/user/profile/wechatBind', '/product/editProduct/12']) {
      expect([p, isProtectedPath(p)]).toEqual([p, true]);
    }
    for (const p of ['/', '/products', '/product/12/neoprene-zip-pouch', '/users', '/login', '/contact']) {
      expect([p, isProtectedPath(p)]).toEqual([p, false]);
    }
  });

  it('lets a visitor with a session cookie through (the data layer verifies it)', () => {
    expect(guardRedirect(at('/user/profile'), true)).toBeNull();
  });

  it('sends a visitor without a session to the login page with redirect set to the page asked for', () => {
    expect(guardRedirect(at('/user/profile'), false)).toBe('/login?redirect=%2Fuser%2Fprofile');
    expect(guardRedirect(at('/en/user/myOrder?page=2'), false)).toBe('/en/login?redirect=%2Fen%2Fuser%2FmyOrder%3Fpage%3D2');
    expect(guardRedirect(at('/ja/product/editProduct/7'), false)).toBe('/ja/login?redirect=%2Fja%2Fproduct%2FeditProduct%2F7');
    expect(guardRedirect(at('/manuscript'), false)).toBe('/login?redirect=%2Fmanuscript');
    expect(guardRedirect(at('/en/manuscript'), false)).toBe('/en/login?redirect=%2Fen%2Fmanuscript');
    expect(guardRedirect(at('/en/manuscript'), true)).toBeNull();
  });

  it('follows a same-site redirect query instead', () => {
    expect(guardRedirect(at('/user/profile?redirect=%2Fen%2Ffaq'), false)).toBe('/en/faq');
  });

  it.each(['//evil.example', '/\\evil.example', 'https:evil.example', 'https://evil.example/', '%2F%2Fevil.example', 'javascript:alert(1)'])(
    'never leaves the site for redirect=%s',
    (bad) => {
      const target = guardRedirect(at(`/user/profile?redirect=${encodeURIComponent(bad)}`), false)!;
      expect(target.startsWith('/login?redirect=')).toBe(true);
      expect(new URL(target, 'http://localhost:3000').origin).toBe('http://localhost:3000');
    },
  );

  it.each([
    ['/%75ser/profile', '/user/profile'],
    ['/%2575ser/profile', '/user/profile'],
    ['/en/%75ser/myOrder', '/en/user/myOrder'],
    ['//user/profile', '/user/profile'],
    ['/products/../user/profile', '/user/profile'],
    ['/x/%2e%2e/user/profile', '/user/profile'],
    ['/\\user/profile', '/user/profile'],
  ])('normalises %s to the routed path %s before matching', (raw, routed) => {
    expect(routedPath(raw)).toBe(routed);
    const target = guardRedirect(new URL(`http://localhost:3000${raw}`), false);
    expect(target).toMatch(/^(\/en)?\/login\?redirect=/);
  });
});
