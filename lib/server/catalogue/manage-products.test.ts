/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, products } from '@/lib/server/db/schema';
import { InvalidInput } from '@/lib/server/problems';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { testDatabases } from '@/lib/server/testing/databases';
import { productForm } from '@/lib/server/testing/product-form';
import { catalogueCast, statusOf } from '@/lib/server/testing/actors';
import { productQuerySchema, validateProductInput, type ProductInput } from '@/lib/api/contract/products-admin';
import { validate } from '@/lib/validation/kit';
import { isCataloguePicture } from './images';
import { categoryChoices, createProduct, deleteProduct, getAdminProduct, listAdminProducts, moveProduct, setProductPublished, updateProduct } from './manage-products';
import { getProduct, listProductIndex, listProducts } from './service';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

function form(raw: Record<string, unknown>): ProductInput {
  const checked = validateProductInput(raw, isCataloguePicture);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
}

const query = (raw: Record<string, string> = {}) => {
  const checked = validate(productQuerySchema, raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
};

describe('the product form', () => {
  const base = {
    slug: 'tool-roll',
    category_id: 1,
    name: { 'zh-CN': '工具卷包' },
    summary: { 'zh-CN': '帆布工具卷包' },
    description: { 'zh-CN': '十个口袋。' },
    material: { 'zh-CN': '帆布' },
    size: '40 × 30 cm',
    moq: 500,
    lead_time_min: 20,
    lead_time_max: 30,
  };

  it('takes a product written in zh-CN only, with one size for every language', () => {
    const value = form(base);
    expect(value).toMatchObject({ slug: 'tool-roll', size: '40 × 30 cm', published: false, images: [], expectedUpdatedAt: null });
  });

  it('names every bad field, per locale and per picture', () => {
    const checked = validateProductInput(
      {
        ...base,
        slug: 'Tool Roll',
        name: { en: 'Tool roll', ja: 'x'.repeat(130), xx: 'y' },
        moq: 0,
        lead_time_min: 30,
        lead_time_max: 20,
        size: { en: '40 cm' },
        customization: { de: ['ok', 'a\u0000b'] },
        images: [
          { src: '/uploads/media/../../etc/passwd', width: 10, height: 10 },
          { src: '/media/products/a.webp', width: 0, height: 5, alt: { fr: 'z'.repeat(300) } },
        ],
      },
      isCataloguePicture,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(
      ['customization.de', 'images.0.src', 'images.1.alt.fr', 'images.1.width', 'lead_time_max', 'moq', 'name.ja', 'name.xx', 'name.zh-CN', 'size.zh-CN', 'slug'].sort(),
    );
    expect(checked.errors['images.0.src']).toEqual({ key: 'image' });
    expect(checked.errors.slug).toEqual({ key: 'slug' });
  });
});

describe.each(testDatabases())('products in the back office on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors: Record<string, Actor> = {};
  let sewing: number;
  let pouch: number;

  const input = (overrides: Record<string, unknown> = {}) =>
    form(
      productForm(`canvas-tool-roll-${Math.random().toString(36).slice(2, 8)}`, pouch, {
        name: { 'zh-CN': '帆布工具卷包', en: 'Canvas tool roll' },
        customization: { en: ['Logo embroidery', 'Colour'] },
        images: [{ src: '/media/products/neoprene-zip-pouch-1.webp', width: 800, height: 800, alt: { en: 'Front' } }],
        ...overrides,
      }),
    );

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    Object.assign(actors, await catalogueCast(opened.db));
    const choices = await categoryChoices(opened.db, actors.editor, 'en');
    sewing = choices.find((c) => c.key === 'sewing')!.id;
    pouch = choices.find((c) => c.key === 'pouch')!.id;
  });
  afterAll(() => opened?.close());
  beforeEach(() => jest.mocked(revalidateTag).mockClear());

  it('is for editors and admins: nobody gets 401, a member or a sales account 404', async () => {
    expect(await statusOf(listAdminProducts(opened.db, null, query()))).toBe(401);
    expect(await statusOf(listAdminProducts(opened.db, actors.member, query()))).toBe(404);
    expect(await statusOf(createProduct(opened.db, actors.sales, input()))).toBe(404);
    expect(await statusOf(deleteProduct(opened.db, actors.sales, 1))).toBe(404);
    expect(await statusOf(listAdminProducts(opened.db, actors.editor, query()))).toBe('ok');
    expect(await statusOf(listAdminProducts(opened.db, actors.admin, query()))).toBe('ok');
  });

  it('lists with search, category and state filters, and says which locales are complete', async () => {
    const all = await listAdminProducts(opened.db, actors.editor, query(), 'en');
    expect(all.total).toBeGreaterThan(10);
    expect(all.list[0].complete_locales).toEqual(expect.arrayContaining(['zh-CN', 'en']));
    const found = await listAdminProducts(opened.db, actors.editor, query({ keyword: 'neoprene' }), 'en');
    expect(found.list.length).toBeGreaterThan(0);
    expect(found.list.every((p) => /neoprene/i.test(p.name) || p.slug.includes('neoprene'))).toBe(true);
    const inSewing = await listAdminProducts(opened.db, actors.editor, query({ category: String(sewing) }), 'en');
    expect(inSewing.total).toBeGreaterThan(0);
    expect(await listAdminProducts(opened.db, actors.editor, query({ keyword: '100%_' }))).toMatchObject({ total: 0 });
  });

  it('creates a product that the site shows at once, audited, its cache expired', async () => {
    const product = await createProduct(opened.db, actors.editor, input({ slug: 'canvas-tool-roll' }));
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    const shown = await getProduct(opened.db, 'en', product.id);
    expect(shown).toMatchObject({ name: 'Canvas tool roll', slug: 'canvas-tool-roll', specs: { moq: 300, size: '22 × 14 cm', customization: ['Logo embroidery', 'Colour'] } });
    expect(shown!.images[0]).toMatchObject({ alt: 'Front', src: '/media/products/neoprene-zip-pouch-1.webp' });
    expect((await listProductIndex(opened.db)).some((p) => p.id === product.id)).toBe(true);
    const [audit] = await opened.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(product.id)));
    expect(audit).toMatchObject({ action: 'product.create', entity: 'product', actorLabel: 'eve.editor' });
    expect(await statusOf(createProduct(opened.db, actors.editor, input({ slug: 'canvas-tool-roll' })))).toBe(400);
  });

  it('saves an edit, and refuses the second of two saves made on the same version (409), overwriting nothing', async () => {
    const product = await createProduct(opened.db, actors.editor, input());
    const loaded = await getAdminProduct(opened.db, actors.editor, product.id);
    const mine = input({ slug: loaded.slug, name: { 'zh-CN': '新名字', en: 'New name', ja: '新しい名前' }, updated_at: loaded.updated_at });
    const theirs = input({ slug: loaded.slug, name: { 'zh-CN': '他们的', en: 'Theirs' }, updated_at: loaded.updated_at });
    const saved = await updateProduct(opened.db, actors.editor, product.id, mine);
    expect(saved.name).toEqual({ 'zh-CN': '新名字', en: 'New name', ja: '新しい名前' });
    expect(await statusOf(updateProduct(opened.db, actors.other, product.id, theirs))).toBe(409);
    expect((await getProduct(opened.db, 'ja', product.id))!.name).toBe('新しい名前');
    // Saving again on the version the first save answered works.
    const again = await updateProduct(opened.db, actors.editor, product.id, input({ slug: 'renamed-roll', updated_at: saved.updated_at }));
    expect(again.slug).toBe('renamed-roll');
    const audits = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'product.update'));
    const last = audits.find((a) => a.entityId === String(product.id) && (a.after as { slug: string }).slug === 'renamed-roll')!;
    expect((last.before as { slug: string }).slug).toBe(loaded.slug);
    expect(await statusOf(updateProduct(opened.db, actors.editor, 999_999, input({ updated_at: saved.updated_at })))).toBe(404);
    expect(await statusOf(updateProduct(opened.db, actors.editor, product.id, input({ category_id: 999_999, updated_at: again.updated_at })))).toBe(400);
  });

  it('keeps, reorders, adds and removes pictures in one save', async () => {
    const product = await createProduct(
      opened.db,
      actors.editor,
      input({
        images: [
          { src: '/media/products/neoprene-zip-pouch-1.webp', width: 800, height: 800, alt: { en: 'One' } },
          { src: '/media/products/neoprene-zip-pouch-2.webp', width: 800, height: 800, alt: { en: 'Two' } },
        ],
      }),
    );
    const [one, two] = product.images;
    const saved = await updateProduct(
      opened.db,
      actors.editor,
      product.id,
      input({
        slug: product.slug,
        updated_at: product.updated_at,
        images: [
          { id: two.id, src: two.src, width: 800, height: 800, alt: { en: 'Two, now first', de: 'Zwei' } },
          { src: '/uploads/media/0123456789abcdef0123456789abcdef.webp', width: 1200, height: 900, alt: { en: 'Three' } },
        ],
      }),
    );
    expect(saved.images.map((i) => [i.id === two.id, i.alt.en])).toEqual([
      [true, 'Two, now first'],
      [false, 'Three'],
    ]);
    expect(saved.images.some((i) => i.id === one.id)).toBe(false);
    const shown = await getProduct(opened.db, 'de', product.id);
    expect(shown!.images.map((i) => i.alt)).toEqual(['Zwei', 'Three']);
  });

  it('publishes and unpublishes: an unpublished product leaves the list, the page and the sitemap', async () => {
    const product = await createProduct(opened.db, actors.editor, input());
    await setProductPublished(opened.db, actors.editor, product.id, false);
    expect(await getProduct(opened.db, 'en', product.id)).toBeNull();
    expect((await listProductIndex(opened.db)).some((p) => p.id === product.id)).toBe(false);
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    const drafts = await listAdminProducts(opened.db, actors.editor, query({ state: 'draft' }));
    expect(drafts.list.map((p) => p.id)).toContain(product.id);
    await setProductPublished(opened.db, actors.editor, product.id, true);
    expect(await getProduct(opened.db, 'en', product.id)).not.toBeNull();
  });

  it('moves a product in the catalogue order, and deletes one with its pictures', async () => {
    const before = (await listProducts(opened.db, 'en', {}))!.list.map((p) => p.id);
    await moveProduct(opened.db, actors.editor, before[1], 'up');
    const after = (await listProducts(opened.db, 'en', {}))!.list.map((p) => p.id);
    expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
    await moveProduct(opened.db, actors.editor, after[0], 'up'); // already first: nothing moves
    expect((await listProducts(opened.db, 'en', {}))!.list[0].id).toBe(before[1]);

    const doomed = await createProduct(opened.db, actors.editor, input());
    await deleteProduct(opened.db, actors.admin, doomed.id);
    expect(await opened.db.select().from(products).where(eq(products.id, doomed.id))).toEqual([]);
    expect(await statusOf(getAdminProduct(opened.db, actors.editor, doomed.id))).toBe(404);
    expect(await statusOf(deleteProduct(opened.db, actors.editor, doomed.id))).toBe(404);
    const [audit] = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'product.delete'));
    expect((audit.before as { id: number }).id).toBe(doomed.id);
  });

  it('changes nothing when the input is refused', async () => {
    const product = await createProduct(opened.db, actors.editor, input());
    const other = await createProduct(opened.db, actors.editor, input());
    await expect(updateProduct(opened.db, actors.editor, product.id, input({ slug: other.slug, updated_at: product.updated_at }))).rejects.toBeInstanceOf(InvalidInput);
    expect(await getAdminProduct(opened.db, actors.editor, product.id)).toEqual(product);
  });
});
