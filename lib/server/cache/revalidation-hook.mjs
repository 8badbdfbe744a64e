// @ts-check
// What happens once a revalidation has reached the cache (memory-handler.mjs, redis-handler.mjs):
// the app registers it at start (lib/server/access/member-page-check.ts raises the data generation,
// so a member page kept in memory that a render made from the entries just expired is not served
// again). Next runs revalidations after the write's own request, so the write's commit alone
// (which raises the generation too) can come before them: a render between the two reads the new
// generation and the old entries. Like cache-stats.mjs, it lives on globalThis: the handlers are
// loaded by Node, the app is bundled by Next.

const KEY = Symbol.for('case-site.tags-revalidated');

/** @param {(() => void) | null} hook */
export function onTagsRevalidated(hook) {
  /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[KEY] = hook;
}

/** Tells the app that a revalidation is in the cache now. */
export function tagsRevalidated() {
  const hook = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[KEY];
  if (typeof hook === 'function') hook();
}
