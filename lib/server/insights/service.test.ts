/** @jest-environment node */
import type { OpenedDatabase } from '@/lib/server/db/open';
import { listProducts } from '@/lib/server/catalogue/service';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { testDatabases } from '@/lib/server/testing/databases';
import { searchTermOf } from './service';
import { tally } from './tally.mjs';

jest.setTimeout(120_000);

describe('search terms', () => {
  it('are normalised and cut; what could name a person is not kept', () => {
    expect(searchTermOf('  Velvet\u3000 POUCH ')).toBe('velvet pouch');
    expect(searchTermOf('Ｖｅｌｖｅｔ')).toBe('velvet');
    expect(searchTermOf('x'.repeat(500))).toHaveLength(60);
    expect(searchTermOf('ana@souza.example')).toBeNull();
    expect(searchTermOf('+86 139 1234 5678')).toBeNull();
    expect(searchTermOf('   ')).toBeNull();
    expect(searchTermOf('case 12')).toBe('case 12');
  });
});

describe.each(testDatabases())('the catalogue search on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
  });
  afterAll(() => opened?.close());

  it('counts a keyword search that found nothing (first page only), not one that found something', async () => {
    tally().take();
    await listProducts(opened.db, 'en', { keyword: 'Qwxzv Nothing' });
    await listProducts(opened.db, 'en', { keyword: 'qwxzv nothing', page: 2 });
    await listProducts(opened.db, 'en', { keyword: 'case' });
    await listProducts(opened.db, 'en', {});
    expect(tally().take().misses).toEqual([{ key: { day: new Date().toISOString().slice(0, 10), term: 'qwxzv nothing', locale: 'en' }, n: 1 }]);
  });
});
