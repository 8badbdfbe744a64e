/** @jest-environment node */
import { count, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, courseLearners, courses, lessonProgress, lessons } from '@/lib/server/db/schema';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { academyIndex, academySitemapPages, getCourse, getLesson, listCourses, paragraphs } from './service';
import { courseLearning, myLearning, setLessonDone, visitLesson } from './progress';
import { adminCourse, createCourse, createLesson, deleteCourse, deleteLesson, listAdminCourses, moveLesson, updateCourse, updateLesson } from './manage';
import {
  courseSchema,
  courseChangeSchema,
  learningQuerySchema,
  lessonSchema,
  lessonChangeSchema,
  lessonDoneSchema,
  type CourseInput,
  type LessonInput,
} from '@/lib/api/contract/academy';
import { validate } from '@/lib/validation/kit';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(60_000);

const revalidated = revalidateTag as jest.Mock;

function courseInput(raw: Record<string, unknown>): CourseInput {
  const checked = validate(courseSchema, raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
}

function lessonInput(raw: Record<string, unknown>): LessonInput {
  const checked = validate(lessonSchema, raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
}

describe('academy validation', () => {
  it('needs a slug, a zh-CN title and summary and a picture the site serves for a course', () => {
    expect(validate(courseSchema, {})).toEqual({
      ok: false,
      errors: { slug: { key: 'required' }, 'title.zh-CN': { key: 'required' }, 'summary.zh-CN': { key: 'required' }, cover: { key: 'required' } },
    });
    expect(validate(courseSchema, { slug: 'Bad Slug', title: { 'zh-CN': 't' }, summary: { 'zh-CN': 's' }, cover: 'https://evil.example/x.webp' })).toEqual({
      ok: false,
      errors: { slug: { key: 'slug' }, cover: { key: 'image' } },
    });
    const ok = courseInput({ slug: 'care', title: { 'zh-CN': ' 护理 ', en: 'Care' }, summary: { 'zh-CN': '摘要' }, cover: '/uploads/media/0123456789abcdef0123456789abcdef.webp' });
    expect(ok).toEqual({
      slug: 'care',
      title: { 'zh-CN': '护理', en: 'Care' },
      summary: { 'zh-CN': '摘要' },
      cover: '/uploads/media/0123456789abcdef0123456789abcdef.webp',
      published: false,
    });
    expect(validate(courseSchema, { slug: 'x1', title: { 'zh-CN': 't'.repeat(121) }, summary: { 'zh-CN': 's', xx: 'y' }, cover: '/media/a.webp' })).toEqual({
      ok: false,
      errors: { 'title.zh-CN': { key: 'tooLong', values: { max: 121 } }, 'summary.xx': { key: 'locale' } },
    });
    expect(validate(courseChangeSchema, { published: true })).toEqual({ ok: false, errors: { updated_at: { key: 'required' } } });
    const at = '2026-01-02T03:04:05.678Z';
    expect(validate(courseChangeSchema, { published: 'true', updated_at: at })).toEqual({ ok: true, value: { published: true, expectedUpdatedAt: new Date(at) } });
  });

  it('checks a lesson: https video links only, pictures the site serves (at most 6), reading time 1–240 minutes', () => {
    const base = { slug: 'l-1', title: { 'zh-CN': '课' }, body: { 'zh-CN': '正文' } };
    expect(lessonInput(base)).toEqual({ slug: 'l-1', title: { 'zh-CN': '课' }, body: { 'zh-CN': '正文' }, images: [], videoUrl: '', minutes: 5 });
    expect(validate(lessonSchema, { ...base, video_url: 'javascript:alert(1)' })).toEqual({ ok: false, errors: { video_url: { key: 'url' } } });
    expect(validate(lessonSchema, { ...base, video_url: 'http://video.example/a' })).toEqual({ ok: false, errors: { video_url: { key: 'url' } } });
    expect(lessonInput({ ...base, video_url: 'https://video.example/watch?v=1' }).videoUrl).toBe('https://video.example/watch?v=1');
    expect(validate(lessonSchema, { ...base, minutes: 0 })).toEqual({ ok: false, errors: { minutes: { key: 'invalid' } } });
    expect(validate(lessonSchema, { ...base, minutes: 241 }).ok).toBe(false);
    const picture = { src: '/media/academy/x.webp', width: 800, height: 600, alt: { en: 'A dieline', 'zh-CN': '刀模图' } };
    expect(lessonInput({ ...base, images: [picture] }).images).toEqual([picture]);
    expect(validate(lessonSchema, { ...base, images: [{ ...picture, src: '/etc/passwd' }] })).toEqual({ ok: false, errors: { 'images.0': { key: 'image' } } });
    expect(validate(lessonSchema, { ...base, images: [{ ...picture, alt: { en: 'a'.repeat(201) } }] })).toEqual({
      ok: false,
      errors: { 'images.0.alt.en': { key: 'tooLong', values: { max: 201 } } },
    });
    expect(validate(lessonSchema, { ...base, images: Array(7).fill(picture) })).toEqual({ ok: false, errors: { images: { key: 'tooManyFiles', values: { max: 6 } } } });
    expect(validate(lessonSchema, { ...base, images: 'x' })).toEqual({ ok: false, errors: { images: { key: 'invalid' } } });
    expect(validate(lessonChangeSchema, { minutes: 3 })).toEqual({ ok: false, errors: { updated_at: { key: 'required' } } });
    expect(validate(lessonDoneSchema, {})).toEqual({ ok: false, errors: { done: { key: 'required' } } });
    expect(validate(lessonDoneSchema, { done: 'maybe' })).toEqual({ ok: false, errors: { done: { key: 'invalid' } } });
    expect(validate(lessonDoneSchema, { done: false })).toEqual({ ok: true, value: { done: false } });
    expect(validate(learningQuerySchema, { course: '../x' })).toEqual({ ok: false, errors: { course: { key: 'slug' } } });
  });

  it('splits a lesson text into paragraphs at blank lines', () => {
    expect(paragraphs('One\r\n\r\nTwo\nstill two\n \n\n- a\n- b\n')).toEqual(['One', 'Two\nstill two', '- a\n- b']);
  });
});

describe.each(testDatabases())('the academy on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let editor: Actor;
  let memberA: Actor;
  let memberB: Actor;
  let courseId: number;
  let draftId: number;
  const lessonIds: number[] = [];
  let draftLessonId: number;

  beforeAll(async () => {
    opened = await open();
    const { db } = opened;
    editor = await actorWith(db, 'editor-academy', ['member', 'editor']);
    memberA = await actorWith(db, 'learner-a', ['member']);
    memberB = await actorWith(db, 'learner-b', ['member']);
    const course = await createCourse(
      db,
      editor,
      courseInput({
        slug: 'artwork',
        title: { 'zh-CN': '印刷稿件准备', en: 'Artwork preparation', ja: 'データ作成' },
        summary: { 'zh-CN': '如何准备稿件', en: 'How to prepare artwork' },
        cover: '/media/academy/artwork-cover.webp',
        published: true,
      }),
    );
    courseId = course.id;
    for (const [i, slug] of ['vectors', 'colours', 'bleed'].entries()) {
      const lesson = await createLesson(
        db,
        editor,
        courseId,
        lessonInput({
          slug,
          title: { 'zh-CN': `第${i + 1}课`, en: `Lesson ${i + 1}` },
          body: { 'zh-CN': '第一段\n\n第二段', en: 'First\n\nSecond' },
          minutes: 4 + i,
          images: [{ src: '/media/academy/p.webp', width: 800, height: 800, alt: { en: 'Picture', 'zh-CN': '图' } }],
        }),
      );
      lessonIds.push(lesson.id);
    }
    const draft = await createCourse(db, editor, courseInput({ slug: 'draft', title: { 'zh-CN': '草稿' }, summary: { 'zh-CN': '未发布' }, cover: '/media/academy/d.webp' }));
    draftId = draft.id;
    draftLessonId = (await createLesson(db, editor, draftId, lessonInput({ slug: 'one', title: { 'zh-CN': '一' }, body: { 'zh-CN': '正文' } }))).id;
  });
  afterAll(() => opened?.close());

  it('lists published courses with lessons only, in the page locale with the fallback chain reported', async () => {
    const { db } = opened;
    const en = await listCourses(db, 'en');
    expect(en.map((c) => c.slug)).toEqual(['artwork']);
    expect(en[0]).toMatchObject({
      title: 'Artwork preparation',
      lessons: 3,
      minutes: 4 + 5 + 6,
      cover: { src: '/media/academy/artwork-cover.webp', src_small: '/media/academy/artwork-cover-sm.webp' },
    });
    expect(en[0].lang).toBeUndefined();
    const ja = (await listCourses(db, 'ja'))[0];
    expect(ja).toMatchObject({ title: 'データ作成', summary: 'How to prepare artwork', lang: { summary: 'en' } });
    expect((await listCourses(db, 'ko'))[0].lang).toEqual({ title: 'en', summary: 'en' });
    expect(await getCourse(db, 'en', 'draft')).toBeNull();
    expect(await getCourse(db, 'en', 'nope')).toBeNull();
    expect(await academyIndex(db)).toEqual({ artwork: ['vectors', 'colours', 'bleed'] });
  });

  it('serves a lesson with its paragraphs, pictures, place and neighbours; a draft course has no lesson pages', async () => {
    const { db } = opened;
    const lesson = await getLesson(db, 'zh-CN', 'artwork', 'colours');
    expect(lesson).toMatchObject({
      title: '第2课',
      body: ['第一段', '第二段'],
      position: 2,
      previous: { slug: 'vectors' },
      next: { slug: 'bleed' },
      images: [{ src: '/media/academy/p.webp', src_small: '/media/academy/p-sm.webp', alt: '图', width: 800, height: 800 }],
    });
    expect((await getLesson(db, 'en', 'artwork', 'vectors'))!.previous).toBeNull();
    expect((await getLesson(db, 'en', 'artwork', 'bleed'))!.next).toBeNull();
    expect(await getLesson(db, 'en', 'artwork', 'nope')).toBeNull();
    expect(await getLesson(db, 'en', 'draft', 'one')).toBeNull();
  });

  it('lists the public pages for the sitemap: the course list, each published course and its lessons', async () => {
    const pages = await academySitemapPages(opened.db);
    expect(pages.map((p) => p.path)).toEqual(['/course', '/course/artwork', '/course/artwork/vectors', '/course/artwork/colours', '/course/artwork/bleed']);
    expect(pages.every((p) => p.lastModified)).toBe(true);
  });

  it('marks lessons done and undone for the member only; another member sees none of it', async () => {
    const { db } = opened;
    expect(await setLessonDone(db, memberA, lessonIds[0], true)).toEqual({ course_id: courseId, done: [lessonIds[0]], last_lesson_id: lessonIds[0] });
    // Idempotent.
    expect((await setLessonDone(db, memberA, lessonIds[0], true)).done).toEqual([lessonIds[0]]);
    await setLessonDone(db, memberA, lessonIds[2], true);
    expect((await courseLearning(db, memberA, 'artwork')).done).toEqual([lessonIds[0], lessonIds[2]]);
    expect(await courseLearning(db, memberB, 'artwork')).toEqual({ course_id: courseId, done: [], last_lesson_id: null });
    // B un-marking A's lesson touches only B's (absent) row.
    await setLessonDone(db, memberB, lessonIds[0], false);
    expect((await courseLearning(db, memberA, 'artwork')).done).toEqual([lessonIds[0], lessonIds[2]]);
    expect((await setLessonDone(db, memberA, lessonIds[2], false)).done).toEqual([lessonIds[0]]);
  });

  it('refuses nobody (401), a lesson of a draft course or an unknown one (404), and writes nothing then', async () => {
    const { db } = opened;
    const before = (await db.select({ n: count() }).from(lessonProgress))[0].n;
    expect(await statusOf(setLessonDone(db, null, lessonIds[0], true))).toBe(401);
    expect(await statusOf(setLessonDone(db, memberB, draftLessonId, true))).toBe(404);
    expect(await statusOf(visitLesson(db, memberB, draftLessonId))).toBe(404);
    expect(await statusOf(setLessonDone(db, memberB, 999_999, true))).toBe(404);
    expect(await statusOf(courseLearning(db, memberB, 'draft'))).toBe(404);
    expect(await statusOf(courseLearning(db, null, 'artwork'))).toBe(401);
    expect(await statusOf(myLearning(db, null, 'en'))).toBe(401);
    expect((await db.select({ n: count() }).from(lessonProgress))[0].n).toBe(before);
    expect(await db.select().from(courseLearners).where(eq(courseLearners.courseId, draftId))).toEqual([]);
  });

  it('resumes at the lesson opened last, or at the next open one once it is done; lists courses with progress and suggestions', async () => {
    const { db } = opened;
    const b = await actorWith(db, 'learner-resume', ['member']);
    expect(await myLearning(db, b, 'en')).toMatchObject({ courses: [], suggestions: [{ slug: 'artwork' }] });
    await visitLesson(db, b, lessonIds[1]);
    let mine = await myLearning(db, b, 'en');
    expect(mine.suggestions).toEqual([]);
    expect(mine.courses).toHaveLength(1);
    expect(mine.courses[0]).toMatchObject({ course: { slug: 'artwork' }, done: 0, total: 3, completed: false, resume: { slug: 'colours', title: 'Lesson 2' } });
    await setLessonDone(db, b, lessonIds[1], true);
    mine = await myLearning(db, b, 'en');
    expect(mine.courses[0]).toMatchObject({ done: 1, resume: { slug: 'bleed' } });
    await setLessonDone(db, b, lessonIds[2], true);
    expect((await myLearning(db, b, 'en')).courses[0].resume).toMatchObject({ slug: 'vectors' });
    await setLessonDone(db, b, lessonIds[0], true);
    expect((await myLearning(db, b, 'en')).courses[0]).toMatchObject({ done: 3, completed: true });
    // Member A's list is A's own.
    expect((await myLearning(db, memberA, 'en')).courses[0]).toMatchObject({ done: 1 });
  });

  it('lets editors only manage courses and lessons, audited, with conflicts and taken slugs refused', async () => {
    const { db } = opened;
    revalidated.mockClear();
    expect(await statusOf(listAdminCourses(db, memberA))).toBe(404);
    expect(await statusOf(createCourse(db, memberA, courseInput({ slug: 'x-1', title: { 'zh-CN': 'x' }, summary: { 'zh-CN': 'x' }, cover: '/media/a.webp' })))).toBe(404);
    expect(await statusOf(createCourse(db, editor, courseInput({ slug: 'artwork', title: { 'zh-CN': 'x' }, summary: { 'zh-CN': 'x' }, cover: '/media/a.webp' })))).toBe(400);
    const admin = await adminCourse(db, editor, courseId);
    expect(admin).toMatchObject({ lessons: 3, learners: 3, published: true });
    expect(admin.lesson_list[0].done_by).toBe(2);
    const list = await listAdminCourses(db, editor);
    expect(list.map((c) => [c.slug, c.published, c.lessons])).toEqual([
      ['artwork', true, 3],
      ['draft', false, 1],
    ]);

    const stale = new Date(Date.parse(admin.updated_at) - 1000);
    expect(await statusOf(updateCourse(db, editor, courseId, { published: false, expectedUpdatedAt: stale }))).toBe(409);
    expect(await statusOf(updateCourse(db, editor, 999_999, { published: false, expectedUpdatedAt: stale }))).toBe(404);
    const published = await updateCourse(db, editor, draftId, { published: true, expectedUpdatedAt: new Date((await adminCourse(db, editor, draftId)).updated_at) });
    expect(published.published).toBe(true);
    expect((await listCourses(db, 'en')).map((c) => c.slug)).toEqual(['artwork', 'draft']);
    expect(revalidated).toHaveBeenCalledWith('academy', { expire: 0 });

    const lesson = admin.lesson_list[0];
    expect(await statusOf(updateLesson(db, editor, lesson.id, { slug: 'colours', expectedUpdatedAt: new Date(lesson.updated_at) }))).toBe(400);
    const renamed = await updateLesson(db, editor, lesson.id, { title: { 'zh-CN': '矢量图', en: 'Vectors' }, expectedUpdatedAt: new Date(lesson.updated_at) });
    expect(renamed.title).toEqual({ 'zh-CN': '矢量图', en: 'Vectors' });
    expect(await statusOf(updateLesson(db, editor, lesson.id, { minutes: 9, expectedUpdatedAt: new Date(lesson.updated_at) }))).toBe(409);

    await moveLesson(db, editor, lessonIds[2], 'up');
    expect((await getCourse(db, 'en', 'artwork'))!.lesson_list.map((l) => l.slug)).toEqual(['vectors', 'bleed', 'colours']);
    await deleteLesson(db, editor, lessonIds[2]);
    expect((await getCourse(db, 'en', 'artwork'))!.lesson_list.map((l) => l.slug)).toEqual(['vectors', 'colours']);
    await deleteCourse(db, editor, draftId);
    expect(await statusOf(adminCourse(db, editor, draftId))).toBe(404);
    expect(await db.select().from(lessons).where(eq(lessons.courseId, draftId))).toEqual([]);
    const actions = (await db.select({ action: auditLog.action }).from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['course.create', 'lesson.create', 'course.update', 'lesson.update', 'lesson.move', 'lesson.delete', 'course.delete']));
    expect((await db.select().from(courses)).length).toBe(1);
  });

  it('answers a taken slug (400, never a 500) when two editors create the same course or lesson at once', async () => {
    const { db } = opened;
    const course = () => createCourse(db, editor, courseInput({ slug: 'twice', title: { 'zh-CN': '两次' }, summary: { 'zh-CN': '同时' }, cover: '/media/a.webp' }));
    const courses8 = await Promise.all(Array.from({ length: 8 }, () => statusOf(course())));
    expect([courses8.filter((s) => s === 'ok').length, courses8.filter((s) => s === 400).length]).toEqual([1, 7]);
    const [{ id }] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, 'twice'));
    const lesson = () => createLesson(db, editor, id, lessonInput({ slug: 'same', title: { 'zh-CN': '同' }, body: { 'zh-CN': '正文' } }));
    const lessons8 = await Promise.all(Array.from({ length: 8 }, () => statusOf(lesson())));
    expect([lessons8.filter((s) => s === 'ok').length, lessons8.filter((s) => s === 400).length]).toEqual([1, 7]);
  });
});
