/** @jest-environment node */
import { reportPart, resetHealth } from '@/lib/server/ops/health-state.mjs';
import { countCreated, countInsightsProblem, renderMetrics, resetMetrics } from './metrics.mjs';

const STATS = Symbol.for('case-site.cache-stats');
const holder = globalThis as { [STATS]?: { hits: number; misses: number } };

async function value(line: string): Promise<number | null> {
  const { body } = await renderMetrics();
  const found = body.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.split(' ').pop()) : null;
}

beforeEach(() => {
  resetMetrics();
  resetHealth();
  delete holder[STATS];
});

describe('the metrics', () => {
  it("adds up the cache handler's hits and misses between scrapes (the shared stats object)", async () => {
    expect(await value('cache_lookups_total{result="hit"}')).toBe(0);
    holder[STATS] = { hits: 3, misses: 1 };
    expect(await value('cache_lookups_total{result="hit"}')).toBe(3);
    holder[STATS].hits += 2;
    holder[STATS].misses += 4;
    expect(await value('cache_lookups_total{result="hit"}')).toBe(5);
    expect(await value('cache_lookups_total{result="miss"}')).toBe(5);
    // A handler that starts over (a new object) does not make the counter go back.
    holder[STATS] = { hits: 1, misses: 0 };
    expect(await value('cache_lookups_total{result="hit"}')).toBe(6);
  });

  it("publishes the scheduled backups' last success and failures, 0 before the first or without a schedule", async () => {
    const key = Symbol.for('case-site.backup-stats');
    const backups = globalThis as { [key]?: { lastSuccessAt: number | null; failures: number } };
    delete backups[key];
    expect(await value('backup_last_success_timestamp_seconds')).toBe(0);
    backups[key] = { lastSuccessAt: null, failures: 0 };
    expect(await value('backup_last_success_timestamp_seconds')).toBe(0);
    backups[key] = { lastSuccessAt: 1_790_000_000_000, failures: 2 };
    expect(await value('backup_last_success_timestamp_seconds')).toBe(1_790_000_000);
    expect(await value('backup_failures')).toBe(2);
    delete backups[key];
  });

  it('shows each health part as 1 or 0', async () => {
    reportPart('database', { ok: true });
    reportPart('backup', { ok: false, detail: 'failed', degradesReadiness: false });
    expect(await value('health_part_ok{part="database"}')).toBe(1);
    expect(await value('health_part_ok{part="backup"}')).toBe(0);
  });

  it('counts created records with bounded labels', async () => {
    countCreated('lead');
    countCreated('order', 'reorder');
    countCreated('upload', 'member', 2);
    countCreated('reset code', 'none');
    expect(await value('password_reset_codes_total{channel="none"}')).toBe(1);
    expect(await value('leads_created_total')).toBe(1);
    expect(await value('orders_created_total{source="reorder"}')).toBe(1);
    expect(await value('uploads_created_total{purpose="member"}')).toBe(2);
  });

  it('counts the page-view counting problems by kind', async () => {
    countInsightsProblem('flush_failed');
    countInsightsProblem('views_dropped', 7);
    expect(await value('insights_problems_total{problem="flush_failed"}')).toBe(1);
    expect(await value('insights_problems_total{problem="views_dropped"}')).toBe(7);
  });

  it("includes the process's own metrics", async () => {
    const { body, contentType } = await renderMetrics();
    expect(contentType).toMatch(/^text\/plain/);
    for (const name of ['process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) expect(body).toContain(`# TYPE ${name} `);
  });
});
