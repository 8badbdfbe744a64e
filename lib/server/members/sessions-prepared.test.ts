/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { messages, messageThreads, sessions, users } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { testDatabases } from '@/lib/server/testing/databases';
import { createSession, revokeSession, verifySession } from './sessions';

jest.setTimeout(60_000);

/*
 * On PGlite the session check runs as a prepared statement (lib/server/db/prepared.ts), outside
 * drizzle's driver; inside a transaction it runs drizzle's query. Both must give the same answer
 * for every kind of session. On PostgreSQL both calls are drizzle's: the same checks prove that
 * path unchanged.
 */

const meta = { userAgent: 'jest', clientAddress: '203.0.113.7' };

describe.each(testDatabases())('the session check, prepared and through drizzle, on $name', ({ name, open }) => {
  let opened: OpenedDatabase;
  let userId: number;
  const start = new Date('2026-04-01T08:00:00Z');
  const later = new Date(start.getTime() + 3_600_000);

  /** The answer of each path for the same token and time, with and without the unread count. */
  async function bothWays(token: string, now: Date) {
    const drizzleOnly = (db: Db) => db.transaction(async (tx) => [await verifySession(tx, token, now), await verifySession(tx, token, now, { unread: true })]);
    const prepared = [await verifySession(opened.db, token, now), await verifySession(opened.db, token, now, { unread: true })];
    return { prepared, drizzle: await drizzleOnly(opened.db) };
  }

  /** Names of the statements prepared on the database's session (none on PostgreSQL). */
  async function preparedNames(): Promise<string[]> {
    const rows = await opened.db.execute<{ name: string }>(sql`select name from pg_prepared_statements order by name`);
    return (Array.isArray(rows) ? rows : (rows as unknown as { rows: { name: string }[] }).rows).map((row) => row.name);
  }

  beforeAll(async () => {
    opened = await open();
    const [user] = await opened.db.insert(users).values({ account: 'prepared', nickname: 'Prepared', email: 'p@example.com' }).returning();
    userId = user.id;
    const [thread] = await opened.db.insert(messageThreads).values({ memberId: userId }).returning();
    // Three messages from staff, one from the member: the member has three unread.
    for (const fromStaff of [true, false, true, true]) await opened.db.insert(messages).values({ threadId: thread.id, fromStaff, body: 'hello' });
  });
  afterAll(() => opened?.close());

  it('gives the same live session, member and unread count', async () => {
    const issued = await createSession(opened.db, userId, meta, start);
    const { prepared, drizzle } = await bothWays(issued.token, later);
    expect(prepared[0]?.user.id).toBe(userId);
    expect(prepared[0]?.user.createdAt).toBeInstanceOf(Date);
    expect(prepared[1]?.unread).toBe(3);
    expect(prepared).toEqual(drizzle);
    expect(prepared[0]).not.toHaveProperty('unread');
    if (name === 'pglite') expect(await preparedNames()).toEqual(['session_check', 'session_check_unread']);
    else expect(await preparedNames()).toEqual([]);
  });

  it('follows the unread count as messages are read', async () => {
    const issued = await createSession(opened.db, userId, meta, start);
    await opened.db.update(messageThreads).set({ memberReadAt: new Date() }).where(eq(messageThreads.memberId, userId));
    const { prepared, drizzle } = await bothWays(issued.token, later);
    expect(prepared[1]?.unread).toBe(0);
    expect(prepared).toEqual(drizzle);
  });

  it('refuses an expired session both ways', async () => {
    const issued = await createSession(opened.db, userId, meta, start);
    const { prepared, drizzle } = await bothWays(issued.token, new Date(issued.expiresAt.getTime() + 1));
    expect(prepared).toEqual([null, null]);
    expect(drizzle).toEqual([null, null]);
  });

  it('refuses a revoked session at once, and a disabled member', async () => {
    const issued = await createSession(opened.db, userId, meta, start);
    expect((await bothWays(issued.token, later)).prepared[1]?.user.id).toBe(userId);
    await revokeSession(opened.db, issued.token, later);
    const { prepared, drizzle } = await bothWays(issued.token, later);
    expect(prepared).toEqual([null, null]);
    expect(drizzle).toEqual([null, null]);

    const other = await createSession(opened.db, userId, meta, start);
    await opened.db.update(users).set({ disabledAt: later }).where(eq(users.id, userId));
    try {
      expect((await bothWays(other.token, later)).prepared).toEqual([null, null]);
    } finally {
      await opened.db.update(users).set({ disabledAt: null }).where(eq(users.id, userId));
    }
  });

  it('keeps working when the schema changes under a prepared statement', async () => {
    const issued = await createSession(opened.db, userId, meta, start);
    await verifySession(opened.db, issued.token, later, { unread: true });
    // A new column leaves the statement's result as it was; a column whose type changes changes
    // it, and PostgreSQL refuses the old statement until it is prepared again.
    await opened.db.execute(sql`alter table users add column prepared_probe text`);
    await opened.db.execute(sql`alter table sessions alter column user_agent type varchar(600)`);
    const { prepared, drizzle } = await bothWays(issued.token, later);
    expect(prepared[1]?.user.id).toBe(userId);
    expect(prepared).toEqual(drizzle);
    // Statements dropped behind the module's back are prepared again too.
    await opened.db.execute(sql`deallocate all`);
    expect((await bothWays(issued.token, later)).prepared).toEqual(drizzle);
  });

  it('reads the session from the database on every call, in a new instance as well', async () => {
    const issued = await createSession(opened.db, userId, meta, start);
    expect(await verifySession(opened.db, issued.token, later)).not.toBeNull();
    await opened.db.delete(sessions).where(eq(sessions.userId, userId));
    expect(await verifySession(opened.db, issued.token, later)).toBeNull();
    // Another instance of the same engine has statements of its own.
    const second = await open();
    try {
      const [user] = await second.db.insert(users).values({ account: 'second' }).returning();
      const again = await createSession(second.db, user.id, meta, start);
      expect((await verifySession(second.db, again.token, later, { unread: true }))?.unread).toBe(0);
    } finally {
      await second.close();
    }
  });
});
