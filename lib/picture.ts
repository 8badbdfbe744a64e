/** A picture stored at two sizes: `src` at full size and `src_small` beside it. */
export interface TwoSizePicture {
  src: string;
  src_small: string;
  width: number;
  height: number;
}

/**
 * The size attributes of such a picture, for the browser to pick one of the two files: `widths`
 * are the small and the full file's widths in the srcset, `sizes` how wide the picture shows, and
 * `src` the file a browser without srcset loads (the small one, or the full one for a page's hero).
 */
export function pictureSizes(picture: TwoSizePicture, [small, full]: readonly [number, number], sizes: string, src: 'small' | 'full' = 'small') {
  return {
    src: src === 'small' ? picture.src_small : picture.src,
    srcSet: `${picture.src_small} ${small}w, ${picture.src} ${full}w`,
    sizes,
    width: picture.width,
    height: picture.height,
  };
}
