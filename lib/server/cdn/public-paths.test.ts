import { LOCALES } from '@/lib/config';
import { mergeTargets, purgeTargets } from './public-paths';

describe('the public pages a revalidated tag changed', () => {
  it('names a product write’s own pages and the lists, in every locale', () => {
    const targets = purgeTargets(
      ['products'],
      [
        { id: 12, slug: 'red-case' },
        { id: 12, slug: 'old-red-case' },
      ],
    );
    expect(targets.everything).toBe(false);
    expect(targets.prefixes).toEqual([]);
    expect(targets.paths).toHaveLength(3 * LOCALES.length);
    expect(targets.paths).toEqual(
      expect.arrayContaining(['/products', '/en/products', '/ar/products', '/product/12/red-case', '/en/product/12/red-case', '/zh-TW/product/12/old-red-case']),
    );
    // A slug is written as in the page's address.
    expect(purgeTargets(['products'], [{ id: 3, slug: 'étui' }]).paths).toContain('/en/product/3/%C3%A9tui');
  });

  it('purges every product page when the products tag comes without named products, the lists only for an empty list', () => {
    expect(purgeTargets(['products']).prefixes).toEqual(LOCALES.map((l) => (l === 'zh-CN' ? '/product/' : `/${l}/product/`)));
    expect(purgeTargets(['products'], [])).toEqual({ everything: false, paths: LOCALES.map((l) => (l === 'zh-CN' ? '/products' : `/${l}/products`)), prefixes: [] });
  });

  it('maps the home page’s, the FAQ’s, the academy’s and the libraries’ tags', () => {
    expect(purgeTargets(['slider', 'home-cards']).paths).toEqual(LOCALES.map((l) => (l === 'zh-CN' ? '/' : `/${l}`)));
    expect(purgeTargets(['faq']).paths).toContain('/ja/faq');
    expect(purgeTargets(['academy'])).toMatchObject({ paths: expect.arrayContaining(['/course', '/de/course']), prefixes: expect.arrayContaining(['/course/', '/de/course/']) });
    // Library pages are never kept by a CDN (rendered per request); product pages show templates.
    expect(purgeTargets(['libraries'])).toMatchObject({ paths: [], prefixes: expect.arrayContaining(['/product/', '/vi/product/']) });
  });

  it('purges the whole site for what every page shows', () => {
    expect(purgeTargets(['system-config'])).toEqual({ everything: true, paths: [], prefixes: [] });
    expect(purgeTargets(['categories', 'products'], [{ id: 1, slug: 'a' }])).toEqual({ everything: true, paths: [], prefixes: [] });
  });

  it('merges batches without repeating a path', () => {
    const merged = mergeTargets(purgeTargets(['faq']), purgeTargets(['faq', 'slider']));
    expect(merged.paths).toHaveLength(2 * LOCALES.length);
    expect(mergeTargets(merged, purgeTargets(['system-config'])).everything).toBe(true);
  });
});
