import { switchLocalePath } from './LocaleSwitcher';

describe('switchLocalePath', () => {
  it.each([
    ['/', 'zh-CN', 'en', '/en'],
    ['/products', 'zh-CN', 'ja', '/ja/products'],
    ['/en', 'en', 'zh-CN', '/'],
    ['/en/product/3/neoprene-zip-pouch', 'en', 'zh-CN', '/product/3/neoprene-zip-pouch'],
    ['/en/faq', 'en', 'ar', '/ar/faq'],
    ['/ar', 'ar', 'de', '/de'],
    ['/english-page', 'zh-CN', 'fr', '/fr/english-page'],
  ] as const)('%s from %s to %s → %s', (path, from, to, expected) => {
    expect(switchLocalePath(path, from, to)).toBe(expected);
  });
});
