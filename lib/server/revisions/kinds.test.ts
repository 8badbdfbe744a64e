/** @jest-environment node */
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { testDatabases } from '@/lib/server/testing/databases';
import { catalogueCast } from '@/lib/server/testing/actors';
import { courseSchema, libraryEntrySchema } from '@/lib/api/contract';
import { validate } from '@/lib/validation/kit';
import { adminCourse, createCourse, updateCourse } from '@/lib/server/academy/manage';
import { createCategory, getAdminCategory, updateCategory } from '@/lib/server/catalogue/manage-categories';
import { createEntry, getAdminEntry, updateEntry } from '@/lib/server/content/manage-entries';
import { REVISION_RECORDS } from '@/lib/server/revision-kinds';
import { libraries } from '@/lib/server/db/schema';
import { listRevisions } from './service';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

function valid<T>(checked: { ok: true; value: T } | { ok: false; errors: unknown }): T {
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
}

/*
 * The other kinds with a history: a category, a course and a library entry each keep a revision
 * per save from their own save paths, and restore through them.
 */
describe.each(testDatabases())('the history of categories, courses and library entries on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let editor: Actor;

  beforeAll(async () => {
    opened = await open();
    editor = (await catalogueCast(opened.db)).editor;
    await opened.db.insert(libraries).values({ key: 'inspiration', name: { 'zh-CN': '灵感', en: 'Inspiration' }, visibility: 'public', sort: 1 });
  });
  afterAll(() => opened?.close());

  it('restores a category’s name', async () => {
    const category = await createCategory(opened.db, editor, { key: 'sleeves', parentId: null, name: { 'zh-CN': '套', en: 'Sleeves' } });
    await updateCategory(opened.db, editor, category.id, { name: { 'zh-CN': '套', en: 'Laptop sleeves' }, expectedUpdatedAt: new Date(category.updated_at) });
    await REVISION_RECORDS.category.restore(opened.db, editor, category.id, 1);
    expect((await getAdminCategory(opened.db, editor, category.id)).name.en).toBe('Sleeves');
    expect((await listRevisions(opened.db, editor, 'category', category.id)).list.map((r) => [r.number, r.changed])).toEqual([
      [3, ['name']],
      [2, ['name']],
      [1, []],
    ]);
  });

  it('restores a course’s title and its published state', async () => {
    const input = valid(validate(courseSchema, { slug: 'stitching', title: { 'zh-CN': '缝纫' }, summary: { 'zh-CN': '摘要' }, cover: '/media/academy/a.webp' }));
    const course = await createCourse(opened.db, editor, input);
    await updateCourse(opened.db, editor, course.id, { title: { 'zh-CN': '高级缝纫' }, published: true, expectedUpdatedAt: new Date(course.updated_at) });
    expect((await listRevisions(opened.db, editor, 'course', course.id)).list[0].changed).toEqual(['title', 'published']);
    await REVISION_RECORDS.course.restore(opened.db, editor, course.id, 1);
    expect(await adminCourse(opened.db, editor, course.id)).toMatchObject({ title: { 'zh-CN': '缝纫' }, published: false });
  });

  it('restores a library entry’s texts', async () => {
    const input = valid(
      validate(libraryEntrySchema(), { slug: 'eva-case', title: { 'zh-CN': 'EVA 包', en: 'EVA case' }, summary: { 'zh-CN': '摘要' }, cover: '/media/library/a.webp' }),
    );
    const entry = await createEntry(opened.db, editor, 'inspiration', input);
    await updateEntry(opened.db, editor, entry.id, { ...input, body: { en: 'One.\nTwo.' }, expectedUpdatedAt: new Date(entry.updated_at) });
    expect((await listRevisions(opened.db, editor, 'library_entry', entry.id)).list[0].changed).toEqual(['body']);
    await REVISION_RECORDS.library_entry.restore(opened.db, editor, entry.id, 1);
    expect((await getAdminEntry(opened.db, editor, entry.id)).body).toEqual({});
    expect(await REVISION_RECORDS.library_entry.describe(opened.db, editor, entry.id)).toEqual({
      title: { 'zh-CN': 'EVA 包', en: 'EVA case' },
      editPath: `/admin/libraries/inspiration/${entry.id}`,
    });
  });
});
