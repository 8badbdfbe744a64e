/** @jest-environment node */
import type { OpenedDatabase } from '@/lib/server/db/open';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { testDatabases } from '@/lib/server/testing/databases';
import { GET } from './route';

// Outside a Next server there is no incremental cache: the cached catalogue reads run uncached.
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => undefined }));
jest.setTimeout(60_000);

const HOLDER = Symbol.for('case-site.database');

async function get(query: string, language = 'en') {
  const response = await GET(new Request(`http://localhost:3000/basic-api/v1/product?${query}`, { headers: { 'Accept-Language': language } }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, body: await response.json() };
}

describe.each(testDatabases())('GET /product with keyword and sort on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(opened);
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[HOLDER];
    await opened?.close();
  });

  it('searches every language, typo-tolerant, and sorts', async () => {
    const typo = await get('keyword=neoprne');
    expect(typo.status).toBe(200);
    expect(typo.body.result.list[0].slug).toBe('neoprene-zip-pouch');
    const chinese = await get(`keyword=${encodeURIComponent('潜水料')}`, 'zh-CN');
    expect(chinese.body.result.list.map((p: { slug: string }) => p.slug)).toContain('neoprene-zip-pouch');
    const byName = await get('sort=name&limit=6');
    const names = byName.body.result.list.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare));
    expect(byName.body.result.limit).toBe(6);
    const inCategory = await get('keyword=case&category=eva-molded&sort=moq&page=1');
    expect(inCategory.status).toBe(200);
    expect(inCategory.body.result.total).toBeGreaterThan(0);
    // An empty sort or keyword is no sort or keyword.
    expect((await get('keyword=&sort=')).body.result.total).toBe((await get('')).body.result.total);
  });

  it('refuses an unknown sort and an over-long keyword as field errors, in the asker’s language', async () => {
    const sort = await get('sort=price');
    expect(sort.status).toBe(400);
    expect(sort.body.status).toBe('fail');
    expect(sort.body.result.errors).toEqual({ sort: 'Please choose one of the options.' });
    const long = await get(`keyword=${'a'.repeat(100)}`);
    expect(long.status).toBe(400);
    expect(long.body.result.errors).toEqual({ keyword: 'Must be fewer than 100 characters.' });
    expect((await get(`keyword=${'a'.repeat(99)}`)).status).toBe(200);
    const zh = await get('sort=RELEVANCE', 'zh-CN');
    expect(zh.status).toBe(400);
    expect(zh.body.result.errors.sort).not.toMatch(/[A-Za-z]{4}/);
    // A search for markup or SQL is only text: its words are looked for, nothing more.
    const everything = (await get('')).body.result.total;
    for (const keyword of ['<script>alert(1)</script>', "' or 1=1 --", "x' union select 1 --", '%_\\']) {
      const answer = await get(`keyword=${encodeURIComponent(keyword)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.result.total).toBeLessThan(everything);
    }
    expect((await get(`keyword=${encodeURIComponent('%_\\')}`)).body.result.total).toBe(0);
  });
});
