/** @jest-environment node */
import { ORDER_REQUESTS } from '@/lib/config';
import { count, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import { addresses, consultAttachments, consultRequests, designFiles, designs, orderEvents, orderFiles, orders, storedFiles, users } from '@/lib/server/db/schema';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { ORDER_REFERENCE_PATTERN } from './reference';
import { claimLeadsAsOrders } from './leads';
import { getAdminOrder } from './manage';
import { createOrderFromDesign, decideProof, decideQuote, getMemberOrder, listMemberOrders, listMemberProofs, reorder, setShipTo } from './service';
import { ordersWorld } from './testing';

jest.setTimeout(120_000);

/** A lead's reference of the consult form's shape, one per number (the alphabet has no 0, 1, I, L or O). */
function leadReference(n: number): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  let code = '';
  for (let rest = n, i = 0; i < 4; i += 1, rest = Math.floor(rest / alphabet.length)) code = alphabet[rest % alphabet.length] + code;
  return `HX-2601-${code}`;
}

describe.each(testDatabases())('the member’s orders and proofs on $name', ({ name, open }) => {
  const { db, nextSeq, memberFile, design, fresh, quote, move, uploadProof, snapshot, address, ...world } = ordersWorld(open);
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  beforeAll(() => {
    ({ a, b, sales } = world.actors());
  });

  it('makes an inquiry from the member’s design, copying its spec and files', async () => {
    const d = await design(a);
    const created = await createOrderFromDesign(db(), a, { designId: d.id, quantity: null, note: 'Need them by May' });
    expect(created.reference).toMatch(ORDER_REFERENCE_PATTERN);
    const order = await getMemberOrder(db(), a, created.id);
    expect(order).toMatchObject({ status: 'inquiry', quantity: 300, title: 'Neoprene pouch, blue', member_note: 'Need them by May', design_id: d.id, quote: null });
    expect(order.spec).toEqual({
      size: '20 × 12 cm',
      material: 'Neoprene 3 mm',
      colours: ['navy', 'white'],
      print_method: 'Screen print',
      logo_placement: 'Front centre',
      notes: 'Zip pull in white',
    });
    expect(order.files).toHaveLength(1);
    expect(order.files[0].url).toMatch(/^\/basic-api\/v1\/files\/[0-9a-f]{32}$/);
    expect(order.timeline[0]).toMatchObject({ status: 'inquiry', current: true });
    expect(order.timeline[0].reached_at).not.toBeNull();
    // The design changes later: the order keeps what was requested.
    await db().update(designs).set({ material: 'EVA' }).where(eq(designs.id, d.id));
    expect((await getMemberOrder(db(), a, created.id)).spec.material).toBe('Neoprene 3 mm');
  });

  it('refuses another member’s design (404) and a design without a quantity', async () => {
    const d = await design(b);
    expect(await statusOf(createOrderFromDesign(db(), a, { designId: d.id, quantity: 10, note: '' }))).toBe(404);
    const noQty = await design(a, { quantity: null });
    expect(await statusOf(createOrderFromDesign(db(), a, { designId: noQty.id, quantity: null, note: '' }))).toBe(400);
    expect(await statusOf(createOrderFromDesign(db(), null, { designId: noQty.id, quantity: 5, note: '' }))).toBe(401);
  });

  it('limits a member to ORDER_REQUESTS.max quote requests an hour (429, no order made), reorders counted too', async () => {
    const c = await actorWith(db(), `buyer.flood.${name}`, ['member']);
    const d = await design(c);
    for (let i = 0; i < ORDER_REQUESTS.max; i += 1) expect(await statusOf(createOrderFromDesign(db(), c, { designId: d.id, quantity: 10, note: '' }))).toBe('ok');
    const before = (await db().select({ n: count() }).from(orders).where(eq(orders.memberId, c.user.id)))[0].n;
    expect(await statusOf(createOrderFromDesign(db(), c, { designId: d.id, quantity: 10, note: '' }))).toBe(429);
    expect((await db().select({ n: count() }).from(orders).where(eq(orders.memberId, c.user.id)))[0].n).toBe(before);
    // Member A's own budget is untouched by C's.
    expect(await statusOf(createOrderFromDesign(db(), a, { designId: (await design(a)).id, quantity: 10, note: '' }))).toBe('ok');
  });

  it('requests a quote while the design’s file is being deleted: the order comes without it, not a 500', async () => {
    // PostgreSQL only: PGlite has one connection, so two transactions cannot overlap there.
    if (name !== 'postgres') return;
    const d = await design(a);
    const [{ fileId }] = await db().select({ fileId: designFiles.fileId }).from(designFiles).where(eq(designFiles.designId, d.id));
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let locked!: () => void;
    const hasLock = new Promise<void>((resolve) => (locked = resolve));
    // What DELETE /user/files/{handle} does, held open before its commit.
    const deleting = db().transaction(async (tx) => {
      await tx.select().from(storedFiles).where(eq(storedFiles.id, fileId)).for('update');
      await tx.delete(designFiles).where(eq(designFiles.fileId, fileId));
      await tx.delete(storedFiles).where(eq(storedFiles.id, fileId));
      locked();
      await held;
    });
    await hasLock;
    const creating = statusOf(createOrderFromDesign(db(), a, { designId: d.id, quantity: 10, note: '' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await deleting;
    expect(await creating).toBe('ok');
    const [order] = await db().select().from(orders).where(eq(orders.designId, d.id));
    expect(await db().select().from(orderFiles).where(eq(orderFiles.orderId, order.id))).toEqual([]);
  });

  it('draws another reference when one is taken', async () => {
    const d = await design(a);
    const first = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 1, note: '' });
    const draws = [first.reference, first.reference, 'HO-2601-ZZZZ'];
    const second = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 1, note: '' }, { reference: () => draws.shift()! });
    expect(second.reference).toBe('HO-2601-ZZZZ');
  });

  it('keeps the ship-to address the member chose, their own only, until the order ships', async () => {
    const home = await address(a, { isDefault: true });
    const depot = await address(a, { recipient: 'Depot Hamburg', city: 'Hamburg', postalCode: '20095' });
    const bill = await address(a, { kind: 'billing', isDefault: true });
    const bobs = await address(b, { isDefault: true, recipient: 'Bob' });
    const d = await design(a);
    const { id } = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 300, note: '' });
    expect((await getMemberOrder(db(), a, id)).ship_to).toBeNull();
    expect((await getMemberOrder(db(), a, id)).can.choose_ship_to).toBe(true);
    await quote(id);
    // Accepting presets the default ship-to address.
    const accepted = await decideQuote(db(), a, id, { decision: 'accepted', note: '' });
    expect(accepted.ship_to).toMatchObject({ address_id: home.id, recipient: 'Lena Vogel', city: 'Berlin', postal_code: '10119', country: 'DE' });
    const chosen = await setShipTo(db(), a, id, { addressId: depot.id });
    expect(chosen.ship_to).toMatchObject({ address_id: depot.id, recipient: 'Depot Hamburg', city: 'Hamburg' });
    expect(chosen.events.filter((e) => e.kind === 'ship_to')).toHaveLength(2);
    // A copy: the address book may change later.
    await db().update(addresses).set({ city: 'Bremen' }).where(eq(addresses.id, depot.id));
    expect((await getAdminOrder(db(), sales, id)).ship_to).toMatchObject({ address_id: depot.id, city: 'Hamburg' });
    // Member B's address, a bill-to address, an unknown one; member B on A's order: 404, nothing changed.
    const before = await snapshot(id);
    expect(await statusOf(setShipTo(db(), a, id, { addressId: bobs.id }))).toBe(404);
    expect(await statusOf(setShipTo(db(), a, id, { addressId: bill.id }))).toBe(404);
    expect(await statusOf(setShipTo(db(), a, id, { addressId: 999_999 }))).toBe(404);
    expect(await statusOf(setShipTo(db(), b, id, { addressId: bobs.id }))).toBe(404);
    expect(await statusOf(setShipTo(db(), null, id, { addressId: home.id }))).toBe(401);
    expect(await snapshot(id)).toEqual(before);
    // Once shipped it is fixed (400, nothing changed).
    const v1 = await uploadProof(id);
    await decideProof(db(), a, id, v1.proofs[0].id, { decision: 'approve', note: '' });
    await move(id, { status: 'production' });
    await move(id, { status: 'shipped', carrier: 'DHL', trackingNumber: 'DHL1' });
    const shipped = await snapshot(id);
    expect(await statusOf(setShipTo(db(), a, id, { addressId: home.id }))).toBe(400);
    expect(await snapshot(id)).toEqual(shipped);
    expect((await getMemberOrder(db(), a, id)).can.choose_ship_to).toBe(false);
  });

  it('lists the member’s proofs across orders, waiting ones first (/manuscript)', async () => {
    const d = await design(a);
    const { id } = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 10, note: '' });
    await quote(id);
    await decideQuote(db(), a, id, { decision: 'accepted', note: '' });
    await move(id, { status: 'sample' });
    await uploadProof(id);
    const list = await listMemberProofs(db(), a);
    expect(list[0]).toMatchObject({ waiting: true, order: { id } });
    expect(list.filter((p) => p.waiting).every((p) => p.status === 'pending' && p.latest)).toBe(true);
    expect(list.some((p) => !p.waiting)).toBe(true);
    expect(await listMemberProofs(db(), b)).toEqual([]);
  });

  it('lets one of two simultaneous decisions win', async () => {
    const d = await design(a);
    const { id } = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 10, note: '' });
    await quote(id);
    const quoteAnswers = await Promise.all([
      statusOf(decideQuote(db(), a, id, { decision: 'accepted', note: '' })),
      statusOf(decideQuote(db(), a, id, { decision: 'declined', note: '' })),
    ]);
    expect(quoteAnswers.sort()).toEqual([409, 'ok']);
    await db().update(orders).set({ quoteDecision: 'accepted' }).where(eq(orders.id, id));
    const v1 = await uploadProof(id);
    const answers = await Promise.all([
      statusOf(decideProof(db(), a, id, v1.proofs[0].id, { decision: 'approve', note: '' })),
      statusOf(decideProof(db(), a, id, v1.proofs[0].id, { decision: 'approve', note: '' })),
      statusOf(decideProof(db(), a, id, v1.proofs[0].id, { decision: 'changes', note: 'no' })),
    ]);
    expect(answers.filter((s) => s === 'ok')).toHaveLength(1);
    expect(answers.filter((s) => s === 409)).toHaveLength(2);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.filter((e) => e.kind === 'proof_approved' || e.kind === 'proof_changes')).toHaveLength(1);
  });

  it('gives member B nothing of member A’s orders: 404 on every call, nothing changed', async () => {
    const d = await design(a);
    const { id } = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 10, note: '' });
    await quote(id);
    await decideQuote(db(), a, id, { decision: 'accepted', note: '' });
    const v1 = await uploadProof(id);
    const proofId = v1.proofs[0].id;
    const before = await snapshot(id);
    expect(await statusOf(getMemberOrder(db(), b, id))).toBe(404);
    expect(await statusOf(decideQuote(db(), b, id, { decision: 'declined', note: '' }))).toBe(404);
    expect(await statusOf(decideProof(db(), b, id, proofId, { decision: 'approve', note: '' }))).toBe(404);
    expect(await statusOf(decideProof(db(), b, id, proofId, { decision: 'changes', note: 'x' }))).toBe(404);
    expect(await statusOf(reorder(db(), b, id))).toBe(404);
    // A's own proof id on another of A's orders is unknown there too.
    const other = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 10, note: '' });
    expect(await statusOf(decideProof(db(), a, other.id, proofId, { decision: 'approve', note: '' }))).toBe(404);
    expect((await listMemberOrders(db(), b, { status: '', page: 1 })).list.map((o) => o.id)).not.toContain(id);
    expect((await listMemberProofs(db(), b)).map((p) => p.id)).not.toContain(proofId);
    expect(await snapshot(id)).toEqual(before);
    // Nobody: 401.
    expect(await statusOf(getMemberOrder(db(), null, id))).toBe(401);
    expect(await statusOf(listMemberOrders(db(), null, { status: '', page: 1 }))).toBe(401);
  });

  it('shows a member’s leads as inquiries: sent while logged in, or from their verified e-mail, once', async () => {
    const carol = await actorWith(db(), 'buyer.carol', ['member']);
    await db().update(users).set({ email: 'Carol@Example.com' }).where(eq(users.id, carol.user.id));
    const lead = (values: Partial<typeof consultRequests.$inferInsert>) =>
      db()
        .insert(consultRequests)
        .values({ reference: leadReference(nextSeq()), name: 'Carol', email: 'carol@example.com', message: 'We need 500 laptop sleeves\nwith our logo', locale: 'en', ...values })
        .returning()
        .then((r) => r[0]);
    const byEmail = await lead({ quantity: 500 });
    const file = await memberFile(carol);
    await db().update(storedFiles).set({ purpose: 'inquiry', ownerId: null }).where(eq(storedFiles.id, file.id));
    await db().insert(consultAttachments).values({ consultId: byEmail.id, fileId: file.id });
    const spam = await lead({ status: 'spam' });
    const someoneElses = await lead({ userId: b.user.id });

    // Not verified yet: the e-mail proves nothing.
    expect((await listMemberOrders(db(), carol, { status: '', page: 1 })).total).toBe(0);
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, carol.user.id));
    const sessionLead = await lead({ email: 'other@example.com', userId: carol.user.id });
    const [first, second] = await Promise.all([claimLeadsAsOrders(db(), carol.user.id), claimLeadsAsOrders(db(), carol.user.id)]);
    expect(first + second).toBe(2);
    expect(await claimLeadsAsOrders(db(), carol.user.id)).toBe(0);
    const page = await listMemberOrders(db(), carol, { status: '', page: 1 });
    expect(page.list.map((o) => o.lead_reference).sort()).toEqual([byEmail.reference, sessionLead.reference].sort());
    // The counts per status are the member's own: only the statuses their orders have.
    expect(page.by_status).toEqual({ inquiry: 2 });
    const fromLead = page.list.find((o) => o.lead_reference === byEmail.reference)!;
    expect(fromLead).toMatchObject({ status: 'inquiry', quantity: 500, title: 'We need 500 laptop sleeves' });
    const detail = await getMemberOrder(db(), carol, fromLead.id);
    expect(detail.lead).toMatchObject({ reference: byEmail.reference, message: byEmail.message });
    expect(detail.timeline[0].reached_at).toBe(byEmail.createdAt.toISOString());
    // The anonymous lead's file comes with it: listed for the member (who may download it, see
    // files/access.test.ts) and for staff.
    expect(detail.files.map((f) => f.handle)).toEqual([file.handle]);
    expect((await getAdminOrder(db(), sales, fromLead.id)).files).toHaveLength(1);
    const claimed = await db().select({ lead: orders.leadId }).from(orders).where(eq(orders.memberId, carol.user.id));
    expect(claimed.map((r) => r.lead)).not.toContain(spam.id);
    expect(claimed.map((r) => r.lead)).not.toContain(someoneElses.id);
    expect((await db().select({ n: count() }).from(orderFiles).where(eq(orderFiles.orderId, fromLead.id)))[0].n).toBe(1);
    // Opening the list is enough: a lead sent later from the member's session, or from their
    // verified e-mail, is on the next view (its count too), and is made an order once.
    const fresh = { ...carol, user: (await db().select().from(users).where(eq(users.id, carol.user.id)))[0] };
    const later = [await lead({ email: 'other@example.com', userId: carol.user.id }), await lead({ email: 'CAROL@example.com' })];
    const next = await listMemberOrders(db(), fresh, { status: '', page: 1 });
    expect(next.total).toBe(4);
    expect(next.list.map((o) => o.lead_reference)).toEqual(expect.arrayContaining(later.map((l) => l.reference)));
    expect((await listMemberOrders(db(), fresh, { status: '', page: 1 })).total).toBe(4);
  });
});
