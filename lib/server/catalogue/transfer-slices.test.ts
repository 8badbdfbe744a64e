/** @jest-environment node */
import { and, count, eq, inArray, like } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, catalogueImports, catalogueImportSlices, products, productSearch, revisions } from '@/lib/server/db/schema';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { catalogueCast, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { chunksOf, csvSheet, newProductRow } from '@/lib/server/testing/sheets';
import { setProductPublished } from './manage-products';
import { COLUMNS } from './transfer-columns';
import { searchCaughtUp } from './search-pending';
import { confirmImport } from './transfer-confirm';
import { exportCatalogue } from './transfer-export';
import { previewImport } from './transfer-import';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(300_000);

/*
 * A sheet larger than one slice: the preview stores its plan a slice of rows at a time and the
 * confirmation reads and writes it back slice by slice, still as one transaction.
 */

/** More rows than one slice of the preview (500) and several of the confirmation (200). */
const MANY = 520;

const csv = csvSheet;
const row = (values: Record<string, string>) => newProductRow({ 'name.zh-CN': '批量产品', 'name.ar': 'حقيبة أدوات', ...values });

const fresh = (tag: string) => Array.from({ length: MANY - 1 }, (_, i) => row({ slug: `bulk-${tag}-${i}`, 'name.en': `Bulk case ${tag} ${i}` }));

describe.each(testDatabases())('a sheet of more rows than one slice on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors: Record<string, Actor> = {};

  const preview = (bytes: Uint8Array) => previewImport(opened.db, actors.editor, chunksOf(bytes), 'csv');
  const storedSlices = async (id: string) => (await opened.db.select({ n: count() }).from(catalogueImportSlices).where(eq(catalogueImportSlices.importId, id)))[0].n;
  const bulkProducts = async (tag: string) =>
    opened.db
      .select({ id: products.id, sort: products.sort })
      .from(products)
      .where(like(products.slug, `bulk-${tag}-%`));

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    Object.assign(actors, await catalogueCast(opened.db));
  });
  // The search catch-up an import started is done before its database closes.
  afterAll(async () => {
    if (opened) await searchCaughtUp(opened.db);
    await opened?.close();
  });

  /** New rows, then the demo's tool case as it is now with its `published` cell flipped (a change to an existing product) last. */
  const sheet = async (tag: string) => {
    const file = await exportCatalogue(opened.db, actors.editor, { format: 'csv', filters: { keyword: 'eva-tool-case', category: null, state: '' } });
    const [, line] = new TextDecoder()
      .decode(await new Response(file.body).arrayBuffer())
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    const tool = line.replace(/^eva-tool-case,([^,]+),(yes|no)/, (_, category: string, shown: string) => `eva-tool-case,${category},${shown === 'yes' ? 'no' : 'yes'}`);
    return new Uint8Array([...csv([[...COLUMNS], ...fresh(tag)]), ...new TextEncoder().encode(`\r\n${tool}\r\n`)]);
  };

  it('stores the plan slice by slice and confirms every slice of it, audited and indexed', async () => {
    const result = await preview(await sheet('a'));
    expect(result.counts).toEqual({ new: MANY - 1, changed: 1, unchanged: 0, refused: 0 });
    // 500 rows, then 20.
    expect(await storedSlices(result.id!)).toBe(2);
    // Nothing is written before the confirmation.
    expect(await bulkProducts('a')).toEqual([]);

    expect(await confirmImport(opened.db, actors.editor, result.id!)).toEqual({ created: MANY - 1, updated: 1 });
    const created = await bulkProducts('a');
    expect(created).toHaveLength(MANY - 1);
    // In the sheet's order, one after another, across the slices.
    const sorts = created.map((p) => p.sort).sort((x, y) => x - y);
    expect(sorts[sorts.length - 1] - sorts[0]).toBe(MANY - 2);
    const ids = created.map((p) => p.id);
    const audits = await opened.db.select({ n: count() }).from(auditLog).where(like(auditLog.action, 'product.import.%'));
    expect(audits[0].n).toBe(MANY);
    // A new product's audit line names it; its whole content is its first revision.
    const [last] = await opened.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, `bulk-a-${MANY - 2}`));
    const [line] = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.import.create'), eq(auditLog.entityId, String(last.id))));
    expect(line.before).toBeNull();
    expect(line.after).toEqual({ slug: `bulk-a-${MANY - 2}`, category: 'eva-molded', name: '批量产品' });
    const [first] = await opened.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.kind, 'product'), eq(revisions.recordId, last.id)));
    expect(first).toMatchObject({ number: 1, actorLabel: 'eve.editor' });
    expect(first.snapshot).toMatchObject({ slug: `bulk-a-${MANY - 2}`, name: { 'zh-CN': '批量产品', en: `Bulk case a ${MANY - 2}`, ar: 'حقيبة أدوات' }, moq: 100 });
    // Marked in the transaction, searchable once the catch-up after the commit is done.
    await searchCaughtUp(opened.db);
    const searched = await opened.db.selectDistinct({ id: productSearch.productId }).from(productSearch).where(inArray(productSearch.productId, ids));
    expect(searched).toHaveLength(MANY - 1);
    expect(await storedSlices(result.id!)).toBe(0);
    expect(await opened.db.select().from(catalogueImports).where(eq(catalogueImports.id, result.id!))).toEqual([]);
  });

  it('writes nothing of the earlier slices when a product of the last one was saved since the preview', async () => {
    const result = await preview(await sheet('b'));
    expect(result.counts).toMatchObject({ new: MANY - 1, changed: 1 });
    const [tool] = await opened.db.select().from(products).where(eq(products.slug, 'eva-tool-case'));
    await setProductPublished(opened.db, actors.admin, tool.id, !tool.published);
    expect(await statusOf(confirmImport(opened.db, actors.editor, result.id!))).toBe(409);
    expect(await bulkProducts('b')).toEqual([]);
  });

  it('keeps no plan when a row after the first slice is refused', async () => {
    const rows = [[...COLUMNS], ...fresh('c'), row({ slug: 'bulk-c-bad', moq: 'many' })];
    const stored = () => opened.db.select({ n: count() }).from(catalogueImportSlices);
    const before = await stored();
    const result = await preview(csv(rows));
    expect(result.counts).toEqual({ new: MANY - 1, changed: 0, unchanged: 0, refused: 1 });
    expect(result.id).toBeNull();
    expect(result.rows.filter((r) => r.kind === 'refused').map((r) => r.line)).toEqual([MANY + 1]);
    expect(await stored()).toEqual(before);
  });
});
