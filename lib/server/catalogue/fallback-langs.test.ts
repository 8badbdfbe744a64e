/** @jest-environment node */
import type { OpenedDatabase } from '@/lib/server/db/open';
import { testDatabases } from '@/lib/server/testing/databases';
import { categories, products } from './schema';
import { getProduct, listProducts } from './service';

/*
 * Every text a product page shows says which language it fell back to (issue 10: the page gives a
 * fallback its language and direction, so English inside an Arabic page reads left to right):
 * the category's name, a size written per language and the customisation list too.
 */
describe.each(testDatabases())('fallback languages of a product on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let perLocale: number;
  let measured: number;

  beforeAll(async () => {
    opened = await open();
    const [category] = await opened.db
      .insert(categories)
      .values({ key: 'rtl-pouch', name: { 'zh-CN': '收纳包', en: 'Pouches' } })
      .returning();
    const base = {
      categoryId: category.id,
      name: { 'zh-CN': '潜水料拉链包', en: 'Neoprene zip pouch' },
      summary: { 'zh-CN': '3 毫米潜水料。', en: 'A 3 mm SBR neoprene pouch.' },
      description: { 'zh-CN': '柔软。', en: 'Soft (MOQ 500).' },
      material: { 'zh-CN': '3 毫米 SBR 潜水料', en: '3 mm SBR neoprene' },
      moq: 500,
      leadTimeMin: 15,
      leadTimeMax: 25,
      customization: { 'zh-CN': ['丝印'], en: ['Screen printing'] },
    };
    const rows = await opened.db
      .insert(products)
      .values([
        { ...base, slug: 'rtl-per-locale', size: { 'zh-CN': '适合 iPhone 15', en: 'Fits iPhone 15' } },
        { ...base, slug: 'rtl-measured', size: '22 × 14 cm', customization: { ar: ['طباعة بالشاشة الحريرية'] } },
      ])
      .returning({ id: products.id });
    [perLocale, measured] = rows.map((r) => r.id);
  });
  afterAll(() => opened.close());

  it('marks every fallback text of a product page, the size and the options included', async () => {
    const product = await getProduct(opened.db, 'ar', perLocale);
    expect(product!.lang).toEqual({ name: 'en', summary: 'en', description: 'en', specs: 'en', size: 'en', customization: 'en' });
    expect(product!.category).toEqual({ key: 'rtl-pouch', name: 'Pouches', lang: { name: 'en' } });
    expect(product!.specs.size).toBe('Fits iPhone 15');
  });

  it('gives a measurement for every language no language, and a list written in the page language none', async () => {
    const product = await getProduct(opened.db, 'ar', measured);
    expect(product!.specs.size).toBe('22 × 14 cm');
    expect(product!.lang).not.toHaveProperty('size');
    expect(product!.lang).not.toHaveProperty('customization');
    expect(product!.specs.customization).toEqual(['طباعة بالشاشة الحريرية']);
  });

  it('says nothing when the page language has the texts', async () => {
    const product = await getProduct(opened.db, 'zh-CN', perLocale);
    expect(product!.lang).toBeUndefined();
    expect(product!.category).toEqual({ key: 'rtl-pouch', name: '收纳包' });
  });

  it('marks a fallback category name in the list too', async () => {
    const page = await listProducts(opened.db, 'ar', { category: 'rtl-pouch' });
    expect(page!.list.map((p) => p.category.lang)).toEqual([{ name: 'en' }, { name: 'en' }]);
  });
});
