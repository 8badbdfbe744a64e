/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PICTURES_ZIP_LIMITS } from '@/lib/api/contract/catalogue-transfer';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { catalogueImportPictures, productImages, products } from '@/lib/server/db/schema';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { catalogueCast, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { hostilePicturePath, makeHostilePictures } from '@/lib/server/testing/hostile-pictures';
import { makeZip, type ZipEntryInput } from '@/lib/server/testing/zip-writer';
import { getProduct } from './service';
import { searchCaughtUp } from './search-pending';
import { confirmImport } from './transfer-confirm';
import { previewImport } from './transfer-import';
import { uploadImportPictures } from './transfer-pictures';
import { chunksOf } from '@/lib/server/testing/sheets';

/*
 * A ZIP of pictures beside a sheet: its good pictures stored as the product form's upload stores
 * them and its bad files refused one by one; a sheet names them by file name, each bad or missing
 * name refused in its cell; the confirmation gives the product those pictures. A ZIP bomb or one of
 * too many entries is refused whole with nothing stored, and a set is its sender's alone.
 */

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(180_000);

const csv = (rows: string[][]) => new TextEncoder().encode(rows.map((r) => r.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')).join('\r\n'));
const HEAD = ['slug', 'category', 'published', 'moq', 'lead_time_min', 'lead_time_max', 'size', 'name.zh-CN', 'summary.zh-CN', 'description.zh-CN', 'material.zh-CN', 'pictures'];
const sheet = (slug: string, pictures: string) =>
  csv([HEAD, [slug, 'pencil-bag', 'yes', '500', '10', '20', '20 × 12 cm', '压缩包里的笔袋', '图片来自压缩包', '一段描述。', '涤纶', pictures]]);

describe.each(testDatabases())('pictures from a ZIP beside the sheet on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let dir: string;
  let good: ZipEntryInput[];
  const actors: Record<string, Actor> = {};

  const upload = (zip: Buffer, actor: Actor | null = actors.editor) => uploadImportPictures(opened.db, actor, chunksOf(zip));
  const stored = async () => readdir(path.join(dir, 'store', 'media')).catch(() => []);
  const sets = async () => (await opened.db.select({ n: count() }).from(catalogueImportPictures))[0].n;

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    Object.assign(actors, await catalogueCast(opened.db));
    dir = await mkdtemp(path.join(tmpdir(), 'import-pictures-'));
    setStorage(new LocalDiskStorage(path.join(dir, 'store')));
    makeHostilePictures(dir, ['bomb']);
    good = [
      {
        name: 'photos/bag-black-1.png',
        data: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
          .png()
          .toBuffer(),
      },
      {
        name: 'photos/bag-black-2.JPG',
        data: await sharp({ create: { width: 30, height: 60, channels: 3, background: '#a04010' } })
          .jpeg()
          .toBuffer(),
      },
    ];
  });
  afterAll(async () => {
    setStorage(undefined);
    // The search catch-up an import started is done before its database closes.
    if (opened) await searchCaughtUp(opened.db);
    await opened?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores the good pictures, refuses each bad file, and a sheet names them by file name', async () => {
    const zip = makeZip([
      ...good,
      { name: 'notes.jpg', data: Buffer.from('not a picture at all, whatever its name says') },
      { name: 'huge.png', data: await readFile(hostilePicturePath(dir, 'bomb')), store: true },
      { name: 'big.png', data: Buffer.alloc(11 * 1024 * 1024), store: true },
      { name: '__MACOSX/photos/._bag-black-1.png', data: Buffer.from('resource fork') },
    ]);
    const set = await upload(zip);
    expect(set.files.map(({ name, width, height }) => ({ name, width, height }))).toEqual([
      { name: 'bag-black-1.png', width: 40, height: 30 },
      { name: 'bag-black-2.JPG', width: 30, height: 60 },
    ]);
    expect(set.files.every((f) => /^\/uploads\/media\/[a-f0-9]{32}\.webp$/.test(f.src))).toBe(true);
    expect(set.refused.map((r) => [r.name, r.key])).toEqual([
      ['notes.jpg', 'transferPictures.notPicture'],
      ['huge.png', 'transferPictures.tooManyPixels'],
      ['big.png', 'transferPictures.tooLarge'],
    ]);
    // Two pictures, each in its two sizes, and nothing of the refused files.
    expect((await stored()).sort()).toHaveLength(4);

    const slug = `zip-bag-${opened.kind}`;
    const [seeded] = await opened.db.select({ src: productImages.src }).from(productImages).limit(1);
    const refused = await previewImport(opened.db, actors.editor, chunksOf(sheet(slug, 'bag-black-1.png; missing.jpg; notes.jpg; huge.png; big.png')), 'csv', set.id);
    expect(refused.id).toBeNull();
    expect(refused.rows[0].refusals.map((r) => [r.column, r.key, r.values?.name])).toEqual([
      ['pictures', 'transferPictures.notInZip', 'missing.jpg'],
      ['pictures', 'transferPictures.notPicture', 'notes.jpg'],
      ['pictures', 'transferPictures.tooManyPixels', 'huge.png'],
      ['pictures', 'transferPictures.tooLarge', 'big.png'],
    ]);

    const before = (await opened.db.select({ n: count() }).from(products))[0].n;
    const fine = await previewImport(opened.db, actors.editor, chunksOf(sheet(slug, `bag-black-2.jpg; ${seeded.src}; bag-black-1.png`)), 'csv', set.id);
    expect(fine.counts).toMatchObject({ new: 1, refused: 0 });
    const pictures = fine.rows[0].changes.find((c) => c.column === 'pictures');
    expect(pictures?.new).toBe(`${set.files[1].src}; ${seeded.src}; ${set.files[0].src}`);
    // Nothing written by the preview.
    expect((await opened.db.select({ n: count() }).from(products))[0].n).toBe(before);

    const result = await confirmImport(opened.db, actors.editor, fine.id!);
    expect(result).toEqual({ created: 1, updated: 0 });
    const [row] = await opened.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
    const product = await getProduct(opened.db, 'en', row.id);
    expect(product?.images.map((i) => [i.src, i.width, i.height])).toEqual([
      [set.files[1].src, 30, 60],
      [seeded.src, expect.any(Number), expect.any(Number)],
      [set.files[0].src, 40, 30],
    ]);
  });

  it('keeps a set for its sender alone, and for staff of the catalogue only (others 404 as the back office answers them, nobody 401)', async () => {
    const set = await upload(makeZip(good));
    expect(await statusOf(previewImport(opened.db, actors.other, chunksOf(sheet('zip-other', 'bag-black-1.png')), 'csv', set.id))).toBe(404);
    expect(await statusOf(previewImport(opened.db, actors.editor, chunksOf(sheet('zip-other', 'bag-black-1.png')), 'csv', 'f'.repeat(32)))).toBe(404);
    expect(await statusOf(upload(makeZip(good), actors.member))).toBe(404);
    expect(await statusOf(upload(makeZip(good), actors.sales))).toBe(404);
    expect(await statusOf(upload(makeZip(good), null))).toBe(401);
  });

  it('sweeps the sets that expired when the next ZIP comes', async () => {
    const old = await upload(makeZip(good));
    await opened.db
      .update(catalogueImportPictures)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(catalogueImportPictures.id, old.id));
    expect(await statusOf(previewImport(opened.db, actors.editor, chunksOf(sheet('zip-late', 'bag-black-1.png')), 'csv', old.id))).toBe(404);
    const fresh = await upload(makeZip(good));
    const ids = (await opened.db.select({ id: catalogueImportPictures.id }).from(catalogueImportPictures)).map((r) => r.id);
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(old.id);
  });

  it('refuses a ZIP bomb, a ZIP of too many entries and a file that is no ZIP whole, storing nothing', async () => {
    await rm(path.join(dir, 'store'), { recursive: true, force: true });
    const setsBefore = await sets();
    const bomb = makeZip([good[0], { name: 'zeros.png', data: Buffer.alloc(40 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await statusOf(upload(bomb))).toBe(422);
    const crowd = makeZip([good[0], ...Array.from({ length: PICTURES_ZIP_LIMITS.entries }, (_, i) => ({ name: `p${i}.png`, data: Buffer.from('x') }))]);
    expect(await statusOf(upload(crowd))).toBe(422);
    expect(await statusOf(upload(Buffer.from('PK but not a ZIP file')))).toBe(400);
    // A name that climbs out of its folder is refused with the ZIP (names are never paths anyway).
    expect(await statusOf(upload(makeZip([good[0], { name: '../../outside.png', data: good[1].data }])))).toBe(400);
    expect(await stored()).toEqual([]);
    expect(await sets()).toBe(setsBefore);
  });
});
