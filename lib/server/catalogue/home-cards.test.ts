/** @jest-environment node */
import { CATALOGUE, LOCALES } from '@/lib/config';
import type { HomeCardFamily } from '@/lib/api/contract';
import { cardTarget } from '@/lib/home-card-target';
import { hrefToString } from '@/lib/seo/paths';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { testDatabases } from '@/lib/server/testing/databases';
import { listCategories, listHomeCards } from './service';

jest.setTimeout(120_000);

const FAMILIES: HomeCardFamily[] = ['sewing', 'heatPress', 'evaMolded'];

describe.each(testDatabases())('the home cards on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
  });
  afterAll(() => opened?.close());

  /** Each section's cards as the page names and links them, in one locale. */
  async function sections(locale: (typeof LOCALES)[number]) {
    const [cards, categories] = await Promise.all([listHomeCards(opened.db, locale), listCategories(opened.db, locale)]);
    return FAMILIES.map((family) => ({
      family,
      targets: cards[family].slice(0, CATALOGUE.homeCardsPerSection).map((card) => cardTarget(categories ?? [], family, cards[family], card)),
    }));
  }

  it.each(LOCALES)('no two cards of a section share a name or a link in %s', async (locale) => {
    for (const { family, targets } of await sections(locale)) {
      expect(targets).toHaveLength(CATALOGUE.homeCardsPerSection);
      const names = targets.map((t) => t?.name.trim().toLocaleLowerCase(locale));
      expect({ family, names: [...new Set(names)] }).toEqual({ family, names });
      const hrefs = targets.map((t) => (t ? hrefToString(t.href) : ''));
      expect(new Set(hrefs).size).toBe(hrefs.length);
    }
  });

  it('names the EVA cards by the products their pictures show, and opens those products', async () => {
    const [eva] = (await sections('en')).filter((s) => s.family === 'evaMolded');
    for (const target of eva.targets) expect(target?.href).toMatch(/^\/product\/\d+\/eva-[a-z-]+-case$/);
    expect(eva.targets.map((t) => t?.name)).toEqual(expect.arrayContaining([expect.stringMatching(/tool/i), expect.stringMatching(/camera/i)]));
  });
});
