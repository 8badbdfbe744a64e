/** @jest-environment node */
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, faqs, products, revisions } from '@/lib/server/db/schema';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { testDatabases } from '@/lib/server/testing/databases';
import { productForm } from '@/lib/server/testing/product-form';
import { catalogueCast, statusOf } from '@/lib/server/testing/actors';
import { outsiderStatuses, productInput as form } from '@/lib/server/testing/staff-checks';
import { categoryChoices, createProduct, getAdminProduct, setProductPublished, updateProduct } from '@/lib/server/catalogue/manage-products';
import { listAdminFaqs, updateFaq } from '@/lib/server/catalogue/manage-faq';
import { REVISION_RECORDS } from '@/lib/server/revision-kinds';
import type { Actor } from '@/lib/server/access';
import { getRevision, listRevisions, recordRevision, recordRevisions } from './service';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

describe.each(testDatabases())('revisions on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors = {} as Record<'editor' | 'other' | 'admin' | 'sales' | 'member', Actor>;
  let categoryId = 0;

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    Object.assign(actors, await catalogueCast(opened.db));
    categoryId = (await categoryChoices(opened.db, actors.editor, 'en')).find((c) => c.parent_id !== null)!.id;
  });
  afterAll(() => opened?.close());

  /** Saves the product with `overrides` over its current form, as the editor's form would. */
  async function save(id: number, actor: Actor, overrides: Record<string, unknown>) {
    const current = await getAdminProduct(opened.db, actor, id);
    return updateProduct(opened.db, actor, id, form({ ...current, ...overrides, images: [], updated_at: current.updated_at }));
  }

  it('keeps a revision per save, with who saved it and which fields changed; a save that changes nothing keeps none', async () => {
    const product = await createProduct(opened.db, actors.editor, form(productForm('revised-pouch', categoryId)));
    await save(product.id, actors.editor, { name: { 'zh-CN': '第二版', en: 'Second name' } });
    await save(product.id, actors.other, { name: { 'zh-CN': '第二版', en: 'Second name' } });
    await save(product.id, actors.other, { moq: 400, description: { 'zh-CN': '柔软。', en: 'Line one\nLine two' } });
    const history = await listRevisions(opened.db, actors.editor, 'product', product.id);
    expect(history.list.map((r) => [r.number, r.actor, r.changed])).toEqual([
      [3, 'ed.editor', ['description', 'moq']],
      [2, 'eve.editor', ['name']],
      [1, 'eve.editor', []],
    ]);
    const first = await getRevision(opened.db, actors.editor, 'product', product.id, 1);
    expect(first.snapshot).toMatchObject({ slug: 'revised-pouch', name: { en: 'Neoprene zip pouch' }, moq: 300, images: [] });
    expect(first.snapshot).not.toHaveProperty('updated_at');
  });

  it("starts a record's history from what was there before its first save", async () => {
    const [seeded] = await opened.db.select().from(products).orderBy(products.id).limit(1);
    await setProductPublished(opened.db, actors.editor, seeded.id, !seeded.published);
    const history = await listRevisions(opened.db, actors.editor, 'product', seeded.id);
    expect(history.list.map((r) => [r.number, r.actor, r.changed])).toEqual([
      [2, 'eve.editor', ['published']],
      [1, null, []],
    ]);
    expect((await getRevision(opened.db, actors.editor, 'product', seeded.id, 1)).snapshot).toMatchObject({ published: seeded.published, slug: seeded.slug });
  });

  it('keeps no revision for a save that changes nothing, pictures included', async () => {
    const [seeded] = await opened.db.select().from(products).orderBy(products.id).offset(1).limit(1);
    for (let i = 0; i < 2; i++) {
      const current = await getAdminProduct(opened.db, actors.editor, seeded.id);
      expect(current.images.length).toBeGreaterThan(0);
      await updateProduct(opened.db, actors.editor, seeded.id, form({ ...current, updated_at: current.updated_at }));
    }
    expect((await listRevisions(opened.db, actors.editor, 'product', seeded.id)).list.map((r) => [r.number, r.changed])).toEqual([[1, []]]);
  });

  it('restores a revision through the save path: the record, a new revision and an audit row', async () => {
    const product = await createProduct(opened.db, actors.editor, form(productForm('restored-pouch', categoryId)));
    await save(product.id, actors.editor, { name: { 'zh-CN': '改名', en: 'Renamed' } });
    await REVISION_RECORDS.product.restore(opened.db, actors.other, product.id, 1);
    expect((await getAdminProduct(opened.db, actors.editor, product.id)).name).toEqual({ 'zh-CN': '潜水料拉链包', en: 'Neoprene zip pouch' });
    const history = await listRevisions(opened.db, actors.editor, 'product', product.id);
    expect(history.list[0]).toMatchObject({ number: 3, actor: 'ed.editor', changed: ['name'] });
    const [audit] = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(product.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'product.update', actorLabel: 'ed.editor' });
    // A revision the product does not have is the 404, and nothing is saved.
    expect(await statusOf(REVISION_RECORDS.product.restore(opened.db, actors.editor, product.id, 99))).toBe(404);
    expect((await listRevisions(opened.db, actors.editor, 'product', product.id)).list).toHaveLength(3);
  });

  it('refuses a revision that no longer passes the form (its category is gone) with a 400, changing nothing', async () => {
    const product = await createProduct(opened.db, actors.editor, form(productForm('orphan-pouch', categoryId)));
    await save(product.id, actors.editor, { moq: 900 });
    await opened.db
      .update(revisions)
      .set({ snapshot: { ...(await getRevision(opened.db, actors.editor, 'product', product.id, 1)).snapshot, category_id: 999_999 } })
      .where(and(eq(revisions.kind, 'product'), eq(revisions.recordId, product.id), eq(revisions.number, 1)));
    expect(await statusOf(REVISION_RECORDS.product.restore(opened.db, actors.editor, product.id, 1))).toBe(400);
    expect((await getAdminProduct(opened.db, actors.editor, product.id)).moq).toBe(900);
  });

  it('lets only the roles of the record’s form read or restore its history', async () => {
    const product = await createProduct(opened.db, actors.editor, form(productForm('guarded-pouch', categoryId)));
    await save(product.id, actors.editor, { moq: 700 });
    const refused = [401, 404, 404];
    expect(await outsiderStatuses(actors, (actor) => listRevisions(opened.db, actor, 'product', product.id))).toEqual(refused);
    expect(await outsiderStatuses(actors, (actor) => getRevision(opened.db, actor, 'product', product.id, 1))).toEqual(refused);
    expect(await outsiderStatuses(actors, (actor) => REVISION_RECORDS.product.restore(opened.db, actor, product.id, 1))).toEqual(refused);
    expect((await getAdminProduct(opened.db, actors.admin, product.id)).moq).toBe(700);
    expect(await statusOf(REVISION_RECORDS.product.restore(opened.db, actors.admin, product.id, 1))).toBe('ok');
  });

  it('keeps many records’ revisions at once exactly as one at a time (an import’s batch)', async () => {
    // Record ids far from the catalogue's: a new record, one without history, one with history
    // saved with and without a change, and a new record's second save in the same batch's slice.
    const cases = [
      { offset: 0, saves: [{ before: null, after: { moq: 1 } }] },
      { offset: 1, saves: [{ before: { moq: 1 }, after: { moq: 2 } }] },
      { offset: 2, saves: [{ before: { moq: 1 }, after: { moq: 1 } }] },
      {
        offset: 3,
        saves: [
          { before: null, after: { moq: 1 } },
          { before: { moq: 1 }, after: { moq: 5, name: 'x' } },
        ],
      },
      {
        offset: 4,
        saves: [
          { before: null, after: { moq: 1 } },
          { before: { moq: 1 }, after: { moq: 1 } },
        ],
      },
    ];
    const kept = async (base: number) =>
      (
        await opened.db
          .select()
          .from(revisions)
          .where(and(eq(revisions.kind, 'product'), gte(revisions.recordId, base), lt(revisions.recordId, base + 100)))
          .orderBy(revisions.recordId, revisions.number)
      ).map((r) => [r.recordId - base, r.number, r.actorLabel, r.changed, r.snapshot]);
    for (const round of [0, 1]) {
      for (const c of cases) if (c.saves[round]) await recordRevision(opened.db, actors.editor, 'product', 900_000 + c.offset, c.saves[round].before, c.saves[round].after);
      await recordRevisions(
        opened.db,
        actors.editor,
        'product',
        cases.flatMap((c) => (c.saves[round] ? [{ recordId: 910_000 + c.offset, ...c.saves[round] }] : [])),
      );
    }
    const one = await kept(900_000);
    expect(one).toHaveLength(7);
    expect(await kept(910_000)).toEqual(one);
  });

  it('keeps the FAQ’s history too, and restores an answer', async () => {
    const [faq] = await listAdminFaqs(opened.db, actors.editor);
    await updateFaq(opened.db, actors.editor, faq.id, { answer: { 'zh-CN': '新的回答' }, expectedUpdatedAt: new Date(faq.updated_at) });
    expect((await listRevisions(opened.db, actors.editor, 'faq', faq.id)).list.map((r) => r.changed)).toEqual([['answer'], []]);
    await REVISION_RECORDS.faq.restore(opened.db, actors.editor, faq.id, 1);
    const [row] = await opened.db.select().from(faqs).where(eq(faqs.id, faq.id));
    expect(row.answer).toEqual(faq.answer);
    expect((await listRevisions(opened.db, actors.editor, 'faq', faq.id)).list).toHaveLength(3);
  });
});
