/** @jest-environment node */
import { asc, count, eq } from 'drizzle-orm';
import { CATALOGUE } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { categories, faqs, homeCards, products, sliderItems, systemConfig } from '@/lib/server/db/schema';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { testDatabases } from '@/lib/server/testing/databases';
import * as catalogue from './service';

jest.setTimeout(60_000);

describe.each(testDatabases())('catalogue services on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
    expect(await seedDemoContent(opened.db)).toBe(true);
  });
  afterAll(() => opened?.close());

  it('seeds believable demo content once, and a second seed writes nothing', async () => {
    const counts = async () => {
      const [[p], [c], [s], [h], [f], [k]] = await Promise.all([
        opened.db.select({ n: count() }).from(products),
        opened.db.select({ n: count() }).from(categories),
        opened.db.select({ n: count() }).from(sliderItems),
        opened.db.select({ n: count() }).from(homeCards),
        opened.db.select({ n: count() }).from(faqs),
        opened.db.select({ n: count() }).from(systemConfig),
      ]);
      return { products: p.n, categories: c.n, slider: s.n, cards: h.n, faqs: f.n, config: k.n };
    };
    const before = await counts();
    expect(before.products).toBeGreaterThanOrEqual(24);
    expect(before.categories).toBe(13);
    expect(before.slider).toBeGreaterThanOrEqual(3);
    expect(before.cards).toBe(15);
    expect(before.faqs).toBeGreaterThanOrEqual(8);
    expect(await seedDemoContent(opened.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('lists slider items whose sign is a category key', async () => {
    const slides = await catalogue.listSlider(opened.db);
    const keys = new Set((await catalogue.listCategories(opened.db, 'en'))!.map((c) => c.key));
    expect(slides.length).toBeGreaterThanOrEqual(3);
    for (const slide of slides) {
      expect(Object.keys(slide).sort()).toEqual(['id', 'sign', 'thumb', 'url']);
      expect(keys.has(slide.sign)).toBe(true);
    }
  });

  it('filters categories by parent and refuses an unknown parent', async () => {
    const families = await catalogue.listCategories(opened.db, 'en', { parent: 'root' });
    expect(families!.map((c) => c.key)).toEqual(['sewing', 'heat-press', 'eva-molded']);
    const sewing = await catalogue.listCategories(opened.db, 'zh-CN', { parent: 'sewing' });
    expect(sewing!.map((c) => c.key)).toEqual(['pouch', 'tote-bag', 'pencil-bag', 'drawstring-bag', 'trunk-organizer']);
    expect(await catalogue.listCategories(opened.db, 'en', { parent: 'nope' })).toBeNull();
  });

  it('pages products 6 at a time and filters by family (its sub-categories) and sub-category', async () => {
    const first = await catalogue.listProducts(opened.db, 'en', {});
    expect(first!.limit).toBe(CATALOGUE.productLimit);
    expect(first!.list).toHaveLength(6);
    const second = await catalogue.listProducts(opened.db, 'en', { page: 2 });
    expect(second!.list[0].id).not.toBe(first!.list[0].id);
    const last = Math.ceil(first!.total / 6);
    const beyond = await catalogue.listProducts(opened.db, 'en', { page: last + 1 });
    expect(beyond!.list).toHaveLength(0);

    const eva = await catalogue.listProducts(opened.db, 'en', { category: 'eva-molded' });
    expect(eva!.total).toBeGreaterThan(0);
    expect(eva!.list.every((p) => p.category.key === 'hard-shell-case')).toBe(true);
    const pouches = await catalogue.listProducts(opened.db, 'en', { category: 'pouch' });
    expect(pouches!.list.every((p) => p.category.key === 'pouch')).toBe(true);
    expect(await catalogue.listProducts(opened.db, 'en', { category: 'unknown' })).toBeNull();
  });

  it('searches by keyword, treating % and _ literally', async () => {
    const found = await catalogue.listProducts(opened.db, 'en', { keyword: 'EVA' });
    expect(found!.total).toBeGreaterThan(0);
    const none = await catalogue.listProducts(opened.db, 'en', { keyword: '%%' });
    expect(none!.total).toBe(0);
  });

  it('returns a full product with images and specs, and null for an unknown id', async () => {
    const { list } = (await catalogue.listProducts(opened.db, 'zh-CN', {}))!;
    const product = await catalogue.getProduct(opened.db, 'zh-CN', list[0].id);
    expect(product!.images.length).toBeGreaterThanOrEqual(2);
    expect(product!.images[0].src).toMatch(/^\/media\/products\/.+\.webp$/);
    expect(product!.specs.moq).toBeGreaterThan(0);
    expect(product!.specs.customization.length).toBeGreaterThan(0);
    expect(product!.description.length).toBeGreaterThan(80);
    expect(product!.lang).toBeUndefined();
    expect(await catalogue.getProduct(opened.db, 'en', 999_999)).toBeNull();
  });

  it('serves the seeded content in every locale, and falls back to English for a text a locale lacks, saying so', async () => {
    const ja = (await catalogue.listProducts(opened.db, 'ja', {}))!.list;
    const en = (await catalogue.listProducts(opened.db, 'en', {}))!.list;
    expect(ja[0].name).not.toBe(en[0].name);
    expect(ja[0].lang).toBeUndefined();
    expect((await catalogue.listFaqs(opened.db, 'ja'))[0].lang).toBeUndefined();

    // Take the Japanese texts away from one product and one FAQ entry: English stands in, marked.
    const [row] = await opened.db.select().from(products).where(eq(products.id, ja[0].id));
    const { ja: _name, ...name } = row.name;
    const { ja: _summary, ...summary } = row.summary;
    await opened.db.update(products).set({ name, summary }).where(eq(products.id, row.id));
    const [firstFaq] = await opened.db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id)).limit(1);
    const { ja: _question, ...question } = firstFaq.question;
    const { ja: _answer, ...answer } = firstFaq.answer;
    await opened.db.update(faqs).set({ question, answer }).where(eq(faqs.id, firstFaq.id));

    const fallen = (await catalogue.listProducts(opened.db, 'ja', {}))!.list.find((p) => p.id === row.id)!;
    expect(fallen.name).toBe(en[0].name);
    expect(fallen.lang).toEqual({ name: 'en', summary: 'en' });
    const faq = await catalogue.listFaqs(opened.db, 'ja');
    expect(faq[0].lang).toEqual({ question: 'en', answer: 'en' });
  });

  it('groups five home cards per family and resolves the system config', async () => {
    const cards = await catalogue.listHomeCards(opened.db, 'en');
    for (const family of CATALOGUE.homeSections) expect(cards[family]).toHaveLength(5);
    const config = Object.fromEntries((await catalogue.listSystemConfig(opened.db, 'zh-CN')).map((e) => [e.name, e.value]));
    for (const name of ['company name', 'tagline', 'whatsapp', 'email', 'province', 'about us', 'linkedin', 'instagram', 'pinterest', 'facebook', 'twitter']) {
      expect(config[name]).toBeTruthy();
    }
  });
});
