/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import { orderCreateSchema } from '@/lib/api/contract/orders';
import { products } from '@/lib/server/db/schema';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { testDatabases } from '@/lib/server/testing/databases';
import { statusOf } from '@/lib/server/testing/actors';
import { validate } from '@/lib/validation/kit';
import { getAdminOrder } from './manage';
import { createOrderFromDesign } from './service';
import { ordersWorld } from './testing';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

describe('the quote request body', () => {
  it('takes the chosen price options as indexes, and refuses anything else', () => {
    expect(validate(orderCreateSchema, { design_id: 3, price_options: ['1', '0'] })).toMatchObject({ ok: true, value: { designId: 3, priceOptions: [1, 0] } });
    expect(validate(orderCreateSchema, { design_id: 3 })).toMatchObject({ ok: true, value: { priceOptions: [] } });
    expect(validate(orderCreateSchema, { design_id: 3, price_options: ['x'] })).toMatchObject({ ok: false, errors: { price_options: { key: 'choice' } } });
    expect(validate(orderCreateSchema, { design_id: 3, price_options: ['1', '1'] })).toMatchObject({ ok: false });
  });
});

describe.each(testDatabases())('the estimate a quote request carries on $name', ({ open }) => {
  const { db, design, ...world } = ordersWorld(open);
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  const productId = async (slug: string) => (await db().select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0].id;

  beforeAll(async () => {
    ({ a, b, sales } = world.actors());
    await seedDemoContent(db());
  });

  it("is worked out on the server from the product's tiers and the chosen options, and staff see it", async () => {
    // neoprene-zip-pouch: USD 1.80 from 500, 1.58 from 1,000; options +0.14 (colour) and +0.45 (gift box).
    const d = await design(a, { productId: await productId('neoprene-zip-pouch'), quantity: 1200 });
    const created = await createOrderFromDesign(db(), a, { designId: d.id, quantity: null, note: '', priceOptions: [1, 5] });
    const order = await getAdminOrder(db(), sales, created.id);
    expect(order.estimate).toMatchObject({ currency: 'USD', quantity: 1200, unit: 158 + 45, total: 203 * 1200, sample_fee: 5400 });
    expect(order.estimate!.options.map((o) => o.name.en)).toEqual(['Individual gift box']);
  });

  it('is absent below the first tier and for a product priced on request', async () => {
    const small = await design(a, { productId: await productId('neoprene-zip-pouch') });
    const below = await createOrderFromDesign(db(), a, { designId: small.id, quantity: 100, note: '' });
    expect((await getAdminOrder(db(), sales, below.id)).estimate).toBeNull();
    const onRequest = await design(a, { productId: await productId('eva-tool-case'), quantity: 800 });
    const asked = await createOrderFromDesign(db(), a, { designId: onRequest.id, quantity: null, note: '', priceOptions: [0] });
    expect((await getAdminOrder(db(), sales, asked.id)).estimate).toBeNull();
  });

  it("cannot be had for another member's design", async () => {
    const d = await design(a, { productId: await productId('neoprene-zip-pouch'), quantity: 600 });
    expect(await statusOf(createOrderFromDesign(db(), b, { designId: d.id, quantity: null, note: '', priceOptions: [0] }))).toBe(404);
  });
});
