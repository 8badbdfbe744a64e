/** @jest-environment node */
import { count, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { categories, designFiles, designs, favorites, products, productImages, storedFiles } from '@/lib/server/db/schema';
import { InvalidInput } from '@/lib/server/problems';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { insertStoredFile } from '@/lib/server/testing/stored-files';
import { designChangeSchema, designSchema, type DesignChange, type DesignInput } from '@/lib/api/contract/designs';
import { validate } from '@/lib/validation/kit';
import { addFavorite, favoriteIds, favoritesOfMember, listFavorites, removeFavorite } from '@/lib/server/favorites/service';
import { createDesign, deleteDesign, designForQuote, designsOfMember, duplicateDesign, getDesign, listDesigns, savedCounts, updateDesign } from './service';

jest.setTimeout(60_000);

function input(raw: Record<string, unknown>): DesignInput {
  const checked = validate(designSchema, raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
}

function change(raw: Record<string, unknown>): DesignChange {
  const checked = validate(designChangeSchema, raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
}

const copyName = (name: string) => `${name} (copy)`;

describe('design validation', () => {
  it('takes a name of 80 characters, not 81; colours by name or hex (at most six); quantities 1 to 1,000,000', () => {
    expect(validate(designSchema, { product_id: 1, name: 'x'.repeat(80) }).ok).toBe(true);
    expect(validate(designSchema, { product_id: 1, name: 'x'.repeat(81) })).toEqual({ ok: false, errors: { name: { key: 'tooLong', values: { max: 81 } } } });
    expect(input({ product_id: '7', colours: ['navy', '#ABC', '#12aB9f', 'navy'] })).toMatchObject({ productId: 7, colours: ['navy', '#aabbcc', '#12ab9f'] });
    expect(input({ product_id: 7, colours: 'red, #000000' }).colours).toEqual(['red', '#000000']);
    expect(validate(designSchema, { product_id: 1, colours: ['red', 'rgb(1,2,3)'] })).toEqual({ ok: false, errors: { colours: { key: 'colour' } } });
    expect(validate(designSchema, { product_id: 1, colours: { a: 1 } })).toEqual({ ok: false, errors: { colours: { key: 'colour' } } });
    expect(validate(designSchema, { product_id: 1, colours: ['red', 'blue', 'green', 'black', 'white', 'grey', 'pink'] })).toEqual({
      ok: false,
      errors: { colours: { key: 'tooManyColours', values: { max: 6 } } },
    });
    expect(input({ product_id: 1, quantity: '1000000' }).quantity).toBe(1_000_000);
    expect(input({ product_id: 1, quantity: '' }).quantity).toBeNull();
    for (const quantity of [0, -5, 1_000_001]) {
      expect(validate(designSchema, { product_id: 1, quantity })).toEqual({ ok: false, errors: { quantity: { key: 'quantityRange', values: { min: 1, max: 1_000_000 } } } });
    }
    expect(validate(designSchema, { product_id: 1, quantity: 2.5 })).toEqual({ ok: false, errors: { quantity: { key: 'quantity' } } });
    expect(validate(designSchema, { product_id: 1, notes: 'n'.repeat(2001) })).toEqual({ ok: false, errors: { notes: { key: 'tooLong', values: { max: 2001 } } } });
    expect(validate(designSchema, { product_id: 1, files: ['../etc/passwd'] })).toEqual({ ok: false, errors: { files: { key: 'fileUnknown' } } });
    expect(validate(designSchema, { product_id: 1, print_method: 'a\u0000b' })).toEqual({ ok: false, errors: { print_method: { key: 'characters' } } });
  });

  it('needs a product for a new design and the updated_at it was read at for a change; a change names only what it changes', () => {
    expect(validate(designSchema, {})).toEqual({ ok: false, errors: { product_id: { key: 'required' } } });
    expect(validate(designSchema, { product_id: 'abc' })).toEqual({ ok: false, errors: { product_id: { key: 'product' } } });
    expect(validate(designSchema, null).ok).toBe(false);
    expect(validate(designChangeSchema, { name: 'x' })).toEqual({ ok: false, errors: { updated_at: { key: 'required' } } });
    const at = '2026-01-02T03:04:05.678Z';
    expect(change({ notes: 'hi', updated_at: at })).toEqual({ notes: 'hi', expectedUpdatedAt: new Date(at) });
    expect(change({ quantity: null, files: [], updated_at: at })).toEqual({ quantity: null, files: [], expectedUpdatedAt: new Date(at) });
  });
});

describe.each(testDatabases())('saved designs and favourites on $name', ({ name, open }) => {
  let opened: OpenedDatabase;
  let a: Actor;
  let b: Actor;
  let sales: Actor;
  let editor: Actor;
  let pouch: number;
  let hidden: number;
  let other: number;

  const fileOf = (owner: Actor, name = 'logo.pdf', purpose: 'member' | 'inquiry' = 'member') =>
    insertStoredFile(opened.db, owner.user.id, { purpose, name, sha256: 'ab'.repeat(32) });
  const rowOf = async (id: number) => (await opened.db.select().from(designs).where(eq(designs.id, id)))[0];
  const designCount = async () => (await opened.db.select({ n: count() }).from(designs))[0].n;

  beforeAll(async () => {
    opened = await open();
    const db = opened.db;
    a = await actorWith(db, 'designer.a', ['member']);
    b = await actorWith(db, 'designer.b', ['member']);
    sales = await actorWith(db, 'sales.s', ['member', 'sales']);
    editor = await actorWith(db, 'editor.e', ['member', 'editor']);
    const [category] = await db
      .insert(categories)
      .values({ key: 'design-pouch', name: { 'zh-CN': '收纳包', en: 'Pouches' } })
      .returning();
    const base = {
      categoryId: category.id,
      summary: { en: 'A pouch.' },
      description: { en: 'A pouch.' },
      material: { 'zh-CN': '3 毫米潜水料', en: '3 mm neoprene' },
      size: '22 × 14 cm',
      moq: 500,
      leadTimeMin: 15,
      leadTimeMax: 25,
      customization: { en: ['Screen print', 'Branded puller'] },
    };
    const rows = await db
      .insert(products)
      .values([
        { ...base, slug: 'design-zip-pouch', name: { 'zh-CN': '潜水料拉链包', en: 'Neoprene Zip Pouch' } },
        { ...base, slug: 'design-hidden', name: { en: 'Hidden' }, published: false },
        { ...base, slug: 'design-other', name: { en: 'Laptop Sleeve' }, moq: 100 },
      ])
      .returning({ id: products.id });
    [pouch, hidden, other] = rows.map((r) => r.id);
    await db.insert(productImages).values({ productId: pouch, src: '/media/products/design-zip-pouch-1.webp', alt: { en: 'Pouch' }, width: 800, height: 800, sort: 0 });
  });
  afterAll(() => opened?.close());

  it("creates a design of a published product: the product's name by default, the member's own files in order, a warning below the MOQ", async () => {
    const [f1, f2] = [await fileOf(a, 'front.pdf'), await fileOf(a, 'back.pdf')];
    const design = await createDesign(opened.db, a, input({ product_id: pouch, quantity: 200, colours: ['navy'], print_method: 'screenPrint', files: [f2, f1] }), 'zh-CN');
    expect(design).toMatchObject({
      name: '潜水料拉链包',
      colours: ['navy'],
      print_method: 'screenPrint',
      quantity: 200,
      warnings: { quantity: { key: 'belowMoq', moq: 500 } },
      product: {
        id: pouch,
        name: '潜水料拉链包',
        material: '3 毫米潜水料',
        size: '22 × 14 cm',
        moq: 500,
        available: true,
        image: { src_small: '/media/products/design-zip-pouch-1-sm.webp' },
      },
    });
    expect(design.files.map((f) => [f.handle, f.name])).toEqual([
      [f2, 'back.pdf'],
      [f1, 'front.pdf'],
    ]);
    expect(design.files[0].url).toBe(`/basic-api/v1/files/${f2}`);
    const atMoq = await createDesign(opened.db, a, input({ product_id: pouch, name: 'Trade show pouch', quantity: 500 }), 'en');
    expect(atMoq).toMatchObject({ name: 'Trade show pouch', warnings: {}, files: [] });
    expect((await listDesigns(opened.db, a, 'en')).map((d) => d.id)).toEqual([atMoq.id, design.id]);
    // For ORDERS: the design and its files, the member's only.
    const forQuote = await designForQuote(opened.db, a.user.id, design.id);
    expect(forQuote.files.map((f) => f.handle)).toEqual([f2, f1]);
    expect(await statusOf(designForQuote(opened.db, b.user.id, design.id))).toBe(404);
  });

  it("refuses an unknown or unpublished product and another member's or an inquiry file, storing nothing", async () => {
    const before = await designCount();
    for (const productId of [hidden, 999_999]) {
      const refused = await createDesign(opened.db, a, input({ product_id: productId }), 'en').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(InvalidInput);
      expect((refused as InvalidInput).errors).toEqual({ product_id: { key: 'product' } });
    }
    const ofB = await fileOf(b);
    const inquiry = await fileOf(a, 'brief.pdf', 'inquiry');
    for (const files of [[ofB], [await fileOf(a), ofB], [inquiry], ['0'.repeat(32)]]) {
      const refused = await createDesign(opened.db, a, input({ product_id: pouch, files }), 'en').catch((e: unknown) => e);
      expect((refused as InvalidInput).errors).toEqual({ files: { key: 'fileUnknown' } });
    }
    expect(await designCount()).toBe(before);
    expect(await statusOf(createDesign(opened.db, null, input({ product_id: pouch }), 'en'))).toBe(401);
  });

  it('updates only the fields sent, replaces the artwork, and refuses a stale save (409) without changing anything', async () => {
    const file = await fileOf(a);
    const design = await createDesign(opened.db, a, input({ product_id: pouch, notes: 'first', size: '20 × 12 cm' }), 'en');
    const saved = await updateDesign(opened.db, a, design.id, change({ notes: 'second', quantity: 800, files: [file], updated_at: design.updated_at }), 'en');
    expect(saved).toMatchObject({ notes: 'second', size: '20 × 12 cm', quantity: 800, warnings: {} });
    expect(saved.files.map((f) => f.handle)).toEqual([file]);
    expect(new Date(saved.updated_at).getTime()).toBeGreaterThan(new Date(design.updated_at).getTime());
    // The same page saving again with what it read first: someone (another tab) saved in between.
    expect(await statusOf(updateDesign(opened.db, a, design.id, change({ notes: 'third', updated_at: design.updated_at }), 'en'))).toBe(409);
    expect((await rowOf(design.id)).notes).toBe('second');
    // An empty name keeps the name; a refused file keeps the artwork.
    const again = await updateDesign(opened.db, a, design.id, change({ name: '', updated_at: saved.updated_at }), 'en');
    expect(again.name).toBe('Neoprene Zip Pouch');
    expect(await statusOf(updateDesign(opened.db, a, design.id, change({ files: [await fileOf(b)], notes: 'x', updated_at: again.updated_at }), 'en'))).toBe(400);
    const kept = await getDesign(opened.db, a, design.id, 'en');
    expect([kept.notes, kept.files.map((f) => f.handle)]).toEqual(['second', [file]]);
  });

  it("duplicates a design with its artwork, and deletes one (its files stay the member's)", async () => {
    const file = await fileOf(a);
    const design = await createDesign(opened.db, a, input({ product_id: other, name: 'Sleeve', colours: ['#112233'], files: [file], quantity: 50 }), 'en');
    const copy = await duplicateDesign(opened.db, a, design.id, 'en', copyName);
    expect(copy).toMatchObject({ name: 'Sleeve (copy)', colours: ['#112233'], quantity: 50, product: { id: other }, warnings: { quantity: { moq: 100 } } });
    expect(copy.id).not.toBe(design.id);
    expect(copy.files.map((f) => f.handle)).toEqual([file]);
    const long = await createDesign(opened.db, a, input({ product_id: other, name: 'L'.repeat(80) }), 'en');
    expect([...(await duplicateDesign(opened.db, a, long.id, 'en', copyName)).name].length).toBeLessThanOrEqual(80);
    expect(await statusOf(deleteDesign(opened.db, a, design.id, new Date(0)))).toBe(409);
    await deleteDesign(opened.db, a, design.id);
    expect(await rowOf(design.id)).toBeUndefined();
    expect(await opened.db.select().from(storedFiles).where(eq(storedFiles.handle, file))).toHaveLength(1);
    expect((await getDesign(opened.db, a, copy.id, 'en')).files).toHaveLength(1);
    expect(await statusOf(getDesign(opened.db, a, design.id, 'en'))).toBe(404);
  });

  it('duplicates a design while its file is being deleted: the copy comes without it, not a 500', async () => {
    // PostgreSQL only: PGlite has one connection, so two transactions cannot overlap there.
    if (name !== 'postgres') return;
    const handle = await fileOf(a);
    const design = await createDesign(opened.db, a, input({ product_id: pouch, files: [handle] }), 'en');
    const [file] = await opened.db.select().from(storedFiles).where(eq(storedFiles.handle, handle));
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let locked!: () => void;
    const hasLock = new Promise<void>((resolve) => (locked = resolve));
    // What DELETE /user/files/{handle} does, held open before its commit.
    const deleting = opened.db.transaction(async (tx) => {
      await tx.select().from(storedFiles).where(eq(storedFiles.id, file.id)).for('update');
      await tx.delete(designFiles).where(eq(designFiles.fileId, file.id));
      await tx.delete(storedFiles).where(eq(storedFiles.id, file.id));
      locked();
      await held;
    });
    await hasLock;
    const copying = duplicateDesign(opened.db, a, design.id, 'en', copyName);
    const outcome = statusOf(copying);
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await deleting;
    expect(await outcome).toBe('ok');
    expect((await copying).files).toEqual([]);
  });

  it("gives member A nothing of member B's design: read, change, copy, delete are 404 and nothing changes", async () => {
    const ofB = await createDesign(opened.db, b, input({ product_id: pouch, name: "B's pouch", files: [await fileOf(b)] }), 'en');
    const before = await rowOf(ofB.id);
    const countBefore = await designCount();
    expect(await statusOf(getDesign(opened.db, a, ofB.id, 'en'))).toBe(404);
    expect(await statusOf(updateDesign(opened.db, a, ofB.id, change({ name: 'mine now', updated_at: ofB.updated_at }), 'en'))).toBe(404);
    expect(await statusOf(duplicateDesign(opened.db, a, ofB.id, 'en', copyName))).toBe(404);
    expect(await statusOf(deleteDesign(opened.db, a, ofB.id))).toBe(404);
    expect(await rowOf(ofB.id)).toEqual(before);
    expect(await designCount()).toBe(countBefore);
    expect((await opened.db.select().from(designFiles).where(eq(designFiles.designId, ofB.id))).length).toBe(1);
    expect((await listDesigns(opened.db, a, 'en')).some((d) => d.id === ofB.id)).toBe(false);
    expect(await statusOf(getDesign(opened.db, null, ofB.id, 'en'))).toBe(401);
  });

  it("keeps favourites per member: idempotent save, the ids for the hearts, remove only one's own, 404 for a product not shown", async () => {
    await addFavorite(opened.db, a, pouch);
    await addFavorite(opened.db, a, pouch);
    await addFavorite(opened.db, a, other);
    await addFavorite(opened.db, b, pouch);
    expect(await favoriteIds(opened.db, a)).toEqual(expect.arrayContaining([pouch, other]));
    expect((await favoriteIds(opened.db, a)).length).toBe(2);
    expect(await statusOf(addFavorite(opened.db, a, hidden))).toBe(404);
    expect(await statusOf(addFavorite(opened.db, a, 999_999))).toBe(404);
    const list = await listFavorites(opened.db, a, 'zh-CN');
    expect(list.map((f) => f.product.name).sort()).toEqual(['Laptop Sleeve', '潜水料拉链包']);
    // A removing the product B saved removes A's heart only.
    await removeFavorite(opened.db, a, pouch);
    await removeFavorite(opened.db, a, pouch);
    expect(await favoriteIds(opened.db, a)).toEqual([other]);
    expect(await favoriteIds(opened.db, b)).toEqual([pouch]);
    expect(await statusOf(favoriteIds(opened.db, null))).toBe(401);
    expect(await statusOf(removeFavorite(opened.db, null, other))).toBe(401);
    const [{ n }] = await opened.db.select({ n: count() }).from(favorites);
    expect(n).toBe(2);
  });

  it("shows a member's designs and favourites to sales only, and how many members saved each product to staff", async () => {
    expect(await statusOf(designsOfMember(opened.db, a, b.user.id, 'en'))).toBe(404);
    expect(await statusOf(favoritesOfMember(opened.db, editor, b.user.id, 'en'))).toBe(404);
    const ofB = await designsOfMember(opened.db, sales, b.user.id, 'en');
    expect(ofB.map((d) => d.name)).toEqual(["B's pouch"]);
    expect((await favoritesOfMember(opened.db, sales, b.user.id, 'en')).map((f) => f.product.id)).toEqual([pouch]);
    expect(await statusOf(savedCounts(opened.db, a, [pouch]))).toBe(404);
    const counts = await savedCounts(opened.db, editor, [pouch, other, hidden]);
    // pouch: A's designs and B's design and heart (2 members); other: A's designs and heart (1 member).
    expect(counts.get(pouch)).toMatchObject({ members: 2, favorites: 1 });
    expect(counts.get(other)).toMatchObject({ members: 1, favorites: 1 });
    expect(counts.get(hidden)).toEqual({ members: 0, favorites: 0, designs: 0 });
    expect((await savedCounts(opened.db, sales, [])).size).toBe(0);
  });
});
