/** @jest-environment node */
// The race behind a stale page after an edit, forced step by step through Next's own code
// (its IncrementalCache and unstable_cache, as a page's cached read uses them): a render starts and
// reads the database, the write commits and revalidates the tag, then the render's entry is stored.
// The next request must show the new content. Next builds an IncrementalCache (and with it a cache
// handler) for every request when it starts: `request()` below does the same.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unstable_cache } from 'next/cache';
import { IncrementalCache, type CacheHandler } from 'next/dist/server/lib/incremental-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import MemoryCacheHandler from './memory-handler.mjs';
import RedisCacheHandler, { closeSharedCache } from './redis-handler.mjs';
import { startRedisServer } from '../../../scripts/test-engines.mjs';

jest.setTimeout(60_000);

type HandlerClass = typeof MemoryCacheHandler | typeof RedisCacheHandler | undefined;

const distDirs: string[] = [];

/** A new request, as Next starts one: its IncrementalCache with the configured handler (none: Next's own). */
function request(Handler: HandlerClass, serverDistDir: string): IncrementalCache {
  const cache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir,
    requestHeaders: {},
    maxMemoryCacheSize: 50 * 1024 * 1024,
    previewProps: { previewModeId: 'test', previewModeSigningKey: 'test', previewModeEncryptionKey: 'test' },
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: { previewModeId: 'test', previewModeSigningKey: 'test', previewModeEncryptionKey: 'test' },
    },
    // Our handlers are plain JavaScript with structural types of their own; Next's declared class
    // type names its internal value types. At run time Next only calls get/set/revalidateTag.
    CurCacheHandler: Handler as unknown as typeof CacheHandler | undefined,
  });
  // Outside a render, unstable_cache uses the process's latest IncrementalCache, as Next sets it per request.
  (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache = cache;
  return cache;
}

async function nextMillisecond() {
  const now = Date.now();
  while (Date.now() === now) await new Promise((resolve) => setTimeout(resolve, 1));
}

/** A gate a test opens when it wants the render to go on. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * The home page's banners: a cached read tagged 'slider'. The test decides when the first
 * render, which has read the old rows, may finish.
 */
async function staleRenderAfterRevalidation(Handler: HandlerClass, key: string) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cache-interleaving-'));
  distDirs.push(root);
  // Next's own cache writes beside its server folder (../cache/fetch-cache): all of it in this test's folder.
  const serverDistDir = path.join(root, 'server');
  let rows = ['sewing', 'pencil-bag'];
  let reads = 0;
  let hold: ReturnType<typeof gate> | null = gate();
  const read = gate();
  const getSlides = unstable_cache(
    async () => {
      reads += 1;
      const seen = [...rows];
      read.open();
      if (hold) await hold.opened;
      return seen;
    },
    [key],
    { tags: ['slider'] },
  );

  // 1. A render of the home page starts and reads the banners.
  request(Handler, serverDistDir);
  const firstRender = getSlides();
  await Promise.race([read.opened, firstRender.then(() => Promise.reject(new Error('the first render read nothing: an entry was there')))]);
  // 2. The editor's delete commits, and the write's request revalidates the tag.
  rows = ['sewing'];
  await request(Handler, serverDistDir).revalidateTag(['slider'], { expire: 0 });
  // The shared cache compares times in milliseconds, and a request that starts in the very
  // millisecond of a revalidation counts as older than it (one render too many, never a stale one):
  // the next requests start a millisecond later, as real ones do.
  await nextMillisecond();
  // 3. The first render finishes now: its entry (the old rows) is stored after the revalidation.
  hold.open();
  hold = null;
  expect(await firstRender).toEqual(['sewing', 'pencil-bag']);

  // 4. The next requests.
  request(Handler, serverDistDir);
  const next = await getSlides();
  request(Handler, serverDistDir);
  const after = await getSlides();
  return { next, after, reads };
}

afterAll(async () => {
  await closeSharedCache();
  for (const dir of distDirs) rmSync(dir, { recursive: true, force: true });
});

test("Next's own cache keeps the old banners after the edit: the race the site's handlers close", async () => {
  const { next, after } = await staleRenderAfterRevalidation(undefined, 'next-own');
  expect(next).toEqual(['sewing', 'pencil-bag']);
  expect(after).toEqual(['sewing', 'pencil-bag']);
});

test('one instance (memory-handler.mjs): the render stored after the edit is not served; the next request renders the new banners, and they are cached', async () => {
  const { next, after, reads } = await staleRenderAfterRevalidation(MemoryCacheHandler, 'memory');
  expect(next).toEqual(['sewing']);
  expect(after).toEqual(['sewing']);
  expect(reads).toBe(2); // the first render and the one after the edit; the last request was a hit
});

test('several instances (redis-handler.mjs, a real redis-server): the same', async () => {
  const server = await startRedisServer();
  process.env.REDIS_URL = server.url;
  process.env.REDIS_CACHE_PREFIX = `interleaving-${process.pid}`;
  try {
    const { next, after, reads } = await staleRenderAfterRevalidation(RedisCacheHandler, 'redis');
    expect(next).toEqual(['sewing']);
    expect(after).toEqual(['sewing']);
    expect(reads).toBe(2);
  } finally {
    await closeSharedCache();
    delete process.env.REDIS_URL;
    delete process.env.REDIS_CACHE_PREFIX;
    await server.stop();
  }
});
