/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { tagsRevalidated } from '@/lib/server/cache/revalidation-hook.mjs';
import { readDataGeneration } from '@/lib/server/db/data-generation';
import { users } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { registerMemberPageCheck } from '@/lib/server/http/member-page-cache.mjs';
import { createSession } from '@/lib/server/members/sessions';
import { testDatabases } from '@/lib/server/testing/databases';
import { startMemberPageCheck } from './member-page-check';

// The app's database, as getDb() answers it in the server: the test's own.
let current: Db | null = null;
jest.mock('@/lib/server/db', () => ({ getDb: async () => current }));

jest.setTimeout(60_000);

const CHECK = Symbol.for('case-site.member-page-check');
const until = async (condition: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await condition()); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

afterEach(() => registerMemberPageCheck(null));

describe.each(testDatabases())('the member page check registered at start, on $name', ({ open }) => {
  it('answers scripts/serve.mjs for a cookie, and raises the generation once a revalidation is in the cache', async () => {
    const opened = await open();
    current = opened.db;
    try {
      const [cleo] = await opened.db
        .insert(users)
        .values({ account: 'check.cleo', nickname: 'Cleo', roles: ['member'] })
        .returning();
      const { token } = await createSession(opened.db, cleo.id, { userAgent: 'jest', clientAddress: '127.0.0.1' });
      startMemberPageCheck();
      const check = (globalThis as unknown as Record<symbol, (cookie: string) => Promise<{ generation: number } | null>>)[CHECK];
      const before = await readDataGeneration(opened.db);
      expect(await check(`token=${token}`)).toEqual({ session: expect.any(String), generation: before });
      expect(await check('theme=dark')).toBeNull();

      // A revalidation lands (a cache handler tells the app): the generation goes up, with no write of data.
      tagsRevalidated();
      await until(async () => (await readDataGeneration(opened.db)) > before);
      expect(await readDataGeneration(opened.db)).toBe(before + 1);
      expect((await check(`token=${token}`))?.generation).toBe(before + 1);

      await opened.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, cleo.id));
      expect(await check(`token=${token}`)).toBeNull();
    } finally {
      current = null;
      await opened.close();
    }
  });
});
