/** @jest-environment node */
import type { Actor } from '@/lib/server/access';
import { statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { savePaymentDetails } from '@/lib/server/catalogue/payment-details';
import { QUOTE_VALID_DAYS } from '@/lib/config';
import { orderDocument } from './documents';
import { createOrderFromDesign, decideQuote } from './service';
import { ordersWorld } from './testing';

jest.setTimeout(120_000);

describe.each(testDatabases())("an order's quote and proforma documents on $name", ({ open }) => {
  const { db, design, quote, fresh, ...world } = ordersWorld(open);
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  let editor: Actor;
  let admin: Actor;
  beforeAll(() => {
    ({ a, b, sales, editor, admin } = world.actors());
  });

  it('opens for the order’s member and order staff only, the proforma once accepted, with the payment details', async () => {
    const d = await design(a);
    const { id } = await createOrderFromDesign(db(), a, { designId: d.id, quantity: 300, note: '' });
    // No quote yet: no document.
    expect(await statusOf(orderDocument(db(), a, id, 'quote'))).toBe(404);
    await quote(id, { quantity: 300, unitPrice: 199 });
    const sheet = await orderDocument(db(), a, id, 'quote');
    expect(sheet).toMatchObject({ kind: 'quote', reference: expect.stringMatching(/^HO-/), payment: null, quote: { quantity: 300, unit_price: 199 } });
    const quotedAt = (await fresh(id)).quotedAt!;
    expect(sheet.valid_until).toBe(new Date(quotedAt.getTime() + QUOTE_VALID_DAYS * 86_400_000).toISOString());
    // Another member, an editor, nobody: 404 / 401; staff of orders may open it.
    expect(await statusOf(orderDocument(db(), b, id, 'quote'))).toBe(404);
    expect(await statusOf(orderDocument(db(), editor, id, 'quote'))).toBe(404);
    expect(await statusOf(orderDocument(db(), null, id, 'quote'))).toBe(401);
    expect((await orderDocument(db(), sales, id, 'quote')).buyer.name).not.toBe('');
    // The proforma waits for the acceptance.
    expect(await statusOf(orderDocument(db(), a, id, 'proforma'))).toBe(404);
    const saved = await savePaymentDetails(db(), admin, {
      values: { beneficiary: 'Hengxin', bank_name: 'Bank of China', account: 'CN12 3456', swift: 'BKCHCNBJ', bank_address: 'Dongguan', terms: '30% deposit' },
      expectedUpdatedAt: null,
    });
    await decideQuote(db(), a, id, { decision: 'accepted', note: '' });
    const proforma = await orderDocument(db(), a, id, 'proforma');
    expect(proforma.payment).toEqual(saved.values);
    expect(await statusOf(orderDocument(db(), b, id, 'proforma'))).toBe(404);
  });
});
