/** @jest-environment node */
import { ORDER_REQUESTS } from '@/lib/config';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { addresses, auditLog, consultAttachments, consultRequests, designFiles, designs, orderEvents, orderFiles, orders, proofs, storedFiles, users } from '@/lib/server/db/schema';
import { samplePdf, samplePng } from '@/lib/server/files/samples';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import type { MoveInput, QuoteInput } from '@/lib/validation/orders';
import { validateMove, validateProofDecision, validateQuote } from '@/lib/validation/orders';
import { canMove, moveProblem, NEXT_STATUS, openMoves } from './flow';
import { ORDER_REFERENCE_PATTERN } from './reference';
import {
  addProof,
  claimLeadsAsOrders,
  createOrderFromDesign,
  decideProof,
  decideQuote,
  getAdminOrder,
  getMemberOrder,
  listAdminOrders,
  listMemberOrders,
  listMemberProofs,
  moveOrder,
  reorder,
  setQuote,
  setShipTo,
  timelineOf,
} from './service';

jest.setTimeout(120_000);

describe('the order state machine', () => {
  it('goes forward one step at a time, the sample optional, cancelled before shipping only', () => {
    expect(canMove('inquiry', 'quoted')).toBe(true);
    expect(canMove('quoted', 'sample')).toBe(true);
    expect(canMove('quoted', 'proof')).toBe(true);
    expect(canMove('sample', 'proof')).toBe(true);
    expect(canMove('proof', 'production')).toBe(true);
    expect(canMove('production', 'shipped')).toBe(true);
    expect(canMove('shipped', 'delivered')).toBe(true);
    expect(canMove('delivered', 'closed')).toBe(true);
    expect(canMove('inquiry', 'production')).toBe(false);
    expect(canMove('quoted', 'production')).toBe(false);
    expect(canMove('delivered', 'inquiry')).toBe(false);
    for (const from of ['inquiry', 'quoted', 'sample', 'proof', 'production'] as const) expect(canMove(from, 'cancelled')).toBe(true);
    for (const from of ['shipped', 'delivered', 'closed', 'cancelled'] as const) expect(canMove(from, 'cancelled')).toBe(false);
    expect(NEXT_STATUS.closed).toEqual([]);
    expect(NEXT_STATUS.cancelled).toEqual([]);
  });

  it('checks each move’s condition: a quote, its acceptance, an approved proof, tracking', () => {
    const facts = { hasQuote: false, quoteDecision: null, latestProof: null, shipping: { carrier: '', trackingNumber: '' } } as const;
    expect(moveProblem('inquiry', 'quoted', facts)).toBe('needsQuote');
    expect(moveProblem('quoted', 'proof', { ...facts, hasQuote: true })).toBe('needsAcceptance');
    expect(moveProblem('quoted', 'proof', { ...facts, hasQuote: true, quoteDecision: 'accepted' })).toBeNull();
    expect(moveProblem('proof', 'production', { ...facts, latestProof: 'changes_requested' })).toBe('needsApprovedProof');
    expect(moveProblem('proof', 'production', { ...facts, latestProof: 'approved' })).toBeNull();
    expect(moveProblem('production', 'shipped', facts)).toBe('needsTracking');
    expect(moveProblem('production', 'shipped', { ...facts, shipping: { carrier: 'SF', trackingNumber: 'SF1' } })).toBeNull();
    expect(moveProblem('shipped', 'inquiry', facts)).toBe('badTransition');
    expect(openMoves('quoted', { hasQuote: true, quoteDecision: null, latestProof: null })).toEqual(['cancelled']);
    expect(openMoves('quoted', { hasQuote: true, quoteDecision: 'accepted', latestProof: null })).toEqual(['sample', 'proof', 'cancelled']);
  });

  it('draws a timeline of the reached steps with their dates, the skipped sample left out', () => {
    const at = (d: number) => new Date(Date.UTC(2026, 0, d));
    const events = [
      { kind: 'status', status: 'inquiry' as const, createdAt: at(1) },
      { kind: 'quote', status: null, createdAt: at(2) },
      { kind: 'status', status: 'quoted' as const, createdAt: at(2) },
      { kind: 'status', status: 'proof' as const, createdAt: at(5) },
    ];
    const steps = timelineOf('proof', events);
    expect(steps.map((s) => s.status)).toEqual(['inquiry', 'quoted', 'proof', 'production', 'shipped', 'delivered', 'closed']);
    expect(steps.find((s) => s.current)?.status).toBe('proof');
    expect(steps[2].reached_at).toBe(at(5).toISOString());
    expect(steps[3].reached_at).toBeNull();
    expect(timelineOf('quoted', events.slice(0, 3)).map((s) => s.status)).toContain('sample');
    expect(timelineOf('cancelled', [...events, { kind: 'status', status: 'cancelled' as const, createdAt: at(6) }]).map((s) => s.status)).toEqual([
      'inquiry',
      'quoted',
      'proof',
      'cancelled',
    ]);
  });
});

describe('the inputs of orders', () => {
  it('reads a quote in major units into minor units of its currency', () => {
    const q = validateQuote({ currency: 'USD', unit_price: '2.35', quantity: '500', sample_fee: '40', shipping_fee: '', lead_time_days: '20', updated_at: '2026-01-01T00:00:00.000Z' });
    expect(q.ok && q.value).toMatchObject({ currency: 'USD', unitPrice: 235, quantity: 500, sampleFee: 4000, shippingFee: 0, leadTimeDays: 20 });
    const jpy = validateQuote({ currency: 'JPY', unit_price: '2.5', quantity: 1, updated_at: '2026-01-01T00:00:00Z' });
    expect(jpy.ok ? null : jpy.errors).toEqual({ unit_price: expect.objectContaining({ key: 'invalid' }) });
    const bad = validateQuote({ currency: 'XXX', unit_price: '', quantity: '-1' });
    expect(bad.ok ? null : Object.keys(bad.errors).sort()).toEqual(['currency', 'quantity', 'unit_price']);
    // A wrong amount is reported together with another field's mistake, not one round later.
    const both = validateQuote({ currency: 'USD', unit_price: 'abc', quantity: 0, updated_at: '2026-01-01T00:00:00Z' });
    expect(both.ok ? null : Object.keys(both.errors).sort()).toEqual(['quantity', 'unit_price']);
    // Each amount within its limit, but a total past what the statement can sum exactly.
    const huge = validateQuote({ currency: 'USD', unit_price: '9999999', quantity: 9_999_999, updated_at: '2026-01-01T00:00:00Z' });
    expect(huge.ok ? null : huge.errors).toEqual({ unit_price: expect.objectContaining({ key: 'invalid' }) });
    expect(validateQuote({ currency: 'USD', unit_price: '9999999', quantity: 1000, updated_at: '2026-01-01T00:00:00Z' }).ok).toBe(true);
  });

  it('needs a note to ask for changes, and carrier and tracking to ship', () => {
    expect(validateProofDecision({ decision: 'changes', note: ' ' })).toEqual({ ok: false, errors: { note: { key: 'required' } } });
    expect(validateProofDecision({ decision: 'approve' }).ok).toBe(true);
    expect(validateProofDecision({ decision: 'maybe' }).ok).toBe(false);
    const ship = validateMove({ status: 'shipped', updated_at: '2026-01-01T00:00:00Z' });
    expect(ship.ok ? null : Object.keys(ship.errors).sort()).toEqual(['carrier', 'tracking_number']);
  });
});

/** A lead's reference of the consult form's shape, one per number (the alphabet has no 0, 1, I, L or O). */
function leadReference(n: number): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  let code = '';
  for (let rest = n, i = 0; i < 4; i += 1, rest = Math.floor(rest / alphabet.length)) code = alphabet[rest % alphabet.length] + code;
  return `HX-2601-${code}`;
}

describe.each(testDatabases())('orders and proofs on $name', ({ name, open }) => {
  let opened: OpenedDatabase;
  let dir: string;
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  let editor: Actor;
  let admin: Actor;
  const client = { address: '203.0.113.9', userAgent: 'jest' };
  const db = () => opened.db;

  beforeAll(async () => {
    opened = await open();
    dir = await mkdtemp(path.join(os.tmpdir(), 'orders-files-'));
    setStorage(new LocalDiskStorage(dir));
    a = await actorWith(opened.db, 'buyer.ann', ['member']);
    b = await actorWith(opened.db, 'buyer.bob', ['member']);
    sales = await actorWith(opened.db, 'sally.sales', ['member', 'sales']);
    editor = await actorWith(opened.db, 'eddie.editor', ['member', 'editor']);
    admin = await actorWith(opened.db, 'ada.admin', ['member', 'admin']);
  });
  afterAll(async () => {
    // The proofs' thumbnails are made in the background: let them finish before the folder goes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    setStorage(undefined);
    await opened?.close();
    if (dir) await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  let fileSeq = 0;
  async function memberFile(owner: Actor) {
    fileSeq += 1;
    const [file] = await db()
      .insert(storedFiles)
      .values({ handle: fileSeq.toString(16).padStart(32, 'a'), storageKey: `files/member/x${fileSeq}`, purpose: 'member', name: `logo-${fileSeq}.pdf`, mime: 'application/pdf', bytes: 1000, sha256: 'x', ownerId: owner.user.id })
      .returning();
    return file;
  }

  async function design(owner: Actor, patch: Partial<typeof designs.$inferInsert> = {}) {
    const [row] = await db()
      .insert(designs)
      .values({ memberId: owner.user.id, name: 'Neoprene pouch, blue', size: '20 × 12 cm', material: 'Neoprene 3 mm', colours: ['navy', 'white'], printMethod: 'Screen print', logoPlacement: 'Front centre', quantity: 300, notes: 'Zip pull in white', ...patch })
      .returning();
    const file = await memberFile(owner);
    await db().insert(designFiles).values({ designId: row.id, fileId: file.id, sort: 0 });
    return row;
  }

  const fresh = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const quote = async (id: number, patch: Partial<QuoteInput> = {}) =>
    setQuote(db(), sales, id, { currency: 'USD', unitPrice: 235, quantity: 300, sampleFee: 4000, shippingFee: 12000, leadTimeDays: 20, note: 'FOB Shenzhen', expectedUpdatedAt: (await fresh(id)).updatedAt, ...patch });
  const move = async (id: number, patch: Partial<MoveInput> & { status: MoveInput['status'] }) =>
    moveOrder(db(), sales, id, { note: '', carrier: '', trackingNumber: '', expectedUpdatedAt: (await fresh(id)).updatedAt, ...patch });
  const uploadProof = async (id: number, note = 'Logo 40 mm wide', who: Actor = sales) =>
    addProof(db(), who, id, new Request('http://localhost/x', { method: 'POST', body: new Uint8Array(samplePdf()) }), { client, name: 'proof.pdf', note });
  const snapshot = async (id: number) => ({
    order: await fresh(id),
    events: (await db().select({ n: count() }).from(orderEvents).where(eq(orderEvents.orderId, id)))[0].n,
    proofs: await db().select().from(proofs).where(eq(proofs.orderId, id)).orderBy(proofs.id),
  });

  it('makes an inquiry from the member’s design, copying its spec and files', async () => {
    const d = await design(a);
    const created = await createOrderFromDesign(db(), a, { designId: d.id, quantity: null, note: 'Need them by May' });
    expect(created.reference).toMatch(ORDER_REFERENCE_PATTERN);
    const order = await getMemberOrder(db(), a, created.id);
    expect(order).toMatchObject({ status: 'inquiry', quantity: 300, title: 'Neoprene pouch, blue', member_note: 'Need them by May', design_id: d.id, quote: null });
    expect(order.spec).toEqual({ size: '20 × 12 cm', material: 'Neoprene 3 mm', colours: ['navy', 'white'], print_method: 'Screen print', logo_placement: 'Front centre', notes: 'Zip pull in white' });
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
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))));
    expect(audits.map((r) => r.action).sort()).toEqual(['order.move', 'order.move', 'order.move', 'order.proof', 'order.proof', 'order.quote']);
    expect(audits.find((r) => r.action === 'order.quote')).toMatchObject({ before: expect.objectContaining({ status: 'inquiry', unit_price: null }), after: expect.objectContaining({ status: 'quoted', unit_price: 235 }) });
  });

  it('keeps the ship-to address the member chose, their own only, until the order ships', async () => {
    const address = async (owner: Actor, patch: Partial<typeof addresses.$inferInsert> = {}) =>
      (
        await db()
          .insert(addresses)
          .values({ memberId: owner.user.id, kind: 'shipping', recipient: 'Lena Vogel', phone: '+49301234567', country: 'DE', line1: 'Torstraße 12', city: 'Berlin', postalCode: '10119', ...patch })
          .returning()
      )[0];
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

  it('keeps the back office to sales and admin: members and editors get 404, nothing changed', async () => {
    const d = await design(a);
    const { id } = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 10, note: '' });
    const before = await snapshot(id);
    const at = before.order.updatedAt;
    for (const who of [a, editor]) {
      expect(await statusOf(listAdminOrders(db(), who, { status: null, keyword: '', member: null, page: 1 }))).toBe(404);
      expect(await statusOf(getAdminOrder(db(), who, id))).toBe(404);
      expect(await statusOf(setQuote(db(), who, id, { currency: 'CNY', unitPrice: 1, quantity: 1, sampleFee: 0, shippingFee: 0, leadTimeDays: null, note: '', expectedUpdatedAt: at }))).toBe(404);
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
    expect(await statusOf(setQuote(db(), sales, id, { currency: 'CNY', unitPrice: 1, quantity: 1, sampleFee: 0, shippingFee: 0, leadTimeDays: null, note: '', expectedUpdatedAt: stale }))).toBe(409);
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
    const find = async (keyword: string) => (await listAdminOrders(db(), sales, { status: null, keyword, member: null, page: 1 })).list.map((o) => o.id);
    expect(await find(reference)).toEqual([id]);
    expect(await find('camera')).toEqual([id]);
    expect(await find('buyer.bob')).toContain(id);
    expect(await find('nothing-like-this')).toEqual([]);
    const byStatus = await listAdminOrders(db(), sales, { status: 'delivered', keyword: '', member: null, page: 1 });
    expect(byStatus.list.every((o) => o.status === 'delivered')).toBe(true);
    const page = await listAdminOrders(db(), sales, { status: null, keyword: '', member: b.user.id, page: 1 });
    expect(page.list.every((o) => o.member.id === b.user.id)).toBe(true);
  });

  it('shows a member’s leads as inquiries: sent while logged in, or from their verified e-mail, once', async () => {
    const carol = await actorWith(db(), 'buyer.carol', ['member']);
    await db().update(users).set({ email: 'Carol@Example.com' }).where(eq(users.id, carol.user.id));
    const lead = (values: Partial<typeof consultRequests.$inferInsert>) =>
      db()
        .insert(consultRequests)
        .values({ reference: leadReference(++fileSeq), name: 'Carol', email: 'carol@example.com', message: 'We need 500 laptop sleeves\nwith our logo', locale: 'en', ...values })
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
