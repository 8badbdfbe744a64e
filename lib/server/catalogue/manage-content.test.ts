/** @jest-environment node */
import { validate } from '@/lib/validation/kit';
import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, categories, faqs, products, sliderItems, systemConfig } from '@/lib/server/db/schema';
import { ApiProblem } from '@/lib/server/problems';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { testDatabases } from '@/lib/server/testing/databases';
import { catalogueCast } from '@/lib/server/testing/actors';
import { errorKeys, outcomeOf, valid } from '@/lib/server/testing/validation';
import { categoryCreateSchema, categoryChangeSchema, companySchema, deleteQuerySchema, faqCreateSchema, faqChangeSchema, listMoveSchema } from '@/lib/api/contract/catalogue-admin';
import { createCategory, deleteCategory, listAdminCategories, moveCategory, movedOrder, updateCategory } from './manage-categories';
import { getCompanyConfig, saveCompanyConfig } from './manage-config';
import { createFaq, deleteFaq, listAdminFaqs, moveFaq, updateFaq } from './manage-faq';
import { listCategories, listFaqs, listSlider, listSystemConfig } from './service';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

const revalidated = revalidateTag as jest.Mock;

const tagsRevalidated = () => revalidated.mock.calls.map((c) => c[0]).sort();

describe("the content forms' rules", () => {
  it('checks keys, parents, localized texts per locale, and requires updated_at on a change', () => {
    expect(errorKeys(validate(categoryCreateSchema, { key: 'Pouch Bags', name: { 'zh-CN': '包' } }))).toEqual({ key: 'slug' });
    expect(errorKeys(validate(categoryCreateSchema, { key: 'pouch', name: { en: 'Pouch', ja: 'あ'.repeat(101) } }))).toEqual({ 'name.zh-CN': 'required', 'name.ja': 'tooLong' });
    expect(errorKeys(validate(categoryCreateSchema, { key: 'pouch', parent_id: 'x', name: { 'zh-CN': '包', xx: 'y' } }))).toEqual({ parent_id: 'choice', 'name.xx': 'locale' });
    expect(valid(validate(categoryCreateSchema, { key: 'new-bags', parent_id: '', name: { 'zh-CN': ' 新包 ', en: '' } }))).toEqual({
      key: 'new-bags',
      parentId: null,
      name: { 'zh-CN': '新包' },
    });
    expect(errorKeys(validate(categoryChangeSchema, { key: 'pouch' }))).toEqual({ updated_at: 'required' });
    expect(valid(validate(categoryChangeSchema, { name: { 'zh-CN': '包' }, updated_at: '2026-01-02T03:04:05.678Z' }))).toEqual({
      name: { 'zh-CN': '包' },
      expectedUpdatedAt: new Date('2026-01-02T03:04:05.678Z'),
    });
    expect(errorKeys(validate(faqCreateSchema, { question: { 'zh-CN': '问' }, answer: { 'zh-CN': '答', ar: 'ب'.repeat(4001) } }))).toEqual({ 'answer.ar': 'tooLong' });
    expect(errorKeys(validate(faqChangeSchema, { answer: 'text', updated_at: 'yesterday' }))).toEqual({ answer: 'invalid', updated_at: 'invalid' });
    expect(errorKeys(validate(listMoveSchema, { direction: 'left' }))).toEqual({ direction: 'choice' });
    expect(errorKeys(validate(listMoveSchema, {}))).toEqual({ direction: 'required' });
    expect(valid(validate(deleteQuerySchema, {}))).toEqual({ expectedUpdatedAt: null });
    expect(movedOrder([1, 2, 3], 3, 'up')).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 3, 'down')).toBeNull();
  });

  it('checks the company facts: e-mail, https links, phone, texts per locale; only the fields present', () => {
    const at = '2026-01-02T03:04:05.678Z';
    expect(
      errorKeys(
        validate(companySchema, {
          email: 'sales at hengxin',
          linkedin: 'http://www.linkedin.com/x',
          twitter: 'javascript:alert(1)',
          whatsapp: 'call me',
          tagline: { ja: 'あ'.repeat(201), 'zh-CN': '标语' },
          updated_at: at,
        }),
      ),
    ).toEqual({ email: 'email', linkedin: 'url', twitter: 'url', whatsapp: 'phone', 'tagline.ja': 'tooLong' });
    expect(errorKeys(validate(companySchema, { about_us: { en: 'About' }, updated_at: at }))).toEqual({ 'about_us.zh-CN': 'required' });
    expect(errorKeys(validate(companySchema, { email: 'a@b.cn' }))).toEqual({ updated_at: 'required' });
    expect(valid(validate(companySchema, { email: ' sales@hengxin-case.com ', instagram: 'https://www.instagram.com/hx', updated_at: at }))).toEqual({
      values: { email: 'sales@hengxin-case.com', instagram: 'https://www.instagram.com/hx' },
      expectedUpdatedAt: new Date(at),
    });
  });
});

describe.each(testDatabases())('managing categories, FAQ and company facts on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors: Record<string, Actor> = {};

  const trail = (entity: string, entityId: string | number) =>
    opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
      .orderBy(auditLog.id);

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    Object.assign(actors, await catalogueCast(opened.db));
  });
  afterAll(() => opened?.close());
  beforeEach(() => revalidated.mockClear());

  it('is for editors and admins only: nobody gets 401, a member or a sales person 404', async () => {
    const db = opened.db;
    for (const [who, expected] of [
      [null, 401],
      [actors.member, 404],
      [actors.sales, 404],
    ] as const) {
      expect(await outcomeOf(listAdminCategories(db, who))).toBe(expected);
      expect(await outcomeOf(createCategory(db, who, { key: 'nope', parentId: null, name: { 'zh-CN': '无' } }))).toBe(expected);
      expect(await outcomeOf(listAdminFaqs(db, who))).toBe(expected);
      expect(await outcomeOf(deleteFaq(db, who, 1))).toBe(expected);
      expect(await outcomeOf(getCompanyConfig(db, who))).toBe(expected);
      expect(await outcomeOf(saveCompanyConfig(db, who, { values: { email: 'x@y.cn' }, expectedUpdatedAt: new Date() }))).toBe(expected);
    }
    expect(await outcomeOf(listAdminCategories(db, actors.editor))).toBe('ok');
    expect(await outcomeOf(listAdminFaqs(db, actors.admin))).toBe('ok');
    expect(await outcomeOf(getCompanyConfig(db, actors.admin))).toBe('ok');
    expect(revalidated).not.toHaveBeenCalled();
    expect((await db.select().from(categories).where(eq(categories.key, 'nope'))).length).toBe(0);
  });

  it('lists families with their sub-categories and counts; creates, renames, refuses taken keys and bad parents', async () => {
    const db = opened.db;
    const list = await listAdminCategories(db, actors.editor);
    const sewing = list.find((c) => c.key === 'sewing')!;
    const pouch = list.find((c) => c.key === 'pouch')!;
    expect(list[0].parent_id).toBeNull();
    expect(list.indexOf(pouch)).toBeGreaterThan(list.indexOf(sewing));
    expect(sewing.children).toBe(5);
    expect(pouch.products).toBeGreaterThan(0);

    const created = await createCategory(db, actors.editor, { key: 'laptop-sleeve', parentId: sewing.id, name: { 'zh-CN': '电脑内胆包', en: 'Laptop Sleeves' } });
    expect(created).toMatchObject({ key: 'laptop-sleeve', parent_id: sewing.id, products: 0, children: 0 });
    expect(created.sort).toBeGreaterThan(Math.max(...list.filter((c) => c.parent_id === sewing.id).map((c) => c.sort)));
    expect(tagsRevalidated()).toEqual(['categories']);
    expect(await outcomeOf(createCategory(db, actors.editor, { key: 'pouch', parentId: null, name: { 'zh-CN': '重复' } }))).toEqual({ key: 'taken' });
    expect(await outcomeOf(createCategory(db, actors.editor, { key: 'deep', parentId: pouch.id, name: { 'zh-CN': '三级' } }))).toEqual({ parent_id: 'choice' });
    expect(await outcomeOf(createCategory(db, actors.editor, { key: 'orphan', parentId: 999_999, name: { 'zh-CN': '无' } }))).toEqual({ parent_id: 'choice' });

    const at = new Date(created.updated_at);
    expect(await outcomeOf(updateCategory(db, actors.editor, created.id, { key: 'tote-bag', expectedUpdatedAt: at }))).toEqual({ key: 'taken' });
    // A family with sub-categories cannot become one; a category cannot be its own parent.
    expect(
      await outcomeOf(updateCategory(db, actors.editor, sewing.id, { parentId: list.find((c) => c.key === 'heat-press')!.id, expectedUpdatedAt: new Date(sewing.updated_at) })),
    ).toEqual({ parent_id: 'choice' });
    expect(await outcomeOf(updateCategory(db, actors.editor, created.id, { parentId: created.id, expectedUpdatedAt: at }))).toEqual({ parent_id: 'choice' });
    revalidated.mockClear();
    const renamed = await updateCategory(db, actors.editor, created.id, { name: { 'zh-CN': '电脑包', en: 'Laptop Sleeves', ja: 'PCスリーブ' }, expectedUpdatedAt: at });
    expect(renamed.name).toEqual({ 'zh-CN': '电脑包', en: 'Laptop Sleeves', ja: 'PCスリーブ' });
    expect(tagsRevalidated()).toEqual(['categories', 'products']);
    // The public read shows it at once, in Japanese.
    const publicSewing = await listCategories(db, 'ja', { parent: 'sewing' });
    expect(publicSewing?.find((c) => c.key === 'laptop-sleeve')?.name).toBe('PCスリーブ');

    // A second editor saving on what they read before: refused, nothing overwritten.
    expect(await outcomeOf(updateCategory(db, actors.other, created.id, { name: { 'zh-CN': '旧的' }, expectedUpdatedAt: at }))).toBe(409);
    expect((await db.select().from(categories).where(eq(categories.id, created.id)))[0].name['zh-CN']).toBe('电脑包');

    const audit = await trail('category', created.id);
    expect(audit.map((a) => a.action)).toEqual(['category.create', 'category.update']);
    expect(audit[1]).toMatchObject({
      actorLabel: 'eve.editor',
      before: { key: 'laptop-sleeve', name: { 'zh-CN': '电脑内胆包', en: 'Laptop Sleeves' } },
      after: { key: 'laptop-sleeve', name: { 'zh-CN': '电脑包', ja: 'PCスリーブ' } },
    });
  });

  it('carries a changed key over to the slider banners that link to it, in the same transaction', async () => {
    const db = opened.db;
    const family = (await listAdminCategories(db, actors.editor)).find((c) => c.key === 'heat-press')!;
    const [banner] = await db.select().from(sliderItems).where(eq(sliderItems.sign, 'heat-press'));
    expect(banner).toBeDefined();
    const changed = await updateCategory(db, actors.editor, family.id, { key: 'heat-pressed', expectedUpdatedAt: new Date(family.updated_at) });
    expect(changed.key).toBe('heat-pressed');
    expect(tagsRevalidated()).toEqual(['categories', 'products', 'slider']);
    expect((await listSlider(db)).find((s) => s.id === banner.id)?.sign).toBe('heat-pressed');
    expect((await trail('category', family.id)).at(-1)).toMatchObject({ before: { key: 'heat-press' }, after: { key: 'heat-pressed', slider_items: [banner.id] } });
    // And back, for the other tests.
    await updateCategory(db, actors.editor, family.id, { key: 'heat-press', expectedUpdatedAt: new Date(changed.updated_at) });
    expect((await listSlider(db)).find((s) => s.id === banner.id)?.sign).toBe('heat-press');
  });

  it('reorders siblings up and down, and deletes only what nothing uses', async () => {
    const db = opened.db;
    const families = () => listAdminCategories(db, actors.editor).then((l) => l.filter((c) => c.parent_id === null).map((c) => c.key));
    const before = await families();
    const second = (await listAdminCategories(db, actors.editor)).find((c) => c.key === before[1])!;
    await moveCategory(db, actors.editor, second.id, 'up');
    expect(await families()).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(tagsRevalidated()).toEqual(['categories']);
    expect((await listCategories(db, 'en', { parent: 'root' }))?.map((c) => c.key)).toEqual([before[1], before[0], ...before.slice(2)]);
    revalidated.mockClear();
    await moveCategory(db, actors.editor, second.id, 'up'); // already first: nothing changes
    expect(revalidated).not.toHaveBeenCalled();
    await moveCategory(db, actors.editor, second.id, 'down');
    expect(await families()).toEqual(before);
    expect(await outcomeOf(moveCategory(db, actors.editor, 999_999, 'up'))).toBe(404);

    const list = await listAdminCategories(db, actors.editor);
    const pouch = list.find((c) => c.key === 'pouch')!;
    const sewing = list.find((c) => c.key === 'sewing')!;
    const productCount = (await db.select().from(products).where(eq(products.categoryId, pouch.id))).length;
    for (const used of [pouch, sewing]) {
      const refused = await deleteCategory(db, actors.editor, used.id).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ApiProblem);
      expect(refused).toMatchObject({ status: 400, messageKey: 'inUse' });
      expect(String((refused as ApiProblem).values?.what)).not.toBe('');
    }
    expect((await db.select().from(products).where(eq(products.categoryId, pouch.id))).length).toBe(productCount);

    const spare = await createCategory(db, actors.editor, { key: 'spare', parentId: null, name: { 'zh-CN': '备用' } });
    const renamed = await updateCategory(db, actors.editor, spare.id, { name: { 'zh-CN': '备用2' }, expectedUpdatedAt: new Date(spare.updated_at) });
    expect(await outcomeOf(deleteCategory(db, actors.editor, spare.id, new Date(spare.updated_at)))).toBe(409);
    revalidated.mockClear();
    await deleteCategory(db, actors.editor, spare.id, new Date(renamed.updated_at));
    expect(tagsRevalidated()).toEqual(['categories']);
    expect(await outcomeOf(deleteCategory(db, actors.editor, spare.id))).toBe(404);
    expect((await trail('category', spare.id)).map((a) => [a.action, a.after === null])).toEqual([
      ['category.create', false],
      ['category.update', false],
      ['category.delete', true],
    ]);
    expect((await listCategories(db, 'en'))?.some((c) => c.key === 'spare')).toBe(false);
  });

  it('creates, edits, reorders and deletes questions; a stale save is refused; the public list follows', async () => {
    const db = opened.db;
    const created = await createFaq(db, actors.editor, {
      question: { 'zh-CN': '你们接受小批量吗？', en: 'Do you take small orders?' },
      answer: { 'zh-CN': '可以。', en: 'Yes, from 100 pieces.' },
    });
    expect(tagsRevalidated()).toEqual(['faq']);
    const all = await listAdminFaqs(db, actors.editor);
    expect(all.at(-1)?.id).toBe(created.id);
    expect((await listFaqs(db, 'en')).at(-1)).toMatchObject({ question: 'Do you take small orders?', answer: 'Yes, from 100 pieces.' });

    const at = new Date(created.updated_at);
    const edited = await updateFaq(db, actors.editor, created.id, { answer: { 'zh-CN': '可以，100件起。', en: 'Yes, from 50 pieces.' }, expectedUpdatedAt: at });
    expect(edited.answer.en).toBe('Yes, from 50 pieces.');
    expect(edited.question.en).toBe('Do you take small orders?');
    expect((await listFaqs(db, 'en')).find((f) => f.id === created.id)?.answer).toBe('Yes, from 50 pieces.');
    // German falls back to English.
    expect((await listFaqs(db, 'de')).find((f) => f.id === created.id)).toMatchObject({ answer: 'Yes, from 50 pieces.', lang: { answer: 'en' } });
    revalidated.mockClear();
    expect(await outcomeOf(updateFaq(db, actors.other, created.id, { answer: { 'zh-CN': '覆盖' }, expectedUpdatedAt: at }))).toBe(409);
    expect(revalidated).not.toHaveBeenCalled();
    expect((await db.select().from(faqs).where(eq(faqs.id, created.id)))[0].answer['zh-CN']).toBe('可以，100件起。');
    expect(await outcomeOf(updateFaq(db, actors.editor, 999_999, { expectedUpdatedAt: at }))).toBe(404);

    await moveFaq(db, actors.editor, created.id, 'up');
    const moved = (await listFaqs(db, 'en')).map((f) => f.id);
    expect(moved.at(-2)).toBe(created.id);
    expect(tagsRevalidated()).toEqual(['faq']);
    await moveFaq(db, actors.editor, created.id, 'down');
    expect((await listAdminFaqs(db, actors.editor)).map((f) => f.id)).toEqual(all.map((f) => f.id));

    expect(await outcomeOf(deleteFaq(db, actors.editor, created.id, at))).toBe(409);
    revalidated.mockClear();
    await deleteFaq(db, actors.editor, created.id, new Date(edited.updated_at));
    expect(tagsRevalidated()).toEqual(['faq']);
    expect((await listFaqs(db, 'en')).some((f) => f.id === created.id)).toBe(false);
    const audit = await trail('faq', created.id);
    expect(audit.map((a) => a.action)).toEqual(['faq.create', 'faq.update', 'faq.move', 'faq.move', 'faq.delete']);
    expect(audit[1]).toMatchObject({ before: { answer: { en: 'Yes, from 100 pieces.' } }, after: { answer: { en: 'Yes, from 50 pieces.' } } });
    expect(audit[4]).toMatchObject({ before: { question: { en: 'Do you take small orders?' } }, after: null });
  });

  it('saves company facts with one updated_at check: the second of two saves from the same read is refused', async () => {
    const db = opened.db;
    const read = await getCompanyConfig(db, actors.editor);
    expect(read.values.tagline).toMatchObject({ en: expect.any(String), 'zh-CN': expect.any(String) });
    expect(read.values.email).toBe('sales@hengxin-case.com');
    const at = new Date(read.updated_at);

    const saved = await saveCompanyConfig(db, actors.editor, {
      values: { tagline: { ...read.values.tagline, en: 'Cases made to order', ja: 'オーダーメイドのケース' }, email: 'hello@hengxin-case.com', whatsapp: read.values.whatsapp },
      expectedUpdatedAt: at,
    });
    expect(tagsRevalidated()).toEqual(['system-config']);
    expect(saved.values.tagline.en).toBe('Cases made to order');
    expect(new Date(saved.updated_at).getTime()).toBeGreaterThan(at.getTime());
    const facts = async (locale: 'en' | 'ja') => Object.fromEntries((await listSystemConfig(db, locale)).map((e) => [e.name, e.value]));
    expect(await facts('en')).toMatchObject({ tagline: 'Cases made to order', email: 'hello@hengxin-case.com' });
    expect((await facts('ja')).tagline).toBe('オーダーメイドのケース');

    revalidated.mockClear();
    expect(await outcomeOf(saveCompanyConfig(db, actors.other, { values: { tagline: { 'zh-CN': '覆盖', en: 'Overwritten' } }, expectedUpdatedAt: at }))).toBe(409);
    expect(revalidated).not.toHaveBeenCalled();
    expect((await facts('en')).tagline).toBe('Cases made to order');

    // Only what changed is written and audited (the WhatsApp number was sent unchanged).
    const audit = await opened.db.select().from(auditLog).where(eq(auditLog.entity, 'system_config')).orderBy(auditLog.id);
    expect(audit.map((a) => a.entityId).sort()).toEqual(['email', 'tagline']);
    expect(audit.find((a) => a.entityId === 'email')).toMatchObject({
      actorLabel: 'eve.editor',
      before: { value: 'sales@hengxin-case.com' },
      after: { value: 'hello@hengxin-case.com' },
    });
    const [whatsapp] = await db.select().from(systemConfig).where(eq(systemConfig.name, 'whatsapp'));
    expect(whatsapp.updatedAt.getTime()).toBeLessThanOrEqual(at.getTime());

    // A save that changes nothing writes nothing and revalidates nothing.
    const again = await saveCompanyConfig(db, actors.admin, { values: { email: 'hello@hengxin-case.com' }, expectedUpdatedAt: new Date(saved.updated_at) });
    expect(again.updated_at).toBe(saved.updated_at);
    expect(revalidated).not.toHaveBeenCalled();
  });
});
