/** @jest-environment node */
import { asc } from 'drizzle-orm';
import { LOCALES } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { memberLevels, pointsRules, rewards } from '@/lib/server/db/schema';
import { isCataloguePicture } from '@/lib/server/catalogue/images';
import { testDatabases } from '@/lib/server/testing/databases';
import { seedDemoModules } from './modules';
import { POINTS_MODULE } from './points';

jest.setTimeout(60_000);

describe.each(testDatabases())('the levels and points demo on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());

  it('writes four levels, the rules and six rewards in every locale, once', async () => {
    expect(await seedDemoModules(opened.db, [POINTS_MODULE])).toEqual(['points']);
    expect(await seedDemoModules(opened.db, [POINTS_MODULE])).toEqual([]);
    const levels = await opened.db.select().from(memberLevels).orderBy(asc(memberLevels.threshold));
    expect(levels.map((l) => [l.threshold, l.name.en])).toEqual([
      [0, 'Standard'],
      [2_000_000, 'Silver'],
      [10_000_000, 'Gold'],
      [50_000_000, 'Platinum'],
    ]);
    for (const level of levels) {
      for (const locale of LOCALES) {
        expect(level.name[locale]).toBeTruthy();
        expect(level.benefits[locale]?.length).toBeGreaterThanOrEqual(3);
      }
    }
    expect((await opened.db.select().from(pointsRules)).map((r) => r.key).sort()).toEqual(['first_order', 'order_delivered', 'per_amount_paid', 'proof_approved']);
    const list = await opened.db.select().from(rewards);
    expect(list).toHaveLength(6);
    for (const reward of list) {
      expect(isCataloguePicture(reward.image)).toBe(true);
      for (const locale of LOCALES) expect(reward.title[locale] && reward.description[locale]).toBeTruthy();
    }
    // No English left in the other languages' titles.
    expect(new Set(list.map((r) => r.title.ja)).has(list[0].title.en)).toBe(false);
  });
});
