/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import type { Db } from '@/lib/server/db/types';
import {
  auditLog,
  ledgerEntries,
  libraries,
  libraryEntries,
  memberLevels,
  messageFiles,
  messages,
  messageThreads,
  orderFiles,
  orderPhotos,
  orders,
  proofs,
  storedFiles,
} from '@/lib/server/db/schema';
import { readableFile } from '@/lib/server/files/access';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { insertStoredFile } from '@/lib/server/testing/stored-files';
import { errorKeys, outcomeOf, valid } from '@/lib/server/testing/validation';
import { libraryEntrySchema, libraryQuerySchema, librarySchema, libraryTagSchema, type LibraryEntryInput } from '@/lib/api/contract/content';
import { validate } from '@/lib/validation/kit';
import { createTag, deleteTag, getAdminLibrary, listAdminLibraries, updateLibrary } from './manage';
import { createEntry, deleteEntry, updateEntry } from './manage-entries';
import { downloadsFor, filesOfEntry, getEntry, getLibrary, libraryFileReadable, listEntries, mayView, publicLibraryPages, templatesOfProduct } from './service';

/** An entry through the contract's schema, as the routes read one. */
const checkEntry = (raw: unknown, isPicture?: (src: string) => boolean) => validate(libraryEntrySchema(isPicture), raw);

jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: (fn: unknown) => fn }));
jest.setTimeout(120_000);

const revalidated = revalidateTag as jest.Mock;

const entry = (overrides: Record<string, unknown> = {}): LibraryEntryInput =>
  valid(
    checkEntry({
      slug: 'eva-camera-case',
      title: { 'zh-CN': 'EVA 相机包', en: 'EVA camera case' },
      summary: { 'zh-CN': '摘要', en: 'Summary' },
      body: { en: 'First paragraph.\n\nSecond paragraph.' },
      cover: '/media/library/a.webp',
      ...overrides,
    }),
  );

describe('the library forms’ rules', () => {
  it('checks slugs, required texts per locale, pictures, files and the level of a level visibility', () => {
    expect(errorKeys(checkEntry({ slug: 'Bad Slug', title: { en: 'x' }, summary: { 'zh-CN': 's' }, cover: '' }))).toEqual({
      slug: 'slug',
      'title.zh-CN': 'required',
      cover: 'required',
    });
    expect(errorKeys(checkEntry({ slug: 'ok-slug', title: { 'zh-CN': 't' }, summary: { 'zh-CN': 's' }, cover: '/x.webp', download_visibility: 'level' }))).toEqual({
      download_min_level_id: 'choice',
    });
    expect(
      errorKeys(
        checkEntry(
          {
            slug: 'ok-slug',
            title: { 'zh-CN': 't' },
            summary: { 'zh-CN': 's' },
            cover: '/x.webp',
            images: [{ src: 'http://evil', width: 1, height: 1 }],
            files: [{ handle: 'nope' }],
          },
          (src) => src.startsWith('/'),
        ),
      ),
    ).toEqual({ 'images.0.src': 'image', 'files.0.handle': 'fileUnknown' });
    expect(errorKeys(checkEntry({ slug: 'ok-slug', title: { 'zh-CN': 't' }, summary: { 'zh-CN': 's' }, cover: '/x.webp', download_visibility: 'secret' }))).toEqual({
      download_visibility: 'choice',
    });
    expect(
      valid(checkEntry({ slug: 'ok-slug', title: { 'zh-CN': 't' }, summary: { 'zh-CN': 's' }, cover: '/x.webp', download_visibility: 'public', download_min_level_id: 3 }))
        .downloadMinLevelId,
    ).toBeNull();
    expect(errorKeys(validate(librarySchema, { name: { en: 'x' }, visibility: 'level' }))).toEqual({ 'name.zh-CN': 'required', updated_at: 'required' });
    expect(errorKeys(validate(libraryTagSchema, { key: 'a b', name: { 'zh-CN': '标签' } }))).toEqual({ key: 'slug' });
    expect(errorKeys(validate(libraryQuerySchema, { tag: '<script>', page: '0' }))).toEqual({ tag: 'choice', page: 'invalid' });
    expect(valid(validate(libraryQuerySchema, {}))).toEqual({ tag: '', page: 1 });
  });
});

describe.each(testDatabases())('content libraries on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let db: Db;
  let editor: Actor;
  let otherEditor: Actor;
  let sales: Actor;
  let memberA: Actor;
  let memberB: Actor;
  let gold: number;

  const staffFile = (owner: Actor, name = 'dieline.pdf') => insertStoredFile(db, owner.user.id, { purpose: 'staff', name, bytes: 1000 });

  const purposeOf = async (handle: string) => (await db.select().from(storedFiles).where(eq(storedFiles.handle, handle)))[0];

  beforeAll(async () => {
    opened = await open();
    db = opened.db;
    editor = await actorWith(db, 'editor1', ['member', 'editor']);
    otherEditor = await actorWith(db, 'editor2', ['member', 'editor']);
    sales = await actorWith(db, 'sales1', ['member', 'sales']);
    memberA = await actorWith(db, 'member-a', ['member']);
    memberB = await actorWith(db, 'member-b', ['member']);
    [{ id: gold }] = await db
      .insert(memberLevels)
      .values({ threshold: 100_000_00, name: { 'zh-CN': '金卡', en: 'Gold' } })
      .returning();
    // Member A paid ¥150,000 in the last 12 months: Gold. Member B paid nothing.
    await db.insert(ledgerEntries).values({ memberId: memberA.user.id, kind: 'payment', amount: 150_000_00, currency: 'CNY' });
    await db.insert(libraries).values([
      { key: 'inspiration', name: { 'zh-CN': '灵感', en: 'Inspiration' }, intro: { en: 'Projects we made.' }, visibility: 'public', sort: 1 },
      { key: 'music', name: { 'zh-CN': '乐器包', en: 'Instrument cases' }, visibility: 'members', sort: 2 },
      { key: 'schemeLibrary', name: { 'zh-CN': '方案库', en: 'Solutions' }, visibility: 'level', minLevelId: gold, sort: 3 },
    ]);
  });
  afterAll(async () => opened?.close());
  beforeEach(() => revalidated.mockClear());

  it('lets only editors (and admins) manage libraries: a member or sales gets 404, nobody 401', async () => {
    expect(await statusOf(listAdminLibraries(db, null))).toBe(401);
    expect(await statusOf(listAdminLibraries(db, memberA))).toBe(404);
    expect(await statusOf(listAdminLibraries(db, sales))).toBe(404);
    expect(await statusOf(createTag(db, memberA, 'inspiration', { key: 'eva', name: { 'zh-CN': 'EVA' } }))).toBe(404);
    expect(await statusOf(createEntry(db, sales, 'inspiration', entry()))).toBe(404);
    expect((await listAdminLibraries(db, editor)).map((l) => l.key)).toEqual(['inspiration', 'music', 'schemeLibrary']);
    expect(await statusOf(getAdminLibrary(db, editor, 'nowhere'))).toBe(404);
    expect(await db.select().from(libraryEntries)).toHaveLength(0);
  });

  it('creates tags and entries with pictures and files; a staff file of the editor becomes a library file; audited, revalidated', async () => {
    await createTag(db, editor, 'inspiration', { key: 'eva', name: { 'zh-CN': 'EVA 模压', en: 'EVA molded' } });
    await createTag(db, editor, 'inspiration', { key: 'sewing', name: { 'zh-CN': '缝制', en: 'Sewing' } });
    expect(await outcomeOf(createTag(db, editor, 'inspiration', { key: 'eva', name: { 'zh-CN': '重复' } }))).toEqual({ key: 'taken' });

    const handle = await staffFile(editor);
    const created = await createEntry(
      db,
      editor,
      'inspiration',
      entry({
        tags: ['eva'],
        images: [{ src: '/media/library/b.webp', width: 800, height: 600, alt: { en: 'Inside' } }],
        files: [{ handle, label: { en: 'Dieline (PDF)' } }],
        download_visibility: 'public',
      }),
    );
    expect(created.tags).toEqual(['eva']);
    expect(created.files.map((f) => f.handle)).toEqual([handle]);
    expect((await purposeOf(handle)).purpose).toBe('library');
    expect(revalidated).toHaveBeenCalledWith('libraries', { expire: 0 });
    const audit = await db.select().from(auditLog).where(like(auditLog.action, 'library.%'));
    expect(audit.map((a) => a.action)).toEqual(['library.tag.create', 'library.tag.create', 'library.entry.create']);
    expect(await outcomeOf(createEntry(db, editor, 'inspiration', entry()))).toEqual({ slug: 'taken' });
  });

  it('refuses another editor’s staff file, a member’s file, an unknown tag, product or level, and changes nothing', async () => {
    const others = await staffFile(otherEditor);
    const [memberFile] = await db
      .insert(storedFiles)
      .values({
        handle: randomBytes(16).toString('hex'),
        storageKey: 'files/member/x',
        purpose: 'member',
        name: 'art.pdf',
        mime: 'application/pdf',
        bytes: 10,
        sha256: 'b'.repeat(64),
        ownerId: memberA.user.id,
      })
      .returning();
    const before = (await db.select().from(libraryEntries)).length;
    expect(await outcomeOf(createEntry(db, editor, 'inspiration', entry({ slug: 'x-1', files: [{ handle: others }, { handle: memberFile.handle }] })))).toEqual({
      'files.0.handle': 'fileUnknown',
      'files.1.handle': 'fileUnknown',
    });
    expect(await outcomeOf(createEntry(db, editor, 'inspiration', entry({ slug: 'x-2', tags: ['nope'] })))).toEqual({ tags: 'choice' });
    expect(await outcomeOf(createEntry(db, editor, 'inspiration', entry({ slug: 'x-3', product_id: 999_999 })))).toEqual({ product_id: 'product' });
    expect(await outcomeOf(createEntry(db, editor, 'inspiration', entry({ slug: 'x-4', download_visibility: 'level', download_min_level_id: 999_999 })))).toEqual({
      download_min_level_id: 'choice',
    });
    expect(await db.select().from(libraryEntries)).toHaveLength(before);
    expect((await purposeOf(others)).purpose).toBe('staff');
    expect((await purposeOf(memberFile.handle)).purpose).toBe('member');
  });

  it('refuses the editor’s own staff file that an order keeps or a message carries, and leaves it a staff file', async () => {
    const [order] = await db
      .insert(orders)
      .values({
        reference: 'HO-2611-LIB1',
        memberId: memberA.user.id,
        title: 'EVA case',
        spec: { size: '', material: '', colours: [], printMethod: '', logoPlacement: '', notes: '' },
        quantity: 5,
      })
      .returning();
    const [requested, proof, photo, sent, free] = await Promise.all(['request.pdf', 'proof.pdf', 'photo.jpg', 'sent.pdf', 'free.pdf'].map((name) => staffFile(editor, name)));
    const idOf = async (handle: string) => (await purposeOf(handle)).id;
    await db.insert(orderFiles).values({ orderId: order.id, fileId: await idOf(requested) });
    await db.insert(proofs).values({ orderId: order.id, version: 1, fileId: await idOf(proof), createdBy: editor.user.id });
    await db.insert(orderPhotos).values({ orderId: order.id, fileId: await idOf(photo) });
    const [thread] = await db.insert(messageThreads).values({ memberId: memberA.user.id }).returning();
    const [message] = await db.insert(messages).values({ threadId: thread.id, authorId: editor.user.id, fromStaff: true, body: 'Here it is' }).returning();
    await db.insert(messageFiles).values({ messageId: message.id, fileId: await idOf(sent) });
    const files = [requested, proof, photo, sent, free].map((handle) => ({ handle }));
    expect(await outcomeOf(createEntry(db, editor, 'inspiration', entry({ slug: 'held-1', files })))).toEqual({
      'files.0.handle': 'fileUnknown',
      'files.1.handle': 'fileUnknown',
      'files.2.handle': 'fileUnknown',
      'files.3.handle': 'fileUnknown',
    });
    for (const handle of [requested, proof, photo, sent, free]) expect((await purposeOf(handle)).purpose).toBe('staff');
    // The one nothing holds is taken alone, and becomes a library file.
    const created = await createEntry(db, editor, 'inspiration', entry({ slug: 'held-2', files: [{ handle: free }] }));
    expect(created.files.map((f) => f.handle)).toEqual([free]);
    expect((await purposeOf(free)).purpose).toBe('library');
    await deleteEntry(db, editor, created.id); // the listing below counts the library's entries
  });

  it('lists published entries with tag filters and pages, resolves texts per locale with the fallback chain', async () => {
    for (let i = 0; i < 13; i += 1) {
      await createEntry(db, editor, 'inspiration', entry({ slug: `project-${i}`, sort: 10 + i, tags: i % 2 ? ['sewing'] : [], title: { 'zh-CN': `项目 ${i}` } }));
    }
    await createEntry(db, editor, 'inspiration', entry({ slug: 'draft-one', published: false, sort: 0 }));
    const library = await getLibrary(db, 'inspiration', 'en');
    expect(library).toMatchObject({ key: 'inspiration', name: 'Inspiration', intro: 'Projects we made.', visibility: 'public', entries: 14 });
    expect(library!.tags).toEqual([
      { key: 'eva', name: 'EVA molded', entries: 1 },
      { key: 'sewing', name: 'Sewing', entries: 6 },
    ]);
    const first = await listEntries(db, 'inspiration', 'en', {});
    expect(first!.total).toBe(14);
    expect(first!.list).toHaveLength(12);
    expect(first!.list[0]).toMatchObject({ slug: 'eva-camera-case', title: 'EVA camera case', tags: [{ key: 'eva', name: 'EVA molded' }] });
    expect(first!.list.some((e) => e.slug === 'draft-one')).toBe(false);
    expect((await listEntries(db, 'inspiration', 'en', { page: 2 }))!.list).toHaveLength(2);
    const sewing = await listEntries(db, 'inspiration', 'ja', { tag: 'sewing' });
    expect(sewing!.total).toBe(6);
    // A title written only in zh-CN: the fallback chain ends there, and the card says in which locale it is.
    expect(sewing!.list[0]).toMatchObject({ title: '项目 1', lang: { title: 'zh-CN' } });
    expect(await listEntries(db, 'inspiration', 'en', { tag: 'unknown' })).toBeNull();
    expect(await listEntries(db, 'nowhere', 'en', {})).toBeNull();
    const page = await getEntry(db, 'inspiration', 'eva-camera-case', 'en');
    expect(page).toMatchObject({
      title: 'EVA camera case',
      body: 'First paragraph.\n\nSecond paragraph.',
      images: [{ alt: 'Inside' }],
      files: [{ label: 'Dieline (PDF)', name: 'dieline.pdf' }],
    });
    expect(await getEntry(db, 'inspiration', 'draft-one', 'en')).toBeNull();
    expect(await filesOfEntry(db, 'inspiration', 'eva-camera-case', 'en')).toEqual(page!.files);
    expect(await filesOfEntry(db, 'inspiration', 'draft-one', 'en')).toEqual([]);
  });

  it('shows a members library to members only, a level library to members of that level and above (A: Gold, B: none), staff always', async () => {
    const rules = await db.select().from(libraries);
    const rule = (key: string) => {
      const row = rules.find((r) => r.key === key)!;
      return { visibility: row.visibility, minLevelId: row.minLevelId };
    };
    expect(await mayView(db, null, rule('inspiration'))).toBe(true);
    expect(await mayView(db, null, rule('music'))).toBe(false);
    expect(await mayView(db, memberB, rule('music'))).toBe(true);
    expect(await mayView(db, null, rule('schemeLibrary'))).toBe(false);
    expect(await mayView(db, memberB, rule('schemeLibrary'))).toBe(false);
    expect(await mayView(db, memberA, rule('schemeLibrary'))).toBe(true);
    expect(await mayView(db, sales, rule('schemeLibrary'))).toBe(true);
  });

  it('serves library files through the file route to whom the entry allows, nobody else (same 404)', async () => {
    const publicFile = (await getEntry(db, 'inspiration', 'eva-camera-case', 'en'))!.files[0].handle;
    const membersFile = await staffFile(editor, 'members.pdf');
    const goldFile = await staffFile(editor, 'gold.pdf');
    const draftFile = await staffFile(editor, 'draft.pdf');
    const levelLibraryFile = await staffFile(editor, 'scheme.pdf');
    await createEntry(db, editor, 'inspiration', entry({ slug: 'members-dl', files: [{ handle: membersFile }], download_visibility: 'members' }));
    await createEntry(db, editor, 'inspiration', entry({ slug: 'gold-dl', files: [{ handle: goldFile }], download_visibility: 'level', download_min_level_id: gold }));
    await createEntry(db, editor, 'inspiration', entry({ slug: 'draft-dl', files: [{ handle: draftFile }], download_visibility: 'public', published: false }));
    await createEntry(db, editor, 'schemeLibrary', entry({ slug: 'scheme-dl', files: [{ handle: levelLibraryFile }], download_visibility: 'public' }));

    const reads = async (actor: Actor | null, handle: string) => statusOf(readableFile(db, actor, handle));
    expect(await reads(null, publicFile)).toBe('ok');
    expect(await reads(null, membersFile)).toBe(404);
    expect(await reads(memberB, membersFile)).toBe('ok');
    expect(await reads(memberB, goldFile)).toBe(404);
    expect(await reads(memberA, goldFile)).toBe('ok');
    expect(await reads(sales, goldFile)).toBe('ok');
    expect(await reads(memberA, draftFile)).toBe(404);
    expect(await reads(editor, draftFile)).toBe('ok');
    // A public download in a Gold library is still Gold only: the library's rule comes first.
    expect(await reads(memberB, levelLibraryFile)).toBe(404);
    expect(await reads(memberA, levelLibraryFile)).toBe('ok');
    // A staff file not attached anywhere stays staff-only.
    const loose = await staffFile(editor, 'loose.pdf');
    expect(await reads(null, loose)).toBe(404);
    expect(await reads(memberA, loose)).toBe(404);
    expect(await libraryFileReadable(db, memberA, (await purposeOf(goldFile)).id)).toBe(true);

    expect(await downloadsFor(db, null, 'inspiration', 'members-dl', 'en')).toMatchObject({ allowed: false, reason: 'login' });
    expect(await downloadsFor(db, memberB, 'inspiration', 'gold-dl', 'en')).toMatchObject({ allowed: false, reason: 'level' });
    expect(await downloadsFor(db, memberA, 'inspiration', 'gold-dl', 'en')).toMatchObject({ allowed: true, reason: null });
    expect(await downloadsFor(db, memberB, 'schemeLibrary', 'scheme-dl', 'en')).toBeNull();
  });

  it('saves an entry only from the version it was read at (409), and deletes entries and tags', async () => {
    const admin = await getAdminLibrary(db, editor, 'inspiration');
    const summary = admin.entry_list.find((e) => e.slug === 'project-0')!;
    const saved = await updateEntry(db, editor, summary.id, entry({ slug: 'project-zero', title: { 'zh-CN': '零号项目', en: 'Project zero' }, updated_at: summary.updated_at }));
    expect(saved.slug).toBe('project-zero');
    expect(await statusOf(updateEntry(db, editor, summary.id, entry({ slug: 'project-zero', updated_at: summary.updated_at })))).toBe(409);
    expect(await outcomeOf(updateEntry(db, editor, summary.id, entry({ slug: 'eva-camera-case', updated_at: saved.updated_at })))).toEqual({ slug: 'taken' });
    expect(await statusOf(updateEntry(db, editor, 999_999, entry()))).toBe(404);
    await deleteEntry(db, editor, summary.id);
    expect(await getEntry(db, 'inspiration', 'project-zero', 'en')).toBeNull();
    const sewing = admin.tag_list.find((t) => t.key === 'sewing')!;
    await deleteTag(db, editor, sewing.id);
    expect((await getLibrary(db, 'inspiration', 'en'))!.tags.map((t) => t.key)).toEqual(['eva']);
    expect(await statusOf(deleteTag(db, editor, sewing.id))).toBe(404);
  });

  it('changes a library’s visibility (audited; stale version 409) and lists only public libraries’ published pages in the sitemap', async () => {
    const [music] = await listAdminLibraries(db, editor).then((l) => l.filter((x) => x.key === 'music'));
    expect(
      await outcomeOf(
        updateLibrary(db, editor, 'music', { name: { 'zh-CN': '乐器包' }, intro: {}, visibility: 'level', minLevelId: 999_999, expectedUpdatedAt: new Date(music.updated_at) }),
      ),
    ).toEqual({
      min_level_id: 'choice',
    });
    const changed = await updateLibrary(db, editor, 'music', {
      name: { 'zh-CN': '乐器包', en: 'Instrument cases' },
      intro: {},
      visibility: 'public',
      minLevelId: null,
      expectedUpdatedAt: new Date(music.updated_at),
    });
    expect(changed.visibility).toBe('public');
    expect(
      await statusOf(
        updateLibrary(db, editor, 'music', { name: { 'zh-CN': 'x' }, intro: {}, visibility: 'members', minLevelId: null, expectedUpdatedAt: new Date(music.updated_at) }),
      ),
    ).toBe(409);
    const pages = (await publicLibraryPages(db)).map((p) => p.path);
    expect(pages).toContain('/inspiration');
    expect(pages).toContain('/inspiration/eva-camera-case');
    expect(pages).toContain('/music');
    expect(pages).not.toContain('/inspiration/draft-one');
    expect(pages.some((p) => p.startsWith('/schemeLibrary'))).toBe(false);
    expect(await templatesOfProduct(db, 1, 'en')).toEqual([]);
  });
});
