/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { LOCALES } from '@/lib/config';
import { courseChangeSchema, libraryEntrySchema } from '@/lib/api/contract';
import { homeCardChangeSchema } from '@/lib/api/contract/catalogue-admin';
import { validate } from '@/lib/validation/kit';
import type { Actor } from '@/lib/server/access';
import { updateCourse } from '@/lib/server/academy/manage';
import { isCataloguePicture } from '@/lib/server/catalogue/images';
import { createFaq } from '@/lib/server/catalogue/manage-faq';
import { changeHomeCard } from '@/lib/server/catalogue/manage-home';
import { getAdminEntry, updateEntry } from '@/lib/server/content/manage-entries';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, courses, homeCards, libraries, libraryEntries } from '@/lib/server/db/schema';
import { listRevisions } from '@/lib/server/revisions/service';
import { catalogueCast, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { FakeTranslator } from '@/lib/server/testing/fake-translator';
import { valid } from '@/lib/server/testing/validation';
import { fillMissingLanguages } from './fill';
import { createTranslator, type Translator } from './providers';
import { translationHelp } from './service';
import { addProtectedTerm } from './terms';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

/* The fill on the home cards, courses and library entries, its revision, and the save that reviews. */

describe.each(testDatabases())('filling the home cards, courses and library entries on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors: Record<string, Actor> = {};
  const fake = new FakeTranslator();
  let translator: Translator;
  const zhEn = (zh: string, en: string) => ({ 'zh-CN': zh, en });
  const missing = LOCALES.filter((l) => l !== 'zh-CN' && l !== 'en');
  const marksOf = async (kind: 'home_card' | 'course' | 'library_entry', id: number) => (await translationHelp(opened.db, actors.editor, 'libretranslate', kind, [id])).machine[id];

  beforeAll(async () => {
    opened = await open();
    Object.assign(actors, await catalogueCast(opened.db));
    translator = createTranslator({ provider: 'libretranslate', url: await fake.start(), apiKey: null, model: '', timeoutMs: 5_000 });
    await addProtectedTerm(opened.db, actors.editor, { term: 'EVA' });
  });
  afterAll(async () => {
    await fake.close();
    await opened?.close();
  });
  beforeEach(() => {
    fake.calls.length = 0;
    jest.mocked(revalidateTag).mockClear();
  });

  it('fills a course, keeps the protected term, keeps a revision by the editor; saving the form unchanged clears the marks', async () => {
    const [course] = await opened.db
      .insert(courses)
      .values({ slug: 'eva-basics', title: zhEn('EVA 入门', 'EVA basics'), summary: zhEn('从零开始', 'From scratch'), cover: '/media/academy/a.webp' })
      .returning();
    const input = { kind: 'course' as const, ids: [course.id] };
    expect(await statusOf(fillMissingLanguages(opened.db, actors.member, input, translator))).toBe(404);
    expect(await statusOf(fillMissingLanguages(opened.db, actors.sales, input, translator))).toBe(404);
    expect(fake.calls).toEqual([]);

    expect(await fillMissingLanguages(opened.db, actors.editor, input, translator)).toEqual({ records: [{ id: course.id, filled: missing, failed: [] }] });
    const [after] = await opened.db.select().from(courses).where(eq(courses.id, course.id));
    expect(after.title.ja).toBe('[ja] EVA 入门');
    expect(after.summary.fr).toBe('[fr] 从零开始');
    expect(await marksOf('course', course.id)).toEqual(missing);
    expect(jest.mocked(revalidateTag).mock.calls.map((c) => c[0])).toContain('academy');
    // The history starts from the course as it was, then the fill by the editor, naming the filled fields.
    const history = await listRevisions(opened.db, actors.editor, 'course', course.id);
    expect(history.list.map((r) => [r.number, r.actor, r.changed])).toEqual([
      [2, 'eve.editor', ['title', 'summary']],
      [1, null, []],
    ]);

    // The editor opens the form and saves it as it is: saving is reviewing.
    const change = valid(
      validate(courseChangeSchema, {
        slug: after.slug,
        title: after.title,
        summary: after.summary,
        cover: after.cover,
        published: true,
        updated_at: after.updatedAt.toISOString(),
      }),
    );
    await updateCourse(opened.db, actors.editor, course.id, change);
    expect(await marksOf('course', course.id)).toBeUndefined();
  });

  it('fills a library entry (title, summary, body) with a revision; its save clears the marks', async () => {
    const [library] = await opened.db
      .insert(libraries)
      .values({ key: 'inspiration', name: zhEn('灵感', 'Inspiration'), visibility: 'public', sort: 1 })
      .returning();
    const [entry] = await opened.db
      .insert(libraryEntries)
      .values({ libraryId: library.id, slug: 'pouch', title: zhEn('小包', 'Pouch'), summary: zhEn('摘要', 'Summary'), body: { 'zh-CN': '第一段' }, cover: '/media/library/a.webp' })
      .returning();
    const result = await fillMissingLanguages(opened.db, actors.admin, { kind: 'library_entry', ids: [entry.id] }, translator);
    // English lacked only the body: it is filled too.
    expect(result.records[0].filled).toEqual(LOCALES.filter((l) => l !== 'zh-CN'));
    const filled = await getAdminEntry(opened.db, actors.editor, entry.id);
    expect(filled.body.en).toBe('[en] 第一段');
    expect(filled.title.en).toBe('Pouch');
    expect((await listRevisions(opened.db, actors.editor, 'library_entry', entry.id)).list[0]).toMatchObject({
      number: 2,
      actor: 'ada.admin',
      changed: ['title', 'summary', 'body'],
    });
    const [audit] = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'library_entry.translate'), eq(auditLog.entityId, String(entry.id))));
    expect(audit.after).toEqual({ machine_translated: LOCALES.filter((l) => l !== 'zh-CN') });

    const { id: _id, library: _l, updated_at, files: _f, ...rest } = filled;
    const input = valid(validate(libraryEntrySchema(isCataloguePicture), { ...rest, files: [], updated_at }));
    await updateEntry(opened.db, actors.editor, entry.id, input);
    expect(await marksOf('library_entry', entry.id)).toBeUndefined();
  });

  it('fills a home card (no history) and its save clears the marks; a card another editor wrote meanwhile is kept', async () => {
    const [card] = await opened.db
      .insert(homeCards)
      .values({ family: 'sewing', src: '/media/cards/sewing-1.webp', introduction: { 'zh-CN': '缝纫包' } })
      .returning();
    const result = await fillMissingLanguages(opened.db, actors.editor, { kind: 'home_card', ids: [card.id] }, translator);
    expect(result.records[0].filled).toEqual(LOCALES.filter((l) => l !== 'zh-CN'));
    const [after] = await opened.db.select().from(homeCards).where(eq(homeCards.id, card.id));
    expect(after.introduction.de).toBe('[de] 缝纫包');
    expect(jest.mocked(revalidateTag).mock.calls.map((c) => c[0])).toContain('home-cards');
    expect(await marksOf('home_card', card.id)).toHaveLength(13);

    const change = valid(validate(homeCardChangeSchema, { src: after.src, introduction: after.introduction, product_id: '', updated_at: after.updatedAt.toISOString() }));
    await changeHomeCard(opened.db, actors.editor, card.id, change);
    expect(await marksOf('home_card', card.id)).toBeUndefined();
    // An unknown card is the 404, and nothing is sent.
    fake.calls.length = 0;
    expect(await statusOf(fillMissingLanguages(opened.db, actors.editor, { kind: 'home_card', ids: [999_999] }, translator))).toBe(404);
    expect(fake.calls).toEqual([]);
  });

  it('keeps a revision of a FAQ fill too', async () => {
    const faq = await createFaq(opened.db, actors.editor, { question: zhEn('多久？', 'How long?'), answer: zhEn('三周。', 'Three weeks.') });
    await fillMissingLanguages(opened.db, actors.other, { kind: 'faq', ids: [faq.id] }, translator);
    expect((await listRevisions(opened.db, actors.editor, 'faq', faq.id)).list.map((r) => [r.number, r.actor, r.changed])).toEqual([
      [2, 'ed.editor', ['question', 'answer']],
      [1, 'eve.editor', []],
    ]);
  });
});
