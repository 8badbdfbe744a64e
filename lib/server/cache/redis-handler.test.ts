/** @jest-environment node */
// The shared cache against a real redis-server (Debian's; `npm test` installs it): two stores are two
// instances of the site, each with its own connection, as in a cluster.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import RedisCacheHandler, { closeSharedCache, RedisCacheStore } from './redis-handler.mjs';
import { page } from './test-entries';
import { cacheStats } from './cache-stats.mjs';
import { onTagsRevalidated } from './revalidation-hook.mjs';
import { startRedisServer } from '../../../scripts/test-engines.mjs';

jest.setTimeout(60_000);

type Server = Awaited<ReturnType<typeof startRedisServer>>;

const TIMEOUT_MS = 300;
// "At once" on a busy 2-core machine running other suites: well under the timeout's second try, and
// far from a hang (without the bound a call on a dead or hung Redis never returns).
const PROMPT_MS = TIMEOUT_MS + 700;
const stores: RedisCacheStore[] = [];
let server: Server;
let port: number;

function instance(name: string, log: string[] = [], buildId = 'build-1', scope = 'site-1'): RedisCacheStore {
  const store = new RedisCacheStore({ url: `redis://127.0.0.1:${port}`, prefix: 'test-cache', buildId, scope, timeoutMs: TIMEOUT_MS, log: (m) => log.push(`${name}: ${m}`) });
  stores.push(store);
  return store;
}

/** The HTML of a page entry, or null. */
function html(entry: { value: { html?: string } | null } | null): string | null {
  return entry?.value?.html ?? null;
}

async function until<T>(what: () => Promise<T>, ok: (value: T) => boolean, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
}

beforeAll(async () => {
  server = await startRedisServer();
  port = server.port;
});

afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

afterAll(async () => {
  await closeSharedCache();
  await server?.stop();
});

test('an entry set by one instance is read by another, Buffers and Maps intact, with its lifetime', async () => {
  const a = instance('A');
  const b = instance('B');
  const cacheControl = { revalidate: false as const, expire: 31536000 };
  await a.set('/en/product/1', page('one', ['catalogue', '_N_T_/en/product/1']), { cacheControl });
  const entry = await b.get('/en/product/1');
  expect(entry).not.toBeNull();
  expect(entry?.cacheControl).toEqual(cacheControl);
  expect(html(entry)).toBe('<p>one</p>');
  expect(Buffer.isBuffer(entry?.value?.rscData)).toBe(true);
  expect(entry?.value?.rscData?.toString()).toBe('rsc:one');
  expect(entry?.value?.segmentData?.get('/_tree')?.toString()).toBe('seg:one');
  expect(entry?.tags.sort()).toEqual(['_N_T_/en/product/1', 'catalogue']);

  // The entry expires with Next's `expire` (capped at 14 days), so an unused one does not stay forever.
  const probe = createClient({ url: server.url });
  await probe.connect();
  const ttl = await probe.ttl('test-cache:build-1:site-1:e:/en/product/1');
  await probe.close();
  expect(ttl).toBeGreaterThan(13 * 24 * 3600);
  expect(ttl).toBeLessThanOrEqual(14 * 24 * 3600);

  expect(await b.get('/en/product/2')).toBeNull();
  // Another build never reads this build's entries (its RSC payload would not fit its pages), nor
  // does a site on another address or database sharing the Redis.
  expect(await instance('C', [], 'build-2').get('/en/product/1')).toBeNull();
  expect(await instance('D', [], 'build-1', 'site-2').get('/en/product/1')).toBeNull();
});

test("a render that read the database before an edit and is stored after the edit's revalidation (on another instance) is not served", async () => {
  const a = instance('A');
  const b = instance('B');
  // A request on A starts rendering the home page (its data is read from now on) …
  const renderStartedAt = Date.now();
  expect(await a.get('/en')).toBeNull();
  // … an editor's delete commits through B, which revalidates the tag …
  await b.revalidateTag(['slider']);
  // … and A's render, with the deleted banner, is stored now.
  await a.set('/en', page('with the deleted banner', ['slider']), {}, renderStartedAt);
  expect(await b.get('/en')).toBeNull();
  expect(await a.get('/en')).toBeNull();
  // The next render (started after the revalidation) is stored and served everywhere.
  await new Promise((resolve) => setTimeout(resolve, 2));
  await b.set('/en', page('without it', ['slider']), {}, Date.now());
  expect(html(await a.get('/en'))).toBe('<p>without it</p>');
});

test('a tag revalidated on one instance expires the entry on the other at once, and only entries carrying it', async () => {
  const a = instance('A');
  const b = instance('B');
  await a.set('/en/product/1', page('one', ['catalogue']), {});
  await a.set('unstable_cache:academy', { kind: 'FETCH', data: { body: '[]', headers: {}, status: 200, url: '' }, revalidate: false }, { tags: ['academy'] });
  expect(await b.get('/en/product/1')).not.toBeNull();

  const { ms } = await timed(() => a.revalidateTag(['catalogue']));
  expect(ms).toBeLessThan(1000);
  expect(await b.get('/en/product/1')).toBeNull(); // the very next read on B, no waiting
  expect(await a.get('/en/product/1')).toBeNull();
  expect(await b.get('unstable_cache:academy', { tags: ['academy'] })).not.toBeNull();

  // A fresh render stored after the change is served again.
  await b.set('/en/product/1', page('one, edited', ['catalogue']), {});
  expect(html(await a.get('/en/product/1'))).toBe('<p>one, edited</p>');
});

test("the tags Next names when it asks (a page's implicit tags, unstable_cache's tags) expire an entry too", async () => {
  const a = instance('A');
  const b = instance('B');
  await a.set('fetch-key', { kind: 'FETCH', data: { body: 'x', headers: {}, status: 200, url: '' }, revalidate: false }, { tags: [] });
  expect(await b.get('fetch-key', { tags: ['libraries'], softTags: ['_N_T_/en/sourceFile'] })).not.toBeNull();
  await a.revalidateTag('_N_T_/en/sourceFile'); // revalidatePath
  expect(await b.get('fetch-key', { tags: ['libraries'], softTags: ['_N_T_/en/sourceFile'] })).toBeNull();
});

test("Next's handler interface: one store per process, entries with their lifetime, revalidateTag(tags, { expire: 0 }), reads counted for the metrics", async () => {
  process.env.REDIS_URL = server.url;
  process.env.REDIS_CACHE_PREFIX = 'test-handler';
  const stats = cacheStats();
  const before = { ...stats };
  try {
    const first = new RedisCacheHandler({});
    const second = new RedisCacheHandler({});
    expect(second.store).toBe(first.store);
    const cacheControl = { revalidate: 60, expire: 3600 };
    await first.set('/en', page('home', ['catalogue']), { cacheControl });
    const got = await second.get('/en', {});
    expect(got).toMatchObject({ value: { kind: 'APP_PAGE', html: '<p>home</p>' }, cacheControl });
    expect(typeof got?.lastModified).toBe('number');
    // Once Redis has the revalidation, the app is told (member pages kept in memory are then old).
    let told = 0;
    onTagsRevalidated(() => (told += 1));
    try {
      await second.revalidateTag(['catalogue'], { expire: 0 });
    } finally {
      onTagsRevalidated(null);
    }
    expect(told).toBe(1);
    expect(await first.get('/en', {})).toBeNull();
    // A request's handler marks what it stores with the time the request started: the render of
    // `first` began before the revalidation, so its late entry is not served.
    await first.set('/en', page('home, before the edit', ['catalogue']), { cacheControl });
    expect(await new RedisCacheHandler({}).get('/en', {})).toBeNull();
    expect(stats).toEqual({ hits: before.hits + 1, misses: before.misses + 2 });
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('case-site.cache-stats')]).toBe(stats);
  } finally {
    delete process.env.REDIS_URL;
    delete process.env.REDIS_CACHE_PREFIX;
    await closeSharedCache();
  }
  // Without REDIS_URL (the PGlite default never selects this handler) it stores nothing.
  const off = new RedisCacheHandler({});
  await off.set('/en', page('home', []), {});
  expect(await off.get('/en', {})).toBeNull();
});

test('Redis stopped: every call answers at once (a miss), one line is logged, and the cache comes back by itself', async () => {
  const log: string[] = [];
  const a = instance('A', log);
  const b = instance('B', log);
  await a.set('/en/product/1', page('one', ['catalogue']), {});
  expect(await b.get('/en/product/1')).not.toBeNull();

  await server.stop('SIGKILL');
  // Both notice (the first command or the connection's end) and fall back to rendering.
  for (let i = 0; i < 50; i++) {
    const read = await timed(() => b.get('/en/product/1'));
    expect(read.value).toBeNull();
    expect(read.ms).toBeLessThan(PROMPT_MS);
    const write = await timed(() => a.set(`/en/product/${i}`, page(String(i), ['catalogue']), {}));
    expect(write.ms).toBeLessThan(PROMPT_MS);
  }
  const revalidation = await timed(() => a.revalidateTag(['catalogue'])); // never throws, never hangs
  expect(revalidation.ms).toBeLessThan(PROMPT_MS);
  // One line per instance for the whole outage, not one per request or per reconnection attempt.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(log.filter((line) => line.includes('unavailable'))).toHaveLength(2);

  server = await startRedisServer({ port });
  const back = await until(
    async () => {
      await a.set('/en/product/1', page('one again', ['catalogue']), {});
      return b.get('/en/product/1');
    },
    (entry) => entry !== null,
  );
  expect(html(back)).toBe('<p>one again</p>');
  expect(log.filter((line) => line.includes('is back:'))).toHaveLength(2);
});

test('Redis hung (SIGSTOP): reads give up after the timeout, at most one waits per second; a tag revalidated meanwhile is applied when it answers again', async () => {
  const log: string[] = [];
  const a = instance('A', log);
  const b = instance('B', log);
  await a.set('/en/product/7', page('seven', ['product:7']), {});
  await a.set('/en/product/8', page('eight', ['product:8']), {});
  expect(await b.get('/en/product/7')).not.toBeNull();

  process.kill(server.pid!, 'SIGSTOP');
  try {
    const first = await timed(() => a.get('/en/product/7'));
    expect(first.value).toBeNull();
    expect(first.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(first.ms).toBeLessThan(PROMPT_MS);
    // Suspended: the next requests do not wait on the hung server (a wait would be the full timeout).
    const next = await timed(() => a.get('/en/product/7'));
    expect(next.value).toBeNull();
    expect(next.ms).toBeLessThan(TIMEOUT_MS / 2);
    // The edit made now cannot be written: it is kept and written when Redis answers.
    const revalidation = await timed(() => a.revalidateTag('product:7'));
    expect(revalidation.ms).toBeLessThan(PROMPT_MS);
  } finally {
    process.kill(server.pid!, 'SIGCONT');
  }
  // A recovers (its next use after the suspension), writes the pending tag; B must not serve the old entry.
  await until(
    () => a.get('/en/product/8'),
    (entry) => entry !== null,
  );
  expect(await b.get('/en/product/7')).toBeNull();
  expect(await b.get('/en/product/8')).not.toBeNull();
  expect(log.filter((line) => line.startsWith('A:') && line.includes('unavailable'))).toHaveLength(1);
  expect(log.filter((line) => line.startsWith('A:') && line.includes('is back:'))).toHaveLength(1);
});

test('Redis restarted from an old snapshot: the entries it reloads are expired (they may predate an edit it lost)', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cache-redis-'));
  try {
    await server.stop();
    server = await startRedisServer({ port, dir });
    const a = instance('A');
    const b = instance('B');
    await until(
      () => a.get('nothing'),
      () => a.state === 'up',
    );
    await a.set('/en/product/3', page('three', ['product:3']), {});
    const probe = createClient({ url: server.url });
    await probe.connect();
    await probe.sendCommand(['SAVE']); // the snapshot holds the entry
    await probe.close();
    await a.revalidateTag('product:3'); // written after the snapshot: lost with the crash below
    const runIdBefore = a.runId;
    expect(runIdBefore).toMatch(/\w+/);
    await server.stop('SIGKILL');
    server = await startRedisServer({ port, dir });

    const check = createClient({ url: server.url });
    await check.connect();
    expect(await check.exists('test-cache:build-1:site-1:e:/en/product/3')).toBe(1); // the old entry is back in Redis…
    await check.close();
    await until(
      () => b.get('/en/product/3'),
      () => b.state === 'up',
    );
    expect(await b.get('/en/product/3')).toBeNull(); // …but no instance serves it
    // An entry read in the very millisecond of the bump counts as older than it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await b.set('/en/product/3', page('three, edited', ['product:3']), {});
    expect(html(await b.get('/en/product/3'))).toBe('<p>three, edited</p>');
    // An instance that notices the restart only now (its reconnection came late, as it was before
    // the restart): the epoch is bumped once per restart, so what B stored since stays.
    const late = instance('late');
    await until(
      () => late.get('nothing'),
      () => late.state === 'up',
    );
    late.runId = runIdBefore;
    await late.recover();
    expect(late.runId).not.toBe(runIdBefore);
    expect(html(await late.get('/en/product/3'))).toBe('<p>three, edited</p>');
    // A reconnects on its own schedule (up to half a second apart); until then it answers misses.
    const fromA = await until(
      () => a.get('/en/product/3'),
      (entry) => entry !== null,
    );
    expect(html(fromA)).toBe('<p>three, edited</p>');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Redis down when an instance starts: its first requests miss at once (no wait for a connection), and it connects when Redis starts', async () => {
  const log: string[] = [];
  await server.stop();
  const a = instance('A', log);
  const first = await timed(() => a.get('/en'));
  expect(first.value).toBeNull();
  expect(first.ms).toBeLessThan(TIMEOUT_MS);
  for (let i = 0; i < 20; i++) await a.set('/en', page('home', []), {}); // stores nothing, logs nothing more
  expect(log).toHaveLength(1);
  server = await startRedisServer({ port });
  await until(
    () => a.get('nothing'),
    () => a.state === 'up',
  );
  await a.set('/en', page('home', []), {});
  expect(html(await a.get('/en'))).toBe('<p>home</p>');
  expect(log.filter((line) => line.includes('is back:'))).toHaveLength(1);
});
