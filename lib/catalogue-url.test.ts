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
