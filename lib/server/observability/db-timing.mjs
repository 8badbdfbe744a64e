// @ts-check
// Times every database query into the metrics (db_query_duration_seconds, db_queries_in_flight):
// lib/server/db/open.ts hands over its connections. Nothing of a query is kept, only its time.
import { startQuery, watchPool } from './metrics.mjs';

/**
 * Replaces `target.query` (and the other `methods`) with a timed one. Handles the promise form and
 * pg's callback form (pg's Pool calls its clients that way); a cursor or a stream is left untimed.
 * @param {any} target
 * @param {string[]} [methods]
 */
export function timeQueries(target, methods = ['query']) {
  for (const method of methods) {
    const original = target[method];
    if (typeof original !== 'function') continue;
    target[method] = function (/** @type {any[]} */ ...args) {
      if (args[0] && typeof args[0].submit === 'function') return original.apply(this, args);
      const done = startQuery();
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        args[args.length - 1] = function (/** @type {any[]} */ ...results) {
          done();
          return last.apply(this, results);
        };
        return original.apply(this, args);
      }
      let result;
      try {
        result = original.apply(this, args);
      } catch (error) {
        done();
        throw error;
      }
      if (result && typeof result.then === 'function') result.then(done, done);
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
 * @param {any} pglite
 */
export function observePglite(pglite) {
  timeQueries(pglite, ['query', 'exec']);
  const transaction = pglite.transaction;
  pglite.transaction = function (/** @type {(tx: any) => Promise<unknown>} */ callback) {
    return transaction.call(this, (/** @type {any} */ tx) => callback(timeQueries(tx, ['query', 'exec'])));
  };
  return pglite;
}
