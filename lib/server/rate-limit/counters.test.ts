/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { testDatabases } from '@/lib/server/testing/databases';
import { hitRateLimit, peekCounter, reserveAmount, sweepExpiredCounters } from './counters';
import { rateLimits } from './schema';

jest.setTimeout(60_000);

describe.each(testDatabases())('rate limit counters on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());

  it('allows exactly max hits per window even when they arrive at once', async () => {
    const limit = { max: 5, windowSeconds: 600 };
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(opened.db, 'test:one', limit)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const other = await hitRateLimit(opened.db, 'test:two', limit);
    expect(other.allowed).toBe(true);
  });

  it('reserves amounts out of a budget atomically: parallel reservations never pass it, and a release gives back', async () => {
    const limit = { max: 100, windowSeconds: 600 };
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 20 }, () => reserveAmount(opened.db, 'test:budget', limit, 15, now)));
    const taken = results.filter((r) => r.allowed);
    expect(taken).toHaveLength(6);
    expect(await peekCounter(opened.db, 'test:budget', 600, now)).toBe(90);
    await taken[0].release();
    await taken[0].release();
    expect(await peekCounter(opened.db, 'test:budget', 600, now)).toBe(75);
    expect((await reserveAmount(opened.db, 'test:budget', limit, 25, now)).allowed).toBe(true);
    expect((await reserveAmount(opened.db, 'test:budget', limit, 1, now)).allowed).toBe(false);
    expect(await peekCounter(opened.db, 'test:budget', 600, now)).toBe(100);
  });

  it('opens a new window when the old one has passed', async () => {
    const limit = { max: 1, windowSeconds: 60 };
    const start = new Date('2026-01-01T00:00:00Z');
    expect((await hitRateLimit(opened.db, 'test:window', limit, start)).allowed).toBe(true);
    const blocked = await hitRateLimit(opened.db, 'test:window', limit, new Date(start.getTime() + 30_000));
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBe(30);
    expect((await hitRateLimit(opened.db, 'test:window', limit, new Date(start.getTime() + 61_000))).allowed).toBe(true);
  });

  it('sweeps counters whose window has ended, and only those', async () => {
    const start = new Date('2026-05-01T00:00:00Z');
    await hitRateLimit(opened.db, 'sweep:short', { max: 5, windowSeconds: 60 }, start);
    await hitRateLimit(opened.db, 'sweep:long', { max: 5, windowSeconds: 3600 }, start);
    const later = new Date(start.getTime() + 120_000);
    expect(await sweepExpiredCounters(opened.db, later)).toBeGreaterThanOrEqual(1);
    const keys = (await opened.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain('sweep:short');
    expect(keys).toContain('sweep:long');
    const [row] = await opened.db.select().from(rateLimits).where(eq(rateLimits.key, 'sweep:long'));
    expect(row.expiresAt.getTime()).toBe(start.getTime() + 3_600_000);
  });

  it('sweeps on the way when hits keep coming, so the table does not grow for ever', async () => {
    const start = new Date('2026-06-01T00:00:00Z');
    for (let i = 0; i < 20; i += 1) await hitRateLimit(opened.db, `sweep:addr:${i}`, { max: 5, windowSeconds: 60 }, start);
    // An hour later one hit from someone else is enough to clear them.
    await hitRateLimit(opened.db, 'sweep:other', { max: 5, windowSeconds: 60 }, new Date(start.getTime() + 3_600_000));
    const left = (await opened.db.select({ key: rateLimits.key }).from(rateLimits)).filter((r) => r.key.startsWith('sweep:addr:'));
    expect(left).toEqual([]);
  });
});
