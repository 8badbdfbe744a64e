// @ts-check
// How an instance stops without dropping a request (scripts/serve.mjs on SIGTERM or SIGINT):
//  1. /readyz answers 503 at once (the load balancer stops sending new work);
//  2. the listener closes: new connections are refused (nginx tries the next instance);
//  3. requests in flight finish; their answers say `Connection: close`, and every keep-alive
//     connection is closed as soon as it is idle (at once for those idle already);
//  4. meanwhile the background work registered with onShutdown() ends (the outbox worker after the
//     message it is sending);
//  5. the database closes and the process exits 0, or 1 when SHUTDOWN_GRACE_MS ran out first
//     (then what was still open is cut, and that is logged).
// Work of the app's bundle registers here: the hooks live on globalThis, like the health state.
import { startDraining } from './health-state.mjs';

const HOOKS = Symbol.for('case-site.shutdown-hooks');
export const DEFAULT_GRACE_MS = 25_000;
/** How long closing the database may take after the grace (it must not keep the process alive). */
const CLOSE_TIMEOUT_MS = 5_000;

/** @returns {Map<string, () => Promise<void>>} */
function hooks() {
  const holder = /** @type {{ [HOOKS]?: Map<string, () => Promise<void>> }} */ (globalThis);
  return (holder[HOOKS] ??= new Map());
}

/**
 * Registers work to end before the database closes (its promise resolves when it has stopped).
 * @param {string} name
 * @param {() => Promise<void>} stop
 */
export function onShutdown(name, stop) {
  hooks().set(name, stop);
}

/**
 * Runs every registered hook once (they are forgotten) and resolves when all have ended; a hook
 * that fails is logged and does not stop the others.
 * @param {{ error: (o: object, m: string) => void }} [log]
 */
export async function runShutdownHooks(log) {
  const registered = [...hooks()];
  hooks().clear();
  await Promise.allSettled(
    registered.map(async ([name, stop]) => {
      try {
        await stop();
      } catch (error) {
        log?.error({ hook: name, error: error instanceof Error ? error.name : typeof error }, 'a shutdown hook failed');
      }
    }),
  );
}

/**
 * SHUTDOWN_GRACE_MS, or the default for a missing or unreadable value.
 * @param {Record<string, string | undefined>} [env]
 */
export function graceFromEnv(env = process.env) {
  const raw = env.SHUTDOWN_GRACE_MS?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_GRACE_MS;
}

/**
 * @template T
 * @param {Promise<T>} promise @param {number} ms
 * @returns {Promise<T | 'timeout'>}
 */
function within(promise, ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Drains `server` and answers the exit code: 0 when everything ended within the grace, 1 when not.
 * @param {import('node:http').Server} server
 * @param {{
 *   graceMs: number,
 *   inFlight: Set<import('node:http').ServerResponse>,
 *   closeDatabase?: () => Promise<void>,
 *   log: { info: (o: object, m: string) => void, error: (o: object, m: string) => void },
 * }} options
 */
export async function drain(server, { graceMs, inFlight, closeDatabase, log }) {
  const began = Date.now();
  startDraining();
  log.info({ inFlight: inFlight.size, graceMs }, 'draining: not ready, no new connections, finishing requests in flight');
  // Answers not begun yet end their connection; those already sent close theirs once done (below).
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
  server.closeIdleConnections();
  // A connection whose answer just ended is idle: closed on the next sweep.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  const work = runShutdownHooks(log);
  const outcome = await within(Promise.all([closed, work]), graceMs);
  clearInterval(sweep);
  let code = 0;
  if (outcome === 'timeout') {
    code = 1;
    log.error({ inFlight: inFlight.size, graceMs }, 'shutdown grace ran out: closing what is still open');
    server.closeAllConnections();
  }
  if (closeDatabase) {
    const result = await within(
      closeDatabase().then(
        () => 'closed',
        (error) => (error instanceof Error ? error.name : 'failed'),
      ),
      CLOSE_TIMEOUT_MS,
    );
    if (result !== 'closed') {
      code = 1;
      log.error({ result }, 'closing the database failed');
    }
  }
  log.info({ ms: Date.now() - began, code }, 'stopped');
  return code;
}
