/** @jest-environment node */
import { and, count, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, ledgerEntries, orders, pointsRules, users } from '@/lib/server/db/schema';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { entrySchema, entrySchemaAt, ledgerOverviewSchema, statementEntrySchema, statementSchema, type EntryInput } from '@/lib/api/contract/statement';
import { validate } from '@/lib/validation/kit';
import { ledgerOverview, postEntry, reverseEntry, statementCurrencies, statementFor, statementRows } from './statement';

jest.setTimeout(120_000);

describe('a posting as staff type it', () => {
  const base = { member_id: '7', kind: 'payment', amount: '1,250.50', currency: 'USD' };
  it('reads a positive amount in major units and gives it the kind’s sign', () => {
    expect(validate(entrySchema, base)).toMatchObject({ ok: true, value: { memberId: 7, kind: 'payment', amount: 125050, currency: 'USD', orderId: null } });
    expect(validate(entrySchema, { ...base, kind: 'sample_fee', amount: '40' })).toMatchObject({ ok: true, value: { amount: -4000 } });
    expect(validate(entrySchema, { ...base, kind: 'refund', amount: '10' })).toMatchObject({ ok: true, value: { amount: -1000 } });
    expect(validate(entrySchema, { ...base, kind: 'credit', amount: '10' })).toMatchObject({ ok: true, value: { amount: 1000 } });
    expect(validate(entrySchema, { ...base, kind: 'adjustment', direction: 'charge', amount: '3' })).toMatchObject({ ok: true, value: { amount: -300 } });
    expect(validate(entrySchema, { ...base, kind: 'adjustment', direction: 'credit', amount: '3' })).toMatchObject({ ok: true, value: { amount: 300 } });
    expect(validate(entrySchema, { ...base, currency: 'JPY', amount: '1200' })).toMatchObject({ ok: true, value: { amount: 1200 } });
  });

  it('reports every mistake at once: no member, kind or currency, a zero, negative or over-precise amount, a future date', () => {
    const none = validate(entrySchema, {});
    expect(none.ok ? null : Object.keys(none.errors).sort()).toEqual(['amount', 'currency', 'kind', 'member_id']);
    for (const amount of ['0', '-5', '1.234', 'abc', '99999999999']) {
      const bad = validate(entrySchema, { ...base, amount });
      expect(bad.ok ? null : Object.keys(bad.errors)).toEqual(['amount']);
    }
    const adj = validate(entrySchema, { ...base, kind: 'adjustment' });
    expect(adj.ok ? null : Object.keys(adj.errors)).toEqual(['direction']);
    const future = validate(entrySchemaAt(new Date('2026-03-01T00:00:00Z')), { ...base, entry_date: '2099-01-01' });
    expect(future.ok ? null : Object.keys(future.errors)).toEqual(['entry_date']);
    // A day the calendar does not have is refused, not rolled over into the next month (30 February → 1 March).
    for (const entry_date of ['2025-02-29', '2024-02-30', '2024-04-31', '2024-13-01', '2024-00-10', '2024-02-30T10:00:00Z']) {
      const bad = validate(entrySchemaAt(new Date('2026-03-01T00:00:00Z')), { ...base, entry_date });
      expect([entry_date, bad.ok ? null : Object.keys(bad.errors)]).toEqual([entry_date, ['entry_date']]);
    }
    const leap = validate(entrySchemaAt(new Date('2026-03-01T00:00:00Z')), { ...base, entry_date: '2024-02-29' });
    expect(leap.ok && leap.value.entryDate?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    const both = validate(entrySchema, { ...base, kind: 'gift', amount: 'x' });
    expect(both.ok ? null : Object.keys(both.errors).sort()).toEqual(['amount', 'kind']);
  });
});

describe.each(testDatabases())('the account statement on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  let editor: Actor;
  const db = () => opened.db;
  let seq = 0;

  beforeAll(async () => {
    opened = await open();
    a = await actorWith(opened.db, 'buyer.ann', ['member']);
    b = await actorWith(opened.db, 'buyer.bob', ['member']);
    sales = await actorWith(opened.db, 'sally.sales', ['member', 'sales']);
    editor = await actorWith(opened.db, 'eddie.editor', ['member', 'editor']);
  });
  afterAll(async () => {
    await opened?.close();
  });

  /** An order of `owner`, its quote accepted unless said otherwise. */
  async function order(owner: Actor, patch: Partial<typeof orders.$inferInsert> = {}) {
    seq += 1;
    const [row] = await db()
      .insert(orders)
      .values({
        reference: `HO-2601-T${String(seq).padStart(3, '0')}`,
        memberId: owner.user.id,
        title: `Pouch ${seq}`,
        spec: { size: '', material: '', colours: [], printMethod: '', logoPlacement: '', notes: '' },
        quantity: 100,
        currency: 'USD',
        unitPrice: 250,
        sampleFee: 4000,
        shippingFee: 5000,
        quoteDecision: 'accepted',
        status: 'production',
        ...patch,
      })
      .returning();
    return row;
  }

  const entry = (patch: Partial<EntryInput>): EntryInput => ({
    memberId: a.user.id,
    orderId: null,
    kind: 'payment',
    amount: 1000,
    currency: 'USD',
    entryDate: null,
    note: '',
    ...patch,
  });
  const entriesOf = async (memberId: number) => (await db().select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.memberId, memberId)))[0].n;

  it('posts an entry against the member’s order, audited, and shows it with the running balance and the order’s due', async () => {
    const o = await order(a);
    // 100 × 2.50 + 50.00 shipping = 300.00 (the sample fee is charged as an entry)
    const fee = await postEntry(db(), sales, entry({ orderId: o.id, kind: 'sample_fee', amount: -4000, note: 'Two samples' }));
    expect(fee).toMatchObject({ kind: 'sample_fee', amount: -4000, balance: -4000, order: { id: o.id, reference: o.reference } });
    const paid = await postEntry(db(), sales, entry({ orderId: o.id, kind: 'deposit', amount: 15000, entryDate: new Date('2026-01-05T00:00:00Z') }));
    expect(paid.balance).toBe(11000);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ledger.post'), eq(auditLog.entityId, String(a.user.id))));
    expect(audit).toHaveLength(2);
    expect(audit[0].actorId).toBe(sales.user.id);

    const s = await statementFor(db(), a, a.user.id);
    expect(s.entries.map((e) => e.id)).toEqual([fee.id, paid.id]); // newest date first: the deposit is dated earlier
    expect(s.entries.find((e) => e.id === paid.id)!.balance).toBe(15000); // first in date order
    expect(s.entries.find((e) => e.id === fee.id)!.balance).toBe(11000);
    expect(s.orders).toEqual([expect.objectContaining({ id: o.id, total: 30000, paid: 11000, due: 19000 })]);
    expect(s.totals).toEqual([{ currency: 'USD', balance: 11000, orders_total: 30000, due: 19000 }]);
  });

  it('refuses another member’s order on a statement, an order in another currency and an unknown member: nothing is posted', async () => {
    const theirs = await order(b);
    const mine = await order(a, { currency: 'EUR' });
    const before = await entriesOf(a.user.id);
    expect(await statusOf(postEntry(db(), sales, entry({ orderId: theirs.id })))).toBe(400);
    expect(await statusOf(postEntry(db(), sales, entry({ orderId: mine.id, currency: 'USD' })))).toBe(400);
    expect(await statusOf(postEntry(db(), sales, entry({ memberId: 999_999 })))).toBe(400);
    expect(await entriesOf(a.user.id)).toBe(before);
    expect(await entriesOf(b.user.id)).toBe(0);
  });

  it('lets only sales and admins post or reverse (a member or an editor gets 404, nobody 401)', async () => {
    const before = await entriesOf(a.user.id);
    expect(await statusOf(postEntry(db(), a, entry({})))).toBe(404);
    expect(await statusOf(postEntry(db(), editor, entry({})))).toBe(404);
    expect(await statusOf(postEntry(db(), null, entry({})))).toBe(401);
    const posted = await postEntry(db(), sales, entry({}));
    expect(await statusOf(reverseEntry(db(), a, posted.id, { note: '' }))).toBe(404);
    expect(await statusOf(reverseEntry(db(), editor, posted.id, { note: '' }))).toBe(404);
    expect(await entriesOf(a.user.id)).toBe(before + 1);
  });

  it('reverses an entry once with the opposite amount; a reversal is never reversed', async () => {
    const o = await order(a);
    const posted = await postEntry(db(), sales, entry({ orderId: o.id, amount: 7000 }));
    const reversal = await reverseEntry(db(), sales, posted.id, { note: 'Bank returned it' });
    expect(reversal).toMatchObject({ kind: 'payment', amount: -7000, currency: 'USD', reverses_id: posted.id, note: 'Bank returned it', order: { id: o.id } });
    expect(await statusOf(reverseEntry(db(), sales, posted.id, { note: '' }))).toBe(409);
    expect(await statusOf(reverseEntry(db(), sales, reversal.id, { note: '' }))).toBe(400);
    expect(await statusOf(reverseEntry(db(), sales, 999_999, { note: '' }))).toBe(404);
    const s = await statementFor(db(), a, a.user.id);
    expect(s.entries.find((e) => e.id === posted.id)!.reversed_by).toBe(reversal.id);
    expect(s.orders.find((d) => d.id === o.id)).toMatchObject({ paid: 0, due: 30000 });
    // The answers are what the contract's schemas (and so the API's description) say, field for field.
    expect(statementEntrySchema.parse(reversal)).toEqual(reversal);
    expect(statementSchema.parse(s)).toEqual(s);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'ledger.reverse'));
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('reverses once when two staff press at the same moment', async () => {
    const posted = await postEntry(db(), sales, entry({ amount: 500 }));
    const results = await Promise.all([0, 1, 2].map(() => statusOf(reverseEntry(db(), sales, posted.id, { note: '' }))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 409)).toHaveLength(2);
    expect((await db().select().from(ledgerEntries).where(eq(ledgerEntries.reversesId, posted.id))).length).toBe(1);
  });

  it('shows a member only their own statement (another member’s id is 404); sales read anyone’s, editors nobody’s', async () => {
    await postEntry(db(), sales, entry({ memberId: b.user.id, amount: 2500 }));
    expect(await statusOf(statementFor(db(), a, b.user.id))).toBe(404);
    expect(await statusOf(statementFor(db(), b, a.user.id))).toBe(404);
    expect(await statusOf(statementFor(db(), null, a.user.id))).toBe(401);
    const rowsOfOther = async () => {
      for await (const batch of statementRows(db(), a, b.user.id)) return batch;
      return [];
    };
    expect(await statusOf(rowsOfOther())).toBe(404);
    const own = await statementFor(db(), b, b.user.id);
    expect(own.entries.every((e) => e.amount === 2500)).toBe(true);
    expect((await statementFor(db(), sales, b.user.id)).entries).toHaveLength(own.entries.length);
    expect(await statusOf(statementFor(db(), editor, b.user.id))).toBe(404);
  });

  it('narrows to one currency, and streams every entry in date order for the CSV', async () => {
    const c = await actorWith(db(), 'buyer.cleo', ['member']);
    await postEntry(db(), sales, entry({ memberId: c.user.id, currency: 'EUR', amount: 300, entryDate: new Date('2026-01-02T00:00:00Z') }));
    await postEntry(db(), sales, entry({ memberId: c.user.id, currency: 'USD', amount: 100, entryDate: new Date('2026-01-01T00:00:00Z') }));
    await postEntry(db(), sales, entry({ memberId: c.user.id, currency: 'EUR', kind: 'refund', amount: -50, entryDate: new Date('2026-01-03T00:00:00Z') }));
    const eur = await statementFor(db(), c, c.user.id, { currency: 'EUR' });
    expect(eur.entries.map((e) => [e.amount, e.balance])).toEqual([
      [-50, 250],
      [300, 300],
    ]);
    expect(eur.totals).toEqual([{ currency: 'EUR', balance: 250, orders_total: 0, due: -250 }]);
    // The filter's choices: every currency of the member, whichever one the page is narrowed to; nobody else's.
    expect(await statementCurrencies(db(), c, c.user.id)).toEqual(['EUR', 'USD']);
    expect(await statusOf(statementCurrencies(db(), await actorWith(db(), 'buyer.nosy', ['member']), c.user.id))).toBe(404);
    const all: number[] = [];
    for await (const batch of statementRows(db(), c, c.user.id, { batch: 2 })) all.push(...batch.map((e) => e.amount));
    expect(all).toEqual([100, 300, -50]);
  });

  it('keeps balance = Σ entries and due = Σ order totals − Σ entries after a random run of postings and reversals', async () => {
    const m = await actorWith(db(), 'buyer.rand', ['member']);
    const currencies = ['USD', 'EUR', 'JPY'] as const;
    const myOrders = [
      await order(m, { currency: 'USD' }),
      await order(m, { currency: 'EUR', unitPrice: 1999, quantity: 37, shippingFee: 0 }),
      await order(m, { currency: 'JPY', unitPrice: 480, quantity: 1000, shippingFee: 12000 }),
      await order(m, { currency: 'USD', quoteDecision: null, status: 'quoted' }), // not accepted: 0
      await order(m, { currency: 'USD', status: 'cancelled' }), // cancelled: 0
    ];
    let state = 20260301;
    const random = (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % n;
    };
    const kinds = ['deposit', 'payment', 'sample_fee', 'credit', 'refund', 'adjustment'] as const;
    const posted: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      if (posted.length && random(4) === 0) {
        const id = posted[random(posted.length)];
        await statusOf(reverseEntry(db(), sales, id, { note: `r${i}` })); // a second reversal or a reversal's reversal is refused: fine
        continue;
      }
      const o = random(3) === 0 ? null : myOrders[random(myOrders.length)];
      const currency = o ? o.currency : currencies[random(currencies.length)];
      const kind = kinds[random(kinds.length)];
      const size = 1 + random(50_000);
      const sign = kind === 'sample_fee' || kind === 'refund' ? -1 : kind === 'adjustment' ? (random(2) ? 1 : -1) : 1;
      const day = new Date(Date.UTC(2026, 0, 1 + random(60)));
      const e = await postEntry(
        db(),
        sales,
        entry({ memberId: m.user.id, orderId: o?.id ?? null, currency: currency as EntryInput['currency'], kind, amount: sign * size, entryDate: day }),
      );
      posted.push(e.id);
      if (random(3) === 0) posted.push(e.id);
    }
    const rows = await db().select().from(ledgerEntries).where(eq(ledgerEntries.memberId, m.user.id));
    const s = await statementFor(db(), m, m.user.id);
    expect(s.entries_total).toBe(rows.length);
    for (const c of currencies) {
      const sum = rows.filter((r) => r.currency === c).reduce((t, r) => t + r.amount, 0);
      const totals = myOrders
        .filter((o) => o.currency === c && o.quoteDecision === 'accepted' && o.status !== 'cancelled')
        .reduce((t, o) => t + o.unitPrice! * o.quantity + (o.shippingFee ?? 0), 0);
      const line = s.totals.find((t) => t.currency === c);
      expect(line?.balance ?? 0).toBe(sum);
      expect(line?.orders_total ?? 0).toBe(totals);
      expect(line?.due ?? 0).toBe(totals - sum);
      // The running balance of the newest entry in the currency is the balance.
      const newest = s.entries.find((e) => e.currency === c);
      if (newest) expect(newest.balance).toBe(sum);
    }
    for (const d of s.orders) {
      const sum = rows.filter((r) => r.orderId === d.id).reduce((t, r) => t + r.amount, 0);
      expect(d.paid).toBe(sum);
      expect(d.due).toBe(d.total - sum);
    }
    // Every reversal points at a non-reversal of the same kind, order and currency, with the opposite amount.
    for (const r of rows.filter((x) => x.reversesId !== null)) {
      const orig = rows.find((x) => x.id === r.reversesId)!;
      expect(orig.reversesId).toBeNull();
      expect([r.kind, r.orderId, r.currency, r.amount]).toEqual([orig.kind, orig.orderId, orig.currency, -orig.amount]);
    }
  });

  it('lists members with an amount due and the newest entries for staff only', async () => {
    const overview = await ledgerOverview(db(), sales);
    const annUsd = overview.due.find((d) => d.member.id === a.user.id && d.currency === 'USD');
    const s = await statementFor(db(), sales, a.user.id, { currency: 'USD' });
    expect(annUsd?.due).toBe(s.totals[0].due);
    expect(overview.due.every((d) => d.due > 0)).toBe(true);
    expect(overview.recent.length).toBeGreaterThan(0);
    expect(ledgerOverviewSchema.parse(overview)).toEqual(overview);
    expect(await statusOf(ledgerOverview(db(), a))).toBe(404);
  });

  it('awards points for a payment in the same transaction and takes them back with its reversal', async () => {
    await db()
      .insert(pointsRules)
      .values({ key: 'per_amount_paid', points: 1, perAmount: 100, active: true })
      .onConflictDoUpdate({ target: pointsRules.key, set: { points: 1, perAmount: 100, active: true } });
    const p = await actorWith(db(), 'buyer.points', ['member']);
    const pointsOf = async () => (await db().select({ points: users.points }).from(users).where(eq(users.id, p.user.id)))[0].points;
    const pay = await postEntry(db(), sales, entry({ memberId: p.user.id, currency: 'CNY' as EntryInput['currency'], amount: 50_000 }));
    expect(await pointsOf()).toBe(500);
    await reverseEntry(db(), sales, pay.id, { note: '' });
    expect(await pointsOf()).toBe(0);
    await postEntry(db(), sales, entry({ memberId: p.user.id, currency: 'CNY' as EntryInput['currency'], kind: 'credit', amount: 50_000 }));
    expect(await pointsOf()).toBe(0);
  });
});
