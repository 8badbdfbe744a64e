import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { outbox } from './schema';

/** At most this many waiting messages are counted at a scrape (a backlog beyond it reads as this). */
export const OUTBOX_COUNT_LIMIT = 100_000;

/**
 * The outbox's depth for /metrics: messages waiting, and the age of the oldest (a bounded query).
 * It lives with the outbox's table so that observability, which the outbox logs through, never
 * reads it.
 */
export function outboxDepth(db: Db) {
  return async () => {
    const waiting = db
      .select({ createdAt: outbox.createdAt })
      .from(outbox)
      .where(inArray(outbox.status, ['queued', 'failed']))
      .limit(OUTBOX_COUNT_LIMIT)
      .as('waiting');
    const [row] = await db.select({ pending: sql<number>`count(*)::int`, oldest: sql<number | null>`extract(epoch from now() - min(${waiting.createdAt}))::float8` }).from(waiting);
    return { pending: row?.pending ?? 0, oldestAgeSeconds: row?.oldest === null || row?.oldest === undefined ? null : Math.max(0, Number(row.oldest)) };
  };
}
