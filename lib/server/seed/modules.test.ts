/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { appMeta, faqs } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { testDatabases } from '@/lib/server/testing/databases';
import { seedDemoModules } from './modules';
import type { DemoModule } from './types';

jest.setTimeout(60_000);

describe.each(testDatabases())('demo modules on $name', (engine) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await engine.open();
  });
  afterAll(async () => opened?.close());

  it('writes each module once, marks it, and never again (a module added later is written on the next start)', async () => {
    const runs: string[] = [];
    const faq = (key: string): DemoModule => ({
      key,
      seed: async (tx: Db) => {
        runs.push(key);
        await tx.insert(faqs).values({ question: { en: key }, answer: { en: key } });
      },
    });
    expect(await seedDemoModules(opened.db, [faq('one')])).toEqual(['one']);
    expect(await seedDemoModules(opened.db, [faq('one'), faq('two')])).toEqual(['two']);
    expect(await seedDemoModules(opened.db, [faq('one'), faq('two')])).toEqual([]);
    expect(runs).toEqual(['one', 'two']);
    expect(await opened.db.select().from(appMeta).where(eq(appMeta.key, 'demo_two_seeded_at'))).toHaveLength(1);
  });

  it('leaves nothing behind when a module fails, and tries again next time', async () => {
    const broken: DemoModule = {
      key: 'broken',
      seed: async (tx: Db) => {
        await tx.insert(faqs).values({ question: { en: 'half' }, answer: { en: 'half' } });
        throw new Error('drawing failed');
      },
    };
    await expect(seedDemoModules(opened.db, [broken])).rejects.toThrow('drawing failed');
    const rows = await opened.db.select().from(faqs);
    expect(rows.some((r) => r.question.en === 'half')).toBe(false);
    expect(await opened.db.select().from(appMeta).where(eq(appMeta.key, 'demo_broken_seeded_at'))).toHaveLength(0);
  });
});
