/** @jest-environment node */
import { asc } from 'drizzle-orm';
import { inIds } from '@/lib/server/db/in-ids';
import { categories } from '@/lib/server/catalogue/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import type { OpenedDatabase } from '@/lib/server/db/open';

// Opening and migrating a database takes several seconds on a busy 2-core machine.
jest.setTimeout(60_000);

describe.each(testDatabases())('inIds on $name', (engine) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await engine.open();
    await opened.db.insert(categories).values([1, 2, 3].map((n) => ({ key: `c${n}`, name: { 'zh-CN': `C${n}` } })));
  });
  afterAll(() => opened?.close());

  const ids = async (list: number[]) =>
    (await opened.db.select({ id: categories.id }).from(categories).where(inIds(categories.id, list)).orderBy(asc(categories.id))).map((r) => r.id);

  it('matches the listed ids, nothing for an empty list', async () => {
    const all = (await opened.db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id))).map((r) => r.id);
    expect(await ids([all[0], all[2]])).toEqual([all[0], all[2]]);
    expect(await ids([])).toEqual([]);
  });

  it('takes more ids than a statement may have parameters (65,535)', async () => {
    const many = Array.from({ length: 70_000 }, (_, i) => i + 1);
    expect((await ids(many)).length).toBe(3);
  });
});
