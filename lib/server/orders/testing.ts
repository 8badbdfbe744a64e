import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import type { Db } from '@/lib/server/db/types';
import { addresses, designFiles, designs, orderEvents, orders, proofs, storedFiles } from '@/lib/server/db/schema';
import { samplePdf } from '@/lib/server/files/samples';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { actorWith } from '@/lib/server/testing/actors';
import type { TestDatabase } from '@/lib/server/testing/databases';
import type { OrderMoveInput, QuoteInput } from '@/lib/api/contract/orders';
import { addProof, moveOrder, setQuote } from './manage';

/*
 * The world the orders' service tests share (service.test.ts: the member's side, manage.test.ts:
 * the back office): a migrated database, files on a temporary disk, two members, sales, an editor
 * and an admin, and the steps an order takes. Call it inside the `describe` of one database: it
 * registers that describe's setup and teardown.
 */

export interface OrderActors {
  a: Actor;
  b: Actor;
  sales: Actor;
  editor: Actor;
  admin: Actor;
}

export function ordersWorld(open: TestDatabase['open']) {
  let opened: OpenedDatabase | undefined;
  let dir: string;
  let actors: OrderActors | undefined;
  const client = { address: '203.0.113.9', userAgent: 'jest' };
  const db = (): Db => {
    if (!opened) throw new Error('the orders test database is not open yet');
    return opened.db;
  };

  beforeAll(async () => {
    opened = await open();
    dir = await mkdtemp(path.join(os.tmpdir(), 'orders-files-'));
    setStorage(new LocalDiskStorage(dir));
    actors = {
      a: await actorWith(opened.db, 'buyer.ann', ['member']),
      b: await actorWith(opened.db, 'buyer.bob', ['member']),
      sales: await actorWith(opened.db, 'sally.sales', ['member', 'sales']),
      editor: await actorWith(opened.db, 'eddie.editor', ['member', 'editor']),
      admin: await actorWith(opened.db, 'ada.admin', ['member', 'admin']),
    };
  });
  afterAll(async () => {
    // The proofs' thumbnails are made in the background: let them finish before the folder goes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    setStorage(undefined);
    await opened?.close();
    if (dir) await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  const who = (): OrderActors => {
    if (!actors) throw new Error('the orders test actors are not made yet');
    return actors;
  };

  let fileSeq = 0;
  /** A fresh number for a handle or a reference. */
  const nextSeq = () => (fileSeq += 1);
  async function memberFile(owner: Actor) {
    const seq = nextSeq();
    const [file] = await db()
      .insert(storedFiles)
      .values({
        handle: seq.toString(16).padStart(32, 'a'),
        storageKey: `files/member/x${seq}`,
        purpose: 'member',
        name: `logo-${seq}.pdf`,
        mime: 'application/pdf',
        bytes: 1000,
        sha256: 'x',
        ownerId: owner.user.id,
      })
      .returning();
    return file;
  }

  async function design(owner: Actor, patch: Partial<typeof designs.$inferInsert> = {}) {
    const [row] = await db()
      .insert(designs)
      .values({
        memberId: owner.user.id,
        name: 'Neoprene pouch, blue',
        size: '20 × 12 cm',
        material: 'Neoprene 3 mm',
        colours: ['navy', 'white'],
        printMethod: 'Screen print',
        logoPlacement: 'Front centre',
        quantity: 300,
        notes: 'Zip pull in white',
        ...patch,
      })
      .returning();
    const file = await memberFile(owner);
    await db().insert(designFiles).values({ designId: row.id, fileId: file.id, sort: 0 });
    return row;
  }

  /** A ship-to address of the member's (Berlin), with the fields `patch` changes. */
  const address = async (owner: Actor, patch: Partial<typeof addresses.$inferInsert> = {}) =>
    (
      await db()
        .insert(addresses)
        .values({
          memberId: owner.user.id,
          kind: 'shipping',
          recipient: 'Lena Vogel',
          phone: '+49301234567',
          country: 'DE',
          line1: 'Torstraße 12',
          city: 'Berlin',
          postalCode: '10119',
          ...patch,
        })
        .returning()
    )[0];

  const fresh = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  /** A quote of one option (`unitPrice` × `quantity`), or of the `breaks` in the patch. */
  const quote = async (id: number, { unitPrice = 235, quantity = 300, ...patch }: Partial<QuoteInput> & { unitPrice?: number; quantity?: number } = {}) =>
    setQuote(db(), who().sales, id, {
      currency: 'USD',
      breaks: [{ quantity, unitPrice }],
      extras: [],
      sampleFee: 4000,
      shippingFee: 12000,
      leadTimeDays: 20,
      note: 'FOB Shenzhen',
      expectedUpdatedAt: (await fresh(id)).updatedAt,
      ...patch,
    });
  const move = async (id: number, patch: Partial<OrderMoveInput> & { status: OrderMoveInput['status'] }) =>
    moveOrder(db(), who().sales, id, { note: '', carrier: '', trackingNumber: '', expectedUpdatedAt: (await fresh(id)).updatedAt, ...patch });
  const uploadProof = async (id: number, note = 'Logo 40 mm wide', by: Actor = who().sales) =>
    addProof(db(), by, id, new Request('http://localhost/x', { method: 'POST', body: new Uint8Array(samplePdf()) }), { client, name: 'proof.pdf', note });
  const snapshot = async (id: number) => ({
    order: await fresh(id),
    events: (await db().select({ n: count() }).from(orderEvents).where(eq(orderEvents.orderId, id)))[0].n,
    proofs: await db().select().from(proofs).where(eq(proofs.orderId, id)).orderBy(proofs.id),
  });

  return { db, actors: who, client, nextSeq, memberFile, design, address, fresh, quote, move, uploadProof, snapshot };
}
