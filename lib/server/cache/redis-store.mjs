// @ts-check
// One instance's connection to the shared cache in Redis (redis-handler.mjs is the Next cache handler
// built on it). Plain ESM: next.config.mjs names the handler, which Next loads as it is.
//
// How it works:
// - An entry is one Redis string `<prefix>:<build id>:<site scope>:e:<key>`: v8-serialized
//   { lastModified, readAt, tags, cacheControl, value } (Buffers and Maps of the RSC payload survive
//   as they are). Its TTL is Next's `expire` (at most MAX_TTL_SECONDS). Entries of another build are
//   never read (the build id is in the key), so a deploy starts with an empty cache; nor those of
//   another site address or database (site-scope.mjs).
// - revalidateTag(tags) writes each tag's time to `<prefix>:t:<tag>` (no TTL; shared by the builds
//   of a rolling deploy). get() reads the entry, then the times of its tags (the entry's own, the
//   page's implicit `_N_T_` tags Next passes, and the epoch key) in one MGET: a tag revalidated at or
//   after the entry's data was read is a miss. Every instance reads Redis on every get (nothing is
//   kept in memory), so an invalidation is seen everywhere by the next request.
// - When its data was read (`readAt`): Next builds a cache handler for every request, when the
//   request starts and before anything is rendered; the handler notes the time, and every entry the
//   request's renders store carries it. An entry is not as new as the moment it is stored: a render
//   that read the database before a save committed and stored its entry after the save's
//   revalidateTag (unstable_cache stores its result when the whole page has rendered) would
//   otherwise count as fresh and keep the old content until the next write of that tag.
// - Redis down or slow: every command is bounded (timeoutMs, default 500 ms; commands are not
//   queued while disconnected), get answers a miss, set does nothing, and the page is rendered from
//   the database. A failure suspends Redis use for a second (no request waits on a hung server more
//   than once a second). One line is logged when Redis is lost and one when it is back, never per
//   request. Tags revalidated meanwhile are written when it is back; when the Redis server itself was
//   restarted (its run_id changed: it may have loaded an old snapshot), the epoch key is bumped
//   (once per restart, by the first instance to notice), which expires every entry made before it.
import { createClient, RESP_TYPES } from 'redis';
import v8 from 'node:v8';
import { tagList, tagsOfNewEntry, tagsToCheck } from './entry-tags.mjs';

/** Sets the epoch to `<time>:<run id>` unless it names this run already: one bump per restart, atomically. */
const BUMP_EPOCH = `
local current = redis.call('GET', KEYS[1])
if current and string.sub(current, -(#ARGV[2] + 1)) == ':' .. ARGV[2] then return 0 end
redis.call('SET', KEYS[1], ARGV[1] .. ':' .. ARGV[2])
return 1`;

const MAX_TTL_SECONDS = 14 * 24 * 60 * 60;
const SUSPEND_MS = 1000;
const RECONNECT_MAX_MS = 500;

/**
 * @typedef {import('./entry-tags.mjs').CacheControl} CacheControl
 * @typedef {import('./entry-tags.mjs').CachedValue} CachedValue
 * @typedef {import('./entry-tags.mjs').GetContext} GetContext
 * @typedef {import('./entry-tags.mjs').SetContext} SetContext
 * @typedef {{ lastModified: number, readAt?: number, tags: string[], cacheControl?: CacheControl, value: CachedValue | null }} StoredEntry
 * @typedef {{
 *   url: string,
 *   prefix?: string,
 *   buildId?: string,
 *   scope?: string,
 *   timeoutMs?: number,
 *   log?: (message: string) => void,
 *   name?: string,
 * }} RedisCacheOptions
 */

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

class TimeoutError extends Error {}

/**
 * One instance's connection to the shared cache. Next builds a handler object per request; they all
 * use the process's one store (see the default export). Tests build several stores: several instances.
 */
export class RedisCacheStore {
  /** @param {RedisCacheOptions} options */
  constructor(options) {
    this.url = options.url;
    this.prefix = options.prefix || 'next-cache';
    this.buildId = options.buildId || 'development';
    this.scope = options.scope || 'site';
    this.timeoutMs = options.timeoutMs && options.timeoutMs > 0 ? options.timeoutMs : 500;
    this.log = options.log || ((message) => console.warn(message));
    this.where = redactUrl(this.url);
    /** Tags revalidated while Redis could not be written: written when it is back. */
    /** @type {Map<string, number>} */
    this.pendingTags = new Map();
    /** @type {'starting' | 'up' | 'down'} */
    this.state = 'starting';
    this.suspendedUntil = 0;
    /** @type {string | null} */
    this.runId = null;
    this.closed = false;
    /** @type {Promise<void> | null} */
    this.recovering = null;
    this.epochKey = `${this.prefix}:epoch`;

    this.client = createClient({
      url: this.url,
      disableOfflineQueue: true,
      pingInterval: 5000,
      socket: {
        connectTimeout: this.timeoutMs,
        // Retry every 50 ms at first, then every half second, forever: the cache comes back by itself.
        reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, RECONNECT_MAX_MS),
      },
    }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });

    // node-redis emits 'error' for every failed reconnect: reported once through markDown().
    this.client.on('error', (/** @type {Error} */ error) => this.markDown(error));
    this.client.on('ready', () => void this.onReady());
    /** Settles at the first connection or its first failure: the first requests wait for it, bounded. */
    this.started = new Promise((resolve) => {
      this.client.once('ready', resolve);
      this.client.once('error', resolve);
    });
    this.client.connect().catch((/** @type {Error} */ error) => this.markDown(error));
  }

  /** @param {string} key */
  entryKey(key) {
    return `${this.prefix}:${this.buildId}:${this.scope}:e:${key}`;
  }

  /** @param {string} tag */
  tagKey(tag) {
    return `${this.prefix}:t:${tag}`;
  }

  /** @param {unknown} error */
  markDown(error) {
    this.suspendedUntil = Date.now() + SUSPEND_MS;
    if (this.state === 'down' || this.closed) return;
    this.state = 'down';
    const reason = error instanceof Error ? error.message || error.name : String(error);
    this.log(`[cache] Redis at ${this.where} is unavailable (${reason}): pages are rendered without the shared cache until it is back`);
  }

  /**
   * Back to 'up' after the first connection, a reconnection, or a command that succeeded while
   * Redis counted as down (a timeout): pending tags written, a restarted server's entries expired.
   */
  onReady() {
    if (this.closed) return Promise.resolve();
    if (!this.recovering) {
      this.recovering = this.recover().finally(() => {
        this.recovering = null;
      });
    }
    return this.recovering;
  }

  async recover() {
    try {
      const info = String(await this.bounded(this.client.info('server')));
      const runId = /run_id:(\w+)/.exec(info)?.[1] ?? null;
      const restarted = this.runId !== null && runId !== null && runId !== this.runId;
      this.runId = runId;
      // The server restarted: what it loaded from disk may predate invalidations it never saw. The
      // epoch is bumped once per restart, by whichever instance notices first (it names the new
      // run id): one that notices later, on its first use, must not expire what others stored since.
      if (restarted) await this.bounded(this.client.eval(BUMP_EPOCH, { keys: [this.epochKey], arguments: [String(Date.now()), runId] }));
      await this.flushPendingTags();
      const wasDown = this.state === 'down';
      this.state = 'up';
      this.suspendedUntil = 0;
      if (wasDown) this.log(`[cache] Redis at ${this.where} is back: the shared cache is on again${restarted ? ' (the server restarted: older entries expired)' : ''}`);
    } catch (error) {
      this.markDown(error);
    }
  }

  async flushPendingTags() {
    if (this.pendingTags.size === 0) return;
    const pending = [...this.pendingTags];
    // A replayed tag gets the time it is written: later than when it was revalidated, so it also
    // expires what other instances stored meanwhile from data read before the change.
    const now = String(Date.now());
    await this.bounded(this.client.mSet(pending.map(([tag]) => [this.tagKey(tag), now])));
    for (const [tag, at] of pending) if (this.pendingTags.get(tag) === at) this.pendingTags.delete(tag);
  }

  /** Whether Redis may be asked now; the first requests wait (bounded) for the first connection. */
  async usable() {
    if (this.closed) return false;
    if (this.state === 'starting') await Promise.race([this.started, sleep(this.timeoutMs)]);
    if (this.recovering) await this.recovering; // pending tags are written before anything is read
    return this.client.isReady && Date.now() >= this.suspendedUntil;
  }

  /**
   * A command that answers within timeoutMs or fails: Redis hung or unreachable never holds a page.
   * @template T
   * @param {Promise<T>} command
   * @returns {Promise<T>}
   */
  bounded(command) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new TimeoutError(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    command.catch(() => undefined); // a late failure after the timeout must not go unhandled
    return /** @type {Promise<T>} */ (Promise.race([command, timeout]).finally(() => clearTimeout(timer)));
  }

  /**
   * The entry stored under key, or null when there is none, a tag of it (or one Next names for the
   * page asking) was revalidated since its data was read, or Redis cannot answer.
   * @param {string} key
   * @param {GetContext} [ctx]
   * @returns {Promise<StoredEntry | null>}
   */
  async get(key, ctx = {}) {
    if (!(await this.usable())) return null;
    try {
      const raw = await this.bounded(this.client.get(this.entryKey(key)));
      if (this.state === 'down') void this.onReady();
      if (!raw) return null;
      /** @type {StoredEntry} */
      let entry;
      try {
        entry = v8.deserialize(/** @type {Buffer} */ (raw));
      } catch {
        return null; // written by another Node version's serializer: a miss, rewritten by the next set
      }
      const tags = tagsToCheck(entry.tags || [], ctx);
      const times = await this.bounded(this.client.mGet([this.epochKey, ...tags.map((tag) => this.tagKey(tag))]));
      const readAt = entry.readAt ?? entry.lastModified;
      for (const time of times) {
        // A tag's time, or the epoch's `<time>:<run id>`.
        if (time !== null && Number.parseInt(String(time), 10) >= readAt) return null;
      }
      return entry;
    } catch (error) {
      this.markDown(error);
      return null;
    }
  }

  /**
   * Stores an entry; nothing happens when Redis cannot take it (the next request renders again).
   * @param {string} key
   * @param {CachedValue | null} value
   * @param {SetContext} [ctx]
   * @param {number} [readAt] when the request that rendered it started (its data is at least this recent)
   */
  async set(key, value, ctx = {}, readAt = Date.now()) {
    if (!(await this.usable())) return;
    /** @type {StoredEntry} */
    const entry = { lastModified: Date.now(), readAt, tags: tagsOfNewEntry(value, ctx), cacheControl: ctx.cacheControl, value };
    let payload;
    try {
      payload = v8.serialize(entry);
    } catch (error) {
      this.log(`[cache] an entry of kind ${value?.kind} could not be stored: ${error instanceof Error ? error.message : error}`);
      return;
    }
    try {
      await this.bounded(this.client.set(this.entryKey(key), payload, { EX: ttlOf(ctx) }));
    } catch (error) {
      this.markDown(error);
    }
  }

  /**
   * Expires every entry carrying one of the tags, on every instance. Never throws: the write that
   * called it has committed; when Redis cannot be written, the tags are written when it is back.
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    const list = tagList(tags);
    if (list.length === 0) return;
    const now = Date.now();
    if (await this.usable()) {
      try {
        await this.bounded(this.client.mSet(list.map((tag) => [this.tagKey(tag), String(now)])));
        return;
      } catch (error) {
        this.markDown(error);
      }
    }
    for (const tag of list) this.pendingTags.set(tag, now);
  }

  async close() {
    this.closed = true;
    try {
      if (this.client.isOpen) await this.client.close();
      else this.client.destroy();
    } catch {
      this.client.destroy();
    }
  }
}

/** @param {SetContext} ctx */
function ttlOf(ctx) {
  const expire = ctx.cacheControl?.expire;
  if (typeof expire === 'number' && Number.isFinite(expire) && expire > 0) return Math.min(Math.ceil(expire), MAX_TTL_SECONDS);
  return MAX_TTL_SECONDS;
}

/** @param {string} url */
function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
