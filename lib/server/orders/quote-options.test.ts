/** @jest-environment node */
import type { Actor } from '@/lib/server/access';
import { quoteSchema } from '@/lib/api/contract/orders';
import { QUOTE_LIMITS } from '@/lib/config';
import { statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { validate } from '@/lib/validation/kit';
import { memberOrderTotals } from './for-ledger';
import { getAdminOrder, setQuote } from './manage';
import { createOrderFromDesign, decideQuote, getMemberOrder } from './service';
import { ordersWorld } from './testing';

jest.setTimeout(120_000);

const AT = '2026-01-01T00:00:00.000Z';
const THREE = [
  { quantity: '500', unit_price: '1.80' },
  { quantity: '1000', unit_price: '1.50' },
  { quantity: '2000', unit_price: '1.30' },
];

describe('a quote of several quantity options and extra lines, as sent', () => {
  it('reads the options ascending and the extra lines in minor units', () => {
    const q = validate(quoteSchema, { currency: 'USD', breaks: THREE, extras: [{ label: ' Tooling ', amount: '120' }], shipping_fee: '40', updated_at: AT });
    expect(q.ok && q.value).toMatchObject({
      breaks: [
        { quantity: 500, unitPrice: 180 },
        { quantity: 1000, unitPrice: 150 },
        { quantity: 2000, unitPrice: 130 },
      ],
      extras: [{ label: 'Tooling', amount: 12000 }],
      shippingFee: 4000,
    });
    // An older client's one price is a quote of one option.
    const single = validate(quoteSchema, { currency: 'USD', unit_price: '2.35', quantity: 300, updated_at: AT });
    expect(single.ok && single.value.breaks).toEqual([{ quantity: 300, unitPrice: 235 }]);
  });

  it('refuses options out of order, too many lines, negative or missing amounts, each on its field', () => {
    const wrong = validate(quoteSchema, {
      currency: 'USD',
      breaks: [{ quantity: '1000', unit_price: '1.50' }, { quantity: '500', unit_price: '-1' }, { unit_price: '1' }],
      extras: [{ label: '', amount: 'x' }],
      updated_at: AT,
    });
    expect(wrong.ok ? null : wrong.errors).toMatchObject({
      'breaks.1.quantity': { key: 'tierAscending' },
      'breaks.1.unit_price': { key: 'invalid' },
      'breaks.2.quantity': { key: 'required' },
      'extras.0.label': { key: 'required' },
      'extras.0.amount': { key: 'invalid' },
    });
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ quantity: String((i + 1) * 100), unit_price: '1', label: `Line ${i}`, amount: '1' }));
    const tooMany = validate(quoteSchema, { currency: 'USD', breaks: many(QUOTE_LIMITS.breaks + 1), extras: many(QUOTE_LIMITS.extras + 1), updated_at: AT });
    expect(tooMany.ok ? null : Object.keys(tooMany.errors).sort()).toEqual(['breaks', 'extras']);
    expect(validate(quoteSchema, { currency: 'USD', breaks: many(QUOTE_LIMITS.breaks), extras: many(QUOTE_LIMITS.extras), updated_at: AT }).ok).toBe(true);
    // Not a list at all is a field error too (a 400, never a 500).
    expect(validate(quoteSchema, { currency: 'USD', breaks: 'lots', updated_at: AT }).ok).toBe(false);
    // A free option (price 0) is a price.
    expect(validate(quoteSchema, { currency: 'USD', breaks: [{ quantity: 1, unit_price: '0' }], updated_at: AT }).ok).toBe(true);
  });
});

describe.each(testDatabases())('quantity options on $name', ({ open }) => {
  const { db, design, fresh, quote, snapshot, ...world } = ordersWorld(open);
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  beforeAll(() => {
    ({ a, b, sales } = world.actors());
  });

  const optionsQuote = async (id: number) => {
    const input = validate(quoteSchema, {
      currency: 'USD',
      breaks: THREE,
      extras: [{ label: 'Tooling', amount: '120' }],
      shipping_fee: '40',
      updated_at: (await fresh(id)).updatedAt.toISOString(),
    });
    if (!input.ok) throw new Error(JSON.stringify(input.errors));
    return setQuote(db(), sales, id, input.value);
  };

  it('shows every option with its totals, and the member accepts the one they choose', async () => {
    const d = await design(a);
    const { id } = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 800, note: '' });
    const staffView = await optionsQuote(id);
    // Until an option is accepted the order stands at the first.
    expect(staffView.quote).toMatchObject({ quantity: 500, unit_price: 180, extras: [{ label: 'Tooling', amount: 12000 }] });
    expect(staffView.quote?.quoted_at).not.toBeNull();
    const member = await getMemberOrder(db(), a, id);
    expect(member.quote?.breaks).toEqual([
      { quantity: 500, unit_price: 180, goods: 90000, total: 90000 + 4000 + 12000, current: true },
      { quantity: 1000, unit_price: 150, goods: 150000, total: 150000 + 4000 + 12000, current: false },
      { quantity: 2000, unit_price: 130, goods: 260000, total: 260000 + 4000 + 12000, current: false },
    ]);

    // Another member's order: 404, nothing changes.
    const before = await snapshot(id);
    expect(await statusOf(decideQuote(db(), b, id, { decision: 'accepted', note: '', quantity: 1000 }))).toBe(404);
    // Several options need a choice, and the choice must be one of them.
    expect(await statusOf(decideQuote(db(), a, id, { decision: 'accepted', note: '' }))).toBe(400);
    expect(await statusOf(decideQuote(db(), a, id, { decision: 'accepted', note: '', quantity: 800 }))).toBe(400);
    expect(await snapshot(id)).toEqual(before);

    const accepted = await decideQuote(db(), a, id, { decision: 'accepted', note: '', quantity: 1000 });
    expect(accepted.quantity).toBe(1000);
    expect(accepted.quote).toMatchObject({ quantity: 1000, unit_price: 150, goods: 150000, total: 166000, decision: 'accepted' });
    expect(accepted.quote?.breaks.map((x) => x.current)).toEqual([false, true, false]);
    // Accepted once only.
    expect(await statusOf(decideQuote(db(), a, id, { decision: 'accepted', note: '', quantity: 2000 }))).toBe(409);
    expect((await fresh(id)).quantity).toBe(1000);
    // The statement counts the accepted option's goods, shipping and the extra lines.
    const [line] = (await memberOrderTotals(db(), a.user.id, null, [])).filter((o) => o.id === id);
    expect(line.total).toBe(150000 + 4000 + 12000);
    expect((await getAdminOrder(db(), sales, id)).quote?.quantity).toBe(1000);
  });

  it('keeps a one-price quote as it was: accepted without naming a quantity', async () => {
    const d = await design(a);
    const { id } = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 300, note: '' });
    const quoted = await quote(id, { unitPrice: 199, quantity: 300 });
    expect(quoted.quote?.breaks).toEqual([{ quantity: 300, unit_price: 199, goods: 59700, total: 59700 + 4000 + 12000, current: true }]);
    const accepted = await decideQuote(db(), a, id, { decision: 'accepted', note: '' });
    expect(accepted.quote).toMatchObject({ quantity: 300, unit_price: 199, decision: 'accepted' });
  });
});
