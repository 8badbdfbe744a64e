import 'server-only';
import { execFile } from 'node:child_process';
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
import { storedFiles, type ThumbState } from './schema';
import { getStorage, type FileStorage } from './storage';
import { THUMBNAIL_KINDS } from './thumbnail-kinds';

/*
 * Thumbnails of stored files, made in the background after an upload (thumb_state pending →
 * ready | failed): a WebP of at most THUMB_SIZE px a side under `thumbs/{handle}.webp`.
 * Pictures go through sharp with a pixel limit; an SVG is rasterised by sharp (librsvg) from a
 * buffer, so it has no base folder and nothing it references (files, URLs) is ever loaded. PDF
 * and PDF-based Illustrator files: the first page through Debian's `pdftoppm` (poppler-utils),
 * killed after PDFTOPPM_TIMEOUT_MS. Without pdftoppm, or for a file sharp cannot read, the state
 * is 'failed' and the pages show the kind's icon. At most two are made at once per process.
 */

export const THUMB_SIZE = 480;
const PDFTOPPM_TIMEOUT_MS = 20_000;
const MAX_INPUT_PIXELS = 100_000_000;
const PARALLEL = 2;

export const thumbKeyOf = (handle: string) => `thumbs/${handle}.webp`;

let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function pdftoppm(input: string, outPrefix: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      'pdftoppm',
      ['-f', '1', '-l', '1', '-singlefile', '-png', '-scale-to', String(THUMB_SIZE * 2), input, outPrefix],
      { timeout: PDFTOPPM_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
      (error) => (error ? reject(error) : resolve()),
    );
  });
}

async function toWebp(input: Buffer | string, svg: boolean): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', ...(svg ? { density: 96 } : {}) })
    .rotate()
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
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
  return slot(async () => {
    const dir = path.join(os.tmpdir(), 'case-site-thumbs', randomBytes(8).toString('hex'));
    let state: ThumbState = 'failed';
    let thumbKey: string | null = null;
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const object = await storage.get(row.storageKey);
      if (!object) throw new Error('the stored bytes are missing');
      const source = path.join(dir, 'source');
      await pipeline(Readable.fromWeb(object.body as import('node:stream/web').ReadableStream), createWriteStream(source, { mode: 0o600 }));
      let webp: Buffer;
      if (kind === 'pdf' || kind === 'ai') {
        await pdftoppm(source, path.join(dir, 'page'));
        webp = await toWebp(path.join(dir, 'page.png'), false);
      } else if (kind === 'svg') {
        webp = await toWebp(await readFile(source), true);
      } else {
        webp = await toWebp(source, false);
      }
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
