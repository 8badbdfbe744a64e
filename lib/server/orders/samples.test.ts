/** @jest-environment node */
import { count, eq } from 'drizzle-orm';
import { SAMPLE_REQUESTS } from '@/lib/config';
import type { Actor } from '@/lib/server/access';
import { auditLog, categories, orderEvents, orders, outbox, products, sampleRequests } from '@/lib/server/db/schema';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { validate } from '@/lib/validation/kit';
import { sampleRequestSchema, sampleStaffSchema } from '@/lib/api/contract/samples';
import { answerSample, listStaffSamples } from './manage-samples';
import { confirmSampleReceived, listMemberSamples, requestSample } from './samples';
import { createOrderFromDesign, getMemberOrder } from './service';
import { ordersWorld } from './testing';

jest.setTimeout(120_000);

describe.each(testDatabases())('pre-production samples on $name', ({ name, open }) => {
  const { db, design, quote, move, fresh, address, ...world } = ordersWorld(open);
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  let editor: Actor;
  let seq = 0;
  beforeAll(() => {
    ({ b, sales, editor } = world.actors());
  });
  // A buyer of their own per test: the hour's request budget is per member.
  beforeEach(async () => {
    seq += 1;
    a = await actorWith(db(), `buyer.sample.${seq}.${name}`, ['member']);
  });

  const order = async (owner: Actor = a) => (await createOrderFromDesign(db(), owner, { designId: (await design(owner)).id, quantity: 300, note: '' })).id;
  const samplesOf = async (orderId: number) => db().select().from(sampleRequests).where(eq(sampleRequests.orderId, orderId));
  const eventsOf = async (orderId: number) =>
    (await db().select({ kind: orderEvents.kind, note: orderEvents.note }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id)).filter((e) =>
      e.kind.startsWith('sample_'),
    );

  it('walks a sample from request to receipt, each step in the buyer’s history, staff’s steps audited and staff told by e-mail', async () => {
    const env = { ...process.env };
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    process.env.LEADS_NOTIFY_EMAIL = 'sales@example.com';
    try {
      const home = await address(a);
      const id = await order();
      expect(await listMemberSamples(db(), a, id)).toEqual({ list: [], can_request: true });
      const asked = await requestSample(db(), a, id, { quantity: 2, addressId: home.id, note: 'Navy please' });
      expect(asked.can_request).toBe(false);
      expect(asked.list).toHaveLength(1);
      expect(asked.list[0]).toMatchObject({
        status: 'requested',
        quantity: 2,
        note: 'Navy please',
        fee: null,
        ship_to: { address_id: home.id, recipient: 'Lena Vogel', city: 'Berlin' },
      });
      const mails = await db().select().from(outbox).where(eq(outbox.purpose, 'order.sample'));
      expect(mails.map((m) => m.recipient)).toEqual(['sales@example.com']);
      expect(String(mails[0].payload.subject)).toContain((await fresh(id)).reference);
      // The note and the address stay in the back office: the mail names the order only.
      expect(String(mails[0].payload.text)).not.toContain('Lena');

      const sampleId = asked.list[0].id;
      const accepted = await answerSample(db(), sales, id, sampleId, { action: 'accept', currency: 'USD', fee: 3500, leadTimeDays: 7 });
      expect(accepted.list[0]).toMatchObject({ status: 'accepted', currency: 'USD', fee: 3500, lead_time_days: 7 });
      const shipped = await answerSample(db(), sales, id, sampleId, { action: 'ship', carrier: 'dhl', trackingNumber: '1234567890' });
      expect(shipped.list[0]).toMatchObject({ status: 'shipped', carrier_name: 'DHL Express', tracking_number: '1234567890' });
      expect(shipped.list[0].tracking_url).toContain('1234567890');
      const received = await confirmSampleReceived(db(), a, id, sampleId);
      expect(received.list[0].status).toBe('received');
      expect(received.list[0].received_at).not.toBeNull();
      // Received closes it: another may be asked for.
      expect(received.can_request).toBe(true);

      expect((await eventsOf(id)).map((e) => e.kind)).toEqual(['sample_requested', 'sample_accepted', 'sample_shipped', 'sample_received']);
      const history = (await getMemberOrder(db(), a, id)).events.filter((e) => e.kind.startsWith('sample_'));
      expect(history.map((e) => e.by)).toEqual(['member', 'staff', 'staff', 'member']);
      expect(history[2].note).toBe('DHL Express 1234567890');
      const audits = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(id)));
      expect(audits.map((r) => r.action).filter((x) => x.startsWith('order.sample.'))).toEqual(['order.sample.accept', 'order.sample.ship']);
    } finally {
      process.env = env;
    }
  });

  it('keeps one open sample per order, and only before the proof stage', async () => {
    const home = await address(a);
    const id = await order();
    await requestSample(db(), a, id, { quantity: 1, addressId: home.id, note: '' });
    expect(await statusOf(requestSample(db(), a, id, { quantity: 1, addressId: home.id, note: '' }))).toBe(409);
    expect(await samplesOf(id)).toHaveLength(1);
    // Declined closes it, with the reason the buyer reads.
    const [first] = await samplesOf(id);
    const declined = await answerSample(db(), sales, id, first.id, { action: 'decline', reason: 'Same as the stock sample we sent' });
    expect(declined.list[0]).toMatchObject({ status: 'declined', decline_reason: 'Same as the stock sample we sent' });
    expect(await statusOf(requestSample(db(), a, id, { quantity: 1, addressId: home.id, note: '' }))).toBe('ok');

    const later = await order();
    await quote(later);
    await db().update(sampleRequests).set({ status: 'declined' }).where(eq(sampleRequests.orderId, later));
    await move(later, { status: 'cancelled' });
    expect(await statusOf(requestSample(db(), a, later, { quantity: 1, addressId: home.id, note: '' }))).toBe(400);
    expect((await listMemberSamples(db(), a, later)).can_request).toBe(false);
    expect(await samplesOf(later)).toHaveLength(0);
  });

  it('refuses moves from the wrong state (409) and changes nothing', async () => {
    const home = await address(a);
    const id = await order();
    const { list } = await requestSample(db(), a, id, { quantity: 1, addressId: home.id, note: '' });
    const sampleId = list[0].id;
    const before = await samplesOf(id);
    expect(await statusOf(answerSample(db(), sales, id, sampleId, { action: 'ship', carrier: 'dhl', trackingNumber: 'X1' }))).toBe(409);
    expect(await statusOf(confirmSampleReceived(db(), a, id, sampleId))).toBe(409);
    await answerSample(db(), sales, id, sampleId, { action: 'accept', currency: 'CNY', fee: 0, leadTimeDays: null });
    expect(await statusOf(answerSample(db(), sales, id, sampleId, { action: 'decline', reason: 'late' }))).toBe(409);
    expect(await statusOf(answerSample(db(), sales, id, sampleId, { action: 'accept', currency: 'CNY', fee: 1, leadTimeDays: null }))).toBe(409);
    expect((await samplesOf(id))[0]).toMatchObject({ status: 'accepted', fee: 0, declineReason: '' });
    expect(before[0].status).toBe('requested');
    // A sample id of another order is unknown there.
    const other = await order();
    expect(await statusOf(answerSample(db(), sales, other, sampleId, { action: 'decline', reason: 'x' }))).toBe(404);
  });

  it('keeps member B out of member A’s samples, and staff roles to sales and admin', async () => {
    const home = await address(a);
    const bobs = await address(b, { recipient: 'Bob' });
    const id = await order(a);
    const { list } = await requestSample(db(), a, id, { quantity: 1, addressId: home.id, note: '' });
    expect(await statusOf(listMemberSamples(db(), b, id))).toBe(404);
    expect(await statusOf(requestSample(db(), b, id, { quantity: 1, addressId: bobs.id, note: '' }))).toBe(404);
    expect(await statusOf(confirmSampleReceived(db(), b, id, list[0].id))).toBe(404);
    // A's order to B's address: 404, nothing stored.
    const second = await order(a);
    expect(await statusOf(requestSample(db(), a, second, { quantity: 1, addressId: bobs.id, note: '' }))).toBe(404);
    expect(await samplesOf(second)).toHaveLength(0);
    expect(await statusOf(listMemberSamples(db(), null, id))).toBe(401);
    // Staff routes are hidden from everyone else (404, as requireRole answers).
    expect(await statusOf(listStaffSamples(db(), a, id))).toBe(404);
    expect(await statusOf(answerSample(db(), editor, id, list[0].id, { action: 'decline', reason: 'x' }))).toBe(404);
    expect((await samplesOf(id))[0].status).toBe('requested');
  });

  it('starts staff’s terms from the product’s sample fee and days', async () => {
    const [category] = await db()
      .insert(categories)
      .values({ key: `sample-terms-${name}`, name: { en: 'Pouches' } })
      .returning();
    const [product] = await db()
      .insert(products)
      .values({
        slug: `sample-terms-${name}`,
        categoryId: category.id,
        name: { en: 'Pouch' },
        summary: { en: '' },
        description: { en: '' },
        material: { en: 'Neoprene' },
        size: '20 cm',
        moq: 100,
        leadTimeMin: 10,
        leadTimeMax: 20,
        customization: { en: [] },
        pricing: { currency: 'EUR', tiers: [{ quantity: 100, unit: 300 }], options: [], sample_fee: 2500, sample_days: 6, valid_until: null },
      })
      .returning();
    const id = await order();
    expect((await listStaffSamples(db(), sales, id)).defaults).toEqual({ currency: 'CNY', fee: null, lead_time_days: null });
    await db().update(orders).set({ productId: product.id }).where(eq(orders.id, id));
    expect((await listStaffSamples(db(), sales, id)).defaults).toEqual({ currency: 'EUR', fee: 2500, lead_time_days: 6 });
  });

  it('limits a member to SAMPLE_REQUESTS.max requests an hour (429, nothing stored)', async () => {
    const c = await actorWith(db(), `buyer.samples.${name}`, ['member']);
    const place = await address(c);
    const ids: number[] = [];
    for (let i = 0; i < SAMPLE_REQUESTS.max; i += 1) {
      const id = await order(c);
      ids.push(id);
      expect(await statusOf(requestSample(db(), c, id, { quantity: 1, addressId: place.id, note: '' }))).toBe('ok');
    }
    const extra = await order(c);
    expect(await statusOf(requestSample(db(), c, extra, { quantity: 1, addressId: place.id, note: '' }))).toBe(429);
    expect((await db().select({ n: count() }).from(sampleRequests).where(eq(sampleRequests.orderId, extra)))[0].n).toBe(0);
  });
});

describe('the sample contract', () => {
  it('refuses a quantity outside 1 to SAMPLE_REQUESTS.maxQuantity and a missing address, field by field', () => {
    expect(validate(sampleRequestSchema, { quantity: 2, address_id: 3 })).toEqual({ ok: true, value: { quantity: 2, addressId: 3, note: '' } });
    const tooMany = validate(sampleRequestSchema, { quantity: SAMPLE_REQUESTS.maxQuantity + 1, address_id: 3 });
    expect(tooMany.ok ? null : Object.keys(tooMany.errors)).toEqual(['quantity']);
    const nothing = validate(sampleRequestSchema, {});
    expect(nothing.ok ? null : Object.keys(nothing.errors).sort()).toEqual(['address_id', 'quantity']);
    expect(validate(sampleRequestSchema, { quantity: 0, address_id: 3 }).ok).toBe(false);
  });

  it('reads staff’s answers: a fee in major units, a reason to decline, carrier and number to ship', () => {
    expect(validate(sampleStaffSchema, { action: 'accept', currency: 'USD', fee: '35.00', lead_time_days: 7 })).toEqual({
      ok: true,
      value: { action: 'accept', currency: 'USD', fee: 3500, leadTimeDays: 7 },
    });
    expect(validate(sampleStaffSchema, { action: 'accept', currency: 'USD', fee: '-1' }).ok).toBe(false);
    expect(validate(sampleStaffSchema, { action: 'decline' }).ok).toBe(false);
    const ship = validate(sampleStaffSchema, { action: 'ship', carrier: 'dhl' });
    expect(ship.ok ? null : Object.keys(ship.errors)).toEqual(['tracking_number']);
    expect(validate(sampleStaffSchema, { action: 'drop' }).ok).toBe(false);
  });
});
