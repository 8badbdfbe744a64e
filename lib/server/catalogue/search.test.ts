/** @jest-environment node */
import { eq, inArray, sql } from 'drizzle-orm';
import { CATALOGUE, LOCALES, type Locale } from '@/lib/config';
import type { ProductQuery, ProductSummary } from '@/lib/api/contract';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { appMeta, categories, products, productSearch, searchWords } from '@/lib/server/db/schema';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { actorWith } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { productForm } from '@/lib/server/testing/product-form';
import { valid } from '@/lib/server/testing/validation';
import { validateProductInput } from '@/lib/api/contract/products-admin';
import { isCataloguePicture } from './images';
import { updateCategory } from './manage-categories';
import { createProduct, updateProduct, getAdminProduct } from './manage-products';
import { checkSearchEngine, ensureSearchIndex, searchRowsOf, SHARED_LOCALE } from './search';
import { listProducts } from './service';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

describe('search rows', () => {
  const product = {
    id: 7,
    name: { 'zh-CN': '潜水料拉链收纳包', en: 'Neoprene Zip Pouch', de: 'Neopren-Reißverschlusstasche', fr: 'Pochette zippée en néoprène' },
    summary: { en: 'Soft 3 mm neoprene pouch', fr: 'Pochette souple' },
    material: { en: 'SBR neoprene', de: 'SBR' },
    size: '22 × 14 cm',
    customization: { en: ['Logo print'] },
  };

  it('keeps each language’s own words in its row, the shared ones once, normalised, with the grams of spaceless runs', () => {
    const rows = searchRowsOf(product, { name: { en: 'Pouches', 'zh-CN': '收纳包' } }, { name: { en: 'Sewing', 'zh-CN': '缝纫系列' } });
    const by = Object.fromEntries(rows.map((r) => [r.locale, r]));
    expect(Object.keys(by).sort()).toEqual(['*', 'de', 'en', 'fr', 'zh-CN'].sort());
    // Lower case, accents folded (néoprène → neoprene), punctuation gone, each word once, between spaces.
    expect(by.fr.document).toContain(' pochette ');
    expect(by.fr.name).toBe('pochette zippee en neoprene');
    expect(by.en.document).toMatch(/^ .* $/);
    expect(by.en.document).toContain(' pouches ');
    expect(by.en.document).toContain(' sewing ');
    // "neoprene" is in en and fr, "sbr" in en and de, the size everywhere: the shared row has them, the others not.
    expect(by[SHARED_LOCALE].document).toContain(' neoprene ');
    expect(by[SHARED_LOCALE].document).toContain(' sbr ');
    expect(by[SHARED_LOCALE].document).toContain(' 22 ');
    expect(by.en.document).not.toContain(' neoprene ');
    // Every name, a line per locale in LOCALES order, for the ranking.
    const lines = by[SHARED_LOCALE].name.split('\n');
    expect(lines).toHaveLength(LOCALES.length);
    expect(lines[LOCALES.indexOf('en')]).toBe('neoprene zip pouch');
    expect(lines[LOCALES.indexOf('de')]).toBe('neopren-reissverschlusstasche');
    expect(lines[LOCALES.indexOf('ja')]).toBe('');
    // Chinese: the run, its pairs and its last character.
    expect(by['zh-CN'].document).toContain(' 潜水料拉链收纳包 ');
    for (const gram of ['潜水', '水料', '纳包', '缝纫']) expect(by['zh-CN'].document).toContain(` ${gram} `);
  });
});

describe.each(testDatabases())('product search on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let editor: Actor;
  const ids = new Map<string, number>();

  const search = (locale: Locale, query: ProductQuery) => listProducts(opened.db, locale, query).then((page) => page!);
  const slugs = (list: ProductSummary[]) => list.map((p) => p.slug);

  /** Every page of a query, in order. */
  async function all(locale: Locale, query: ProductQuery): Promise<ProductSummary[]> {
    const first = await search(locale, query);
    const pages = Math.ceil(first.total / first.limit);
    const rest = [];
    for (let page = 2; page <= pages; page += 1) rest.push(...(await search(locale, { ...query, page })).list);
    const list = [...first.list, ...rest];
    expect(list).toHaveLength(first.total);
    return list;
  }

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    editor = await actorWith(opened.db, 'eve.editor', ['member', 'editor']);
    for (const row of await opened.db.select({ id: products.id, slug: products.slug }).from(products)) ids.set(row.slug, row.id);
  });
  afterAll(() => opened?.close());

  it('is indexed by the seed: a row per product and language, and the vocabulary', async () => {
    const [{ n }] = await opened.db.select({ n: sql<number>`count(distinct ${productSearch.productId})::int` }).from(productSearch);
    expect(n).toBe(ids.size);
    const words = await opened.db.select().from(searchWords).where(eq(searchWords.word, 'neoprene'));
    expect(words).toHaveLength(1);
  });

  it('the database makes trigrams of Chinese (a UTF-8 character type): no warning', async () => {
    expect(await checkSearchEngine(opened.db)).toBeNull();
  });

  it('forgives typos: "neopren" and "neoprne" find the neoprene pouch, first', async () => {
    for (const keyword of ['neopren', 'Neoprne', 'NEOPRENE', 'néoprène', 'ｎｅｏｐｒｅｎｅ']) {
      const page = await search('en', { keyword });
      expect(page.total).toBeGreaterThan(0);
      expect(page.list[0].slug).toBe('neoprene-zip-pouch');
    }
    // Two words, one with a typo: both must match.
    expect(slugs((await search('en', { keyword: 'lapotp sleeve' })).list)).toContain('felt-laptop-sleeve');
    expect((await search('en', { keyword: 'laptop zeppelin' })).total).toBe(0);
  });

  it('finds Chinese, Japanese and other languages, whatever the page’s language', async () => {
    expect(slugs((await search('zh-CN', { keyword: '潜水料' })).list)).toContain('neoprene-zip-pouch');
    expect(slugs((await search('en', { keyword: '潜水料' })).list)).toContain('neoprene-zip-pouch');
    // Two characters, and one, inside a run with no spaces.
    expect(slugs((await search('zh-CN', { keyword: '笔袋' })).list)).toContain('double-zip-pencil-case');
    const one = await all('zh-CN', { keyword: '壳' });
    expect(slugs(one)).toEqual(expect.arrayContaining(['heat-press-leather-phone-case', 'sublimation-tpu-phone-case']));
    expect(slugs(await all('ja', { keyword: 'ネオプレン' }))).toContain('neoprene-zip-pouch');
    expect(slugs(await all('ja', { keyword: 'ファスナーポーチ' }))).toContain('neoprene-zip-pouch');
    expect(slugs(await all('ru', { keyword: 'неопрен' }))).toContain('neoprene-zip-pouch');
    // A category's name in any language finds its products.
    expect(slugs(await all('en', { keyword: 'EVA模压系列' })).every((s) => s.startsWith('eva-'))).toBe(true);
    expect((await search('en', { keyword: 'EVA模压系列' })).total).toBe([...ids.keys()].filter((s) => s.startsWith('eva-')).length);
  });

  it('ranks a hit in a name above one in the other texts', async () => {
    const list = await all('en', { keyword: 'case' });
    const inName = list.map((p) => /case/i.test(p.name));
    expect(inName.filter(Boolean).length).toBeGreaterThan(3);
    expect(inName.filter((x) => !x).length).toBeGreaterThan(0);
    // Once a product without the word in its name comes, none with it follows.
    expect(inName.indexOf(false)).toBeGreaterThan(inName.lastIndexOf(true));
  });

  it('short words match a word’s start, and % and _ are letters', async () => {
    const eva = slugs(await all('en', { keyword: 'eva' }));
    expect(eva).toEqual(expect.arrayContaining([...ids.keys()].filter((s) => s.startsWith('eva-'))));
    // Spanish "nueva" (new) and Italian "solleva" do not hold the word "eva".
    const inside = await opened.db
      .select({ id: productSearch.productId })
      .from(productSearch)
      .groupBy(productSearch.productId)
      .having(sql`bool_or(${productSearch.document} ~ '[a-z]eva') and not bool_or(${productSearch.document} like '% eva%')`);
    expect(inside.length).toBeGreaterThan(0);
    const found = new Set(eva.map((slug) => ids.get(slug)));
    expect(inside.filter((p) => found.has(p.id))).toEqual([]);
    expect((await search('en', { keyword: '%' })).total).toBe(0);
    expect((await search('en', { keyword: '%%' })).total).toBe(0);
    expect((await search('en', { keyword: '_ou_h' })).total).toBe(0);
    expect((await search('en', { keyword: 'zeppelin' })).total).toBe(0);
  });

  it('filters by a family or a sub-category, and pages 6 at a time', async () => {
    const inFamily = await all('en', { keyword: 'case', category: 'eva-molded' });
    expect(inFamily.length).toBeGreaterThan(0);
    expect(inFamily.every((p) => p.category.key === 'hard-shell-case')).toBe(true);
    const phone = await all('en', { keyword: 'case', category: 'phone-case' });
    expect(phone.every((p) => p.category.key === 'phone-case')).toBe(true);
    expect(await listProducts(opened.db, 'en', { keyword: 'case', category: 'nope' })).toBeNull();

    const first = await search('en', { keyword: 'case' });
    expect(first.limit).toBe(CATALOGUE.productLimit);
    expect(first.list).toHaveLength(6);
    const every = await all('en', { keyword: 'case' });
    expect(new Set(slugs(every)).size).toBe(every.length);
    const beyond = await search('en', { keyword: 'case', page: Math.ceil(first.total / 6) + 1 });
    expect(beyond.list).toHaveLength(0);
    expect(beyond.total).toBe(first.total);
  });

  it('sorts by newest, by name in the visitor’s language, and by MOQ, with or without a keyword', async () => {
    // The newest product comes first.
    const newest = ids.get('roll-up-pencil-wrap')!;
    await opened.db
      .update(products)
      .set({ createdAt: sql`now() + interval '1 day'` })
      .where(eq(products.id, newest));
    expect((await search('en', { sort: 'newest' })).list[0].slug).toBe('roll-up-pencil-wrap');
    expect((await search('en', { keyword: 'pencil', sort: 'newest' })).list[0].slug).toBe('roll-up-pencil-wrap');
    const byCreation = await all('en', { sort: 'newest' });
    const created = byCreation.map((p) => Date.parse(p.created_at));
    expect([...created].sort((a, b) => b - a)).toEqual(created);

    for (const locale of ['en', 'zh-CN', 'ja', 'de', 'ar'] as Locale[]) {
      const names = (await all(locale, { sort: 'name' })).map((p) => p.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }).compare));
    }
    // Chinese by pinyin: 帆布 (fān) before 卷式 (juǎn) before 双层 (shuāng).
    const zh = (await all('zh-CN', { sort: 'name' })).map((p) => p.slug);
    expect(zh.indexOf('canvas-promotional-tote')).toBeLessThan(zh.indexOf('roll-up-pencil-wrap'));
    expect(zh.indexOf('roll-up-pencil-wrap')).toBeLessThan(zh.indexOf('double-zip-pencil-case'));

    const byMoq = await all('en', { keyword: 'case', sort: 'moq' });
    const moqs = await opened.db
      .select({ id: products.id, moq: products.moq })
      .from(products)
      .where(
        inArray(
          products.id,
          byMoq.map((p) => p.id),
        ),
      );
    const moqOf = new Map(moqs.map((m) => [m.id, m.moq]));
    const values = byMoq.map((p) => moqOf.get(p.id)!);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    // Relevance without a keyword is the catalogue's order.
    expect(slugs((await search('en', { sort: 'relevance' })).list)).toEqual(slugs((await search('en', {})).list));
  });

  it('never finds an unpublished product', async () => {
    const id = ids.get('neoprene-zip-pouch')!;
    await opened.db.update(products).set({ published: false }).where(eq(products.id, id));
    try {
      for (const [locale, keyword] of [
        ['en', 'neoprene zip pouch'],
        ['zh-CN', '潜水料拉链收纳包'],
        ['en', 'neoprne'],
      ] as const) {
        expect(slugs(await all(locale, { keyword }))).not.toContain('neoprene-zip-pouch');
      }
      expect(slugs(await all('en', { sort: 'name' }))).not.toContain('neoprene-zip-pouch');
    } finally {
      await opened.db.update(products).set({ published: true }).where(eq(products.id, id));
    }
  });

  it('follows the back office: a saved product and a renamed category are found by their new words', async () => {
    const [pouch] = await opened.db.select().from(categories).where(eq(categories.key, 'pouch'));
    // Its own texts, not the pouch's: nothing of it says "neoprene", which the index test below counts.
    const texts = { summary: { 'zh-CN': '工具卷包', en: 'Ten pockets' }, description: { 'zh-CN': '帆布。', en: 'Canvas.' }, material: { 'zh-CN': '帆布', en: 'Waxed canvas' } };
    const input = (slug: string, en: string) => valid(validateProductInput(productForm(slug, pouch.id, { ...texts, name: { 'zh-CN': '帆布工具卷包', en } }), isCataloguePicture));
    const created = await createProduct(opened.db, editor, input('quokka-tool-roll', 'Quokka Tool Roll'));
    expect(slugs((await search('en', { keyword: 'quokka' })).list)).toEqual(['quokka-tool-roll']);
    // A typo of a word only the new product has: the vocabulary learnt it.
    expect(slugs((await search('en', { keyword: 'qokka' })).list)).toEqual(['quokka-tool-roll']);
    const before = await getAdminProduct(opened.db, editor, created.id);
    await updateProduct(opened.db, editor, created.id, { ...input('quokka-tool-roll', 'Wombat Tool Roll'), expectedUpdatedAt: new Date(before.updated_at) });
    expect((await search('en', { keyword: 'quokka' })).total).toBe(0);
    expect(slugs((await search('en', { keyword: 'wombat' })).list)).toEqual(['quokka-tool-roll']);

    // The category's new name (and its family's, through the sub-category) finds its products.
    const renamed = await updateCategory(opened.db, editor, pouch.id, {
      name: { ...pouch.name, en: 'Platypus Pouches' },
      expectedUpdatedAt: pouch.updatedAt,
    });
    expect(renamed.name.en).toBe('Platypus Pouches');
    const found = await all('en', { keyword: 'platypus' });
    expect(slugs(found)).toEqual(expect.arrayContaining(['neoprene-zip-pouch', 'quokka-tool-roll']));
    expect(found.every((p) => p.category.key === 'pouch')).toBe(true);
  });

  it('indexes an older database at start, once (idempotent)', async () => {
    const [{ count: before }] = await opened.db.select({ count: sql<number>`count(*)::int` }).from(productSearch);
    await opened.db.delete(productSearch);
    expect((await search('en', { keyword: 'neoprene' })).total).toBe(0);
    expect(await ensureSearchIndex(opened.db)).toBe(ids.size + 1);
    expect(await ensureSearchIndex(opened.db)).toBe(0);
    const [{ count: after }] = await opened.db.select({ count: sql<number>`count(*)::int` }).from(productSearch);
    expect(after).toBe(before);
    expect(slugs((await search('en', { keyword: 'neoprene' })).list)).toContain('neoprene-zip-pouch');
    // Rows of an older layout (another version) are all written again, the vocabulary too.
    await opened.db.update(appMeta).set({ value: 'old' }).where(eq(appMeta.key, 'product_search_version'));
    await opened.db.delete(searchWords);
    expect(await ensureSearchIndex(opened.db)).toBe(ids.size + 1);
    expect(slugs((await search('en', { keyword: 'neoprne' })).list)).toContain('neoprene-zip-pouch');
  });
});

const postgresOnly = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgresOnly('the PostgreSQL check at start', () => {
  it('warns, with the fix, when the database’s character type makes no CJK trigrams', async () => {
    const { Client } = await import('pg');
    const { openDatabase } = await import('@/lib/server/db/open');
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_c_ctype_${Date.now()}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} lc_ctype 'C' lc_collate 'C' template template0`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await opened.db.execute(sql`create extension if not exists pg_trgm`);
      const warning = await checkSearchEngine(opened.db);
      expect(warning).toMatch(/character type is 'C'/);
      expect(warning).toMatch(/C\.UTF-8/);
    } finally {
      await opened.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
