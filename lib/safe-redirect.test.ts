import { safeRedirectPath } from './safe-redirect';
import { REDIRECT_VECTORS, SAFE_REDIRECTS } from './testing/redirect-vectors';

const SITE = 'http://localhost:3000';

/** Where a browser on the site would land for a Location header of `path`. */
const landing = (path: string) => new URL(path, SITE);

describe('safeRedirectPath', () => {
  it('has a table of at least 60 attack vectors', () => {
    expect(REDIRECT_VECTORS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(SAFE_REDIRECTS)('keeps the same-site target %j as %j', (raw, expected) => {
    expect(safeRedirectPath(raw, SITE)).toBe(expected);
  });

  it('keeps an absolute URL of the site itself as its path', () => {
    expect(safeRedirectPath('http://localhost:3000/en/faq?x=1', SITE)).toBe('/en/faq?x=1');
    expect(safeRedirectPath('http://localhost:3000/en/faq')).toBeNull();
  });

  it.each(REDIRECT_VECTORS)('never leaves the site for %j', (raw) => {
    const target = safeRedirectPath(raw, SITE);
    if (target === null) return;
    // A target that survives must be a plain path of this site, and stable when judged again.
    expect(target.startsWith('/')).toBe(true);
    expect(target).not.toMatch(/^[/\\]{2}/);
    expect(landing(target).origin).toBe(SITE);
    expect(safeRedirectPath(target, SITE)).toBe(target);
  });

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/en/..//evil.example',
    '%2F.%2F%2Fevil.example',
    '/%2e%2e//evil.example',
    '/／evil.example',
    '/\t/evil.example',
    'http://localhost:3000@evil.example/',
  ])('refuses %j outright', (raw) => {
    expect(safeRedirectPath(raw, SITE)).toBeNull();
  });

  it('judges the path and keeps the query and hash as they were written', () => {
    expect(safeRedirectPath('/foo?next=%2F%2Fevil.example', SITE)).toBe('/foo?next=%2F%2Fevil.example');
    expect(safeRedirectPath('/en/products?category=a%26b&page=2', SITE)).toBe('/en/products?category=a%26b&page=2');
    expect(safeRedirectPath('/en/products?keyword=100%25', SITE)).toBe('/en/products?keyword=100%25');
    expect(safeRedirectPath('/en/products?keyword=%E5%8C%85#top', SITE)).toBe('/en/products?keyword=%E5%8C%85#top');
    expect(safeRedirectPath('%2Fen%3Fx%3D1', SITE)).toBe('/en%3Fx=1');
  });
});
