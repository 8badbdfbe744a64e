/** @jest-environment node */
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { testDatabases } from '@/lib/server/testing/databases';
import { productForm } from '@/lib/server/testing/product-form';
import { catalogueCast, statusOf } from '@/lib/server/testing/actors';
import { outsiderStatuses, productInput } from '@/lib/server/testing/staff-checks';
import { categoryChoices, createProduct, getAdminProduct } from './manage-products';
import { keepProductDraft, previewProduct } from './preview';
import { getProduct } from './service';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

describe.each(testDatabases())('the staff preview of a product on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors = {} as Record<'editor' | 'other' | 'admin' | 'sales' | 'member', Actor>;
  let id = 0;
  let form: Record<string, unknown> = {};

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    Object.assign(actors, await catalogueCast(opened.db));
    const categoryId = (await categoryChoices(opened.db, actors.editor, 'en')).find((c) => c.parent_id !== null)!.id;
    form = productForm('hidden-pouch', categoryId, { published: false, name: { 'zh-CN': '隐藏的包', en: 'Hidden pouch', ja: '非公開ポーチ' } });
    id = (await createProduct(opened.db, actors.editor, productInput(form))).id;
  });
  afterAll(() => opened?.close());

  it('shows a hidden product to staff in any locale, as its public page would', async () => {
    expect(await getProduct(opened.db, 'ja', id)).toBeNull();
    const preview = await previewProduct(opened.db, actors.editor, id, 'ja', null);
    expect(preview).toMatchObject({ id, name: '非公開ポーチ', slug: 'hidden-pouch', specs: { moq: 300 } });
  });

  it("shows the form's unsaved values to the editor who sent them, and saves nothing", async () => {
    const { token } = await keepProductDraft(opened.db, actors.editor, id, { ...form, name: { 'zh-CN': '草稿', ja: '下書きの名前' }, moq: 800 });
    expect(await previewProduct(opened.db, actors.editor, id, 'ja', token)).toMatchObject({ name: '下書きの名前', specs: { moq: 800 } });
    expect((await getAdminProduct(opened.db, actors.editor, id)).moq).toBe(300);
    // Another editor's draft is not theirs; a token that names nothing is the 404 too.
    expect(await statusOf(previewProduct(opened.db, actors.other, id, 'ja', token))).toBe(404);
    expect(await statusOf(previewProduct(opened.db, actors.editor, id, 'ja', 'x'.repeat(24)))).toBe(404);
    // A newer draft replaces the author's older one.
    const { token: newer } = await keepProductDraft(opened.db, actors.editor, id, form);
    expect(await statusOf(previewProduct(opened.db, actors.editor, id, 'ja', token))).toBe(404);
    expect(await statusOf(previewProduct(opened.db, actors.editor, id, 'ja', newer))).toBe('ok');
  });

  it('is for the catalogue staff only', async () => {
    expect(await outsiderStatuses(actors, (actor) => previewProduct(opened.db, actor, id, 'en', null))).toEqual([401, 404, 404]);
    expect(await outsiderStatuses(actors, (actor) => keepProductDraft(opened.db, actor, id, form))).toEqual([401, 404, 404]);
    expect(await statusOf(keepProductDraft(opened.db, actors.editor, 999_999, form))).toBe(404);
  });
});
