/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, orderPhotos, orders, storedFiles } from '@/lib/server/db/schema';
import { addOrderPhoto, adminOrderPhotos, memberOrderPhotos, productionPhotosForMember, removeOrderPhoto } from '@/lib/server/orders/photos';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { openFileFor, openThumbFor } from './access';
import { samplePdf, samplePng } from './samples';
import { LocalDiskStorage, setStorage, type FileStorage } from './storage';

/*
 * Production photos staff attach to an order (purpose 'staff', order_photos): the member of the
 * order reads them (file and thumbnail) on the order and in /imagesLive; another member gets the
 * same 404 as an unknown handle, and once staff remove a photo its member cannot read it either.
 */

jest.setTimeout(120_000);

const body = (bytes: Buffer) => new Request('http://localhost/x', { method: 'POST', body: new Uint8Array(bytes), headers: { 'content-length': String(bytes.length) } });

describe.each(testDatabases())('production photos on $name', (database) => {
  let opened: OpenedDatabase;
  let storage: FileStorage;
  let dir: string;
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  let editor: Actor;
  const client = { address: '203.0.113.7', userAgent: 'jest' };
  const read = (actor: Actor | null, handle: string) => statusOf(openFileFor(opened.db, actor, handle, storage));
  let seq = 0;
  async function order(owner: Actor) {
    seq += 1;
    const [row] = await opened.db
      .insert(orders)
      .values({
        reference: `HO-2601-P${seq}`,
        memberId: owner.user.id,
        title: 'EVA case',
        spec: { size: '', material: '', colours: [], printMethod: '', logoPlacement: '', notes: '' },
        quantity: 500,
        status: 'production',
      })
      .returning();
    return row;
  }

  beforeAll(async () => {
    opened = await database.open();
    dir = await mkdtemp(path.join(os.tmpdir(), 'photos-access-'));
    storage = new LocalDiskStorage(dir);
    setStorage(storage);
    a = await actorWith(opened.db, 'photo.a', ['member']);
    b = await actorWith(opened.db, 'photo.b', ['member']);
    sales = await actorWith(opened.db, 'photo.sales', ['member', 'sales']);
    editor = await actorWith(opened.db, 'photo.editor', ['member', 'editor']);
  });
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    setStorage(undefined);
    await opened?.close();
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  it('lets the order’s member read its photos and thumbnails; member B gets 404 for the order, the list and the files', async () => {
    const mine = await order(a);
    const photos = await addOrderPhoto(opened.db, sales, mine.id, body(await samplePng(64, 48)), {
      client,
      name: 'cutting.png',
      caption: 'Cutting the EVA shells',
      stage: 'production',
    });
    expect(photos).toEqual([expect.objectContaining({ caption: 'Cutting the EVA shells', stage: 'production', order_id: mine.id })]);
    const handle = photos[0].url.split('/').pop()!;
    expect((await opened.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'order.photo.add')))[0].n).toBe(1);
    // The thumbnail is made in the background after the answer: wait for it.
    for (let i = 0; i < 100; i += 1) {
      const [row] = await opened.db.select({ state: storedFiles.thumbState }).from(storedFiles).where(eq(storedFiles.handle, handle));
      if (row.state !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    expect(await memberOrderPhotos(opened.db, a, mine.id)).toHaveLength(1);
    expect(await read(a, handle)).toBe('ok');
    expect(await statusOf(openThumbFor(opened.db, a, handle, storage))).toBe('ok');
    const grouped = await productionPhotosForMember(opened.db, a.user.id);
    expect(grouped).toEqual([
      { order: { id: mine.id, reference: mine.reference, title: 'EVA case', status: 'production' }, photos: [expect.objectContaining({ id: photos[0].id })] },
    ]);

    expect(await statusOf(memberOrderPhotos(opened.db, b, mine.id))).toBe(404);
    expect(await read(b, handle)).toBe(404);
    expect(await statusOf(openThumbFor(opened.db, b, handle, storage))).toBe(404);
    expect(await read(null, handle)).toBe(404);
    expect(await productionPhotosForMember(opened.db, b.user.id)).toEqual([]);
    expect(await read(sales, handle)).toBe('ok');
  });

  it('lets only sales add or remove photos, pictures only; a removed photo is gone for its member', async () => {
    const mine = await order(a);
    const before = (await opened.db.select({ n: count() }).from(storedFiles))[0].n;
    expect(await statusOf(addOrderPhoto(opened.db, a, mine.id, body(await samplePng(10, 10)), { client, name: 'x.png', caption: '', stage: 'production' }))).toBe(404);
    expect(await statusOf(addOrderPhoto(opened.db, editor, mine.id, body(await samplePng(10, 10)), { client, name: 'x.png', caption: '', stage: 'production' }))).toBe(404);
    expect(await statusOf(addOrderPhoto(opened.db, sales, 999_999, body(await samplePng(10, 10)), { client, name: 'x.png', caption: '', stage: 'production' }))).toBe(404);
    expect(await statusOf(addOrderPhoto(opened.db, sales, mine.id, body(samplePdf()), { client, name: 'x.pdf', caption: '', stage: 'production' }))).toBe(415);
    expect((await opened.db.select({ n: count() }).from(storedFiles))[0].n).toBe(before);

    const [photo] = await addOrderPhoto(opened.db, sales, mine.id, body(await samplePng(30, 20)), { client, name: 'sewing.png', caption: 'Sewing', stage: 'production' });
    const handle = photo.url.split('/').pop()!;
    expect(await statusOf(removeOrderPhoto(opened.db, a, mine.id, photo.id))).toBe(404);
    const other = await order(b);
    expect(await statusOf(removeOrderPhoto(opened.db, sales, other.id, photo.id))).toBe(404);
    expect(await removeOrderPhoto(opened.db, sales, mine.id, photo.id)).toEqual([]);
    expect(await read(a, handle)).toBe(404);
    expect(await opened.db.select().from(orderPhotos).where(eq(orderPhotos.orderId, mine.id))).toEqual([]);
    expect(await adminOrderPhotos(opened.db, sales, mine.id)).toEqual([]);
    expect(await statusOf(adminOrderPhotos(opened.db, a, mine.id))).toBe(404);
  });
});
