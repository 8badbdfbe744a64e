import { localizedPath, splitLocale, switchLocalePath } from './paths';

describe('locale prefixes', () => {
  it.each([
    ['/', 'zh-CN', 'en', '/en'],
    ['/products', 'zh-CN', 'ja', '/ja/products'],
    ['/en', 'en', 'zh-CN', '/'],
    ['/en/product/3/neoprene-zip-pouch', 'en', 'zh-CN', '/product/3/neoprene-zip-pouch'],
    ['/en/faq', 'en', 'ar', '/ar/faq'],
    ['/ar', 'ar', 'de', '/de'],
    ['/english-page', 'zh-CN', 'fr', '/fr/english-page'],
  ] as const)('switches %s (%s) to %s → %s', (path, from, to, expected) => {
    expect(splitLocale(path).locale).toBe(from);
    expect(switchLocalePath(path, to)).toBe(expected);
  });

  it('adds the prefix of every locale but the default, keeping query and hash', () => {
    expect(localizedPath('zh-CN', '/products?page=2')).toBe('/products?page=2');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', 'faq#q1')).toBe('/en/faq#q1');
    expect(localizedPath('ar', '//user/profile')).toBe('/ar/user/profile');
  });

  it('reads the prefix off a path', () => {
    expect(splitLocale('/en/user/profile')).toEqual({ locale: 'en', path: '/user/profile' });
    expect(splitLocale('/user/profile')).toEqual({ locale: 'zh-CN', path: '/user/profile' });
    expect(splitLocale('/zh-CN/user')).toEqual({ locale: 'zh-CN', path: '/zh-CN/user' });
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' });
  });
});
