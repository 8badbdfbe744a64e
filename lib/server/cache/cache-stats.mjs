// @ts-check
// How often Next's cache answered from an entry (a hit) or sent the request to render (a miss),
// counted by whichever cache handler serves this process. Next loads the handler as plain Node while
// the metrics endpoint is bundled by Next: two module graphs in one process, so the counts live on
// globalThis under a registered symbol, created by whichever side asks first.

const KEY = Symbol.for('case-site.cache-stats');

/** @typedef {{ hits: number, misses: number }} CacheStats */

/** @returns {CacheStats} */
export function cacheStats() {
  const global = /** @type {Record<symbol, CacheStats | undefined>} */ (/** @type {unknown} */ (globalThis));
  const existing = global[KEY];
  if (existing) return existing;
  const created = { hits: 0, misses: 0 };
  global[KEY] = created;
  return created;
}

/**
 * Counts one read and hands its answer back.
 * @template T
 * @param {T | null} entry
 * @returns {T | null}
 */
export function counted(entry) {
  const stats = cacheStats();
  if (entry) stats.hits += 1;
  else stats.misses += 1;
  return entry;
}
