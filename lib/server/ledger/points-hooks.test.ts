/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { consultRequests, designs, orders, pointsEntries, pointsRules, proofs, storedFiles, users } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { claimLeadsAsOrders } from '@/lib/server/orders/leads';
import { moveOrder } from '@/lib/server/orders/manage';
import { createOrderFromDesign, decideProof, reorder } from '@/lib/server/orders/service';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';

jest.setTimeout(60_000);

/* The orders service's hooks: first order, approved proof and delivery earn their rules' points. */
describe.each(testDatabases())('points earned by orders on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let db: Db;
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  beforeAll(async () => {
    opened = await open();
    db = opened.db;
    a = await actorWith(db, 'hook.ann', ['member']);
    b = await actorWith(db, 'hook.bob', ['member']);
    sales = await actorWith(db, 'hook.sales', ['member', 'sales']);
    await db.insert(pointsRules).values([
      { key: 'first_order', points: 200 },
      { key: 'proof_approved', points: 50 },
      { key: 'order_delivered', points: 100 },
    ]);
  });
  afterAll(() => opened?.close());

  const pointsOf = async (who: Actor) => (await db.select({ points: users.points }).from(users).where(eq(users.id, who.user.id)))[0].points;
  const entriesOf = (who: Actor) => db.select().from(pointsEntries).where(eq(pointsEntries.memberId, who.user.id)).orderBy(pointsEntries.id);
  const newOrder = async (who: Actor) => {
    const [d] = await db.insert(designs).values({ memberId: who.user.id, name: 'EVA case', quantity: 100 }).returning();
    return createOrderFromDesign(db, who, { designId: d.id, quantity: null, note: '' });
  };
  let seq = 0;
  const pendingProof = async (orderId: number) => {
    seq += 1;
    const [file] = await db
      .insert(storedFiles)
      .values({
        handle: seq.toString(16).padStart(32, 'b'),
        storageKey: `files/staff/p${seq}`,
        purpose: 'staff',
        name: 'proof.pdf',
        mime: 'application/pdf',
        bytes: 10,
        sha256: 'x',
        ownerId: sales.user.id,
      })
      .returning();
    await db.update(orders).set({ status: 'proof', unitPrice: 100, currency: 'USD', quoteDecision: 'accepted' }).where(eq(orders.id, orderId));
    const [proof] = await db.insert(proofs).values({ orderId, version: seq, fileId: file.id, createdBy: sales.user.id }).returning();
    return proof;
  };

  it('the first order earns first_order once; later orders and reorders do not', async () => {
    const first = await newOrder(a);
    expect(await pointsOf(a)).toBe(200);
    const [entry] = await entriesOf(a);
    expect(entry).toMatchObject({ kind: 'earned', rule: 'first_order', delta: 200, note: first.reference });
    await newOrder(a);
    expect(await pointsOf(a)).toBe(200);
  });

  it('an approved proof earns proof_approved; a change request earns nothing', async () => {
    const order = await newOrder(b); // b's first: 200
    const changes = await pendingProof(order.id);
    await decideProof(db, b, order.id, changes.id, { decision: 'changes', note: 'Bigger logo' });
    expect(await pointsOf(b)).toBe(200);
    const good = await pendingProof(order.id);
    // Member A cannot approve member B's proof: 404, no points for anyone.
    expect(await statusOf(decideProof(db, a, order.id, good.id, { decision: 'approve', note: '' }))).toBe(404);
    expect(await pointsOf(a)).toBe(200);
    await decideProof(db, b, order.id, good.id, { decision: 'approve', note: '' });
    expect(await pointsOf(b)).toBe(250);
    expect((await entriesOf(b)).map((e) => [e.rule, e.refKind, e.refId])).toEqual([
      ['first_order', 'member', b.user.id],
      ['proof_approved', 'proof', good.id],
    ]);
  });

  it('staff moving an order to delivered earns order_delivered for its member, once', async () => {
    const order = await newOrder(b);
    await db.update(orders).set({ status: 'shipped', carrier: 'SF', trackingNumber: 'SF1' }).where(eq(orders.id, order.id));
    const before = await pointsOf(b);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    await moveOrder(db, sales, order.id, { status: 'delivered', note: '', carrier: '', trackingNumber: '', expectedUpdatedAt: row.updatedAt });
    expect(await pointsOf(b)).toBe(before + 100);
    expect(await pointsOf(a)).toBe(200);
    // A reorder of the delivered order is not a first order.
    await reorder(db, b, order.id);
    expect(await pointsOf(b)).toBe(before + 100);
  });

  it('leads claimed as a member’s first orders earn first_order once, in the claim’s transactions', async () => {
    const carol = await actorWith(db, 'hook.carol', ['member']);
    await db.insert(consultRequests).values(
      ['HX-2601-22A2', 'HX-2601-22A3'].map((reference) => ({
        reference,
        name: 'Carol',
        email: 'carol@example.com',
        message: 'Laptop sleeves',
        locale: 'en',
        userId: carol.user.id,
      })),
    );
    expect(await claimLeadsAsOrders(db, carol.user.id)).toBe(2);
    const [first] = await db.select({ reference: orders.reference }).from(orders).where(eq(orders.memberId, carol.user.id)).orderBy(orders.id);
    expect(await pointsOf(carol)).toBe(200);
    expect((await entriesOf(carol)).map((e) => [e.rule, e.refKind, e.refId, e.note])).toEqual([['first_order', 'member', carol.user.id, first.reference]]);
  });
});
