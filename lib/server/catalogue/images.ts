import 'server-only';
import sharp from 'sharp';
import { CATALOGUE_IMAGE } from '@/lib/config';
import { discard, receiveToTemp } from '@/lib/server/files/receive';
import { sniffImage } from '@/lib/server/files/sniff';
import { getStorage } from '@/lib/server/files/storage';
import { InvalidInput } from '@/lib/server/problems';

/*
 * A picture a staff member uploads for the catalogue (a product picture, a slider banner, a home
 * card): the body is streamed to a temporary file with a byte limit and hashed, its real type is
 * sniffed (PNG, JPEG or WebP, whatever it is called), it is decoded by sharp (a file that only
 * starts like a picture is refused), then stored as the same two WebP variants the build's
 * artwork has: `<name>.webp` (at most CATALOGUE_IMAGE.maxSide) and `<name>-sm.webp` (half width).
 * Names are the content's hash, so the same picture twice is stored once.
 */

export interface StoredImage {
  src: string;
  width: number;
  height: number;
}

/** Where uploaded catalogue pictures are served (app/uploads/media/[file]/route.ts). */
export const UPLOADED_MEDIA_PREFIX = '/uploads/media/';
export const UPLOADED_MEDIA_FILE = /^[a-f0-9]{32}(-sm)?\.webp$/;

const notAnImage = () => new InvalidInput({ file: { key: 'image' } });

export async function storeCatalogueImage(request: Request): Promise<StoredImage> {
  const received = await receiveToTemp(request, CATALOGUE_IMAGE.maxBytes);
  try {
    if (!sniffImage(received.head)) throw notAnImage();
    // One decode, orientation applied; limitInputPixels refuses decompression bombs.
    const decoded = sharp(received.path, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    const { data, info } = await decoded
      .resize({ width: CATALOGUE_IMAGE.maxSide, height: CATALOGUE_IMAGE.maxSide, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw notAnImage();
      });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const smallWidth = Math.max(1, Math.round(info.width * CATALOGUE_IMAGE.smallScale));
    const [large, small] = await Promise.all([
      sharp(data, raw).webp(CATALOGUE_IMAGE.webp).toBuffer(),
      sharp(data, raw).resize({ width: smallWidth }).webp(CATALOGUE_IMAGE.webp).toBuffer(),
    ]);
    const name = received.sha256.slice(0, 32);
    const storage = getStorage();
    await storage.put(`media/${name}-sm.webp`, small);
    await storage.put(`media/${name}.webp`, large);
    return { src: `${UPLOADED_MEDIA_PREFIX}${name}.webp`, width: info.width, height: info.height };
  } finally {
    await discard(received);
  }
}

/** Whether a picture address is one the site serves: the build's artwork or an uploaded picture. */
export function isCataloguePicture(src: string): boolean {
  return /^\/media\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.webp$/.test(src) || (src.startsWith(UPLOADED_MEDIA_PREFIX) && UPLOADED_MEDIA_FILE.test(src.slice(UPLOADED_MEDIA_PREFIX.length)));
}
