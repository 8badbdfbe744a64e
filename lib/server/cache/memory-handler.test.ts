/** @jest-environment node */
// The single instance's cache handler. Next builds one handler per request, when the request starts:
// each `new MemoryCacheHandler(…)` below is a request.
import MemoryCacheHandler, { MemoryCacheStore } from './memory-handler.mjs';
import { cacheStats } from './cache-stats.mjs';
import { onTagsRevalidated } from './revalidation-hook.mjs';
import { page } from './test-entries';

/** An unstable_cache result as Next stores it (its tags come in the context). */
function fetchValue(body: unknown) {
  return { kind: 'FETCH', data: { body: JSON.stringify(body), headers: {}, status: 200, url: '' }, revalidate: 31536000 };
}

async function html(handler: MemoryCacheHandler, key: string): Promise<string | null> {
  const entry = await handler.get(key, {});
  return entry?.value?.html ?? null;
}

test('a render that started before an edit and is stored after its revalidation is not served; the next render is', async () => {
  const store = new MemoryCacheStore();
  const request = () => new MemoryCacheHandler({}, store);

  // A render of the home page starts (and reads the banners) …
  const render = request();
  expect(await render.get('/en', {})).toBeNull();
  // … the editor's delete commits and its request revalidates the tag …
  await request().revalidateTag(['slider'], { expire: 0 });
  // … and the render's entry arrives now, with the deleted banner.
  await render.set('/en', page('with the deleted banner', ['slider', '_N_T_/en']), { cacheControl: { revalidate: false, expire: 31536000 } });

  const next = request();
  expect(await next.get('/en', {})).toBeNull();
  await next.set('/en', page('without it', ['slider', '_N_T_/en']), { cacheControl: { revalidate: false, expire: 31536000 } });
  const later = await request().get('/en', {});
  expect(later?.value?.html).toBe('<p>without it</p>');
  expect(later?.cacheControl).toEqual({ revalidate: false, expire: 31536000 });
  expect(typeof later?.lastModified).toBe('number');
});

test("an older render's late entry does not replace a newer one stored meanwhile", async () => {
  const store = new MemoryCacheStore();
  const request = () => new MemoryCacheHandler({}, store);
  const slow = request();
  await request().revalidateTag('slider');
  const fast = request();
  await fast.set('/en', page('new', ['slider']), {});
  await slow.set('/en', page('old', ['slider']), {});
  expect(await html(request(), '/en')).toBe('<p>new</p>');
});

test("a revalidated tag expires the entries carrying it (their own tags, a page's header, the tags Next names when asking), and only those", async () => {
  const store = new MemoryCacheStore();
  const request = () => new MemoryCacheHandler({}, store);
  const render = request();
  await render.set('/en/product/1', page('one', ['products', '_N_T_/en/product/1']), {});
  await render.set('/en/faq', page('faq', ['faq']), {});
  await render.set('slides:en', fetchValue(['sewing']), { tags: ['slider'] });
  await render.set('faq:en', fetchValue(['q']), { tags: ['faq'] });

  await request().revalidateTag(['products', 'slider'], { expire: 0 });
  const reader = request();
  expect(await reader.get('/en/product/1', {})).toBeNull();
  expect(await reader.get('slides:en', { tags: ['slider'] })).toBeNull();
  expect(await html(reader, '/en/faq')).toBe('<p>faq</p>');
  expect(await reader.get('faq:en', { tags: ['faq'] })).not.toBeNull();

  // revalidatePath: the page's implicit tag, named by Next when a read of that page asks.
  await request().revalidateTag('_N_T_/en/faq');
  expect(await request().get('faq:en', { tags: ['faq'], softTags: ['_N_T_/en/faq'] })).toBeNull();
});

test('bounded in bytes: the least recently read entries leave first', async () => {
  const store = new MemoryCacheStore({ maxBytes: 3000 });
  const handler = new MemoryCacheHandler({}, store);
  const big = (text: string) => ({ ...page(text, []), html: `<p>${text}</p>`.padEnd(900, ' ') });
  await handler.set('/a', big('a'), {});
  await handler.set('/b', big('b'), {});
  await handler.set('/c', big('c'), {});
  expect(await handler.get('/a', {})).not.toBeNull(); // read: now the most recent
  await handler.set('/d', big('d'), {});
  expect(await handler.get('/b', {})).toBeNull();
  for (const key of ['/a', '/c', '/d']) expect(await handler.get(key, {})).not.toBeNull();
  expect(store.bytes).toBeLessThanOrEqual(3000);
  // An entry bigger than the whole cache is not kept (and evicts nothing).
  await handler.set('/huge', { ...page('huge', []), html: 'x'.repeat(5000) }, {});
  expect(await handler.get('/huge', {})).toBeNull();
  expect(await handler.get('/d', {})).not.toBeNull();
});

test("the process's requests share one store; reads are counted as hits and misses for the metrics", async () => {
  const first = new MemoryCacheHandler({ maxMemoryCacheSize: 10 * 1024 * 1024 });
  const second = new MemoryCacheHandler({});
  expect(second.store).toBe(first.store);
  // Created by the first read when the metrics side has not made it yet.
  const registry = globalThis as unknown as Record<symbol, { hits: number; misses: number } | undefined>;
  const key = Symbol.for('case-site.cache-stats');
  delete registry[key];
  expect(await first.get('/en/about', {})).toBeNull();
  expect(registry[key]).toEqual({ hits: 0, misses: 1 });
  expect(registry[key]).toBe(cacheStats());
  await first.set('/en/about', page('about', ['system-config']), {});
  expect(await html(second, '/en/about')).toBe('<p>about</p>');
  expect(await html(second, '/en/about')).toBe('<p>about</p>');
  expect(registry[key]).toEqual({ hits: 2, misses: 1 });
});

test('tells the app once a revalidation is in the cache (member pages kept in memory are then old)', async () => {
  const handler = new MemoryCacheHandler({}, new MemoryCacheStore());
  const told: string[] = [];
  onTagsRevalidated(() => told.push('revalidated'));
  try {
    await handler.set('/en/about', page('about', ['system-config']), {});
    expect(told).toEqual([]);
    await handler.revalidateTag('system-config');
    expect(told).toEqual(['revalidated']);
  } finally {
    onTagsRevalidated(null);
  }
  await handler.revalidateTag('system-config');
  expect(told).toEqual(['revalidated']);
});
