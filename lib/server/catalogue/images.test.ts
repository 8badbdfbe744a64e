/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CATALOGUE_IMAGE } from '@/lib/config';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { hostilePicturePath, makeHostilePictures, peakGrowth } from '@/lib/server/testing/hostile-pictures';
import { ApiProblem, InvalidInput } from '@/lib/server/problems';
import { isCataloguePicture, storeCatalogueImage } from './images';

jest.setTimeout(60_000);

const upload = (body: Buffer | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request('http://localhost/basic-api/v1/admin/slider/images', {
    method: 'POST',
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
    headers,
    duplex: 'half',
  } as RequestInit);

async function refusal(promise: Promise<unknown>): Promise<ApiProblem> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A banner as staff would make it: 1920 × 787, a gradient so the WebP is not trivially small. */
async function bannerPng(): Promise<Buffer> {
  const width = 1920;
  const height = 787;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 120;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe('storing a catalogue picture', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'catalogue-images-'));
    setStorage(new LocalDiskStorage(dir));
    makeHostilePictures(dir, ['bomb', 'interlaced16']);
  });
  afterAll(async () => {
    setStorage(undefined);
    await rm(dir, { recursive: true, force: true });
  });

  it('turns a real PNG into the two WebP variants, named by its content, and serves its address', async () => {
    const png = await bannerPng();
    const stored = await storeCatalogueImage(upload(png, { 'content-type': 'image/png' }));
    // Scaled to the longest side allowed, the aspect kept.
    expect(stored).toEqual({
      src: expect.stringMatching(/^\/uploads\/media\/[a-f0-9]{32}\.webp$/),
      width: CATALOGUE_IMAGE.maxSide,
      height: Math.round((787 * CATALOGUE_IMAGE.maxSide) / 1920),
    });
    expect(isCataloguePicture(stored.src)).toBe(true);
    const name = path.basename(stored.src, '.webp');
    expect((await readdir(path.join(dir, 'media'))).sort()).toEqual([`${name}-sm.webp`, `${name}.webp`]);
    const large = await sharp(await readFile(path.join(dir, 'media', `${name}.webp`))).metadata();
    const small = await sharp(await readFile(path.join(dir, 'media', `${name}-sm.webp`))).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', stored.width, stored.height]);
    expect([small.format, small.width]).toEqual(['webp', Math.round(stored.width * CATALOGUE_IMAGE.smallScale)]);
    // The same picture twice is stored once.
    expect(await storeCatalogueImage(upload(png))).toEqual(stored);
    expect(await readdir(path.join(dir, 'media'))).toHaveLength(2);
  });

  it('refuses a text file called a PNG, and a file that only starts like one, on the field "file" with the key "image"', async () => {
    const text = await refusal(storeCatalogueImage(upload(Buffer.from('Just some notes, not a picture.\n'), { 'content-type': 'image/png' })));
    expect(text).toBeInstanceOf(InvalidInput);
    expect((text as InvalidInput).errors).toEqual({ file: { key: 'image' } });
    const png = await bannerPng();
    const truncated = await refusal(storeCatalogueImage(upload(png.subarray(0, 2000))));
    expect([truncated.status, (truncated as InvalidInput).errors]).toEqual([400, { file: { key: 'image' } }]);
    expect(await readdir(path.join(dir, 'media'))).toHaveLength(2);
  });

  it('refuses a body over the limit with 413, by its declared length or while it streams', async () => {
    const declared = await refusal(storeCatalogueImage(upload(Buffer.alloc(16), { 'content-length': String(CATALOGUE_IMAGE.maxBytes + 1) })));
    expect(declared.status).toBe(413);
    // No length declared: refused the moment the count passes the limit (1 MB chunks, 11 of them).
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 11) return controller.close();
        sent += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const streamed = await refusal(storeCatalogueImage(upload(stream)));
    expect(streamed.status).toBe(413);
    // A field error the route translates ("The file must not be larger than 10 MB.").
    expect(streamed).toBeInstanceOf(InvalidInput);
    expect((streamed as InvalidInput).errors).toEqual({ file: { key: 'fileTooLarge', values: { mb: 10 } } });
    expect(sent).toBeLessThanOrEqual(11);
    expect(await readdir(path.join(dir, 'media'))).toHaveLength(2);
  });

  it('decodes in the bounded renderer: a decompression bomb and an interlaced picture too big to decode are 422, and this process does not grow', async () => {
    const MB = 1024 * 1024;
    const bomb = await refusal(storeCatalogueImage(upload(await readFile(hostilePicturePath(dir, 'bomb')))));
    expect([bomb.status, (bomb as InvalidInput).errors]).toEqual([422, { file: { key: 'imagePixels', values: { mp: 40 } } }]);
    // 38 million pixels of 16-bit RGBA, interlaced: 307 MB at once, more than a renderer may take.
    const interlaced = await readFile(hostilePicturePath(dir, 'interlaced16'));
    const { result, growth } = await peakGrowth(() => refusal(storeCatalogueImage(upload(interlaced))));
    expect([result.status, (result as InvalidInput).errors]).toEqual([422, { file: { key: 'imageTooComplex' } }]);
    // Decoded in this process, it took ~430 MB.
    expect(growth).toBeLessThan(64 * MB);
    expect(await readdir(path.join(dir, 'media'))).toHaveLength(2);
  });

  it('knows the addresses it serves', () => {
    expect(isCataloguePicture('/media/slider/sewing.webp')).toBe(true);
    for (const src of ['/uploads/media/../x.webp', '/uploads/media/abc.webp', 'https://cdn.example/x.webp', '/media/x.png', 'javascript:1']) {
      expect(isCataloguePicture(src)).toBe(false);
    }
  });
});
