// @ts-check
// Whether this instance should get traffic (GET /readyz): started, not draining, and every part
// that matters answering. Parts are checked two ways, both ending in ./health-state.mjs:
// - checks registered here (the database, Redis, S3: the app registers them at start), run when
//   /readyz is asked and their last results are older than a second, so a probe every 100 ms
//   costs one query a second;
// - parts that report by themselves (reportPart: scheduled backups…), read as they stand.
// A part reported with `degradesReadiness: false` is shown but never turns /readyz 503.
import { isDraining, partsHealth, reportPart } from './health-state.mjs';

const KEY = Symbol.for('case-site.readiness');
const DEFAULT_MAX_AGE_MS = 1000;
const DEFAULT_TIMEOUT_MS = 2000;

/**
 * @typedef {() => Promise<{ ok: boolean, detail?: string }>} Check
 * @typedef {{ started: boolean, checks: Map<string, { run: Check, degradesReadiness: boolean }>, checkedAt: number, running: Promise<void> | null }} ReadinessState
 */

/** @returns {ReadinessState} */
function state() {
  const holder = /** @type {{ [KEY]?: ReadinessState }} */ (globalThis);
  return (holder[KEY] ??= { started: false, checks: new Map(), checkedAt: 0, running: null });
}

/**
 * Registers a check run by /readyz (at most once per second). A check resolves { ok, detail };
 * one that throws or takes longer than two seconds counts as failing.
 * @param {string} name
 * @param {Check} run
 * @param {{ degradesReadiness?: boolean }} [options]
 */
export function registerCheck(name, run, options = {}) {
  state().checks.set(name, { run, degradesReadiness: options.degradesReadiness ?? true });
  state().checkedAt = 0;
}

/** The app has started (lib/server/start-observability.ts): /readyz stops answering 'starting'. */
export function markStarted() {
  state().started = true;
}

/**
 * @param {Check} run
 * @param {number} timeoutMs
 */
async function bounded(run, timeoutMs) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  try {
    return await Promise.race([
      run(),
      new Promise((resolve) => {
        timer = setTimeout(() => resolve({ ok: false, detail: `no answer within ${timeoutMs} ms` }), timeoutMs);
      }),
    ]);
  } catch (error) {
    return { ok: false, detail: failureDetail(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a failed check says in public: the error's class and code, never its message (a driver's
 * message can name hosts, users and statements).
 * @param {unknown} error
 */
export function failureDetail(error) {
  if (!error || typeof error !== 'object') return 'failed';
  const { name, code } = /** @type {{ name?: unknown, code?: unknown }} */ (error);
  const label = typeof name === 'string' && /^\w{1,40}$/.test(name) ? name : 'Error';
  return typeof code === 'string' && /^[A-Z0-9_]{2,20}$/.test(code) ? `${label} ${code}` : label;
}

/** @param {ReadinessState} s @param {number} timeoutMs */
async function runChecks(s, timeoutMs) {
  await Promise.all(
    [...s.checks].map(async ([name, check]) => {
      const result = /** @type {{ ok: boolean, detail?: string }} */ (await bounded(check.run, timeoutMs));
      reportPart(name, { ok: Boolean(result.ok), detail: result.detail, degradesReadiness: check.degradesReadiness });
    }),
  );
}

/**
 * The answer of /readyz: 200 when ready, 503 naming why not (starting, draining, or the failing
 * parts), with every part's state.
 * @param {{ maxAgeMs?: number, timeoutMs?: number, now?: () => number }} [options]
 */
export async function readiness(options = {}) {
  const s = state();
  const now = options.now ?? Date.now;
  if (!isDraining() && s.started && now() - s.checkedAt >= (options.maxAgeMs ?? DEFAULT_MAX_AGE_MS)) {
    // Concurrent probes share one run.
    s.running ??= runChecks(s, options.timeoutMs ?? DEFAULT_TIMEOUT_MS).finally(() => {
      s.checkedAt = now();
      s.running = null;
    });
    await s.running;
  }
  const parts = partsHealth();
  const failing = Object.entries(parts)
    .filter(([, part]) => !part.ok && part.degradesReadiness)
    .map(([name]) => name);
  const status = isDraining() ? 'draining' : !s.started ? 'starting' : failing.length ? 'degraded' : 'ready';
  return {
    httpStatus: status === 'ready' ? 200 : 503,
    body: {
      status,
      failing,
      parts: Object.fromEntries(
        Object.entries(parts).map(([name, p]) => [name, { ok: p.ok, detail: p.detail ?? null, degradesReadiness: p.degradesReadiness, at: new Date(p.at).toISOString() }]),
      ),
    },
  };
}

/** Forgets the checks and the started mark (tests). */
export function resetReadiness() {
  const holder = /** @type {{ [KEY]?: ReadinessState }} */ (globalThis);
  delete holder[KEY];
}
