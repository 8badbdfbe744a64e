import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { rateLimits } from './schema';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
  /** When the counter's current window began (what `reserveAmount`'s release gives back to). */
  windowStart: Date;
}

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Rows whose window has ended are deleted at most this often per process. */
const SWEEP_EVERY_MS = 60_000;
const sweepKey = Symbol.for('case-site.rate-limit-sweep');
type SweepHolder = { [sweepKey]?: number };

/**
 * Fixed-window counter in the database, atomic in one statement, so every instance on one
 * PostgreSQL shares the limit. `key` names the action and the client (e.g. `consult:203.0.113.5`).
 * Expired rows of every key are swept on the way (once a minute per process). `amount` is what
 * this hit counts (1 a request; an upload's bytes for a byte budget).
 */
export async function hitRateLimit(db: Db, key: string, limit: Limit, now: Date = new Date(), amount = 1): Promise<RateLimitResult> {
  await maybeSweep(db, now);
  const floor = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
  const expires = new Date(now.getTime() + limit.windowSeconds * 1000);
  const fresh = sql`${rateLimits.windowStart} <= ${floor}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: amount, expiresAt: expires })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${fresh} then ${amount}::integer else ${rateLimits.count} + ${amount}::integer end`,
        windowStart: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
        expiresAt: sql`case when ${fresh} then ${expires.toISOString()}::timestamptz else ${rateLimits.windowStart} + ${`${limit.windowSeconds} seconds`}::interval end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const resetAt = row.windowStart.getTime() + limit.windowSeconds * 1000;
  return {
    allowed: row.count <= limit.max,
    remaining: Math.max(0, limit.max - row.count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
    windowStart: row.windowStart,
  };
}

export interface Reservation {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Gives the amount back (what a failed or refused use did not take); nothing once its window has passed. */
  release(): Promise<void>;
}

/**
 * Takes `amount` out of a budget (a byte budget) before it is used, in one atomic statement, so
 * requests that arrive together cannot all fit in what was left for one of them: each adds its
 * amount and sees the total with the others'; one that does not fit gives its amount back at once
 * and is refused. The caller releases a reservation its work did not use.
 */
export async function reserveAmount(db: Db, key: string, limit: Limit, amount: number, now: Date = new Date()): Promise<Reservation> {
  const hit = await hitRateLimit(db, key, limit, now, amount);
  let given = false;
  const release = async () => {
    if (given) return;
    given = true;
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(0, ${rateLimits.count} - ${amount}::integer)` })
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, hit.windowStart)));
  };
  if (!hit.allowed) {
    await release();
    return { allowed: false, retryAfterSeconds: hit.retryAfterSeconds, release: async () => undefined };
  }
  return { allowed: true, retryAfterSeconds: hit.retryAfterSeconds, release };
}

/** A counter's value in its current window, without counting (0 when the window has passed). */
export async function peekCounter(db: Db, key: string, windowSeconds: number, now: Date = new Date()): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row || row.windowStart.getTime() <= now.getTime() - windowSeconds * 1000) return 0;
  return row.count;
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes every counter whose window has ended; returns how many. */
export async function sweepExpiredCounters(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)).returning({ key: rateLimits.key });
  return gone.length;
}

async function maybeSweep(db: Db, now: Date): Promise<void> {
  const holder = globalThis as SweepHolder;
  const last = holder[sweepKey] ?? 0;
  if (Math.abs(now.getTime() - last) < SWEEP_EVERY_MS) return;
  holder[sweepKey] = now.getTime();
  await sweepExpiredCounters(db, now);
}
