/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { sessions, users } from '@/lib/server/db/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import { createSession, revokeSession, revokeUserSessions, verifySession } from './sessions';
import { hashSecret } from './tokens';

jest.setTimeout(60_000);

const meta = { userAgent: 'jest', clientAddress: '203.0.113.7' };

describe.each(testDatabases())('sessions on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let userId: number;
  beforeAll(async () => {
    opened = await open();
    const [user] = await opened.db.insert(users).values({ account: 'anna', nickname: 'anna' }).returning();
    userId = user.id;
  });
  afterAll(() => opened?.close());

  it('gives a new token at every login and stores only its hash', async () => {
    const first = await createSession(opened.db, userId, meta);
    const second = await createSession(opened.db, userId, meta);
    expect(first.token).not.toBe(second.token);
    expect(first.expiresIn).toBe(AUTH.sessionTtlSeconds);
    const rows = await opened.db.select().from(sessions).where(eq(sessions.userId, userId));
    const stored = rows.map((r) => r.tokenHash);
    expect(stored).toEqual(expect.arrayContaining([hashSecret(first.token), hashSecret(second.token)]));
    expect(JSON.stringify(rows)).not.toContain(first.token);
    // Both logins stay valid (two devices).
    expect((await verifySession(opened.db, first.token))?.user.id).toBe(userId);
    expect((await verifySession(opened.db, second.token))?.user.account).toBe('anna');
  });

  it('refuses unknown, malformed and missing tokens', async () => {
    expect(await verifySession(opened.db, 'A'.repeat(43))).toBeNull();
    expect(await verifySession(opened.db, 'nope')).toBeNull();
    expect(await verifySession(opened.db, undefined)).toBeNull();
  });

  it('expires after the session lifetime', async () => {
    const start = new Date('2026-03-01T08:00:00Z');
    const issued = await createSession(opened.db, userId, meta, start);
    expect(issued.expiresAt.getTime() - start.getTime()).toBe(AUTH.sessionTtlSeconds * 1000);
    const justBefore = new Date(issued.expiresAt.getTime() - 1000);
    expect(await verifySession(opened.db, issued.token, justBefore)).not.toBeNull();
    expect(await verifySession(opened.db, issued.token, issued.expiresAt)).toBeNull();
  });

  it('dies at logout, and a revoked token is refused for good', async () => {
    const issued = await createSession(opened.db, userId, meta);
    expect(await revokeSession(opened.db, issued.token)).toBe(true);
    expect(await verifySession(opened.db, issued.token)).toBeNull();
    expect(await revokeSession(opened.db, issued.token)).toBe(false);
    expect(await revokeSession(opened.db, 'garbage')).toBe(false);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const start = new Date('2026-03-02T08:00:00Z');
    const issued = await createSession(opened.db, userId, meta, start);
    const seen = async () =>
      (
        await opened.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashSecret(issued.token)))
      )[0].lastSeenAt.getTime();
    await verifySession(opened.db, issued.token, new Date(start.getTime() + 30_000));
    expect(await seen()).toBe(start.getTime());
    await verifySession(opened.db, issued.token, new Date(start.getTime() + 61_000));
    expect(await seen()).toBe(start.getTime() + 61_000);
  });

  it('clears a member’s ended sessions at the next login and can end them all', async () => {
    const [user] = await opened.db.insert(users).values({ account: 'bert' }).returning();
    const old = await createSession(opened.db, user.id, meta, new Date('2025-01-01T00:00:00Z'));
    const revoked = await createSession(opened.db, user.id, meta);
    await revokeSession(opened.db, revoked.token);
    const live = await createSession(opened.db, user.id, meta);
    const hashes = (await opened.db.select().from(sessions).where(eq(sessions.userId, user.id))).map((r) => r.tokenHash);
    expect(hashes).toEqual([hashSecret(live.token)]);
    expect(hashes).not.toContain(hashSecret(old.token));
    expect(await revokeUserSessions(opened.db, user.id)).toBe(1);
    expect(await verifySession(opened.db, live.token)).toBeNull();
  });

  it('goes with its member', async () => {
    const [user] = await opened.db.insert(users).values({ phone: '+8613800000000' }).returning();
    const issued = await createSession(opened.db, user.id, meta);
    await opened.db.delete(users).where(eq(users.id, user.id));
    expect(await verifySession(opened.db, issued.token)).toBeNull();
  });
});
