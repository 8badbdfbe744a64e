/** @jest-environment node */
import { and, count, eq } from 'drizzle-orm';
import { ALL_ORDERS } from '@/lib/api/contract/orders';
import type { Actor } from '@/lib/server/access';
import { auditLog, storedFiles } from '@/lib/server/db/schema';
import { samplePng } from '@/lib/server/files/samples';
import { statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { addProof, getAdminOrder, listAdminOrders, moveOrder, setQuote } from './manage';
import { createOrderFromDesign, decideProof, decideQuote, getMemberOrder, listMemberOrders, reorder } from './service';
import { ordersWorld } from './testing';

jest.setTimeout(120_000);

describe.each(testDatabases())('the back office’s orders on $name', ({ open }) => {
  const { db, client, design, fresh, quote, move, uploadProof, snapshot, ...world } = ordersWorld(open);
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  let editor: Actor;
  let admin: Actor;
  beforeAll(() => {
    ({ a, b, sales, editor, admin } = world.actors());
  });

  it('runs the whole way: quote, acceptance, proofs with changes, approval, production, shipping, delivery, reorder', async () => {
    const d = await design(a);
    const { id } = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 250, note: '' });
    // Nothing before the quote.
    expect(await statusOf(decideQuote(db(), a, id, { decision: 'accepted', note: '' }))).toBe(400);
    expect(await statusOf(uploadProof(id))).toBe(400);

    const quoted = await quote(id, { quantity: 250 });
    expect(quoted.status).toBe('quoted');
    expect(quoted.quote).toMatchObject({ currency: 'USD', unit_price: 235, quantity: 250, goods: 58750, total: 58750 + 4000 + 12000, decision: null });
    expect(quoted.moves).toEqual(['cancelled']);
    const waiting = await listMemberOrders(db(), a, { status: 'waiting', page: 1 });
    expect(waiting.list.map((o) => o.id)).toContain(id);
    expect(waiting.list.find((o) => o.id === id)?.waiting).toBe('quote');
    expect((await getMemberOrder(db(), a, id)).can.decide_quote).toBe(true);

    await decideQuote(db(), a, id, { decision: 'accepted', note: 'Go ahead' });
    expect(await statusOf(decideQuote(db(), a, id, { decision: 'declined', note: '' }))).toBe(409);
    // Accepted: no more changes to the quote.
    expect(await statusOf(quote(id))).toBe(400);
    expect((await getAdminOrder(db(), sales, id)).moves).toEqual(['sample', 'proof', 'cancelled']);
    // Production needs an approved proof.
    expect(await statusOf(move(id, { status: 'production' }))).toBe(400);

    const v1 = await uploadProof(id, 'First layout');
    expect(v1.status).toBe('proof');
    expect(v1.proofs).toHaveLength(1);
    expect(v1.proofs[0]).toMatchObject({ version: 1, status: 'pending', latest: true, staff_note: 'First layout' });
    const stored = (await db().select().from(storedFiles).where(eq(storedFiles.handle, v1.proofs[0].file.handle)))[0];
    expect(stored).toMatchObject({ purpose: 'staff', ownerId: sales.user.id, mime: 'application/pdf' });

    const member = await getMemberOrder(db(), a, id);
    expect(member.can.decide_proof).toBe(v1.proofs[0].id);
    expect(await statusOf(move(id, { status: 'production' }))).toBe(400);
    await decideProof(db(), a, id, v1.proofs[0].id, { decision: 'changes', note: 'Make the logo bigger' });
    const v2 = await uploadProof(id, 'Logo 60 mm');
    // Old versions stay, and can no longer be decided on.
    expect(v2.proofs.map((p) => [p.version, p.status, p.latest])).toEqual([
      [2, 'pending', true],
      [1, 'changes_requested', false],
    ]);
    expect(await statusOf(decideProof(db(), a, id, v2.proofs[1].id, { decision: 'approve', note: '' }))).toBe(409);
    const approved = await decideProof(db(), a, id, v2.proofs[0].id, { decision: 'approve', note: '' });
    expect(approved.proofs[0].status).toBe('approved');
    expect(approved.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['proof_changes', 'proof_approved', 'quote_accepted']));
    // An approved version is locked: no new version, no second decision.
    expect(await statusOf(uploadProof(id))).toBe(400);
    expect(await statusOf(decideProof(db(), a, id, v2.proofs[0].id, { decision: 'changes', note: 'x' }))).toBe(409);

    await move(id, { status: 'production' });
    expect(await statusOf(move(id, { status: 'shipped' }))).toBe(400);
    await move(id, { status: 'shipped', carrier: 'SF Express', trackingNumber: 'SF1234567890' });
    expect(await statusOf(reorder(db(), a, id))).toBe(400);
    expect(await statusOf(move(id, { status: 'cancelled' }))).toBe(400);
    await move(id, { status: 'delivered' });
    const delivered = await getMemberOrder(db(), a, id);
    expect(delivered).toMatchObject({ status: 'delivered', carrier: 'SF Express', tracking_number: 'SF1234567890' });
    expect(delivered.timeline.filter((s) => s.reached_at).map((s) => s.status)).toEqual(['inquiry', 'quoted', 'proof', 'production', 'shipped', 'delivered']);
    expect(delivered.can.reorder).toBe(true);

    const again = await reorder(db(), a, id);
    const copy = await getMemberOrder(db(), a, again.id);
    expect(copy).toMatchObject({ status: 'inquiry', quantity: 250, title: delivered.title, reorder_of: { id, reference: delivered.reference }, quote: null });
    expect(copy.spec).toEqual(delivered.spec);
    expect(copy.files.map((f) => f.handle)).toEqual(delivered.files.map((f) => f.handle));
    // The list marks a reorder with the order it repeats.
    expect((await listMemberOrders(db(), a, { status: '', page: 1 })).list.find((o) => o.id === again.id)?.reorder_of_reference).toBe(delivered.reference);
    // Shipping without a ship-to address is allowed (staff may have it another way); the back office warns (README).
    expect(delivered.ship_to).toBeNull();

    // Every staff write is audited with before and after.
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))));
    expect(audits.map((r) => r.action).sort()).toEqual(['order.move', 'order.move', 'order.move', 'order.proof', 'order.proof', 'order.quote']);
    expect(audits.find((r) => r.action === 'order.quote')).toMatchObject({
      before: expect.objectContaining({ status: 'inquiry', unit_price: null }),
      after: expect.objectContaining({ status: 'quoted', unit_price: 235 }),
    });
  });

  it('keeps the back office to sales and admin: members and editors get 404, nothing changed', async () => {
    const d = await design(a);
    const { id } = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 10, note: '' });
    const before = await snapshot(id);
    const at = before.order.updatedAt;
    for (const who of [a, editor]) {
      expect(await statusOf(listAdminOrders(db(), who, ALL_ORDERS))).toBe(404);
      expect(await statusOf(getAdminOrder(db(), who, id))).toBe(404);
      expect(
        await statusOf(
          setQuote(db(), who, id, {
            currency: 'CNY',
            breaks: [{ unitPrice: 1, quantity: 1 }],
            extras: [],
            sampleFee: 0,
            shippingFee: 0,
            leadTimeDays: null,
            note: '',
            expectedUpdatedAt: at,
          }),
        ),
      ).toBe(404);
      expect(await statusOf(moveOrder(db(), who, id, { status: 'cancelled', note: '', carrier: '', trackingNumber: '', expectedUpdatedAt: at }))).toBe(404);
      expect(await statusOf(uploadProof(id, '', who))).toBe(404);
    }
    expect(await statusOf(getAdminOrder(db(), null, id))).toBe(401);
    expect(await snapshot(id)).toEqual(before);
    expect(await statusOf(getAdminOrder(db(), admin, id))).toBe('ok');
    expect(await statusOf(getAdminOrder(db(), sales, 999_999))).toBe(404);
  });

  it('refuses a stale save (409) and a move the machine does not allow (400)', async () => {
    const d = await design(a);
    const { id } = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 10, note: '' });
    const stale = (await fresh(id)).updatedAt;
    await quote(id);
    expect(
      await statusOf(
        setQuote(db(), sales, id, {
          currency: 'CNY',
          breaks: [{ unitPrice: 1, quantity: 1 }],
          extras: [],
          sampleFee: 0,
          shippingFee: 0,
          leadTimeDays: null,
          note: '',
          expectedUpdatedAt: stale,
        }),
      ),
    ).toBe(409);
    expect(await statusOf(move(id, { status: 'delivered' }))).toBe(400);
    expect(await statusOf(move(id, { status: 'proof' }))).toBe(400);
    // A revised quote waits for the member again.
    await decideQuote(db(), a, id, { decision: 'declined', note: 'Too dear' });
    const revised = await quote(id, { unitPrice: 199 });
    expect(revised.quote).toMatchObject({ unit_price: 199, decision: null });
    await move(id, { status: 'cancelled', note: 'Buyer went elsewhere' });
    expect((await getMemberOrder(db(), a, id)).timeline.at(-1)).toMatchObject({ status: 'cancelled', current: true });
  });

  it('searches and filters the back office list', async () => {
    const d = await design(b, { name: 'Hard EVA camera case' });
    const { id, reference } = await createOrderFromDesign(db(), b, { designId: d.id, quantity: 10, note: '' });
    const find = async (keyword: string) => (await listAdminOrders(db(), sales, { ...ALL_ORDERS, keyword })).list.map((o) => o.id);
    expect(await find(reference)).toEqual([id]);
    expect(await find('camera')).toEqual([id]);
    expect(await find('buyer.bob')).toContain(id);
    expect(await find('nothing-like-this')).toEqual([]);
    const byStatus = await listAdminOrders(db(), sales, { ...ALL_ORDERS, status: 'delivered' });
    expect(byStatus.list.every((o) => o.status === 'delivered')).toBe(true);
    const page = await listAdminOrders(db(), sales, { ...ALL_ORDERS, member: b.user.id });
    expect(page.list.every((o) => o.member.id === b.user.id)).toBe(true);
  });

  it('keeps nothing of a proof refused for its type or its order', async () => {
    const d = await design(a);
    const { id } = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 10, note: '' });
    await quote(id);
    await decideQuote(db(), a, id, { decision: 'accepted', note: '' });
    const [{ n: filesBefore }] = await db().select({ n: count() }).from(storedFiles);
    const exe = new Request('http://localhost/x', { method: 'POST', body: new Uint8Array(Buffer.from('MZ\x90\x00 not a picture')) });
    expect(await statusOf(addProof(db(), sales, id, exe, { client, name: 'proof.pdf', note: '' }))).toBe(415);
    const [{ n: filesAfter }] = await db().select({ n: count() }).from(storedFiles);
    expect(filesAfter).toBe(filesBefore);
    const png = new Request('http://localhost/x', { method: 'POST', body: new Uint8Array(await samplePng()) });
    const sent = await addProof(db(), sales, id, png, { client, name: 'layout.png', note: '' });
    expect(sent.proofs[0].file.name).toBe('layout.png');
  });
});
