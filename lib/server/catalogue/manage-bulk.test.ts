/** @jest-environment node */
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, products, revisions } from '@/lib/server/db/schema';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { testDatabases } from '@/lib/server/testing/databases';
import { productForm } from '@/lib/server/testing/product-form';
import { catalogueCast, statusOf } from '@/lib/server/testing/actors';
import { productBulkSchema } from '@/lib/api/contract/products-bulk';
import { outsiderStatuses, productInput } from '@/lib/server/testing/staff-checks';
import { PRODUCT_BULK_MAX } from '@/lib/config';
import { validate } from '@/lib/validation/kit';
import { bulkProducts, productIdsMatching } from './manage-bulk';
import { categoryChoices, createProduct } from './manage-products';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

function bulk(raw: Record<string, unknown>) {
  const checked = validate(productBulkSchema, raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
}

describe('the bulk form', () => {
  it('names the action, the products and, for a move, the category', () => {
    expect(validate(productBulkSchema, { action: 'burn', ids: [1] })).toMatchObject({ ok: false, errors: { action: { key: 'choice' } } });
    expect(validate(productBulkSchema, { action: 'hide' })).toMatchObject({ ok: false, errors: { ids: { key: 'required' } } });
    expect(validate(productBulkSchema, { action: 'move', ids: [1] })).toMatchObject({ ok: false, errors: { category: { key: 'required' } } });
    expect(validate(productBulkSchema, { action: 'hide', ids: ['1', 'x'] })).toMatchObject({ ok: false, errors: { ids: { key: 'invalid' } } });
    const tooMany = Array.from({ length: PRODUCT_BULK_MAX + 1 }, (_, i) => i + 1);
    expect(validate(productBulkSchema, { action: 'hide', ids: tooMany })).toMatchObject({ ok: false, errors: { ids: { key: 'tooManyItems' } } });
    expect(bulk({ action: 'publish', ids: [3, 4] })).toEqual({ action: 'publish', ids: [3, 4], filter: null, categoryId: null });
    expect(bulk({ action: 'hide', filter: { keyword: 'pouch' } })).toMatchObject({ filter: { keyword: 'pouch', category: null, state: '' } });
  });
});

describe.each(testDatabases())('bulk actions on products on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors = {} as Record<'editor' | 'other' | 'admin' | 'sales' | 'member', Actor>;
  let categoryId = 0;
  let otherCategoryId = 0;
  const ids: number[] = [];

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    Object.assign(actors, await catalogueCast(opened.db));
    const choices = (await categoryChoices(opened.db, actors.editor, 'en')).filter((c) => c.parent_id !== null);
    [categoryId, otherCategoryId] = [choices[0].id, choices[1].id];
    for (const slug of ['bulk-one', 'bulk-two', 'bulk-three']) {
      ids.push((await createProduct(opened.db, actors.editor, productInput(productForm(slug, categoryId, { name: { 'zh-CN': slug, en: `Bulkpouch ${slug}` } })))).id);
    }
  });
  afterAll(() => opened?.close());

  const states = async () =>
    (await opened.db.select({ id: products.id, published: products.published }).from(products).where(inArray(products.id, ids))).sort((a, b) => a.id - b.id);

  it('hides and publishes the chosen products, each audited with a revision, and reports the ones it left', async () => {
    const hidden = await bulkProducts(opened.db, actors.editor, bulk({ action: 'hide', ids: [ids[0], ids[1], 999_999] }));
    expect(hidden).toEqual({ action: 'hide', done: 2, refused: [{ id: 999_999, reason: 'missing' }] });
    expect((await states()).map((s) => s.published)).toEqual([false, false, true]);
    const audits = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.unpublish'), inArray(auditLog.entityId, ids.map(String))));
    expect(audits).toHaveLength(2);
    const kept = await opened.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.kind, 'product'), eq(revisions.recordId, ids[0])));
    expect(kept.map((r) => r.changed)).toEqual([[], ['published']]);

    const published = await bulkProducts(opened.db, actors.editor, bulk({ action: 'publish', ids: [ids[0], ids[2]] }));
    expect(published).toEqual({ action: 'publish', done: 1, refused: [{ id: ids[2], reason: 'unchanged' }] });
  });

  it("answers the ids of every match of the list's filter, in the list's order, to staff only", async () => {
    const filter = { keyword: 'Bulkpouch', category: null, state: '' as const };
    expect(await productIdsMatching(opened.db, actors.editor, filter)).toEqual({ ids });
    expect(await productIdsMatching(opened.db, actors.admin, { ...filter, state: 'draft' })).toEqual({ ids: [ids[1]] }); // hidden above
    expect(await outsiderStatuses(actors, (actor) => productIdsMatching(opened.db, actor, filter))).toEqual([401, 404, 404]);
  });

  it('acts on every product the filter matches', async () => {
    const moved = await bulkProducts(opened.db, actors.editor, bulk({ action: 'move', filter: { keyword: 'Bulkpouch' }, category: otherCategoryId }));
    expect(moved).toMatchObject({ done: 3, refused: [] });
    const rows = await opened.db.select({ categoryId: products.categoryId }).from(products).where(inArray(products.id, ids));
    expect(rows.every((r) => r.categoryId === otherCategoryId)).toBe(true);
  });

  it('runs in one transaction: a move to a category that does not exist changes nothing', async () => {
    expect(await statusOf(bulkProducts(opened.db, actors.editor, bulk({ action: 'move', ids, category: 999_999 })))).toBe(400);
    const rows = await opened.db.select({ categoryId: products.categoryId }).from(products).where(inArray(products.id, ids));
    expect(rows.every((r) => r.categoryId === otherCategoryId)).toBe(true);
  });

  it('refuses anyone without the catalogue role, changing nothing', async () => {
    expect(await outsiderStatuses(actors, (actor) => bulkProducts(opened.db, actor, bulk({ action: 'delete', ids })))).toEqual([401, 404, 404]);
    expect(await states()).toHaveLength(3);
  });

  it('deletes the chosen products, each audited', async () => {
    expect(await bulkProducts(opened.db, actors.admin, bulk({ action: 'delete', ids: [ids[1], ids[2]] }))).toEqual({ action: 'delete', done: 2, refused: [] });
    expect((await states()).map((s) => s.id)).toEqual([ids[0]]);
    expect(
      await opened.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'product.delete'), eq(auditLog.entityId, String(ids[1])))),
    ).toHaveLength(1);
  });
});
