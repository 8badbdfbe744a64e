import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { rateLimits } from '@/lib/server/db/schema';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter in the database, atomic in one statement, so every instance on one
 * PostgreSQL shares the limit. `key` names the action and the client (e.g. `consult:203.0.113.5`).
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: { max: number; windowSeconds: number },
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowStartFloor = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const resetAt = row.windowStart.getTime() + limit.windowSeconds * 1000;
  return {
    allowed: row.count <= limit.max,
    remaining: Math.max(0, limit.max - row.count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
  };
}
