/** @jest-environment node */
import { parse } from 'csv-parse/sync';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, products, productSearch } from '@/lib/server/db/schema';
import { getRevision, listRevisions } from '@/lib/server/revisions/service';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { catalogueCast } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { chunksOf, csvSheet, newProductRow } from '@/lib/server/testing/sheets';
import { getAdminProduct, productSnapshot } from './manage-products';
import { indexProducts } from './search';
import { searchCaughtUp } from './search-pending';
import { confirmImport } from './transfer-confirm';
import { exportCatalogue } from './transfer-export';
import { previewImport } from './transfer-import';

/*
 * The confirmation writes a slice's changed products in one statement, their revisions from what
 * it wrote and only the search rows that differ: each product must get exactly its own values.
 */

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(180_000);

describe.each(testDatabases())('a confirmation writing several products at once on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let editor: Actor;

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    editor = (await catalogueCast(opened.db)).editor;
  });
  // The search catch-up an import started is done before its database closes.
  afterAll(async () => {
    if (opened) await searchCaughtUp(opened.db);
    await opened?.close();
  });

  const searchRows = async (ids: number[]) =>
    opened.db.select().from(productSearch).where(inArray(productSearch.productId, ids)).orderBy(asc(productSearch.productId), asc(productSearch.locale));

  it('gives each changed product of a slice its own values, audit line, revision and search rows', async () => {
    const file = await exportCatalogue(opened.db, editor, { format: 'csv', filters: { keyword: '', category: null, state: '' } });
    const [header, ...rows] = parse(Buffer.from(await new Response(file.body).arrayBuffer()), { bom: true }) as string[][];
    const at = (name: string) => header.indexOf(name);
    const [first, second] = rows;
    const [a] = await opened.db
      .select()
      .from(products)
      .where(eq(products.slug, first[at('slug')]));
    const [b] = await opened.db
      .select()
      .from(products)
      .where(eq(products.slug, second[at('slug')]));
    const renamed = [...first];
    renamed[at('name.en')] = 'Batchwise Renamed Case';
    const reworked = [...second];
    reworked[at('moq')] = String(b.moq + 7);
    reworked[at('material.en')] = 'Zorblium foam';
    const fresh = newProductRow({ slug: 'batch-new-case', 'name.en': 'Batch New Case' });

    const result = await previewImport(opened.db, editor, chunksOf(csvSheet([header, renamed, reworked, fresh])), 'csv');
    expect(result.counts).toEqual({ new: 1, changed: 2, unchanged: 0, refused: 0 });
    expect(await confirmImport(opened.db, editor, result.id!)).toEqual({ created: 1, updated: 2 });

    // Each row holds its own change and nothing of the other's.
    const [a2] = await opened.db.select().from(products).where(eq(products.id, a.id));
    const [b2] = await opened.db.select().from(products).where(eq(products.id, b.id));
    expect(a2).toEqual({ ...a, name: { ...a.name, en: 'Batchwise Renamed Case' }, updatedAt: a2.updatedAt });
    expect(b2).toEqual({ ...b, moq: b.moq + 7, material: { ...b.material, en: 'Zorblium foam' }, updatedAt: b2.updatedAt });
    expect(a2.updatedAt.getTime()).toBeGreaterThan(a.updatedAt.getTime());

    const audits = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.import.update'), inArray(auditLog.entityId, [String(a.id), String(b.id)])));
    const audited = Object.fromEntries(audits.map((line) => [line.entityId, { before: line.before, after: line.after }]));
    expect(audited).toEqual({
      [a.id]: { before: { 'name.en': a.name.en ?? '' }, after: { 'name.en': 'Batchwise Renamed Case' } },
      [b.id]: { before: { moq: String(b.moq), 'material.en': b.material.en ?? '' }, after: { moq: String(b.moq + 7), 'material.en': 'Zorblium foam' } },
    });

    // The revisions, kept from what was written, are what a read of the products gives.
    const [c] = await opened.db.select().from(products).where(eq(products.slug, 'batch-new-case'));
    for (const [id, changed] of [
      [a.id, ['name']],
      [b.id, ['material', 'moq']],
      [c.id, []],
    ] as const) {
      const [last] = (await listRevisions(opened.db, editor, 'product', id)).list;
      expect([...last.changed].sort()).toEqual(changed);
      const revision = await getRevision(opened.db, editor, 'product', id, last.number);
      expect(revision.snapshot).toEqual(JSON.parse(JSON.stringify(productSnapshot(await getAdminProduct(opened.db, editor, id)))));
    }

    // The search rows the import's catch-up left are the rows of the products as they are now, written afresh.
    const ids = [a.id, b.id, c.id];
    await searchCaughtUp(opened.db);
    const left = await searchRows(ids);
    expect(left.some((r) => r.productId === a.id && r.document.includes(' batchwise '))).toBe(true);
    expect(left.some((r) => r.productId === b.id && r.document.includes(' zorblium '))).toBe(true);
    expect(left.some((r) => r.productId === c.id)).toBe(true);
    await opened.db.delete(productSearch).where(inArray(productSearch.productId, ids));
    await indexProducts(opened.db, ids);
    expect(await searchRows(ids)).toEqual(left);
  });
});
