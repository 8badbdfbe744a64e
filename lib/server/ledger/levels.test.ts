/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { ledgerEntries, memberLevels, systemConfig } from '@/lib/server/db/schema';
import { actorWith } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { levelOf, levelsOf, meetsLevel } from './levels';
import { EXCHANGE_RATES_CONFIG, parseStoredRates, storedRatesValue, toLevelMinor } from '@/lib/server/catalogue/rates';

jest.setTimeout(60_000);

const DAY = 24 * 3600 * 1000;

describe('exchange rates', () => {
  it('converts minor units into fen with integer arithmetic', () => {
    const rates = { CNY: 1, USD: 7.2, JPY: 0.048 };
    expect(toLevelMinor(10_000, 'USD', rates)).toBe(72_000); // $100 → ¥720
    expect(toLevelMinor(1_000, 'JPY', rates)).toBe(4_800); // ¥1,000 (yen) → ¥48
    expect(toLevelMinor(-10_000, 'USD', rates)).toBe(-72_000);
    expect(toLevelMinor(123, 'CNY', rates)).toBe(123);
    expect(toLevelMinor(500, 'XYZ', rates)).toBe(0);
    expect(toLevelMinor(1, 'USD', { USD: 0.005 })).toBe(0);
    expect(toLevelMinor(900_000_000_000, 'USD', rates)).toBe(6_480_000_000_000);
  });
  it('reads only well-formed stored rates', () => {
    expect(parseStoredRates('{"USD":"7.1","EUR":8,"bad":"1","GBP":"-1"}')).toEqual({ USD: 7.1, EUR: 8 });
    expect(parseStoredRates('not json')).toEqual({});
    expect(parseStoredRates({ USD: '7.3' })).toEqual({ USD: 7.3 });
    expect(parseStoredRates({ en: 'x' })).toEqual({});
    expect(parseStoredRates(['USD'])).toEqual({});
  });
});

describe.each(testDatabases())('member levels on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let silver: number;
  let gold: number;
  beforeAll(async () => {
    opened = await open();
    const rows = await opened.db
      .insert(memberLevels)
      .values([
        { threshold: 0, name: { en: 'Standard' } },
        { threshold: 2_000_000, name: { en: 'Silver' } },
        { threshold: 10_000_000, name: { en: 'Gold' } },
      ])
      .returning();
    silver = rows[1].id;
    gold = rows[2].id;
  });
  afterAll(() => opened?.close());

  const post = (memberId: number, kind: 'deposit' | 'payment' | 'refund' | 'credit' | 'sample_fee', amount: number, currency = 'CNY', daysAgo = 1) =>
    opened.db
      .insert(ledgerEntries)
      .values({ memberId, kind, amount, currency, entryDate: new Date(Date.now() - daysAgo * DAY) })
      .returning()
      .then((r) => r[0]);

  it('places a member without entries at the lowest level, the next one ahead', async () => {
    const m = await actorWith(opened.db, 'lv.none', ['member']);
    const level = await levelOf(opened.db, m.user.id);
    expect(level.paid12m).toBe(0);
    expect(level.current?.name.en).toBe('Standard');
    expect(level.next?.name.en).toBe('Silver');
  });

  it('counts deposits, payments and refunds of the last 12 months only, in every currency converted', async () => {
    const m = await actorWith(opened.db, 'lv.paid', ['member']);
    await post(m.user.id, 'deposit', 500_000); // ¥5,000
    await post(m.user.id, 'payment', 200_000, 'USD'); // $2,000 → ¥14,400
    await post(m.user.id, 'refund', -100_000); // −¥1,000
    await post(m.user.id, 'credit', 9_000_000); // not paid
    await post(m.user.id, 'sample_fee', -50_000); // a charge, not paid
    await post(m.user.id, 'payment', 9_000_000, 'CNY', 400); // older than 12 months
    const level = await levelOf(opened.db, m.user.id);
    expect(level.paid12m).toBe(500_000 + 1_440_000 - 100_000);
    expect(level.current?.name.en).toBe('Standard');
    expect(level.next?.name.en).toBe('Silver');
    expect(await meetsLevel(opened.db, m.user.id, silver)).toBe(false);

    await post(m.user.id, 'payment', 160_000);
    const after = await levelOf(opened.db, m.user.id);
    expect(after.paid12m).toBe(2_000_000);
    expect(after.current?.name.en).toBe('Silver');
    expect(after.next?.name.en).toBe('Gold');
    expect(await meetsLevel(opened.db, m.user.id, silver)).toBe(true);
    expect(await meetsLevel(opened.db, m.user.id, gold)).toBe(false);
  });

  it('a reversed payment no longer counts', async () => {
    const m = await actorWith(opened.db, 'lv.reversed', ['member']);
    const paid = await post(m.user.id, 'payment', 2_500_000);
    expect(await meetsLevel(opened.db, m.user.id, silver)).toBe(true);
    await opened.db.insert(ledgerEntries).values({ memberId: m.user.id, kind: 'payment', amount: -2_500_000, currency: 'CNY', reversesId: paid.id });
    expect(await meetsLevel(opened.db, m.user.id, silver)).toBe(false);
    expect((await levelOf(opened.db, m.user.id)).paid12m).toBe(0);
  });

  it('uses the rates an admin stored, and never goes below 0', async () => {
    const m = await actorWith(opened.db, 'lv.rates', ['member']);
    await post(m.user.id, 'payment', 100_000, 'EUR'); // €1,000
    await opened.db.insert(systemConfig).values({ name: EXCHANGE_RATES_CONFIG, value: storedRatesValue({ EUR: 20 }) });
    try {
      const level = await levelOf(opened.db, m.user.id);
      expect(level.paid12m).toBe(2_000_000);
      expect(level.current?.name.en).toBe('Silver');
    } finally {
      await opened.db.delete(systemConfig).where(eq(systemConfig.name, EXCHANGE_RATES_CONFIG));
    }
    const other = await actorWith(opened.db, 'lv.negative', ['member']);
    await post(other.user.id, 'refund', -300_000);
    expect((await levelOf(opened.db, other.user.id)).paid12m).toBe(0);
  });

  it("one member's payments never lift another member", async () => {
    const a = await actorWith(opened.db, 'lv.a', ['member']);
    const b = await actorWith(opened.db, 'lv.b', ['member']);
    await post(a.user.id, 'payment', 12_000_000);
    expect(await meetsLevel(opened.db, a.user.id, gold)).toBe(true);
    expect(await meetsLevel(opened.db, b.user.id, gold)).toBe(false);
    const many = await levelsOf(opened.db, [a.user.id, b.user.id]);
    expect(many.get(a.user.id)?.name.en).toBe('Gold');
    expect(many.get(b.user.id)?.name.en).toBe('Standard');
  });

  it('a level that does not exist is reached by nobody; the top level has no next', async () => {
    const m = await actorWith(opened.db, 'lv.top', ['member']);
    await post(m.user.id, 'payment', 50_000_000);
    expect(await meetsLevel(opened.db, m.user.id, 999_999)).toBe(false);
    const level = await levelOf(opened.db, m.user.id);
    expect(level.current?.id).toBe(gold);
    expect(level.next).toBeNull();
  });
});
