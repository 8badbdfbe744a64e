import { pictureSizes } from './picture';

const cover = { src: '/a/cover.webp', src_small: '/a/cover-sm.webp', width: 1200, height: 800 };

describe('pictureSizes', () => {
  it('offers both files at the widths given, with the small one as src by default', () => {
    expect(pictureSizes(cover, [600, 1200], '380px')).toEqual({
      src: '/a/cover-sm.webp',
      srcSet: '/a/cover-sm.webp 600w, /a/cover.webp 1200w',
      sizes: '380px',
      width: 1200,
      height: 800,
    });
  });

  it('uses the full file as src when asked (a page hero)', () => {
    expect(pictureSizes(cover, [600, 1200], '100vw', 'full').src).toBe('/a/cover.webp');
  });
});
