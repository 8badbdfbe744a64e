/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import { addresses, consultRequests, messages, messageThreads, redemptions, rewards } from '@/lib/server/db/schema';
import { createOrderFromDesign, decideProof, decideQuote } from '@/lib/server/orders/service';
import { ordersWorld } from '@/lib/server/orders/testing';
import { testDatabases } from '@/lib/server/testing/databases';
import { whatWaits } from './waits';

jest.setTimeout(120_000);

describe.each(testDatabases())('what waits for staff on $name', ({ open }) => {
  const { db, design, quote, uploadProof, ...world } = ordersWorld(open);
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  let editor: Actor;
  let admin: Actor;
  beforeAll(() => {
    ({ a, b, sales, editor, admin } = world.actors());
  });

  it('starts empty, and shows nothing to a role that acts on none of it', async () => {
    const empty = { total: 0, items: [] };
    expect(await whatWaits(db(), sales, 'en')).toEqual({ quotes: empty, proofs: empty, messages: empty, redemptions: empty, leads: empty });
    expect(await whatWaits(db(), editor, 'en')).toEqual({});
    expect(await whatWaits(db(), a, 'en')).toEqual({});
    expect(await whatWaits(db(), null, 'en')).toEqual({});
  });

  it('counts and lists each kind through its own domain: quotes, answered proofs, unread messages, rewards to ship with the address, leads due', async () => {
    const asked = await createOrderFromDesign(db(), a, { designId: (await design(a, { name: 'Drone case' })).id, quantity: 40, note: '' });
    const answered = await createOrderFromDesign(db(), b, { designId: (await design(b)).id, quantity: 40, note: '' });
    await quote(answered.id);
    await decideQuote(db(), b, answered.id, { decision: 'accepted', note: '' });
    const v1 = await uploadProof(answered.id);
    await decideProof(db(), b, answered.id, v1.proofs[0].id, { decision: 'changes', note: 'Bigger' });

    const [thread] = await db().insert(messageThreads).values({ memberId: a.user.id }).returning();
    await db().insert(messages).values({ threadId: thread.id, authorId: a.user.id, fromStaff: false, body: 'Any news?' });

    const [reward] = await db()
      .insert(rewards)
      .values({ title: { en: 'Travel mug' }, image: '/x.webp', pointsPrice: 100, stock: 3 })
      .returning();
    await db()
      .insert(redemptions)
      .values([
        { rewardId: reward.id, memberId: a.user.id, points: 100 },
        { rewardId: reward.id, memberId: b.user.id, points: 100 },
        { rewardId: reward.id, memberId: b.user.id, points: 100, status: 'fulfilled' },
      ]);
    await db().insert(addresses).values({
      memberId: a.user.id,
      kind: 'shipping',
      isDefault: true,
      recipient: 'Ann Lee',
      phone: '+49301234567',
      country: 'DE',
      line1: 'Torstraße 12',
      city: 'Berlin',
      postalCode: '10119',
    });

    const yesterday = new Date(Date.now() - 86_400_000);
    await db()
      .insert(consultRequests)
      .values([
        { reference: 'HX-2601-DUE1', name: 'Dana', company: 'Dana Audio', email: 'dana@example.com', message: 'Cases', locale: 'en', followUpAt: yesterday },
        { reference: 'HX-2601-LATE', name: 'Later', email: 'later@example.com', message: 'Cases', locale: 'en', followUpAt: new Date(Date.now() + 7 * 86_400_000) },
        { reference: 'HX-2601-DONE', name: 'Won', email: 'won@example.com', message: 'Cases', locale: 'en', followUpAt: yesterday, status: 'won' },
      ]);

    for (const reader of [sales, admin]) {
      const waits = await whatWaits(db(), reader, 'en');
      expect(waits.quotes).toEqual({ total: 1, items: [expect.objectContaining({ id: asked.id, reference: asked.reference, title: 'Drone case', member: 'buyer.ann' })] });
      expect(waits.proofs).toEqual({ total: 1, items: [expect.objectContaining({ id: answered.id, member: 'buyer.bob' })] });
      expect(waits.messages).toEqual({ total: 1, items: [expect.objectContaining({ id: thread.id, member: 'buyer.ann', order_reference: null, unread: 1 })] });
      expect(waits.redemptions?.total).toBe(2);
      // Both were made at the same moment: the queue's order between them is not the point here.
      expect(waits.redemptions?.items).toHaveLength(2);
      expect(waits.redemptions?.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ member: 'buyer.ann', reward: 'Travel mug', ship_to: ['Ann Lee', '+49301234567', 'Torstraße 12', '10119 Berlin', 'DE'] }),
          expect.objectContaining({ member: 'buyer.bob', reward: 'Travel mug', ship_to: null }),
        ]),
      );
      expect(waits.leads).toEqual({ total: 1, items: [expect.objectContaining({ reference: 'HX-2601-DUE1', name: 'Dana', company: 'Dana Audio' })] });
    }

    // Once read, quoted and fulfilled, they leave the overview.
    await db().update(messageThreads).set({ staffReadAt: new Date() }).where(eq(messageThreads.id, thread.id));
    await quote(asked.id);
    await db().update(redemptions).set({ status: 'fulfilled' }).where(eq(redemptions.memberId, a.user.id));
    const after = await whatWaits(db(), sales, 'en');
    expect([after.quotes?.total, after.messages?.total, after.redemptions?.total]).toEqual([0, 0, 1]);
  });
});
