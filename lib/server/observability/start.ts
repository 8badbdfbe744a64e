import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { outbox } from '@/lib/server/outbox/schema';
import { readinessChecks } from '@/lib/server/ops/checks';
import { markStarted, registerCheck } from '@/lib/server/ops/readiness.mjs';
import { setOutboxProbe } from './metrics.mjs';
import { declareLocales } from './route-names.mjs';

/** At most this many waiting messages are counted at a scrape (a backlog beyond it reads as this). */
export const OUTBOX_COUNT_LIMIT = 100_000;

/** The outbox's depth: messages waiting, and the age of the oldest (a bounded query). */
export function outboxDepth(db: OpenedDatabase['db']) {
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

/**
 * What the server's operator endpoints need from the app (instrumentation.ts, once the app has
 * started: the database opened, migrated and seeded): the locales (route patterns of unprefixed
 * paths), /readyz's checks, and the outbox query /metrics reads at each scrape. From now on
 * /readyz stops answering 'starting' (Next does not wait for instrumentation before it serves).
 */
export function startObservability(opened: OpenedDatabase, env: NodeJS.ProcessEnv = process.env): void {
  declareLocales({ locales: LOCALES, defaultLocale: DEFAULT_LOCALE });
  for (const [name, check] of readinessChecks(opened.db, env)) registerCheck(name, check);
  setOutboxProbe(outboxDepth(opened.db));
  markStarted();
}
