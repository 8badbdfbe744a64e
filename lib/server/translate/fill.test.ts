/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { LOCALES } from '@/lib/config';
import { translateFillSchema } from '@/lib/api/contract/translate';
import { validateProductInput, type ProductInput } from '@/lib/api/contract/products-admin';
import { validate } from '@/lib/validation/kit';
import type { Actor } from '@/lib/server/access';
import { isCataloguePicture } from '@/lib/server/catalogue/images';
import { createCategory } from '@/lib/server/catalogue/manage-categories';
import { createFaq, updateFaq } from '@/lib/server/catalogue/manage-faq';
import { createProduct, getAdminProduct, updateProduct } from '@/lib/server/catalogue/manage-products';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, faqs } from '@/lib/server/db/schema';
import { catalogueCast, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { FakeTranslator } from '@/lib/server/testing/fake-translator';
import { productForm } from '@/lib/server/testing/product-form';
import { errorKeys, valid } from '@/lib/server/testing/validation';
import { fillMissingLanguages } from './fill';
import { createTranslator, type Translator } from './providers';
import { translationHelp } from './service';
import { addProtectedTerm, deleteProtectedTerm, listProtectedTerms } from './terms';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

function form(raw: Record<string, unknown>): ProductInput {
  const checked = validateProductInput(raw, isCataloguePicture);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
}

describe('the fill request', () => {
  it('takes one record of a kind, or up to 50 products, and refuses the rest by field', () => {
    expect(valid(validate(translateFillSchema, { kind: 'faq', id: '7' }))).toEqual({ kind: 'faq', ids: [7] });
    expect(valid(validate(translateFillSchema, { kind: 'product', ids: ['3', '4'] }))).toEqual({ kind: 'product', ids: [3, 4] });
    expect(errorKeys(validate(translateFillSchema, { kind: 'product', ids: ['3', '3'] }))).toEqual({ ids: 'invalid' });
    expect(errorKeys(validate(translateFillSchema, { kind: 'lesson', id: 1 }))).toEqual({ kind: 'choice' });
    expect(errorKeys(validate(translateFillSchema, { kind: 'product' }))).toEqual({ id: 'required' });
    expect(errorKeys(validate(translateFillSchema, { kind: 'faq', ids: ['1', '2'] }))).toEqual({ ids: 'invalid' });
    expect(errorKeys(validate(translateFillSchema, { kind: 'product', ids: Array.from({ length: 51 }, (_, i) => String(i + 1)) }))).toEqual({ ids: 'invalid' });
    expect(errorKeys(validate(translateFillSchema, { kind: 'product', ids: ['0', 'x'] }))).toEqual({ ids: 'invalid' });
  });
});

describe.each(testDatabases())('filling the missing languages on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors: Record<string, Actor> = {};
  const fake = new FakeTranslator();
  let translator: Translator;
  let category: number;

  beforeAll(async () => {
    opened = await open();
    Object.assign(actors, await catalogueCast(opened.db));
    translator = createTranslator({ provider: 'libretranslate', url: await fake.start(), apiKey: null, model: '', timeoutMs: 5_000 });
    category = (await createCategory(opened.db, actors.editor, { key: 'pouch', parentId: null, name: { 'zh-CN': '小包' } })).id;
  });
  afterAll(async () => {
    await fake.close();
    await opened?.close();
  });
  beforeEach(() => {
    fake.calls.length = 0;
    fake.failing.clear();
    jest.mocked(revalidateTag).mockClear();
  });

  const newProduct = async (overrides: Record<string, unknown> = {}) =>
    createProduct(opened.db, actors.editor, form(productForm(`pouch-${Math.random().toString(36).slice(2, 8)}`, category, overrides)));

  it('is for editors and admins: nobody 401, a member or sales 404; without a provider 409; an unknown id 404; nothing is sent', async () => {
    const product = await newProduct();
    const input = { kind: 'product' as const, ids: [product.id] };
    expect(await statusOf(fillMissingLanguages(opened.db, null, input, translator))).toBe(401);
    expect(await statusOf(fillMissingLanguages(opened.db, actors.member, input, translator))).toBe(404);
    expect(await statusOf(fillMissingLanguages(opened.db, actors.sales, input, translator))).toBe(404);
    expect(await statusOf(fillMissingLanguages(opened.db, actors.editor, input, null))).toBe(409);
    expect(await statusOf(fillMissingLanguages(opened.db, actors.editor, { kind: 'product', ids: [product.id, 999_999] }, translator))).toBe(404);
    expect(await statusOf(translationHelp(opened.db, actors.member, 'libretranslate', 'product', [product.id]))).toBe(404);
    expect(await statusOf(addProtectedTerm(opened.db, actors.sales, { term: 'Hengxin' }))).toBe(404);
    expect(fake.calls).toEqual([]);
    expect((await getAdminProduct(opened.db, actors.editor, product.id)).name).toEqual(productForm('x', 1).name);
  });

  it("fills a new product's 12 missing languages from zh-CN, keeps the protected terms and marks them machine translated", async () => {
    await addProtectedTerm(opened.db, actors.editor, { term: 'SBR' });
    const product = await newProduct({ name: { 'zh-CN': '潜水料拉链包', en: 'Neoprene zip pouch', ja: '編集者の名前' } });
    const result = await fillMissingLanguages(opened.db, actors.admin, { kind: 'product', ids: [product.id] }, translator);
    const missing = LOCALES.filter((l) => l !== 'zh-CN' && l !== 'en');
    expect(result).toEqual({ records: [{ id: product.id, filled: missing, failed: [] }] });
    expect(fake.calls.every((c) => c.source === 'zh')).toBe(true);
    const after = await getAdminProduct(opened.db, actors.editor, product.id);
    // The editor's Japanese name is kept; every other empty text is the source's, translated.
    expect(after.name.ja).toBe('編集者の名前');
    expect(after.summary.ja).toBe('[ja] 3 毫米潜水料拉链包（起订 300）。');
    expect(after.material.th).toBe('[th] 3 毫米 SBR 潜水料');
    expect(after.material.en).toBe('3 mm SBR neoprene');
    expect(after.name['zh-TW']).toBe('[zt] 潜水料拉链包');
    expect((await translationHelp(opened.db, actors.editor, 'libretranslate', 'product', [product.id])).machine).toEqual({ [product.id]: missing });
    expect(jest.mocked(revalidateTag).mock.calls.map((c) => c[0])).toContain('products');
    const [audit] = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'product.translate'));
    expect(audit.after).toEqual({ machine_translated: missing });

    // A second fill has nothing left to do and sends nothing.
    fake.calls.length = 0;
    expect(await fillMissingLanguages(opened.db, actors.editor, { kind: 'product', ids: [product.id] }, translator)).toEqual({
      records: [{ id: product.id, filled: [], failed: [] }],
    });
    expect(fake.calls).toEqual([]);

    // The editor saves the form (one Japanese text changed): saving is reviewing, every mark goes.
    const changed = {
      ...productForm(after.slug, category),
      name: after.name,
      summary: { ...after.summary, ja: '日本語の要約' },
      description: after.description,
      material: after.material,
    };
    await updateProduct(opened.db, actors.editor, product.id, { ...form(changed), expectedUpdatedAt: new Date(after.updated_at) });
    expect((await translationHelp(opened.db, actors.editor, 'libretranslate', 'product', [product.id])).machine[product.id]).toBeUndefined();
  });

  it('reports a language the provider fails and writes nothing for it; starts from English when zh-CN is empty', async () => {
    fake.failing.add('ko');
    const faq = await createFaq(opened.db, actors.editor, { question: { en: 'How long?' }, answer: { en: 'Three weeks.', 'zh-CN': '' } });
    const result = await fillMissingLanguages(opened.db, actors.editor, { kind: 'faq', ids: [faq.id] }, translator);
    expect(result.records[0].failed).toEqual(['ko']);
    expect(result.records[0].filled).toHaveLength(12);
    const [row] = await opened.db.select().from(faqs).where(eq(faqs.id, faq.id));
    expect(row.question['zh-CN']).toBe('[zh] How long?');
    expect(row.answer.ko).toBeUndefined();
    // A save that does not carry the texts (none here) reviews nothing; the editor's save of them reviews them all.
    expect((await translationHelp(opened.db, actors.editor, 'libretranslate', 'faq', [faq.id])).machine[faq.id]).toContain('fr');
    await updateFaq(opened.db, actors.editor, faq.id, { answer: { ...row.answer, de: 'Drei Wochen.' }, expectedUpdatedAt: row.updatedAt });
    expect((await translationHelp(opened.db, actors.editor, 'libretranslate', 'faq', [faq.id])).machine[faq.id]).toBeUndefined();
  });

  it('fills several products at once (the bulk action), each on its own', async () => {
    const [a, b] = [await newProduct(), await newProduct({ size: { 'zh-CN': '22 厘米', de: '22 cm' } })];
    const result = await fillMissingLanguages(opened.db, actors.editor, { kind: 'product', ids: [a.id, b.id] }, translator);
    expect(result.records.map((r) => [r.id, r.filled.length])).toEqual([
      [a.id, 12],
      // English too: b's English size was empty.
      [b.id, 13],
    ]);
    // b's size per language is filled too, but never over the German one an editor wrote.
    const after = await getAdminProduct(opened.db, actors.editor, b.id);
    expect(after.size).toMatchObject({ 'zh-CN': '22 厘米', en: '[en] 22 厘米', de: '22 cm' });
  });

  it('keeps the protected terms: one list, no duplicates ignoring case, deleted by id', async () => {
    const before = (await listProtectedTerms(opened.db, actors.editor)).list.length;
    const term = await addProtectedTerm(opened.db, actors.editor, { term: 'Hengxin' });
    expect(await statusOf(addProtectedTerm(opened.db, actors.admin, { term: 'HENGXIN' }))).toBe(400);
    expect((await listProtectedTerms(opened.db, actors.editor)).list).toContainEqual(term);
    expect(jest.mocked(revalidateTag).mock.calls.map((c) => c[0])).toContain('protected-terms');
    await deleteProtectedTerm(opened.db, actors.editor, term.id);
    expect(await statusOf(deleteProtectedTerm(opened.db, actors.editor, term.id))).toBe(404);
    expect((await listProtectedTerms(opened.db, actors.editor)).list).toHaveLength(before);
  });
});
