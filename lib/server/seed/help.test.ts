/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { LOCALES } from '@/lib/config';
import { systemConfig } from '@/lib/server/catalogue/schema';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { staffProfiles } from '@/lib/server/help/schema';
import { OFFICE_HOURS } from '@/lib/server/help/service';
import { actorWith } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { helpDemo } from './help';
import { seedDemoModules } from './modules';

jest.setTimeout(60_000);

describe.each(testDatabases())('the account team demo on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());

  it('writes the office hours in every language and a card for each staff account, once', async () => {
    const { db } = opened;
    const sales = await actorWith(db, 'sam.demo', ['member', 'sales']);
    await actorWith(db, 'mia.member', ['member']);
    expect(await seedDemoModules(db, [helpDemo])).toEqual(['help']);
    const [hours] = await db.select().from(systemConfig).where(eq(systemConfig.name, OFFICE_HOURS));
    for (const locale of LOCALES) expect((hours.value as Record<string, string>)[locale]).toMatch(/\d/);
    const cards = await db.select().from(staffProfiles);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ userId: sales.user.id, displayName: 'sam.demo' });
    await db
      .update(systemConfig)
      .set({ value: { 'zh-CN': '改过' } })
      .where(eq(systemConfig.name, OFFICE_HOURS));
    expect(await seedDemoModules(db, [helpDemo])).toEqual([]);
    const [kept] = await db.select().from(systemConfig).where(eq(systemConfig.name, OFFICE_HOURS));
    expect(kept.value).toEqual({ 'zh-CN': '改过' });
  });
});
