import { listHref, segmentOf, viewFromQuery, viewFromSegment } from './catalogue-url';

describe('product list URLs', () => {
  it('maps the query to a cacheable segment and back', () => {
    const view = viewFromQuery(new URLSearchParams('category=pouch&page=2'))!;
    expect(view).toEqual({ category: 'pouch', page: 2 });
    expect(segmentOf(view)).toBe('pouch~2');
    expect(viewFromSegment('pouch~2')).toEqual(view);
    expect(viewFromSegment(segmentOf({ category: null, page: 1 }))).toEqual({ category: null, page: 1 });
  });

  it('refuses what cannot name a list page', () => {
    for (const q of ['page=0', 'page=abc', 'page=-1', 'page=1.5', 'category=<script>', 'category=a%2Fb', `category=${'a'.repeat(65)}`]) {
      expect([q, viewFromQuery(new URLSearchParams(q))]).toEqual([q, null]);
    }
    for (const s of ['pouch', 'pouch~0', 'pouch~2~3', '~2', 'Pouch~2']) expect([s, viewFromSegment(s)]).toEqual([s, null]);
  });

  it('builds canonical public hrefs', () => {
    expect(listHref({ category: null, page: 1 })).toBe('/products');
    expect(listHref({ category: 'eva-molded', page: 1 })).toBe('/products?category=eva-molded');
    expect(listHref({ category: null, page: 3 })).toBe('/products?page=3');
  });
});

describe('sorted and searched list URLs', () => {
  it('caches a sorted list under its own segment, and refuses an unknown order', () => {
    const view = viewFromQuery(new URLSearchParams('category=pouch&page=2&sort=newest'))!;
    expect(view).toEqual({ category: 'pouch', page: 2, sort: 'newest' });
    expect(segmentOf(view)).toBe('pouch~2~newest');
    expect(viewFromSegment('pouch~2~newest')).toEqual(view);
    expect(listHref(view)).toBe('/products?category=pouch&sort=newest&page=2');
    // Relevance without a keyword is the catalogue's order: the plain list.
    expect(viewFromQuery(new URLSearchParams('sort=relevance'))).toEqual({ category: null, page: 1 });
    expect(viewFromQuery(new URLSearchParams('sort=price'))).toBeNull();
    for (const s of ['all~1~relevance', 'all~1~price', 'all~1~name~x']) expect([s, viewFromSegment(s)]).toEqual([s, null]);
  });

  it('keeps a search’s keyword and order in its links, relevance being the default', () => {
    const view = viewFromQuery(new URLSearchParams('keyword=%20neoprene%20pouch&sort=relevance'))!;
    expect(view).toEqual({ category: null, page: 1, sort: 'relevance', keyword: 'neoprene pouch' });
    expect(listHref(view)).toBe('/products?keyword=neoprene+pouch');
    expect(listHref({ ...view, sort: 'moq', page: 2, category: 'eva-molded' })).toBe('/products?keyword=neoprene+pouch&category=eva-molded&sort=moq&page=2');
    expect(viewFromQuery(new URLSearchParams('keyword=&category=pouch'))).toEqual({ category: 'pouch', page: 1 });
  });
});
