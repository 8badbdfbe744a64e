import 'server-only';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { searchPendingCount } from '@/lib/server/catalogue/search-pending';
import { setOutboxProbe, setSearchPendingProbe } from '@/lib/server/observability/metrics.mjs';
import { declareLocales } from '@/lib/server/observability/route-names.mjs';
import { outboxDepth } from '@/lib/server/outbox/depth';
import { readinessChecks } from '@/lib/server/ops/checks';
import { markStarted, registerCheck } from '@/lib/server/ops/readiness.mjs';

/**
 * What the server's operator endpoints need from the app (instrumentation.ts, once the app has
 * started: the database opened, migrated and seeded): the locales (route patterns of unprefixed
 * paths), /readyz's checks, and the outbox and search-pending queries /metrics reads at each scrape. From now on
 * /readyz stops answering 'starting' (Next does not wait for instrumentation before it serves).
 * This wiring sits above the domains: observability itself is a building block that the database
 * and the outbox use, so it imports neither of them.
 */
export function startObservability(opened: OpenedDatabase, env: NodeJS.ProcessEnv = process.env): void {
  declareLocales({ locales: LOCALES, defaultLocale: DEFAULT_LOCALE });
  for (const [name, check] of readinessChecks(opened.db, env)) registerCheck(name, check);
  setOutboxProbe(outboxDepth(opened.db));
  setSearchPendingProbe(() => searchPendingCount(opened.db));
  markStarted();
}
