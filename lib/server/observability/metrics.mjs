// @ts-check
// The process's metrics (prom-client), read by GET /metrics in Prometheus's text format. One
// registry per process, on globalThis: scripts/serve.mjs counts the requests, the app's code (bundled
// by Next; prom-client is one of next.config.mjs's serverExternalPackages) counts what it creates
// and times its queries, and both must add to the same figures.
//
// Labels stay few and bounded: a request is labelled with its route pattern
// (`/[locale]/product/[id]/[name]`, ./route-names.mjs), never its path; methods outside HTTP's usual
// seven are 'other'; an upload with its purpose (a fixed list), an order with how it was made.
import client from 'prom-client';

const KEY = Symbol.for('case-site.metrics');
const CACHE_STATS = Symbol.for('case-site.cache-stats');
const MEMBER_PAGE_STATS = Symbol.for('case-site.member-page-cache-stats');
const HEALTH = Symbol.for('case-site.health');
const BACKUP_STATS = Symbol.for('case-site.backup-stats');

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** How long the outbox query may take at scrape time before the scrape goes on without it. */
const OUTBOX_PROBE_TIMEOUT_MS = 1000;

/** @typedef {{ pending: number, oldestAgeSeconds: number | null }} OutboxDepth */
/** @typedef {{ totalCount: number, idleCount: number, waitingCount: number }} PoolCounts */

/**
 * A counter by `result` (hit, miss) fed from a `{ hits, misses }` object on globalThis under `key`.
 * @param {import('prom-client').Registry[]} registers
 * @param {symbol} key
 * @param {string} name
 * @param {string} help
 */
function hitMissCounter(registers, key, name, help) {
  const seen = { hits: 0, misses: 0 };
  const counter = new client.Counter({
    name,
    help,
    labelNames: ['result'],
    registers,
    collect() {
      const stats = /** @type {Record<symbol, { hits?: number, misses?: number } | undefined>} */ (/** @type {unknown} */ (globalThis))[key];
      if (!stats) return;
      for (const [field, result] of /** @type {const} */ ([
        ['hits', 'hit'],
        ['misses', 'miss'],
      ])) {
        const now = Number(stats[field]) || 0;
        // A counter that went back (the object was replaced) starts over from its new value.
        const delta = now >= seen[field] ? now - seen[field] : now;
        seen[field] = now;
        if (delta > 0) this.inc({ result }, delta);
      }
    },
  });
  counter.inc({ result: 'hit' }, 0);
  counter.inc({ result: 'miss' }, 0);
}

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];

  /** @type {{ outboxProbe: (() => Promise<OutboxDepth>) | null, searchPendingProbe: (() => Promise<number>) | null, pool: PoolCounts | null }} */
  const sources = { outboxProbe: null, searchPendingProbe: null, pool: null };

  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers,
  });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the last byte of the answer, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  // The cache handlers and the member pages kept by scripts/serve.mjs count on plain objects (they
  // must not depend on prom-client); what they counted since the last scrape is added here.
  hitMissCounter(registers, CACHE_STATS, 'cache_lookups_total', "Lookups in Next's cache (pages, data) by the cache handler: result hit or miss.");
  hitMissCounter(registers, MEMBER_PAGE_STATS, 'member_page_cache_total', 'Member page loads answered from the pages kept in memory (hit) or rendered (miss).');
  new client.Gauge({
    name: 'member_page_cache_bytes',
    help: 'Bytes of member pages kept in memory (bounded by MEMBER_PAGE_CACHE_MB).',
    registers,
    collect() {
      const stats = /** @type {{ [MEMBER_PAGE_STATS]?: { bytes?: number } }} */ (globalThis)[MEMBER_PAGE_STATS];
      this.set(Number(stats?.bytes) || 0);
    },
  });

  const queryDuration = new client.Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of each database query, from the call to its result (queueing for a connection included).',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  const queriesInFlight = new client.Gauge({
    name: 'db_queries_in_flight',
    help: 'Database queries started and not finished (PGlite runs one at a time: the others wait).',
    registers,
  });
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections of this instance, by state: total (open) and idle.',
    labelNames: ['state'],
    registers,
    collect() {
      if (!sources.pool) return;
      this.set({ state: 'total' }, sources.pool.totalCount);
      this.set({ state: 'idle' }, sources.pool.idleCount);
    },
  });
  new client.Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free PostgreSQL connection of the pool.',
    registers,
    collect() {
      if (sources.pool) this.set(sources.pool.waitingCount);
    },
  });

  const outboxPending = new client.Gauge({ name: 'outbox_pending_messages', help: 'Lead notifications not yet delivered (queued or failed and waiting to retry).', registers });
  const outboxOldest = new client.Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest undelivered lead notification (0 when none waits).',
    registers,
  });
  const probeFailures = new client.Counter({
    name: 'metrics_probe_failures_total',
    help: 'Scrape-time queries that failed or took too long (their gauges read NaN in that scrape).',
    labelNames: ['probe'],
    registers,
  });

  const leads = new client.Counter({ name: 'leads_created_total', help: 'Consultation requests (leads) stored.', registers });
  const orders = new client.Counter({ name: 'orders_created_total', help: 'Orders created, by how: design, reorder or lead.', labelNames: ['source'], registers });
  const uploads = new client.Counter({ name: 'uploads_created_total', help: 'Files uploaded and stored, by purpose.', labelNames: ['purpose'], registers });
  // A rise of `none` (codes asked for targets that name nobody) or of `sms` (each one a paid text) is someone trying accounts or pumping texts.
  const resetCodes = new client.Counter({
    name: 'password_reset_codes_total',
    help: 'Password reset codes asked for, by where they went: mail, sms, or none (the target names nobody).',
    labelNames: ['channel'],
    registers,
  });
  // Page-view counting (lib/server/insights/worker.ts): failed writes keep their counts for the next round; dropped views are lost.
  const insights = new client.Counter({
    name: 'insights_problems_total',
    help: 'Page-view counting problems: flush_failed (a write of the counts failed; retried), views_dropped (views not counted: too many distinct pages in one round).',
    labelNames: ['problem'],
    registers,
  });
  leads.inc(0);

  // The catalogue's spreadsheet import (lib/server/catalogue/transfer-*.ts) and the search rows it leaves to write after its commit.
  const importSeconds = new client.Histogram({
    name: 'catalogue_import_duration_seconds',
    help: "A catalogue import's steps: preview (read and check the sheet), confirm (the one transaction), search (the search rows written after the commit).",
    labelNames: ['step'],
    buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
    registers,
  });
  const importRows = new client.Counter({
    name: 'catalogue_import_rows_total',
    help: 'Products of catalogue imports, by step: preview (rows read), confirm (products written), search (products indexed after the commit).',
    labelNames: ['step'],
    registers,
  });
  const searchPending = new client.Gauge({
    name: 'catalogue_search_pending_products',
    help: 'Products an import wrote whose search rows are not written yet, read at each scrape.',
    registers,
  });

  new client.Gauge({
    name: 'health_part_ok',
    help: 'What /readyz reports of each part: 1 ok, 0 failing (parts that do not affect readiness included).',
    labelNames: ['part'],
    registers,
    collect() {
      const state = /** @type {{ [HEALTH]?: { parts: Map<string, { ok: boolean }> } }} */ (globalThis)[HEALTH];
      this.reset();
      for (const [part, health] of state?.parts ?? []) this.set({ part }, health.ok ? 1 : 0);
    },
  });

  // Scheduled backups (lib/server/backup/schedule.ts keeps these on globalThis); absent without BACKUP_DIR.
  const backupStats = () => /** @type {{ [BACKUP_STATS]?: { lastSuccessAt: number | null, failures: number } }} */ (globalThis)[BACKUP_STATS];
  new client.Gauge({
    name: 'backup_last_success_timestamp_seconds',
    help: 'When the last good scheduled backup finished (Unix time; 0 before the first, or without BACKUP_DIR).',
    registers,
    collect() {
      const stats = backupStats();
      this.reset();
      if (stats) this.set(stats.lastSuccessAt === null ? 0 : stats.lastSuccessAt / 1000);
    },
  });
  new client.Gauge({
    name: 'backup_failures',
    help: 'Scheduled backups that failed since this process started.',
    registers,
    collect() {
      const stats = backupStats();
      this.reset();
      if (stats) this.set(stats.failures);
    },
  });

  return {
    registry,
    sources,
    importSeconds,
    importRows,
    searchPending,
    requests,
    duration,
    queryDuration,
    queriesInFlight,
    outboxPending,
    outboxOldest,
    probeFailures,
    leads,
    orders,
    uploads,
    resetCodes,
    insights,
  };
}

/** @returns {ReturnType<typeof create>} */
function metrics() {
  const holder = /** @type {{ [KEY]?: ReturnType<typeof create> }} */ (globalThis);
  return (holder[KEY] ??= create());
}

/**
 * Counts one answered request.
 * @param {{ route: string, method: string, status: number, seconds: number }} request
 */
export function observeRequest({ route, method, status, seconds }) {
  const m = metrics();
  const labels = { route, method: METHODS.has(method) ? method : 'other', status: String(status) };
  m.requests.inc(labels);
  m.duration.observe(labels, seconds);
}

/**
 * Counts records made by a service, right after their write committed.
 * @param {'lead' | 'order' | 'upload' | 'reset code'} kind
 * @param {string} [detail] the order's source, the upload's purpose, the reset code's channel
 * @param {number} [count]
 */
export function countCreated(kind, detail, count = 1) {
  const m = metrics();
  if (kind === 'lead') m.leads.inc(count);
  else if (kind === 'order') m.orders.inc({ source: detail ?? 'unknown' }, count);
  else if (kind === 'reset code') m.resetCodes.inc({ channel: detail ?? 'unknown' }, count);
  else m.uploads.inc({ purpose: detail ?? 'unknown' }, count);
}

/**
 * Counts a problem of the page-view counting (insights_problems_total).
 * @param {'flush_failed' | 'views_dropped'} problem
 * @param {number} [count]
 */
export function countInsightsProblem(problem, count = 1) {
  metrics().insights.inc({ problem }, count);
}

/**
 * countCreated for a promise's chain: `.then(counted('order', 'design'))` counts one and passes
 * the value on.
 * @param {'lead' | 'order' | 'upload'} kind
 * @param {string} [detail]
 * @returns {<T>(value: T) => T}
 */
export function counted(kind, detail) {
  return (value) => {
    countCreated(kind, detail);
    return value;
  };
}

/**
 * Counts a step of a catalogue import: its time and its products.
 * @param {'preview' | 'confirm' | 'search'} step
 * @param {number} seconds
 * @param {number} rows
 */
export function observeImportStep(step, seconds, rows) {
  const m = metrics();
  m.importSeconds.observe({ step }, seconds);
  m.importRows.inc({ step }, rows);
}

/**
 * Times a database query: call at its start, call what it answers at its end.
 * @returns {() => void}
 */
export function startQuery() {
  const m = metrics();
  m.queriesInFlight.inc();
  const end = m.queryDuration.startTimer();
  return () => {
    end();
    m.queriesInFlight.dec();
  };
}

/**
 * The PostgreSQL pool whose connections are reported (pg's Pool: totalCount, idleCount, waitingCount).
 * @param {PoolCounts} pool
 */
export function watchPool(pool) {
  metrics().sources.pool = pool;
}

/**
 * The query the outbox gauges are read from at each scrape (the app registers it at start).
 * @param {() => Promise<OutboxDepth>} probe
 */
export function setOutboxProbe(probe) {
  metrics().sources.outboxProbe = probe;
}

/**
 * The query the search-pending gauge is read from at each scrape (the app registers it at start).
 * @param {() => Promise<number>} probe
 */
export function setSearchPendingProbe(probe) {
  metrics().sources.searchPendingProbe = probe;
}

async function readSearchPending() {
  const m = metrics();
  const probe = m.sources.searchPendingProbe;
  if (!probe) return;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  try {
    const pending = await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), OUTBOX_PROBE_TIMEOUT_MS);
      }),
    ]);
    m.searchPending.set(Number(pending));
  } catch {
    m.searchPending.set(Number.NaN);
    m.probeFailures.inc({ probe: 'search_pending' });
  } finally {
    clearTimeout(timer);
  }
}

async function readOutbox() {
  const m = metrics();
  const probe = m.sources.outboxProbe;
  if (!probe) return;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  try {
    const depth = await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), OUTBOX_PROBE_TIMEOUT_MS);
      }),
    ]);
    m.outboxPending.set(depth.pending);
    m.outboxOldest.set(depth.oldestAgeSeconds ?? 0);
  } catch {
    // Failing soft: the scrape goes on with the two gauges unknown (NaN), and the failure counted.
    m.outboxPending.set(Number.NaN);
    m.outboxOldest.set(Number.NaN);
    m.probeFailures.inc({ probe: 'outbox' });
  } finally {
    clearTimeout(timer);
  }
}

/** The metrics in Prometheus's text format, and its content type. */
export async function renderMetrics() {
  const m = metrics();
  await readOutbox();
  await readSearchPending();
  return { contentType: m.registry.contentType, body: await m.registry.metrics() };
}

/** Forgets every figure (tests). */
export function resetMetrics() {
  const holder = /** @type {{ [KEY]?: ReturnType<typeof create> }} */ (globalThis);
  delete holder[KEY];
}
