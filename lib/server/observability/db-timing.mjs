// @ts-check
// Times every database query into the metrics (db_query_duration_seconds, db_queries_in_flight):
// lib/server/db/open.ts hands over its connections. Nothing of a query is kept, only its time.
import { startQuery, watchPool } from './metrics.mjs';

/**
 * Replaces `target.query` (and the other `methods`) with a timed one. Handles the promise form and
 * pg's callback form (pg's Pool calls its clients that way); a cursor or a stream is left untimed.
 * @template {object} T
 * @param {T} target
 * @param {string[]} [methods]
 * @returns {T}
 */
export function timeQueries(target, methods = ['query']) {
  const record = /** @type {Record<string, unknown>} */ (target);
  for (const method of methods) {
    const original = record[method];
    if (typeof original !== 'function') continue;
    record[method] = function (/** @type {unknown[]} */ ...args) {
      const first = /** @type {{ submit?: unknown } | null} */ (args[0]);
      if (first && typeof first === 'object' && typeof first.submit === 'function') return Reflect.apply(original, this, args);
      const done = startQuery();
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        args[args.length - 1] = function (/** @type {unknown[]} */ ...results) {
          done();
          return Reflect.apply(last, this, results);
        };
        return Reflect.apply(original, this, args);
      }
      let result;
      try {
        result = Reflect.apply(original, this, args);
      } catch (error) {
        done();
        throw error;
      }
      if (result instanceof Promise) result.then(done, done);
      else done();
      return result;
    };
  }
  return target;
}

/**
 * A node-postgres pool: each connection's queries timed, and the pool's use reported at scrape.
 * @param {import('pg').Pool} pool
 */
export function observePool(pool) {
  pool.on('connect', (client) => timeQueries(client));
  watchPool(pool);
  return pool;
}

/**
 * A PGlite instance: its queries, and those of its transactions, timed.
 * @param {import('@electric-sql/pglite').PGlite} pglite
 */
export function observePglite(pglite) {
  timeQueries(pglite, ['query', 'exec']);
  const transaction = pglite.transaction.bind(pglite);
  /**
   * @template R
   * @param {(tx: import('@electric-sql/pglite').Transaction) => Promise<R>} callback
   * @returns {Promise<R>}
   */
  function timedTransaction(callback) {
    return transaction((tx) => callback(timeQueries(tx, ['query', 'exec'])));
  }
  pglite.transaction = timedTransaction;
  return pglite;
}
