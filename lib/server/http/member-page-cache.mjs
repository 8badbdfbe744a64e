// @ts-check
// Member pages kept in memory for the session that asked, served again while nothing they show can
// have changed (scripts/serve.mjs, between the compression and Next).
//
// A member page is rendered per request (the session, the member's data): several times the cost of
// a catalogue page, which Next serves from its cache. Members reload and reopen the same pages (the
// order list after each order, a page opened in a new tab), and most of the time nothing changed in
// between. So a member page Next rendered with 200 is kept, for MEMBER_PAGE_CACHE_SECONDS at most,
// under a key of everything the request presented that a page can read (host, address with its
// query, every cookie, Accept-Language, and User-Agent, from which Next decides how to send the
// metadata), and served again only when, for this request:
//
// - the app's data-layer check (lib/server/access/member-page-check.ts, registered at start) says
//   the session the cookie names is live, the same session (with the same expiry) as when the page
//   was rendered: a session ended by a logout, a password change or the back office gets no kept
//   page, it goes to Next, which sends the visitor to the login page;
// - the data generation (drizzle/0033_data_generation.sql: one number a trigger raises with every
//   committed change of any table a page shows, visible in the same commit) is the one read before
//   the page was rendered. Any change by anyone, on any instance, makes every kept page old; so does
//   a revalidation of Next's cache once it has landed (lib/server/cache/revalidation-hook.mjs: Next
//   runs it after the write's commit, and a page rendered in between read the expiring entries).
//
// Only plain page loads are kept (GET, no RSC or action header, no Authorization, no Range), only
// complete HTML answers with status 200 that set no cookie and logged no error (a page whose part
// failed to render after its head was sent still says 200). The answers' own request id, date and
// encoding are not kept. Nothing is written to disk; the memory is bounded by MEMBER_PAGE_CACHE_MB
// (0 turns it off), pages being recorded included; the least recently served entry leaves first,
// and entries past their time are swept away.
//
// Plain JavaScript: scripts/serve.mjs (plain Node) imports it, and the app registers its check here
// through a registered symbol (two module graphs in one process, as lib/server/cache/cache-stats.mjs).

import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { currentRequest } from '../observability/request-context.mjs';
import { routedPath } from './cache-policy.mjs';
import { acceptsEncoding, PAGE_BROTLI_PARAMS } from './precompressed.mjs';

const CHECK = Symbol.for('case-site.member-page-check');
const STATS = Symbol.for('case-site.member-page-cache-stats');

/**
 * What the data layer says of a request's cookies: null without a live session, else the session
 * (with its expiry) and the data generation read before it.
 * @typedef {{ session: string, generation: number }} Validity
 * @typedef {(cookieHeader: string) => Promise<Validity | null>} MemberPageCheck
 * @typedef {{ hits: number, misses: number, stored: number, bytes: number, entries: number }} MemberPageCacheStats
 */

/** Answer headers never kept: they belong to one answer. */
const NOT_KEPT = new Set(['date', 'x-request-id', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'set-cookie', 'x-member-page-cache']);
/** Request headers that make a load something else than a plain page load. */
const NOT_A_PAGE_LOAD = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'authorization', 'range'];
/** The largest page kept; a larger one is served but not kept. */
const MAX_ENTRY_BYTES = 1024 * 1024;
/** What an entry costs beside its body (its key, headers and bookkeeping), roughly. */
const ENTRY_OVERHEAD = 1024;
/** Pages below this size are sent as they are (the compression's own threshold). */
const MIN_ENCODED_BYTES = 1024;
/** @type {Record<'br' | 'gzip', (body: Buffer) => Buffer>} */
const ENCODERS = {
  br: (body) => brotliCompressSync(body, { params: PAGE_BROTLI_PARAMS }),
  gzip: (body) => gzipSync(body),
};

/** @param {MemberPageCheck | null} check */
export function registerMemberPageCheck(check) {
  /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[CHECK] = check;
}

/** @returns {MemberPageCheck | null} */
function registeredCheck() {
  const found = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[CHECK];
  return typeof found === 'function' ? /** @type {MemberPageCheck} */ (found) : null;
}

/** @returns {MemberPageCacheStats} */
export function memberPageCacheStats() {
  const global = /** @type {Record<symbol, MemberPageCacheStats | undefined>} */ (/** @type {unknown} */ (globalThis));
  const existing = global[STATS];
  if (existing) return existing;
  const created = { hits: 0, misses: 0, stored: 0, bytes: 0, entries: 0 };
  global[STATS] = created;
  return created;
}

/** A member page (`/user…` in any locale). @param {string} url */
export function isMemberPage(url) {
  return /^\/user(?:\/|$)/.test(routedPath(url));
}

/** @param {import('node:http').IncomingMessage} req */
export function keepable(req) {
  if (req.method !== 'GET' || !req.headers.cookie) return false;
  if (NOT_A_PAGE_LOAD.some((name) => req.headers[name] !== undefined)) return false;
  if (/[?&]_rsc=/.test(req.url || '')) return false;
  return isMemberPage(req.url || '/');
}

/** @param {import('node:http').IncomingMessage} req */
function keyOf(req) {
  const parts = [req.headers.host || '', req.url || '', req.headers.cookie || '', req.headers['accept-language'] || '', req.headers['user-agent'] || ''];
  return createHash('sha256').update(parts.join('\0')).digest('base64url');
}

/**
 * @typedef {{ session: string, generation: number, expires: number, headers: [string, string | number | string[]][], body: Buffer, encoded: { br?: Buffer, gzip?: Buffer }, size: number }} Entry
 * @param {{ maxBytes: number, ttlMs: number, now?: () => number, log?: { warn: (fields: object, message: string) => void, error: (fields: object, message: string) => void } }} options
 */
export function createMemberPageCache({ maxBytes, ttlMs, now = Date.now, log }) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  const stats = memberPageCacheStats();
  let bytes = 0;
  /** Bytes of the pages being recorded now. */
  let recording = 0;

  /** @param {string} key */
  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
    stats.bytes = bytes;
    stats.entries = entries.size;
  }

  /** @param {string} key @param {Entry} entry */
  function keep(key, entry) {
    drop(key);
    if (entry.size > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.size;
    // A Map keeps insertion order: the first entry is the one served longest ago.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
    stats.stored += 1;
    stats.bytes = bytes;
    stats.entries = entries.size;
  }

  /**
   * Sends a kept page, in the encoding the client prefers (br, then gzip), compressed once per entry
   * and encoding and kept with it: a page served again costs no compression.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} key
   * @param {Entry} entry
   */
  function replay(req, res, key, entry) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('x-member-page-cache', 'hit');
    res.statusCode = 200;
    const accepted = req.headers['accept-encoding'];
    const encoding = entry.body.length < MIN_ENCODED_BYTES ? null : acceptsEncoding(accepted, 'br') ? 'br' : acceptsEncoding(accepted, 'gzip') ? 'gzip' : null;
    // Anything else goes through the compression as it is (which also says Vary: Accept-Encoding).
    if (!encoding) return void res.end(entry.body);
    let body = entry.encoded[encoding];
    if (!body) {
      body = ENCODERS[encoding](entry.body);
      entry.encoded[encoding] = body;
      grow(key, entry, body.length);
    }
    // An answer already encoded passes the compression untouched.
    res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.end(body);
  }

  /**
   * Counts what an entry gained (an encoded copy), and makes room for it.
   * @param {string} key @param {Entry} entry @param {number} added
   */
  function grow(key, entry, added) {
    if (entries.get(key) !== entry) return;
    entry.size += added;
    bytes += added;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
    stats.bytes = bytes;
    stats.entries = entries.size;
  }

  /**
   * Records what Next writes and keeps it once the answer is complete and keepable.
   * @param {import('node:http').ServerResponse} res
   * @param {string} key
   * @param {Validity} validity
   */
  function record(res, key, validity) {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let oversized = false;
    let released = false;
    const write = res.write;
    const end = res.end;
    /** @param {unknown} chunk @param {unknown} encoding */
    const collect = (chunk, encoding) => {
      if (oversized || released || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      size += buffer.length;
      recording += buffer.length;
      // Pages being recorded count against the bound too: a page over 1 MB, or one that would take
      // the recordings in progress past MEMBER_PAGE_CACHE_MB, is sent and not kept.
      if (size > MAX_ENTRY_BYTES || recording > maxBytes) {
        oversized = true;
        release();
      } else chunks.push(buffer);
    };
    const release = () => {
      if (released) return;
      released = true;
      recording -= size;
      chunks.length = 0;
    };
    res.write = /** @type {typeof res.write} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        collect(chunk, encoding);
        return write.call(this, chunk, encoding, callback);
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
        collect(chunk, encoding);
        return end.call(this, chunk, encoding, callback);
      }
    );
    res.setHeader('x-member-page-cache', 'miss');
    // The request's context (scripts/serve.mjs enters it): an error logged while rendering marks it.
    const context = currentRequest();
    // A client gone mid-answer: no 'finish', and nothing kept.
    res.once('close', release);
    res.once('finish', () => {
      const whole =
        !oversized &&
        !context?.failed &&
        res.statusCode === 200 &&
        res.getHeader('set-cookie') === undefined &&
        String(res.getHeader('content-type') || '').startsWith('text/html');
      if (!whole) return release();
      /** @type {Entry['headers']} */
      const headers = [];
      let headerBytes = 0;
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value === undefined || NOT_KEPT.has(name)) continue;
        headers.push([name, value]);
        headerBytes += name.length + String(value).length;
      }
      const body = Buffer.concat(chunks, size);
      release();
      keep(key, { ...validity, expires: now() + ttlMs, headers, body, encoded: {}, size: body.length + headerBytes + ENTRY_OVERHEAD });
    });
  }

  /**
   * Serves a kept member page, or lets `next` render it (and keeps what it renders).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => void} next
   */
  function serve(req, res, next) {
    const check = registeredCheck();
    if (maxBytes <= 0 || !check || !keepable(req)) return next();
    check(String(req.headers.cookie))
      .then(
        (validity) => {
          if (!validity) return next();
          const key = keyOf(req);
          const entry = entries.get(key);
          if (entry && entry.session === validity.session && entry.generation === validity.generation && entry.expires > now()) {
            // Served again: now the most recently used.
            entries.delete(key);
            entries.set(key, entry);
            stats.hits += 1;
            return replay(req, res, key, entry);
          }
          if (entry) drop(key);
          stats.misses += 1;
          record(res, key, validity);
          return next();
        },
        (error) => {
          // The check failed (the database, say): Next renders the page and answers for it.
          log?.warn({ error: error instanceof Error ? error.message : String(error) }, 'member page cache: the session check failed');
          next();
        },
      )
      // Nothing here may end the process (an unhandled rejection would): the answer is ended instead.
      .catch((error) => {
        log?.error({ error: error instanceof Error ? error.stack : String(error) }, 'member page cache: serving a member page failed');
        if (!res.headersSent) res.statusCode = 500;
        if (!res.writableEnded) res.end();
      });
  }

  /** Drops the entries past their time (a logged-out member's pages do not wait for eviction). */
  function sweep() {
    const time = now();
    for (const [key, entry] of entries) if (entry.expires <= time) drop(key);
  }
  if (maxBytes > 0) setInterval(sweep, Math.max(1000, ttlMs)).unref();

  return { serve, sweep, size: () => ({ entries: entries.size, bytes, recording }) };
}
