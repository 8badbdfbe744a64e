import 'server-only';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { kindOfMime } from '@/lib/uploads';
import type { Db } from '@/lib/server/db/types';
import { runBounded } from './bounded-process';
import { inRenderSlot, RENDER_BOUNDS, runRenderer } from './image-renderer';
import { storedFiles, type ThumbState } from './schema';
import { getStorage, type FileStorage } from './storage';
import { THUMBNAIL_KINDS } from './thumbnail-kinds';

/*
 * Thumbnails of stored files, made in the background after an upload (thumb_state pending →
 * ready | failed): a WebP of at most THUMB_SIZE px a side under `thumbs/{handle}.webp`.
 *
 * Nothing a member sends is decoded in the server's own process: every decoder runs as a child
 * process under RENDER_BOUNDS (image-renderer.ts: a data-memory limit the kernel enforces, a CPU
 * limit and a kill timer), in the same few slots as every other picture. Pictures go through sharp
 * with a pixel limit (render-image.mjs). An SVG is first checked and rewritten by svg-safety.mjs
 * (a strict parse: no external reference is kept, embedded pictures count against their own pixel
 * budget, references may not expand past a budget) and then rasterised from a buffer at a size
 * near the thumbnail's. PDF and PDF-based Illustrator files: the first page through Debian's
 * `pdftoppm` (poppler-utils) under the same bounds, then that page as a picture. A file that is
 * refused, that passes a bound, or that no decoder reads ends as 'failed', and the pages show the
 * kind's icon; the server itself never holds more than the finished thumbnail.
 */

export const THUMB_SIZE = 480;
/** Pixels of a picture (and of an SVG drawn at its thumbnail's density) the decoders may take. */
const MAX_INPUT_PIXELS = 100_000_000;

export const thumbKeyOf = (handle: string) => `thumbs/${handle}.webp`;

/** The first page of a PDF as a PNG of twice the thumbnail's size, under the decoders' bounds. */
async function pdfFirstPage(input: string, outPrefix: string): Promise<string> {
  await runBounded('pdftoppm', ['-f', '1', '-l', '1', '-singlefile', '-png', '-scale-to', String(THUMB_SIZE * 2), input, outPrefix], RENDER_BOUNDS);
  return `${outPrefix}.png`;
}

/** A picture or an SVG file to a WebP thumbnail, in the bounded renderer. */
async function renderWebp(mode: 'picture' | 'svg', input: string, output: string): Promise<Buffer> {
  await runRenderer({ mode, input, output, size: THUMB_SIZE, maxPixels: MAX_INPUT_PIXELS });
  return readFile(output);
}

/**
 * Makes the thumbnail of the file `handle` (when its kind gets one) and records its state.
 * Never throws: a failure is the state 'failed'. Answers the state recorded.
 */
export async function makeThumbnail(db: Db, handle: string, storage: FileStorage = getStorage()): Promise<ThumbState> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.handle, handle)).limit(1);
  if (!row) return 'none';
  const kind = kindOfMime(row.mime);
  if (!kind || !THUMBNAIL_KINDS.includes(kind)) {
    if (row.thumbState !== 'none') await db.update(storedFiles).set({ thumbState: 'none' }).where(eq(storedFiles.id, row.id));
    return 'none';
  }
  return inRenderSlot(async () => {
    const dir = path.join(os.tmpdir(), 'case-site-thumbs', randomBytes(8).toString('hex'));
    let state: ThumbState = 'failed';
    let thumbKey: string | null = null;
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const object = await storage.get(row.storageKey);
      if (!object) throw new Error('the stored bytes are missing');
      const source = path.join(dir, 'source');
      await pipeline(Readable.fromWeb(object.body as import('node:stream/web').ReadableStream), createWriteStream(source, { mode: 0o600 }));
      const output = path.join(dir, 'thumb.webp');
      let webp: Buffer;
      if (kind === 'pdf' || kind === 'ai') webp = await renderWebp('picture', await pdfFirstPage(source, path.join(dir, 'page')), output);
      else webp = await renderWebp(kind === 'svg' ? 'svg' : 'picture', source, output);
      thumbKey = thumbKeyOf(row.handle);
      await storage.put(thumbKey, webp, { contentType: 'image/webp' });
      state = 'ready';
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.warn(`[files] no thumbnail for a ${kind} file:`, reason.slice(0, 200));
      thumbKey = null;
    } finally {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
    const [still] = await db
      .update(storedFiles)
      .set({ thumbState: state, thumbKey })
      .where(eq(storedFiles.id, row.id))
      .returning({ id: storedFiles.id })
      .catch(() => [undefined]);
    // The file was deleted while its thumbnail was being made: drop the thumbnail too.
    if (!still && thumbKey) await storage.delete(thumbKey).catch(() => undefined);
    return state;
  });
}
