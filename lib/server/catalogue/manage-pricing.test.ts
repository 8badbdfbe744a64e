/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { validatePricingInput, type ProductPricing } from '@/lib/api/contract/pricing';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, products } from '@/lib/server/db/schema';
import { saveRates } from '@/lib/server/ledger/manage';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { catalogueCast, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { productPricing, setProductPricing } from './manage-pricing';
import { getProduct, listProducts } from './service';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

function pricing(raw: Record<string, unknown>): ProductPricing | null {
  const checked = validatePricingInput(raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
}

const usd = pricing({
  currency: 'USD',
  tiers: [
    { quantity: 500, unit_price: '1.80' },
    { quantity: 1000, unit_price: '1.50' },
  ],
  options: [{ name: { 'zh-CN': '礼盒', en: 'Gift box' }, surcharge: '0.40' }],
  sample_fee: '50',
  sample_days: 7,
  valid_until: '2027-06-30',
});

describe.each(testDatabases())('price guidance on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors: Record<string, Actor> = {};
  let id: number;

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    Object.assign(actors, await catalogueCast(opened.db));
    [{ id }] = await opened.db.select({ id: products.id }).from(products).where(eq(products.slug, 'eva-tool-case'));
  });
  afterAll(() => opened?.close());
  beforeEach(() => jest.mocked(revalidateTag).mockClear());

  it('gives most demo products tiers and leaves some on request', async () => {
    const rows = await opened.db.select({ slug: products.slug, pricing: products.pricing }).from(products);
    const priced = rows.filter((r) => r.pricing);
    expect(priced.length).toBeGreaterThan(rows.length / 2);
    expect(priced.length).toBeLessThan(rows.length);
    for (const { pricing: p } of priced) expect(p!.tiers.map((t) => t.quantity)).toEqual([...p!.tiers.map((t) => t.quantity)].sort((a, b) => a - b));
    expect(rows.find((r) => r.slug === 'eva-tool-case')!.pricing).toBeNull();
  });

  it('is set by editors and admins only: nobody 401, a member or a sales account 404, and nothing changes', async () => {
    expect(await statusOf(setProductPricing(opened.db, null, id, usd))).toBe(401);
    expect(await statusOf(setProductPricing(opened.db, actors.member, id, usd))).toBe(404);
    expect(await statusOf(setProductPricing(opened.db, actors.sales, id, usd))).toBe(404);
    expect(await statusOf(productPricing(opened.db, actors.member, id))).toBe(404);
    expect(await productPricing(opened.db, actors.editor, id)).toBeNull();
    expect(await statusOf(setProductPricing(opened.db, actors.editor, 999_999, usd))).toBe(404);
  });

  it('stores the tiers, audits them, expires the pages and shows them in the visitor currency', async () => {
    await setProductPricing(opened.db, actors.editor, id, usd);
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    expect(await productPricing(opened.db, actors.admin, id)).toEqual(usd);
    const audits = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'product.pricing'));
    expect(audits.at(-1)).toMatchObject({ entityId: String(id), before: { pricing: null }, after: { pricing: usd } });

    const en = await getProduct(opened.db, 'en', id);
    expect(en!.price).toMatchObject({ currency: 'USD', estimate: false, low: 150, high: 180, sample_fee: 5000, sample_days: 7, valid_until: '2027-06-30' });
    expect(en!.price!.options).toEqual([{ name: 'Gift box', surcharge: 40 }]);
    // zh-CN reads yuan: 1.80 USD × 7.2 = 12.96, an estimate.
    const zh = await getProduct(opened.db, 'zh-CN', id);
    expect(zh!.price).toMatchObject({
      currency: 'CNY',
      estimate: true,
      tiers: [
        { quantity: 500, unit: 1296 },
        { quantity: 1000, unit: 1080 },
      ],
    });
    expect(zh!.price!.options).toEqual([{ name: '礼盒', surcharge: 288 }]);
    // ru has no option name of its own: the English one, marked with its language.
    expect((await getProduct(opened.db, 'ru', id))!.price!.options[0]).toEqual({ name: 'Gift box', surcharge: 40, lang: 'en' });

    const list = await listProducts(opened.db, 'en', { category: 'eva-molded' });
    const card = list!.list.find((p) => p.id === id)!;
    expect(card.facts).toEqual({ moq: expect.any(Number), lead_time_days: expect.any(Object), price: { currency: 'USD', estimate: false, unit: 150 } });
  });

  it('follows the exchange rates an admin saves', async () => {
    await setProductPricing(opened.db, actors.editor, id, usd);
    jest.mocked(revalidateTag).mockClear();
    await saveRates(opened.db, actors.admin, { USD: 7, EUR: 7.8, GBP: 9.1, JPY: 0.048, HKD: 0.92 });
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    expect((await getProduct(opened.db, 'zh-CN', id))!.price!.tiers[0]).toEqual({ quantity: 500, unit: 1260 });
  });

  it('goes back to "price on request"', async () => {
    await setProductPricing(opened.db, actors.editor, id, null);
    expect((await getProduct(opened.db, 'en', id))!.price).toBeNull();
    const list = await listProducts(opened.db, 'en', { category: 'eva-molded' });
    expect(list!.list.find((p) => p.id === id)!.facts!.price).toBeNull();
  });
});
