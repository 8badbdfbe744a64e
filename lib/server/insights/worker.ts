import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { describeError } from '@/lib/server/http/log';
import { log } from '@/lib/server/observability/logger.mjs';
import { countInsightsProblem } from '@/lib/server/observability/metrics.mjs';
import { onShutdown } from '@/lib/server/ops/shutdown.mjs';
import { readSettings } from '@/lib/server/settings/environment.mjs';
import { foldAndExpire, writeTallies } from './store';
import { tally } from './tally.mjs';

/*
 * The insights' background work in this process (lib/server/startup.ts starts it): every
 * INSIGHTS_FLUSH_MS the tallies counted in memory are added to the database, and once at start
 * and then daily old days are folded into months and counts past INSIGHTS_RETENTION_MONTHS
 * removed. The server's graceful stop writes what is still counted before the database closes.
 */

const holderKey = Symbol.for('case-site.insights-worker');
const DAY_MS = 86_400_000;
type Worker = { flushTimer: ReturnType<typeof setInterval>; foldTimer: ReturnType<typeof setInterval>; writing: Promise<void> | null; db: Db };
type Holder = { [holderKey]?: Worker };

/** Writes what is counted; a failed write puts the counts back for the next round. */
export async function flushInsights(db: Db): Promise<void> {
  const taken = tally().take();
  if (taken.dropped > 0) countInsightsProblem('views_dropped', taken.dropped);
  if (taken.dropped > 0) log().warn({ dropped: taken.dropped }, '[insights] too many distinct pages in one round: some views were not counted');
  if (taken.views.length === 0 && taken.misses.length === 0) return;
  try {
    await writeTallies(db, taken);
  } catch (error) {
    tally().giveBack(taken);
    countInsightsProblem('flush_failed');
    throw error;
  }
}

function flushRound(worker: Worker): Promise<void> {
  // One write at a time: a slow database makes the rounds wait, never pile up.
  worker.writing ??= flushInsights(worker.db)
    .catch((error) => log().error({ error: describeError(error) }, '[insights] writing the counts failed'))
    .finally(() => {
      worker.writing = null;
    });
  return worker.writing;
}

async function fold(db: Db, retentionMonths: number): Promise<void> {
  try {
    await foldAndExpire(db, retentionMonths);
  } catch (error) {
    log().error({ error: describeError(error) }, '[insights] folding old days failed');
  }
}

/** Starts the flush and the daily fold once per process. */
export async function startInsightsWorker(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const holder = globalThis as Holder;
  if (holder[holderKey]) return;
  const { flushMs, retentionMonths } = readSettings(env).insights;
  const worker: Worker = {
    flushTimer: setInterval(() => void flushRound(worker), flushMs),
    foldTimer: setInterval(() => void fold(db, retentionMonths), DAY_MS),
    writing: null,
    db,
  };
  worker.flushTimer.unref();
  worker.foldTimer.unref();
  holder[holderKey] = worker;
  onShutdown('insights', async () => {
    clearInterval(worker.flushTimer);
    clearInterval(worker.foldTimer);
    await worker.writing;
    await flushRound(worker);
  });
  await fold(db, retentionMonths);
}
