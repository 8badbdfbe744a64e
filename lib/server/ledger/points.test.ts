/** @jest-environment node */
import { eq, sum } from 'drizzle-orm';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { ledgerEntries, pointsEntries, pointsRules, users } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { actorWith } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { awardForLedgerEntry, awardPoints, pointsFor, POINTS_MAX } from './points';

jest.setTimeout(60_000);

describe('pointsFor', () => {
  const rule = { key: 'per_amount_paid' as const, points: 1, perAmount: 10_000, active: true };
  it('gives whole steps of the amount, nothing when inactive or worth 0', () => {
    expect(pointsFor(rule, 123_456)).toBe(12);
    expect(pointsFor({ ...rule, points: 3 }, 30_000)).toBe(9);
    expect(pointsFor(rule, 9_999)).toBe(0);
    expect(pointsFor(rule, -50_000)).toBe(0);
    expect(pointsFor({ ...rule, active: false }, 50_000)).toBe(0);
    expect(pointsFor({ key: 'first_order', points: 200, perAmount: null, active: true })).toBe(200);
    expect(pointsFor({ key: 'first_order', points: 0, perAmount: null, active: true })).toBe(0);
  });
});

describe.each(testDatabases())('earning points on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let db: Db;
  beforeAll(async () => {
    opened = await open();
    db = opened.db;
    await db.insert(pointsRules).values([
      { key: 'per_amount_paid', points: 1, perAmount: 10_000 }, // a point per ¥100
      { key: 'first_order', points: 200 },
      { key: 'proof_approved', points: 50 },
      { key: 'order_delivered', points: 0 },
    ]);
  });
  afterAll(() => opened?.close());

  const pointsOf = async (id: number) => (await db.select({ points: users.points }).from(users).where(eq(users.id, id)))[0].points;
  const ledgerSum = async (id: number) =>
    Number(
      (
        await db
          .select({ s: sum(pointsEntries.delta) })
          .from(pointsEntries)
          .where(eq(pointsEntries.memberId, id))
      )[0].s ?? 0,
    );
  const post = async (memberId: number, kind: 'payment' | 'deposit' | 'credit' | 'refund', amount: number, currency = 'CNY', reversesId: number | null = null) => {
    return db.transaction(async (tx) => {
      const [entry] = await tx.insert(ledgerEntries).values({ memberId, kind, amount, currency, reversesId }).returning();
      const delta = await awardForLedgerEntry(tx, entry);
      return { entry, delta };
    });
  };

  it('awards a rule once per thing, keeping users.points equal to the ledger', async () => {
    const m = await actorWith(db, 'pt.once', ['member']);
    expect(await awardPoints(db, m.user.id, 'first_order', { kind: 'order', id: 7 })).toBe(200);
    expect(await awardPoints(db, m.user.id, 'first_order', { kind: 'order', id: 7 })).toBe(0);
    expect(await awardPoints(db, m.user.id, 'proof_approved', { kind: 'proof', id: 7 })).toBe(50);
    expect(await awardPoints(db, m.user.id, 'proof_approved', { kind: 'proof', id: 8 })).toBe(50);
    expect(await pointsOf(m.user.id)).toBe(300);
    expect(await ledgerSum(m.user.id)).toBe(300);
  });

  it('awards the same thing once even when the hook runs concurrently', async () => {
    const m = await actorWith(db, 'pt.race', ['member']);
    const results = await Promise.all(Array.from({ length: 8 }, () => db.transaction((tx) => awardPoints(tx, m.user.id, 'proof_approved', { kind: 'proof', id: 99 }))));
    expect(results.filter((r) => r > 0)).toEqual([50]);
    expect(await pointsOf(m.user.id)).toBe(50);
  });

  it('a rule worth 0 points or switched off awards nothing', async () => {
    const m = await actorWith(db, 'pt.off', ['member']);
    expect(await awardPoints(db, m.user.id, 'order_delivered', { kind: 'order', id: 1 })).toBe(0);
    await db.update(pointsRules).set({ active: false }).where(eq(pointsRules.key, 'first_order'));
    try {
      expect(await awardPoints(db, m.user.id, 'first_order', { kind: 'order', id: 1 })).toBe(0);
    } finally {
      await db.update(pointsRules).set({ active: true }).where(eq(pointsRules.key, 'first_order'));
    }
    expect(await pointsOf(m.user.id)).toBe(0);
    expect(await db.select().from(pointsEntries).where(eq(pointsEntries.memberId, m.user.id))).toEqual([]);
  });

  it('payments and deposits earn per amount paid in any currency; other kinds earn nothing', async () => {
    const m = await actorWith(db, 'pt.paid', ['member']);
    expect((await post(m.user.id, 'payment', 123_456)).delta).toBe(12); // ¥1,234.56
    expect((await post(m.user.id, 'deposit', 100_000, 'USD')).delta).toBe(72); // $1,000 → ¥7,200
    expect((await post(m.user.id, 'credit', 500_000)).delta).toBe(0);
    expect((await post(m.user.id, 'refund', -500_000)).delta).toBe(0);
    expect(await pointsOf(m.user.id)).toBe(84);
    expect(await ledgerSum(m.user.id)).toBe(84);
  });

  it('a reversal takes back what the payment earned, never below 0, once', async () => {
    const m = await actorWith(db, 'pt.reverse', ['member']);
    const paid = await post(m.user.id, 'payment', 1_000_000); // 100 points
    const other = await post(m.user.id, 'payment', 200_000); // 20 points
    expect(paid.delta + other.delta).toBe(120);
    const reversal = await post(m.user.id, 'payment', -1_000_000, 'CNY', paid.entry.id);
    expect(reversal.delta).toBe(-100);
    expect(await pointsOf(m.user.id)).toBe(20);
    // The hook again for the same reversal changes nothing.
    expect(await db.transaction((tx) => awardForLedgerEntry(tx, reversal.entry))).toBe(0);

    // Points spent before the reversal: only what is left is taken back.
    const spent = await post(m.user.id, 'payment', 500_000); // 50 points → 70
    await db.transaction(async (tx) => {
      await tx.insert(pointsEntries).values({ memberId: m.user.id, delta: -60, kind: 'redeemed' });
      await tx.update(users).set({ points: 10 }).where(eq(users.id, m.user.id));
    });
    const late = await post(m.user.id, 'payment', -500_000, 'CNY', spent.entry.id);
    expect(late.delta).toBe(-10);
    expect(await pointsOf(m.user.id)).toBe(0);
    expect(await ledgerSum(m.user.id)).toBe(0);

    // Reversing a payment that earned nothing takes nothing.
    const small = await post(m.user.id, 'payment', 5_000);
    expect(small.delta).toBe(0);
    expect((await post(m.user.id, 'payment', -5_000, 'CNY', small.entry.id)).delta).toBe(0);
  });

  it('a generous rule and a large payment never overflow the balance: the award stops at the largest balance, the posting goes through', async () => {
    const m = await actorWith(db, 'pt.huge', ['member']);
    // An admin's rule of 1,000,000 points per fen and a payment of ¥10,000,000: 10^15 points asked.
    await db.update(pointsRules).set({ points: 1_000_000, perAmount: 1 }).where(eq(pointsRules.key, 'per_amount_paid'));
    try {
      const first = await post(m.user.id, 'payment', 1_000_000_000);
      expect(first.delta).toBe(POINTS_MAX);
      expect(await pointsOf(m.user.id)).toBe(POINTS_MAX);
      // Nothing more fits: the next payment is posted and earns nothing.
      const second = await post(m.user.id, 'deposit', 100);
      expect(second.delta).toBe(0);
      expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, second.entry.id))).toHaveLength(1);
      expect(await awardPoints(db, m.user.id, 'first_order', { kind: 'member', id: m.user.id })).toBe(0);
      expect(await ledgerSum(m.user.id)).toBe(POINTS_MAX);
    } finally {
      await db.update(pointsRules).set({ points: 1, perAmount: 10_000 }).where(eq(pointsRules.key, 'per_amount_paid'));
    }
  });

  it("a reversal never touches another member's points", async () => {
    const a = await actorWith(db, 'pt.a', ['member']);
    const b = await actorWith(db, 'pt.b', ['member']);
    const paid = await post(a.user.id, 'payment', 300_000); // 30
    await post(b.user.id, 'payment', 300_000); // 30
    await post(a.user.id, 'payment', -300_000, 'CNY', paid.entry.id);
    expect(await pointsOf(a.user.id)).toBe(0);
    expect(await pointsOf(b.user.id)).toBe(30);
  });
});
