/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { memberPageValidity } from '@/lib/server/access/member-page-check';
import { createSession, revokeSession } from '@/lib/server/members/sessions';
import { testDatabases } from '@/lib/server/testing/databases';
import type { OpenedDatabase } from './open';
import type { Db } from './types';
import { TABLES_WITHOUT_GENERATION, readDataGeneration } from './data-generation';
import { appMeta, messageThreads, rateLimits, sessions, users } from './schema';

jest.setTimeout(60_000);

describe.each(testDatabases())('the data generation on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let db: Db;
  beforeEach(async () => {
    opened = await open();
    db = opened.db;
  });
  afterEach(() => opened.close());

  it('rises once per committed change of a table pages show, with the commit, and not for a rollback', async () => {
    const start = await readDataGeneration(db);
    const [ann] = await db
      .insert(users)
      .values({ account: 'gen.ann', nickname: 'Ann', roles: ['member'] })
      .returning();
    expect(await readDataGeneration(db)).toBe(start + 1);

    // Several statements and tables in one transaction: one step, and only once committed.
    let seenInside = -1;
    await db.transaction(async (tx) => {
      await tx.update(users).set({ nickname: 'Ann B' }).where(eq(users.id, ann.id));
      await tx.insert(messageThreads).values({ memberId: ann.id });
      await tx.update(users).set({ nickname: 'Ann C' }).where(eq(users.id, ann.id));
      seenInside = await readDataGeneration(tx);
    });
    expect(seenInside).toBe(start + 1);
    expect(await readDataGeneration(db)).toBe(start + 2);

    await expect(
      db.transaction(async (tx) => {
        await tx.update(users).set({ nickname: 'never' }).where(eq(users.id, ann.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readDataGeneration(db)).toBe(start + 2);

    // What reads and sign-ins write leaves it alone.
    const session = await createSession(db, ann.id, { userAgent: 'jest', clientAddress: '127.0.0.1' });
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.userId, ann.id));
    await db.insert(rateLimits).values({ key: 'gen-test', windowStart: new Date(), count: 1 }).onConflictDoNothing();
    await db.insert(appMeta).values({ key: 'gen-test', value: 'x' }).onConflictDoNothing();
    expect(await readDataGeneration(db)).toBe(start + 2);
    expect(session.token).toBeTruthy();
  });

  it('counts every one of many concurrent writers, none waiting on another through it', async () => {
    const people = await db
      .insert(users)
      .values(Array.from({ length: 12 }, (_, i) => ({ account: `gen.many${i}`, nickname: `N${i}`, roles: ['member' as const] })))
      .returning();
    const start = await readDataGeneration(db);
    // Each writes, waits (the others write meanwhile) and writes again before its commit: a trigger
    // that took the generation's row at the first write would hold the others until then.
    await Promise.all(
      people.map((person) =>
        db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ nickname: `${person.nickname}+` })
            .where(eq(users.id, person.id));
          await tx.execute(sql`select pg_sleep(0.05)`);
          await tx
            .update(users)
            .set({ nickname: `${person.nickname}++` })
            .where(eq(users.id, person.id));
        }),
      ),
    );
    expect(await readDataGeneration(db)).toBe(start + people.length);
  });

  it('has its trigger on every table but the listed ones', async () => {
    // Both drivers answer { rows }.
    const { rows: list } = (await db.execute(sql`
      select c.relname as name, exists (
        select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = c.relname || '_bumps_generation'
      ) as bumps
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by 1`)) as unknown as { rows: { name: string; bumps: boolean }[] };
    expect(list.length).toBeGreaterThan(40);
    expect(list.filter((r) => !r.bumps).map((r) => r.name)).toEqual([...TABLES_WITHOUT_GENERATION].sort());
  });

  it('tells a kept member page its session and generation, and nothing for an ended session', async () => {
    const [bob] = await db
      .insert(users)
      .values({ account: 'gen.bob', nickname: 'Bob', roles: ['member'] })
      .returning();
    const { token } = await createSession(db, bob.id, { userAgent: 'jest', clientAddress: '127.0.0.1' });
    const cookie = `lang=en; token=${token}; other=1`;
    const first = await memberPageValidity(cookie, db);
    expect(first).toEqual({ session: expect.stringMatching(/^\d+:\d{4}-/), generation: await readDataGeneration(db) });
    expect(await memberPageValidity(cookie, db)).toEqual(first);

    await db.update(users).set({ nickname: 'Bob B' }).where(eq(users.id, bob.id));
    expect((await memberPageValidity(cookie, db))?.generation).toBe(first!.generation + 1);

    expect(await memberPageValidity('token=not-a-token', db)).toBeNull();
    expect(await memberPageValidity('lang=en', db)).toBeNull();
    await revokeSession(db, token);
    expect(await memberPageValidity(cookie, db)).toBeNull();
    // A disabled member's session counts for nothing either.
    const second = await createSession(db, bob.id, { userAgent: 'jest', clientAddress: '127.0.0.1' });
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, bob.id));
    expect(await memberPageValidity(`token=${second.token}`, db)).toBeNull();
  });
});
