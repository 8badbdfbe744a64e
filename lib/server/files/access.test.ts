/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { consultAttachments, consultRequests, orderFiles, orders, storedFiles, users } from '@/lib/server/db/schema';
import { claimLeadsAsOrders, getMemberOrder, reorder } from '@/lib/server/orders/service';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { uploadRequest } from '@/lib/server/testing/file-storages';
import { openFileFor } from './access';
import { samplePdf, samplePng } from './samples';
import { uploadInquiryFile } from './service';
import { LocalDiskStorage, setStorage, type FileStorage } from './storage';

/*
 * A lead's files (purpose 'inquiry', sent from /contact by a visitor) stay with the sales team
 * until the lead becomes one of a member's orders (claimLeadsAsOrders copies them into
 * order_files): from then on that member may download them, and nobody else may.
 */

jest.setTimeout(120_000);

const upload = (bytes: Buffer, name: string) => uploadRequest('/basic-api/v1/consult/files', bytes, name);

describe.each(testDatabases())('who reads a lead’s files on $name', (database) => {
  let opened: OpenedDatabase;
  let storage: FileStorage;
  let dir: string;
  const actors: Record<string, Actor> = {};
  let address = 0;
  const client = () => ({ address: `203.0.113.${++address}`, userAgent: 'jest' });
  const read = (actor: Actor | null, handle: string) => statusOf(openFileFor(opened.db, actor, handle, storage));

  beforeAll(async () => {
    opened = await database.open();
    dir = await mkdtemp(path.join(os.tmpdir(), 'files-access-'));
    storage = new LocalDiskStorage(dir);
    setStorage(storage);
    actors.a = await actorWith(opened.db, 'lead.a', ['member']);
    actors.b = await actorWith(opened.db, 'lead.b', ['member']);
    actors.sales = await actorWith(opened.db, 'lead.sales', ['member', 'sales']);
    actors.editor = await actorWith(opened.db, 'lead.editor', ['member', 'editor']);
  });
  afterAll(async () => {
    setStorage(undefined);
    await opened?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lets member A read the files of their /contact lead once it is their order; member B and an editor get 404', async () => {
    // A visitor (not logged in) sends a request with two files from the e-mail A proves later.
    const logo = await uploadInquiryFile(opened.db, upload(await samplePng(40, 30), 'logo.png'), null, client(), 'logo.png');
    const brief = await uploadInquiryFile(opened.db, upload(samplePdf(), 'brief.pdf'), null, client(), 'brief.pdf');
    const [lead] = await opened.db
      .insert(consultRequests)
      .values({ reference: 'HX-2605-LEAD', name: 'Anna', email: 'anna@buyer.example', message: '300 sleeves with our logo', locale: 'en' })
      .returning();
    const rows = await opened.db.select().from(storedFiles).where(eq(storedFiles.purpose, 'inquiry'));
    const idOf = (handle: string) => rows.find((r) => r.handle === handle)!.id;
    await opened.db.insert(consultAttachments).values([
      { consultId: lead.id, fileId: idOf(logo.handle), sort: 0 },
      { consultId: lead.id, fileId: idOf(brief.handle), sort: 1 },
    ]);

    // Before: the sales team's only.
    for (const handle of [logo.handle, brief.handle]) {
      expect(await read(actors.sales, handle)).toBe('ok');
      for (const nobody of [actors.a, actors.b, actors.editor, null]) expect(await read(nobody, handle)).toBe(404);
    }

    // An unproved e-mail claims nothing: still 404.
    await opened.db.update(users).set({ email: 'Anna@Buyer.example' }).where(eq(users.id, actors.a.user.id));
    expect(await claimLeadsAsOrders(opened.db, actors.a.user.id)).toBe(0);
    expect(await read(actors.a, logo.handle)).toBe(404);

    // A proves the e-mail: the lead becomes A's inquiry, its files on the order, readable by A.
    await opened.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, actors.a.user.id));
    expect(await claimLeadsAsOrders(opened.db, actors.a.user.id)).toBe(1);
    const [order] = await opened.db.select().from(orders).where(eq(orders.leadId, lead.id));
    expect(order.memberId).toBe(actors.a.user.id);
    const detail = await getMemberOrder(opened.db, actors.a, order.id);
    expect(detail.files.map((f) => f.handle)).toEqual([logo.handle, brief.handle]);
    const opened1 = await openFileFor(opened.db, actors.a, logo.handle, storage);
    expect(opened1.info).toMatchObject({ name: 'logo.png', mime: 'image/png' });
    expect(await read(actors.a, brief.handle)).toBe('ok');

    // Member B, an editor and nobody still get 404; sales still read them.
    for (const handle of [logo.handle, brief.handle]) {
      for (const nobody of [actors.b, actors.editor, null]) expect(await read(nobody, handle)).toBe(404);
      expect(await read(actors.sales, handle)).toBe('ok');
    }

    // Another member's order holding the file does not open it to A's neighbour: B's own order
    // of something else, and B asking for A's order, change nothing.
    expect(await statusOf(getMemberOrder(opened.db, actors.b, order.id))).toBe(404);
    expect(await statusOf(reorder(opened.db, actors.b, order.id))).toBe(404);
    expect(await read(actors.b, logo.handle)).toBe(404);

    // An inquiry file attached to no order of A (another visitor's lead) stays closed to A.
    const stranger = await uploadInquiryFile(opened.db, upload(await samplePng(20, 20), 'other.png'), null, client(), 'other.png');
    expect(await read(actors.a, stranger.handle)).toBe(404);
    const held = await opened.db.select().from(orderFiles).where(eq(orderFiles.orderId, order.id));
    expect(held).toHaveLength(2);
  });
});
