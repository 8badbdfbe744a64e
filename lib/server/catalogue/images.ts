import 'server-only';
import { rm } from 'node:fs/promises';
import { CATALOGUE_IMAGE } from '@/lib/config';
import { renderUpload } from '@/lib/server/files/image-renderer';
import { discard, receiveToTemp, type ReceivedFile } from '@/lib/server/files/receive';
import { sniffImage } from '@/lib/server/files/sniff';
import { getStorage } from '@/lib/server/files/storage';
import { InvalidInput } from '@/lib/server/problems';

/*
 * A picture a staff member uploads for the catalogue (a product picture, a slider banner, a home
 * card): the body is streamed to a temporary file with a byte limit and hashed, its real type is
 * sniffed (PNG, JPEG or WebP, whatever it is called), then it is decoded in the bounded renderer
 * (image-renderer.ts: a child process under memory, CPU and time limits; a staff account can be
 * stolen, and a crafted picture must not cost the server its memory) and written as the same two
 * WebP variants the build's artwork has: `<name>.webp` (at most CATALOGUE_IMAGE.maxSide) and
 * `<name>-sm.webp` (half width). A file that only starts like a picture is a 400, one of more than
 * CATALOGUE_IMAGE.maxPixels pixels or one that passes the bounds a 422, on `file`. Names are the
 * content's hash, so the same picture twice is stored once.
 */

export interface StoredImage {
  src: string;
  width: number;
  height: number;
}

/** Where uploaded catalogue pictures are served (app/uploads/media/[file]/route.ts). */
export const UPLOADED_MEDIA_PREFIX = '/uploads/media/';
export const UPLOADED_MEDIA_FILE = /^[a-f0-9]{32}(-sm)?\.webp$/;

export async function storeCatalogueImage(request: Request): Promise<StoredImage> {
  const received = await receiveToTemp(request, CATALOGUE_IMAGE.maxBytes);
  try {
    return await storeReceivedImage(received);
  } finally {
    await discard(received);
  }
}

/**
 * A received file (at most CATALOGUE_IMAGE.maxBytes) checked and stored as a catalogue picture;
 * the caller discards the file. Also the way a picture of an import's ZIP is taken in.
 */
export async function storeReceivedImage(received: ReceivedFile): Promise<StoredImage> {
  const output = `${received.path}.webp`;
  const small = `${received.path}-sm.webp`;
  try {
    if (!sniffImage(received.head)) throw new InvalidInput({ file: { key: 'image' } });
    const { width, height } = await renderUpload(
      {
        mode: 'catalogue',
        input: received.path,
        output,
        small,
        maxSide: CATALOGUE_IMAGE.maxSide,
        smallScale: CATALOGUE_IMAGE.smallScale,
        maxPixels: CATALOGUE_IMAGE.maxPixels,
        quality: CATALOGUE_IMAGE.webp.quality,
        effort: CATALOGUE_IMAGE.webp.effort,
      },
      400,
    );
    const name = received.sha256.slice(0, 32);
    const storage = getStorage();
    await storage.put(`media/${name}-sm.webp`, { file: small });
    await storage.put(`media/${name}.webp`, { file: output });
    return { src: `${UPLOADED_MEDIA_PREFIX}${name}.webp`, width, height };
  } finally {
    await rm(output, { force: true });
    await rm(small, { force: true });
  }
}

/** Whether a picture address is one the site serves: the build's artwork or an uploaded picture. */
export function isCataloguePicture(src: string): boolean {
  return (
    /^\/media\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.webp$/.test(src) || (src.startsWith(UPLOADED_MEDIA_PREFIX) && UPLOADED_MEDIA_FILE.test(src.slice(UPLOADED_MEDIA_PREFIX.length)))
  );
}
