/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { CATALOGUE, LOCALES } from '@/lib/config';
import type { HomeCardFamily } from '@/lib/api/contract';
import { cardTarget } from '@/lib/home-card-target';
import type { Actor } from '@/lib/server/access';
import { categories, homeCards, products } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { catalogueCast, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { homeCardProductOptions } from './home-card-products';
import { spreadCards } from './home-card-spread';
import { changeHomeCard, listHomeCardsForStaff } from './manage-home';
import { listCategories, listHomeCards } from './service';

// The writes revalidate the home page's cache tag: no Next.js cache in a test.
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

const FAMILIES: HomeCardFamily[] = ['sewing', 'heatPress', 'evaMolded'];

describe('spreading repeating home cards', () => {
  const cats = [
    { id: 1, key: 'eva-molded', parentId: null },
    { id: 2, key: 'hard-shell', parentId: 1 },
  ];
  const catalogue = [
    { id: 30, categoryId: 2 },
    { id: 10, categoryId: 2 },
    { id: 20, categoryId: 1 },
    { id: 99, categoryId: 5 },
  ];

  it('keeps the first card on its sub-category and gives the repeats the family’s products in the catalogue’s order, skipping chosen ones', () => {
    const cards = [13, 11, 12, 14].map((id) => ({ id, family: 'evaMolded', productId: id === 12 ? 10 : null }));
    // Created order: 11 (the sub-category), 12 (chose 10), 13 → 30, 14 → 20; 99 is another family's.
    expect(Object.fromEntries(spreadCards(cards, cats, catalogue))).toEqual({ 13: 30, 14: 20 });
  });

  it('leaves a card that would repeat as it is when the family has no product left', () => {
    const cards = [1, 2, 3, 4, 5].map((id) => ({ id, family: 'evaMolded', productId: null }));
    expect(Object.fromEntries(spreadCards(cards, cats, catalogue))).toEqual({ 2: 30, 3: 10, 4: 20 });
  });
});

describe.each(testDatabases())('choosing the product of a home card on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors = {} as Record<'editor' | 'other' | 'admin' | 'sales' | 'member', Actor>;
  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    Object.assign(actors, await catalogueCast(opened.db));
  });
  afterAll(() => opened?.close());

  async function titles(locale: (typeof LOCALES)[number]) {
    const [cards, cats] = await Promise.all([listHomeCards(opened.db, locale), listCategories(opened.db, locale)]);
    return FAMILIES.map((family) => ({
      family,
      names: cards[family].slice(0, CATALOGUE.homeCardsPerSection).map((card) =>
        cardTarget(cats ?? [], family, cards[family], card)
          ?.name.trim()
          .toLocaleLowerCase(locale),
      ),
    }));
  }

  it('a site whose cards have no product (the old state) still names five different things per section, in every locale, and the back office marks the chosen ones', async () => {
    await opened.db.update(homeCards).set({ productId: null });
    for (const locale of LOCALES) {
      for (const { family, names } of await titles(locale)) expect({ family, locale, names: [...new Set(names)] }).toEqual({ family, locale, names });
    }
    const staff = await listHomeCardsForStaff(opened.db, actors.editor);
    const eva = staff.evaMolded;
    expect(eva.every((c) => c.product_id === null)).toBe(true);
    // One card keeps the sub-category, the four others were given products.
    expect(eva.filter((c) => c.auto_product_id !== null)).toHaveLength(4);
    // Nothing was written: the choice lives in the read.
    expect((await opened.db.select().from(homeCards).where(eq(homeCards.family, 'evaMolded'))).every((c) => c.productId === null)).toBe(true);
  });

  it('saves a product of the card’s family, which the home page then names and opens in every locale; refuses another family’s', async () => {
    const options = await homeCardProductOptions(opened.db, actors.editor);
    const [card] = (await listHomeCardsForStaff(opened.db, actors.editor)).heatPress;
    const mine = options.heatPress[options.heatPress.length - 1];
    const theirs = options.evaMolded[0];
    expect(options.heatPress.map((p) => p.id)).not.toContain(theirs.id);
    const base = { src: card.src, introduction: card.introduction, expectedUpdatedAt: new Date(card.updated_at) };

    expect(await statusOf(changeHomeCard(opened.db, actors.editor, card.id, { ...base, product_id: theirs.id }))).toBe(400);
    expect(await statusOf(changeHomeCard(opened.db, actors.editor, card.id, { ...base, product_id: 999_999 }))).toBe(400);
    expect((await opened.db.select().from(homeCards).where(eq(homeCards.id, card.id)))[0].productId).toBeNull();

    const saved = await changeHomeCard(opened.db, actors.editor, card.id, { ...base, product_id: mine.id });
    expect(saved).toMatchObject({ product_id: mine.id, auto_product_id: null });
    const [product] = await opened.db.select().from(products).where(eq(products.id, mine.id));
    for (const locale of ['en', 'ar', 'zh-CN'] as const) {
      const shown = (await listHomeCards(opened.db, locale)).heatPress.find((c) => c.id === card.id);
      expect(shown?.product).toMatchObject({ id: mine.id, slug: product.slug });
    }
    expect((await listHomeCards(opened.db, 'en')).heatPress.find((c) => c.id === card.id)?.product?.name).toBe(mine.name.en);
    // Still no title twice in a section.
    for (const { family, names } of await titles('en')) expect({ family, names: [...new Set(names)] }).toEqual({ family, names });
    // And back to none.
    const cleared = await changeHomeCard(opened.db, actors.editor, card.id, { ...base, product_id: null, expectedUpdatedAt: new Date(saved.updated_at) });
    expect(cleared.product_id).toBeNull();
  });

  it('offers each family’s products only, and only to catalogue staff', async () => {
    const options = await homeCardProductOptions(opened.db, actors.editor);
    const [eva] = await opened.db.select().from(categories).where(eq(categories.key, 'eva-molded'));
    const evaProducts = await opened.db.select({ id: products.id, categoryId: products.categoryId }).from(products);
    const evaCats = new Set([eva.id, ...(await opened.db.select().from(categories).where(eq(categories.parentId, eva.id))).map((c) => c.id)]);
    expect(options.evaMolded.map((p) => p.id).sort()).toEqual(
      evaProducts
        .filter((p) => evaCats.has(p.categoryId))
        .map((p) => p.id)
        .sort(),
    );
    expect(await statusOf(homeCardProductOptions(opened.db, actors.sales))).toBe(404);
  });
});
