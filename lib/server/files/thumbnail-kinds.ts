import type { UploadKind } from '@/lib/uploads';

/**
 * The kinds that get a thumbnail: pictures through sharp (an SVG rasterised without loading
 * anything it points to), PDF and Illustrator files through poppler's pdftoppm. Photoshop and
 * PostScript files show an icon.
 */
export const THUMBNAIL_KINDS: readonly UploadKind[] = ['png', 'jpg', 'webp', 'tiff', 'svg', 'pdf', 'ai'];
