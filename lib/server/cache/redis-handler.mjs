// @ts-check
// The shared cache of several instances: Next's incremental cache (the `unstable_cache` entries and
// the rendered ISR pages and route responses) kept in Redis, so every instance serves the same
// entries and a tag revalidated on one instance is expired on all of them at once.
// next.config.mjs selects it when REDIS_URL is set (docs/operations.md, "The shared cache").
//
// Why our own handler and not @trieb.work/nextjs-turbo-redis-cache (docs/operations.md, "Why our own cache handler", says the same):
// - with Redis down when an instance starts, its every cache call waits for a ready promise that
//   only a 30 s timer ends (its SyncedMap setup fails and never resolves), so every page hangs 30 s;
//   while Redis is down it logs an error per request, and its revalidateTag throws, which fails the
//   staff write that called it (after its transaction committed);
// - it keeps what it read in memory for 10 s (inMemoryCachingTime) and learns of other instances'
//   writes through keyspace notifications (a CONFIG SET on the server), so an edit is not seen at
//   once by every instance without turning both off;
// - it does not return the entry's cacheControl, which Next 16.4 asks a shared handler for: an
//   instance that did not render a page counts it stale after 1 s and renders it again in the
//   background on every later request.
//
// How an entry is stored, expired and kept working while Redis is down: redis-store.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { counted } from './cache-stats.mjs';
import { RedisCacheStore } from './redis-store.mjs';
import { tagsRevalidated } from './revalidation-hook.mjs';
import { siteScope } from './site-scope.mjs';

export { RedisCacheStore } from './redis-store.mjs';

/**
 * @typedef {import('./entry-tags.mjs').CachedValue} CachedValue
 * @typedef {import('./entry-tags.mjs').GetContext} GetContext
 * @typedef {import('./entry-tags.mjs').SetContext} SetContext
 */

/** @param {string | undefined} serverDistDir */
function readBuildId(serverDistDir) {
  if (!serverDistDir) return 'development';
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

/** @type {RedisCacheStore | null} */
let shared = null;

/** Nothing is stored during `next build` (no Redis needed to build): the pages are rendered at run time. */
const building = process.env.NEXT_PHASE === 'phase-production-build';

/** @param {string | undefined} serverDistDir */
function sharedStore(serverDistDir) {
  if (building || !process.env.REDIS_URL) return null;
  if (!shared) {
    shared = new RedisCacheStore({
      url: process.env.REDIS_URL,
      prefix: process.env.REDIS_CACHE_PREFIX || 'next-cache',
      buildId: readBuildId(serverDistDir),
      scope: siteScope(),
      timeoutMs: Number(process.env.REDIS_CACHE_TIMEOUT_MS) || 500,
    });
  }
  return shared;
}

/**
 * Next's cache handler interface (next.config.mjs `cacheHandler`): Next makes one per request, when
 * the request starts, all backed by the process's one store.
 */
export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} [ctx] */
  constructor(ctx = {}) {
    this.store = sharedStore(ctx.serverDistDir);
    /** Every read this request's renders make comes after this moment. */
    this.startedAt = Date.now();
  }

  /**
   * @param {string} key
   * @param {GetContext} [ctx]
   */
  async get(key, ctx) {
    const entry = counted(this.store ? await this.store.get(key, ctx) : null);
    if (!entry) return null;
    return { lastModified: entry.lastModified, value: entry.value, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}) };
  }

  /**
   * @param {string} key
   * @param {CachedValue | null} data
   * @param {SetContext} [ctx]
   */
  async set(key, data, ctx) {
    if (this.store) await this.store.set(key, data, ctx, this.startedAt);
  }

  /**
   * Every revalidation expires at once on every instance (the site revalidates with `expire: 0`);
   * a stale-while-revalidate profile is treated the same way: never staler than asked.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [_durations]
   */
  async revalidateTag(tags, _durations) {
    if (this.store) await this.store.revalidateTag(tags);
    tagsRevalidated();
  }

  resetRequestCache() {}
}

/** Closes the process's store (tests; a server simply exits). */
export async function closeSharedCache() {
  const store = shared;
  shared = null;
  if (store) await store.close();
}
