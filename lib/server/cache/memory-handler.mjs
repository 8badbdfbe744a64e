// @ts-check
// Next's cache for one instance (REDIS_URL unset; next.config.mjs selects it): the unstable_cache
// entries and the rendered pages and route responses, kept in this process's memory only.
//
// Why not Next's own (its FileSystemCache):
// - It stamps an entry with the time it is stored. A render that read the database before a save
//   committed, and whose entry arrives after the save's revalidateTag (unstable_cache stores its
//   result when the whole page has rendered), counts as fresh: the old content stays until the next
//   write of that tag (a deleted banner stayed on the home page). Here an entry is as old as the
//   request that rendered it (below), so that render is never stored.
// - It keeps entries on disk (.next/cache/fetch-cache, .next/server/route-cache) but its tag
//   revalidations in memory: after a restart, an entry revalidated before it is served again, and a
//   restart on another data folder, DATABASE_URL or SITE_URL serves the previous one's pages (an e2e
//   run showed the bench server's address). In memory only, every start begins empty. Pages are
//   rendered on their first request anyway (the site prerenders none with data at build time).
//
// How an entry knows its age. Next builds a cache handler for every request (its IncrementalCache is
// "request specific"), when the request starts, before anything is rendered; the handler notes how
// many revalidations this process has made so far (a version). Every read of that request's render
// comes after that moment, so an entry it stores is marked with that version. A tag revalidated later
// has a higher version: an entry marked older than one of its tags' versions is not stored, and one
// already stored is expired when read. Versions, not times: exact within a process, no clock.
//
// Bounded: at most `cacheMaxMemorySize` bytes (next.config.mjs; Next's default, 50 MB), the least
// recently used entries leave first (as Next's own memory layer). Every read is counted (cache-stats.mjs).
import { counted } from './cache-stats.mjs';
import { tagsRevalidated } from './revalidation-hook.mjs';
import { tagList, tagsOfNewEntry, tagsToCheck } from './entry-tags.mjs';

/**
 * @typedef {import('./entry-tags.mjs').CacheControl} CacheControl
 * @typedef {import('./entry-tags.mjs').CachedValue} CachedValue
 * @typedef {import('./entry-tags.mjs').GetContext} GetContext
 * @typedef {import('./entry-tags.mjs').SetContext} SetContext
 * @typedef {{
 *   value: CachedValue | null,
 *   lastModified: number,
 *   cacheControl?: CacheControl,
 *   tags: string[],
 *   version: number,
 *   size: number,
 * }} MemoryEntry
 */

const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

/** The entries and tag versions of one process (a test makes several). */
export class MemoryCacheStore {
  /** @param {{ maxBytes?: number }} [options] */
  constructor(options = {}) {
    this.maxBytes = options.maxBytes && options.maxBytes > 0 ? options.maxBytes : DEFAULT_MAX_BYTES;
    /** Least recently used first (a Map keeps insertion order; a read moves an entry to the end). */
    /** @type {Map<string, MemoryEntry>} */
    this.entries = new Map();
    this.bytes = 0;
    /** How many revalidations this process has made: a request's handler notes it when it starts. */
    this.version = 0;
    /** @type {Map<string, number>} the version of each tag's latest revalidation */
    this.tagVersions = new Map();
  }

  /**
   * Whether data read by a request that started at `version` may predate a revalidation of a tag.
   * @param {string[]} tags
   * @param {number} version
   */
  outdated(tags, version) {
    for (const tag of tags) {
      const revalidated = this.tagVersions.get(tag);
      if (revalidated !== undefined && revalidated > version) return true;
    }
    return false;
  }

  /**
   * @param {string} key
   * @param {GetContext} [ctx]
   * @returns {MemoryEntry | null}
   */
  get(key, ctx = {}) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.outdated(tagsToCheck(entry.tags, ctx), entry.version)) {
      this.remove(key);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Stores what a request that started at `version` rendered, unless a tag of it was revalidated
   * since (the entry already there, if any, stays: it may come from a later request).
   * @param {string} key
   * @param {CachedValue | null} value
   * @param {SetContext} ctx
   * @param {number} version
   */
  set(key, value, ctx, version) {
    const tags = tagsOfNewEntry(value, ctx);
    if (this.outdated(tags, version)) return;
    const size = key.length + sizeOf(value);
    if (size > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { value, lastModified: Date.now(), cacheControl: ctx.cacheControl, tags, version, size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  /** @param {string | string[]} tags */
  revalidateTag(tags) {
    const list = tagList(tags);
    if (list.length === 0) return;
    this.version += 1;
    for (const tag of list) this.tagVersions.set(tag, this.version);
  }

  /** @param {string} key */
  remove(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

/**
 * About how many bytes an entry holds (as Next's own memory layer counts them).
 * @param {CachedValue | null} value
 */
function sizeOf(value) {
  if (!value) return 25;
  let size = 0;
  if (typeof value.html === 'string') size += value.html.length;
  if (value.rscData) size += value.rscData.length;
  if (typeof value.postponed === 'string') size += value.postponed.length;
  if (value.body) size += value.body.length;
  if (value.segmentData) for (const [path, buffer] of value.segmentData) size += path.length + (buffer?.length || 0);
  if (value.data !== undefined) size += JSON.stringify(value.data)?.length || 0;
  if (value.props !== undefined) size += JSON.stringify(value.props)?.length || 0;
  return Math.max(size, 1);
}

const STORE = Symbol.for('case-site.memory-cache');

/**
 * The process's one store, on globalThis: every request's handler must see the same entries and
 * revalidations, however many times Next loads this module.
 * @param {number | undefined} maxBytes
 * @returns {MemoryCacheStore}
 */
function processStore(maxBytes) {
  const global = /** @type {Record<symbol, MemoryCacheStore | undefined>} */ (/** @type {unknown} */ (globalThis));
  global[STORE] ??= new MemoryCacheStore({ maxBytes });
  return global[STORE];
}

/** Next's cache handler interface (next.config.mjs `cacheHandler`): one per request. */
export default class MemoryCacheHandler {
  /**
   * @param {{ maxMemoryCacheSize?: number }} [ctx] what Next passes
   * @param {MemoryCacheStore} [store] tests: a store of their own
   */
  constructor(ctx = {}, store = processStore(ctx.maxMemoryCacheSize)) {
    this.store = store;
    /** The revalidations made before this request started: what its renders read is at least this recent. */
    this.startVersion = store.version;
  }

  /**
   * @param {string} key
   * @param {GetContext} [ctx]
   */
  async get(key, ctx) {
    const entry = counted(this.store.get(key, ctx));
    if (!entry) return null;
    return { lastModified: entry.lastModified, value: entry.value, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}) };
  }

  /**
   * @param {string} key
   * @param {CachedValue | null} data
   * @param {SetContext} [ctx]
   */
  async set(key, data, ctx = {}) {
    this.store.set(key, data, ctx, this.startVersion);
  }

  /**
   * The site revalidates with `expire: 0`; a stale-while-revalidate profile is treated the same
   * way: never staler than asked.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [_durations]
   */
  async revalidateTag(tags, _durations) {
    this.store.revalidateTag(tags);
    tagsRevalidated();
  }

  resetRequestCache() {}
}
