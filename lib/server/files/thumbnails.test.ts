/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { storedFiles } from '@/lib/server/db/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import { hostilePicturePath, makeHostilePictures, peakGrowth } from '@/lib/server/testing/hostile-pictures';
import { LocalDiskStorage } from './storage';
import { makeThumbnail, thumbKeyOf } from './thumbnails';

/*
 * Hostile files through the real thumbnail path, made here: an SVG of a 100 × 100 canvas that
 * embeds a 12,000 × 12,000 PNG (it took the server from 577 MB to 1.75 GB before), a "billion
 * laughs" of nested <use>, an SVG that points at files and URLs, and a PNG within the pixel limit
 * whose decoding (interlaced, 9,000 × 9,000 RGBA: 324 MB at once) passes the renderer's memory
 * bound. Each ends 'failed' (the pages show the icon) or as a safe thumbnail, and this process,
 * which plays the server, never grows by more than a few megabytes while they are made.
 */

jest.setTimeout(180_000);

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

const MB = 1024 * 1024;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'thumbs-test-'));
  makeHostilePictures(dir, ['bomb', 'interlaced']);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe.each(testDatabases())('thumbnails of hostile files on $name', ({ name, open }) => {
  let opened: OpenedDatabase;
  let storage: LocalDiskStorage;
  let receiver: Server;
  let fetched: string[];
  let origin: string;

  beforeAll(async () => {
    storage = new LocalDiskStorage(path.join(dir, `store-${name}`));
    opened = await open();
    fetched = [];
    receiver = createServer((req, res) => {
      fetched.push(req.url ?? '');
      res.end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver?.close(resolve));
    await opened?.close();
  });

  /** Stores `bytes` as a file of type `mime` whose thumbnail is pending, as an upload leaves it. */
  async function stored(bytes: Buffer, mime: string): Promise<string> {
    const handle = randomBytes(16).toString('hex');
    const key = `files/member/${handle}`;
    await storage.put(key, bytes);
    await opened.db
      .insert(storedFiles)
      .values({ handle, storageKey: key, purpose: 'member', name: 'art', mime, bytes: bytes.length, sha256: '0'.repeat(64), thumbState: 'pending' });
    return handle;
  }

  const stateOf = async (handle: string) => (await opened.db.select().from(storedFiles).where(eq(storedFiles.handle, handle)))[0].thumbState;

  it('refuses an SVG that embeds a 12,000 × 12,000 PNG, without the server growing', async () => {
    const png = await readFile(hostilePicturePath(dir, 'bomb'));
    const svg = Buffer.from(`<svg ${SVG} width="100" height="100"><image width="100" height="100" xlink:href="data:image/png;base64,${png.toString('base64')}"/></svg>`);
    expect(svg.length).toBeLessThan(1 * MB);
    const handle = await stored(svg, 'image/svg+xml');
    const started = Date.now();
    const { result, growth } = await peakGrowth(() => makeThumbnail(opened.db, handle, storage));
    expect(result).toBe('failed');
    expect(await stateOf(handle)).toBe('failed');
    expect(await storage.get(thumbKeyOf(handle))).toBeNull();
    expect(growth).toBeLessThan(64 * MB);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a "billion laughs" of nested <use> at once', async () => {
    let text = `<svg ${SVG} width="100" height="100"><defs><rect id="a0" width="1" height="1"/>`;
    for (let i = 1; i <= 12; i += 1) text += `<g id="a${i}">${`<use xlink:href="#a${i - 1}"/>`.repeat(10)}</g>`;
    text += '</defs><use xlink:href="#a12"/></svg>';
    expect(text.length).toBeLessThan(4000);
    const handle = await stored(Buffer.from(text), 'image/svg+xml');
    const started = Date.now();
    expect(await makeThumbnail(opened.db, handle, storage)).toBe('failed');
    // The renderer alone spent 5–15 s of CPU on such a file.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('draws an SVG that points at URLs and files without fetching or reading any of them', async () => {
    const text =
      `<svg ${SVG} xmlns:xi="http://www.w3.org/2001/XInclude" width="200" height="100">` +
      `<rect width="200" height="100" fill="#0a0"/>` +
      `<image width="50" height="50" xlink:href="${origin}/tracker.png"/>` +
      `<use xlink:href="${origin}/other.svg#x"/>` +
      `<rect width="10" height="10" fill="url(${origin}/paint.svg#p)"/>` +
      `<image width="50" height="50" href="file:///etc/passwd"/>` +
      `<xi:include href="file:///etc/passwd" parse="text"/>` +
      `<style>@import url(${origin}/style.css);</style>` +
      '</svg>';
    const handle = await stored(Buffer.from(text), 'image/svg+xml');
    expect(await makeThumbnail(opened.db, handle, storage)).toBe('ready');
    const thumb = await storage.get(thumbKeyOf(handle));
    const chunks: Buffer[] = [];
    for await (const chunk of thumb!.body as unknown as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
    const { data, info } = await sharp(Buffer.concat(chunks)).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBeLessThanOrEqual(480);
    expect(Math.abs(info.width - info.height * 2)).toBeLessThanOrEqual(1);
    // The drawing is there (green), and nothing it pointed at was asked for.
    const at = (Math.floor(info.height / 2) * info.width + info.width - 5) * info.channels;
    // (#0a0, give or take WebP's rounding)
    expect(Math.abs(data[at] - 0) + Math.abs(data[at + 1] - 170) + Math.abs(data[at + 2] - 0)).toBeLessThan(12);
    expect(fetched).toEqual([]);
  });

  it('stops a picture within the pixel limit whose decoding passes the memory bound, without the server growing', async () => {
    const handle = await stored(await readFile(hostilePicturePath(dir, 'interlaced')), 'image/png');
    const { result, growth } = await peakGrowth(() => makeThumbnail(opened.db, handle, storage));
    expect(result).toBe('failed');
    expect(growth).toBeLessThan(64 * MB);
    // An ordinary picture still gets its thumbnail.
    const fine = await stored(
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c00' } })
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    );
    expect(await makeThumbnail(opened.db, fine, storage)).toBe('ready');
  });
});
