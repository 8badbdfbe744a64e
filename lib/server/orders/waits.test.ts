/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { ALL_ORDERS, type AdminOrderQuery } from '@/lib/api/contract/orders';
import { orderAssignSchema, type TurnFilter } from '@/lib/api/contract/orders-staff';
import type { Actor } from '@/lib/server/access';
import { auditLog, consultRequests, orders, users } from '@/lib/server/db/schema';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { validate } from '@/lib/validation/kit';
import { claimLeadsAsOrders } from './leads';
import { getAdminOrder, listAdminOrders } from './manage';
import { assignOrder, orderTurnCounts } from './manage-assignee';
import { answerSample } from './manage-samples';
import { requestSample } from './samples';
import { createOrderFromDesign, decideProof, decideQuote, getMemberOrder, reorder } from './service';
import { ordersWorld } from './testing';

jest.setTimeout(120_000);

describe.each(testDatabases())('who looks after an order, and what waits on us, on $name', ({ open }) => {
  const { db, design, fresh, quote, move, uploadProof, address, ...world } = ordersWorld(open);
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  let editor: Actor;
  let admin: Actor;
  beforeAll(() => {
    ({ a, b, sales, editor, admin } = world.actors());
  });

  const list = (query: Partial<AdminOrderQuery>, by: Actor = sales) => listAdminOrders(db(), by, { ...ALL_ORDERS, ...query });
  const ids = async (query: Partial<AdminOrderQuery>, by: Actor = sales) => (await list(query, by)).list.map((o) => o.id);
  /** The order's step of ours as the list shows it, checked against every filter and the counts. */
  async function turnOf(id: number) {
    const row = (await list({ member: (await fresh(id)).memberId })).list.find((o) => o.id === id)!;
    const counts = await orderTurnCounts(db(), sales);
    for (const turn of ['ours', 'sample', 'quote', 'proof', 'start', 'production'] satisfies TurnFilter[]) {
      const found = await list({ turn });
      expect(found.list.some((o) => o.id === id)).toBe(turn === 'ours' ? row.our_turn !== null : row.our_turn === turn);
      expect(found.total).toBe(turn === 'ours' ? counts.ours : counts.turns[turn]);
    }
    return row.our_turn;
  }

  it('says whose turn it is at each step: a quote to send or revise, a start, a new proof, production', async () => {
    const { id } = await createOrderFromDesign(db(), a, { designId: (await design(a)).id, quantity: 300, note: '' });
    expect(await turnOf(id)).toBe('quote');
    await quote(id);
    expect(await turnOf(id)).toBeNull();
    await decideQuote(db(), a, id, { decision: 'declined', note: 'Too dear' });
    expect(await turnOf(id)).toBe('quote');
    await quote(id, { unitPrice: 210 });
    expect(await turnOf(id)).toBeNull();
    await decideQuote(db(), a, id, { decision: 'accepted', note: '' });
    expect(await turnOf(id)).toBe('start');
    const v1 = await uploadProof(id);
    expect(await turnOf(id)).toBeNull();
    await decideProof(db(), a, id, v1.proofs[0].id, { decision: 'changes', note: 'Bigger logo' });
    expect(await turnOf(id)).toBe('proof');
    const v2 = await uploadProof(id, 'Logo 60 mm');
    expect(await turnOf(id)).toBeNull();
    await decideProof(db(), a, id, v2.proofs[0].id, { decision: 'approve', note: '' });
    expect(await turnOf(id)).toBe('production');
    await move(id, { status: 'production' });
    expect(await turnOf(id)).toBeNull();

    const cancelled = await createOrderFromDesign(db(), a, { designId: (await design(a)).id, quantity: 5, note: '' });
    await move(cancelled.id, { status: 'cancelled' });
    expect(await turnOf(cancelled.id)).toBeNull();
  });

  it('puts a sample the buyer asked for first, until staff answer it and, once accepted, ship it', async () => {
    const { id } = await createOrderFromDesign(db(), a, { designId: (await design(a)).id, quantity: 300, note: '' });
    await quote(id);
    expect(await turnOf(id)).toBeNull();
    const [asked] = (await requestSample(db(), a, id, { quantity: 1, addressId: (await address(a)).id, note: '' })).list;
    expect(await turnOf(id)).toBe('sample');
    await answerSample(db(), sales, id, asked.id, { action: 'accept', currency: 'CNY', fee: 0, leadTimeDays: 5 });
    expect(await turnOf(id)).toBe('sample');
    await answerSample(db(), sales, id, asked.id, { action: 'ship', carrier: 'dhl', trackingNumber: '1234567890' });
    expect(await turnOf(id)).toBeNull();
  });

  it('gives an order to a sales or admin account, audited and in the staff history only; "mine" lists it', async () => {
    const { id } = await createOrderFromDesign(db(), b, { designId: (await design(b)).id, quantity: 20, note: '' });
    const before = await fresh(id);
    const given = await assignOrder(db(), sales, id, { assigneeId: admin.user.id });
    expect(given.assignee).toEqual({ id: admin.user.id, name: 'ada.admin' });
    expect(given.events.at(-1)).toMatchObject({ kind: 'assigned', note: 'ada.admin', actor: 'sally.sales' });
    expect((await getMemberOrder(db(), b, id)).events.map((e) => e.kind)).not.toContain('assigned');
    // The forms open on the order's page stay valid: its updated_at does not move.
    expect((await fresh(id)).updatedAt).toEqual(before.updatedAt);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.assign'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ before: { assigned_to: null }, after: { assigned_to: admin.user.id } });

    expect(await ids({ mine: true }, admin)).toContain(id);
    expect(await ids({ mine: true }, sales)).not.toContain(id);
    await assignOrder(db(), admin, id, { assigneeId: sales.user.id });
    expect(await ids({ mine: true }, sales)).toContain(id);
    expect((await list({ mine: true }, sales)).list.find((o) => o.id === id)?.assignee).toEqual({ id: sales.user.id, name: 'sally.sales' });
    expect((await orderTurnCounts(db(), sales)).mine).toBe((await list({ mine: true }, sales)).total);

    // Only an enabled sales or admin account; nothing changes otherwise.
    for (const wrong of [a.user.id, editor.user.id, 999_999]) expect(await statusOf(assignOrder(db(), sales, id, { assigneeId: wrong }))).toBe(400);
    const [disabled] = await db()
      .insert(users)
      .values({ account: 'gone.sales', nickname: 'gone', roles: ['member', 'sales'], disabledAt: new Date() })
      .returning();
    expect(await statusOf(assignOrder(db(), sales, id, { assigneeId: disabled.id }))).toBe(400);
    expect((await fresh(id)).assignedTo).toBe(sales.user.id);
    // Members and editors cannot assign; an unknown order is a 404.
    expect(await statusOf(assignOrder(db(), b, id, { assigneeId: sales.user.id }))).toBe(404);
    expect(await statusOf(assignOrder(db(), editor, id, { assigneeId: sales.user.id }))).toBe(404);
    expect(await statusOf(assignOrder(db(), null, id, { assigneeId: sales.user.id }))).toBe(401);
    expect(await statusOf(assignOrder(db(), sales, 999_999, { assigneeId: sales.user.id }))).toBe(404);

    const nobody = await assignOrder(db(), sales, id, { assigneeId: null });
    expect(nobody.assignee).toBeNull();
    expect(nobody.events.at(-1)).toMatchObject({ kind: 'assigned', note: '' });

    // The account goes: the order is nobody's again.
    const temp = await actorWith(db(), 'temp.sales', ['member', 'sales']);
    await assignOrder(db(), sales, id, { assigneeId: temp.user.id });
    await db().delete(users).where(eq(users.id, temp.user.id));
    expect((await getAdminOrder(db(), sales, id)).assignee).toBeNull();
  });

  it('reads the assignee from the request: a number, or empty for nobody; anything else is refused', () => {
    expect(validate(orderAssignSchema, { assignee_id: '12' })).toEqual({ ok: true, value: { assigneeId: 12 } });
    expect(validate(orderAssignSchema, { assignee_id: '' })).toEqual({ ok: true, value: { assigneeId: null } });
    expect(validate(orderAssignSchema, {})).toEqual({ ok: true, value: { assigneeId: null } });
    for (const bad of ['abc', '-3', '0', '1.5', '99999999999']) expect(validate(orderAssignSchema, { assignee_id: bad }).ok).toBe(false);
  });

  it("gives a new request to the member's account manager while they are sales or admin", async () => {
    await db().update(users).set({ accountManagerId: sales.user.id }).where(eq(users.id, a.user.id));
    const managed = { ...a, user: { ...a.user, accountManagerId: sales.user.id } };
    const { id } = await createOrderFromDesign(db(), managed, { designId: (await design(a)).id, quantity: 50, note: '' });
    expect((await fresh(id)).assignedTo).toBe(sales.user.id);
    await db().update(orders).set({ status: 'delivered' }).where(eq(orders.id, id));
    const again = await reorder(db(), managed, id);
    expect((await fresh(again.id)).assignedTo).toBe(sales.user.id);

    const byEditor = { ...a, user: { ...a.user, accountManagerId: editor.user.id } };
    const other = await createOrderFromDesign(db(), byEditor, { designId: (await design(a)).id, quantity: 50, note: '' });
    expect((await fresh(other.id)).assignedTo).toBeNull();
    expect((await fresh((await createOrderFromDesign(db(), b, { designId: (await design(b)).id, quantity: 5, note: '' })).id)).assignedTo).toBeNull();

    // A lead the member sent logged in becomes their order, given to their manager too.
    await db().update(users).set({ accountManagerId: admin.user.id }).where(eq(users.id, b.user.id));
    const [lead] = await db()
      .insert(consultRequests)
      .values({ reference: 'HX-2601-MGR1', name: 'Bob', email: 'bob@example.com', message: 'Twenty drum cases', locale: 'en', userId: b.user.id })
      .returning();
    expect(await claimLeadsAsOrders(db(), b.user.id)).toBe(1);
    const [claimed] = await db().select().from(orders).where(eq(orders.leadId, lead.id));
    expect(claimed.assignedTo).toBe(admin.user.id);
  });
});
