/** @jest-environment node */
import { parse } from 'csv-parse/sync';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { products, productSearch, productSearchPending } from '@/lib/server/db/schema';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { catalogueCast } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { productForm } from '@/lib/server/testing/product-form';
import { chunksOf, csvSheet, newProductRow } from '@/lib/server/testing/sheets';
import { productInput as form } from '@/lib/server/testing/staff-checks';
import { categoryChoices, createProduct, deleteProduct, getAdminProduct, updateProduct } from './manage-products';
import { indexProducts, prepareSearch } from './search';
import { markSearchPending, searchCaughtUp, searchPendingCount, startSearchCatchUp } from './search-pending';
import { findProductIds } from './search-query';
import { confirmImport } from './transfer-confirm';
import { exportCatalogue } from './transfer-export';
import { previewImport } from './transfer-import';

/*
 * An import's search rows are written after its commit, from marks its transaction left: what a
 * search finds once the catch-up is done, marks a stopped process left, a staff save while a
 * product is marked, and a mark of a deleted product.
 */

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(180_000);

describe.each(testDatabases())('search rows written after an import on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let editor: Actor;
  let categoryId = 0;

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    editor = (await catalogueCast(opened.db)).editor;
    categoryId = (await categoryChoices(opened.db, editor, 'en')).find((c) => c.parent_id !== null)!.id;
  });
  afterAll(async () => {
    if (opened) await searchCaughtUp(opened.db);
    await opened?.close();
  });

  const found = async (keyword: string) => (await findProductIds(opened.db, 'en', { keyword, page: 1, limit: 50 })).ids;
  const marked = async (id: number) => (await opened.db.select().from(productSearchPending).where(eq(productSearchPending.productId, id))).length > 0;
  const rowsOf = (id: number) => opened.db.select().from(productSearch).where(eq(productSearch.productId, id)).orderBy(asc(productSearch.locale));
  /** The rows a fresh indexing of the product's texts as they are now writes. */
  async function freshRows(id: number) {
    await opened.db.delete(productSearch).where(eq(productSearch.productId, id));
    await indexProducts(opened.db, [id]);
    return rowsOf(id);
  }
  async function save(id: number, name: string) {
    const current = await getAdminProduct(opened.db, editor, id);
    return updateProduct(opened.db, editor, id, form({ ...current, name: { ...current.name, en: name }, images: [], updated_at: current.updated_at }));
  }
  /** A product whose texts changed and whose rows are gone, marked: what an import that stopped after its commit leaves. */
  async function leftMarked(id: number, name: string) {
    await opened.db.transaction(async (tx) => {
      const [row] = await tx.select().from(products).where(eq(products.id, id));
      await tx
        .update(products)
        .set({ name: { ...row.name, en: name } })
        .where(eq(products.id, id));
      await tx.delete(productSearch).where(eq(productSearch.productId, id));
      await markSearchPending(tx as never, [id]);
    });
  }

  it('finds an imported new product and a renamed one by their new texts once the catch-up is done, and leaves no mark', async () => {
    const renamed = await createProduct(opened.db, editor, form(productForm('vexillum-pouch', categoryId, { name: { 'zh-CN': '旗包', en: 'Vexillum pouch' } })));
    expect(await found('Vexillum')).toContain(renamed.id);

    const file = await exportCatalogue(opened.db, editor, { format: 'csv', filters: { keyword: '', category: null, state: '' } });
    const [header, ...rows] = parse(Buffer.from(await new Response(file.body).arrayBuffer()), { bom: true }) as string[][];
    const row = [...rows.find((r) => r[header.indexOf('slug')] === 'vexillum-pouch')!];
    row[header.indexOf('name.en')] = 'Quorbin pouch';
    const fresh = newProductRow({ slug: 'plumbago-case', 'name.en': 'Plumbago case', published: 'yes' });
    const preview = await previewImport(opened.db, editor, chunksOf(csvSheet([header, row, fresh])), 'csv');
    expect(preview.counts).toMatchObject({ new: 1, changed: 1, refused: 0 });
    await confirmImport(opened.db, editor, preview.id!);
    await searchCaughtUp(opened.db);

    const [created] = await opened.db.select().from(products).where(eq(products.slug, 'plumbago-case'));
    expect(await found('Plumbago')).toEqual([created.id]);
    expect(await found('Quorbin')).toEqual([renamed.id]);
    expect(await found('Vexillum')).not.toContain(renamed.id);
    expect(await searchPendingCount(opened.db)).toBe(0);
    // What the catch-up wrote is what indexing the products afresh writes.
    for (const id of [created.id, renamed.id]) {
      const written = await rowsOf(id);
      expect(written.length).toBeGreaterThan(0);
      expect(await freshRows(id)).toEqual(written);
    }
  });

  it('writes at start the rows of products a stopped import left marked, which the start-up indexing leaves to it', async () => {
    const product = await createProduct(opened.db, editor, form(productForm('stopped-import-pouch', categoryId)));
    await leftMarked(product.id, 'Plonkett pouch');

    // The start's indexing of products without rows passes the marked one by.
    await prepareSearch(opened.db, opened.kind);
    expect(await rowsOf(product.id)).toEqual([]);
    expect(await marked(product.id)).toBe(true);

    expect(await startSearchCatchUp(opened.db)).toBeGreaterThanOrEqual(1);
    expect(await marked(product.id)).toBe(false);
    expect(await found('Plonkett')).toEqual([product.id]);
  });

  it('a staff save of a marked product clears its mark; a save during the catch-up leaves the rows of the saved texts', async () => {
    const product = await createProduct(opened.db, editor, form(productForm('saved-while-marked', categoryId)));
    await leftMarked(product.id, 'Imported name');
    await save(product.id, 'Zwingle pouch');
    expect(await marked(product.id)).toBe(false);
    expect(await found('Zwingle')).toEqual([product.id]);

    // The catch-up and a save of the same product at once: whichever goes first, the rows left are the save's.
    const others = await opened.db.select({ id: products.id }).from(products).limit(300);
    await markSearchPending(
      opened.db,
      others.map((p) => p.id),
    );
    await Promise.all([startSearchCatchUp(opened.db), save(product.id, 'Frobnitz pouch')]);
    await searchCaughtUp(opened.db);
    expect(await found('Frobnitz')).toEqual([product.id]);
    expect(await found('Zwingle')).toEqual([]);
    const written = await rowsOf(product.id);
    expect(await freshRows(product.id)).toEqual(written);
    expect(await searchPendingCount(opened.db)).toBe(0);
  });

  it('drops the mark of a product deleted before the catch-up reached it', async () => {
    const product = await createProduct(opened.db, editor, form(productForm('deleted-while-marked', categoryId)));
    await leftMarked(product.id, 'Gone pouch');
    await deleteProduct(opened.db, editor, product.id);
    await startSearchCatchUp(opened.db);
    expect(await searchPendingCount(opened.db)).toBe(0);
    expect(
      await opened.db
        .select()
        .from(productSearch)
        .where(inArray(productSearch.productId, [product.id])),
    ).toEqual([]);
  });
});
