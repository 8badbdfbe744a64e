import 'server-only';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { coursePath, lessonPath, type AcademyPicture, type Course, type CourseSummary, type Lesson, type LessonSummary } from '@/lib/api/contract/academy';
import type { Locale } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { resolveFields, resolveText } from '@/lib/server/catalogue/localized';
import type { SitemapPage } from '@/lib/seo/sitemap';
import { courses, lessons } from './schema';

/*
 * The academy's public reads (/course, /course/{slug}, /course/{slug}/{lesson}): published courses
 * and their lessons in a locale, each text resolved with the catalogue's fallback chain (asked
 * locale → en → zh-CN) and its fallback language reported in `lang`. No actor: these are the same
 * for everyone and are cached (./cached.ts); the member's progress is ./progress.ts.
 */

type CourseRow = typeof courses.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;

/** Covers are drawn or uploaded 16:10; the layout reserves that box (a different picture is cropped to it). */
export const COVER_SIZE = { width: 1200, height: 750 } as const;

export function smallVariant(src: string): string {
  return src.replace(/\.webp$/, '-sm.webp');
}

function cover(src: string): AcademyPicture {
  return { src, src_small: smallVariant(src), ...COVER_SIZE };
}

function langOf<K extends string>(lang: Partial<Record<K, Locale>> | undefined) {
  return lang ? { lang } : {};
}

export function lessonSummary(row: LessonRow, locale: Locale): LessonSummary {
  const title = resolveText(row.title, locale);
  return { id: row.id, slug: row.slug, title: title.value, minutes: row.minutes, ...(title.lang !== locale ? { lang: { title: title.lang } } : {}) };
}

export function courseSummary(row: CourseRow, lessonRows: readonly LessonRow[], locale: Locale): CourseSummary {
  const { values, lang } = resolveFields({ title: row.title, summary: row.summary }, locale);
  const newest = lessonRows.reduce((t, l) => (l.updatedAt > t ? l.updatedAt : t), row.updatedAt);
  return {
    id: row.id,
    slug: row.slug,
    title: values.title,
    summary: values.summary,
    cover: cover(row.cover),
    lessons: lessonRows.length,
    minutes: lessonRows.reduce((sum, l) => sum + l.minutes, 0),
    updated_at: newest.toISOString(),
    ...langOf(lang),
  };
}

/** A lesson's text as paragraphs: blank lines separate them; empty ones are dropped. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

async function lessonsOf(db: Db, courseIds: number[]): Promise<Map<number, LessonRow[]>> {
  const byCourse = new Map<number, LessonRow[]>();
  if (!courseIds.length) return byCourse;
  const rows = await db.select().from(lessons).where(inArray(lessons.courseId, courseIds)).orderBy(asc(lessons.sort), asc(lessons.id));
  for (const row of rows) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row]);
  return byCourse;
}

/** Published courses that have at least one lesson, in the staff's order. */
export async function listCourses(db: Db, locale: Locale): Promise<CourseSummary[]> {
  const rows = await db.select().from(courses).where(eq(courses.published, true)).orderBy(asc(courses.sort), asc(courses.id));
  const byCourse = await lessonsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.filter((r) => byCourse.get(r.id)?.length).map((r) => courseSummary(r, byCourse.get(r.id)!, locale));
}

async function publishedCourse(db: Db, slug: string): Promise<{ row: CourseRow; lessonRows: LessonRow[] } | null> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.slug, slug), eq(courses.published, true)));
  if (!row) return null;
  const lessonRows = (await lessonsOf(db, [row.id])).get(row.id) ?? [];
  return lessonRows.length ? { row, lessonRows } : null;
}

/** A published course with its lessons, or null (unknown, a draft, or no lesson yet). */
export async function getCourse(db: Db, locale: Locale, slug: string): Promise<Course | null> {
  const found = await publishedCourse(db, slug);
  if (!found) return null;
  return { ...courseSummary(found.row, found.lessonRows, locale), lesson_list: found.lessonRows.map((l) => lessonSummary(l, locale)) };
}

/** A lesson of a published course, with its neighbours, or null. */
export async function getLesson(db: Db, locale: Locale, courseSlug: string, lessonSlug: string): Promise<Lesson | null> {
  const found = await publishedCourse(db, courseSlug);
  if (!found) return null;
  const index = found.lessonRows.findIndex((l) => l.slug === lessonSlug);
  if (index < 0) return null;
  const row = found.lessonRows[index];
  const course: Course = { ...courseSummary(found.row, found.lessonRows, locale), lesson_list: found.lessonRows.map((l) => lessonSummary(l, locale)) };
  const { values, lang } = resolveFields({ title: row.title, body: row.body }, locale);
  return {
    id: row.id,
    slug: row.slug,
    title: values.title,
    body: paragraphs(values.body),
    images: row.images.map((image) => ({
      src: image.src,
      src_small: smallVariant(image.src),
      width: image.width,
      height: image.height,
      alt: resolveText(image.alt, locale).value,
    })),
    video_url: row.videoUrl,
    minutes: row.minutes,
    updated_at: row.updatedAt.toISOString(),
    position: index + 1,
    course,
    previous: index > 0 ? course.lesson_list[index - 1] : null,
    next: index < course.lesson_list.length - 1 ? course.lesson_list[index + 1] : null,
    ...langOf(lang),
  };
}

/** What exists publicly (for the cache bounds: only real slugs reach a cache entry): course slug → lesson slugs. */
export async function academyIndex(db: Db): Promise<Record<string, string[]>> {
  const rows = await db
    .select({ course: courses.slug, lesson: lessons.slug })
    .from(courses)
    .innerJoin(lessons, eq(lessons.courseId, courses.id))
    .where(eq(courses.published, true))
    .orderBy(asc(courses.sort), asc(courses.id), asc(lessons.sort), asc(lessons.id));
  const index: Record<string, string[]> = {};
  for (const r of rows) (index[r.course] ??= []).push(r.lesson);
  return index;
}

/** The sitemap's academy pages: /course, each published course and each of its lessons, with their last change. */
export async function academySitemapPages(db: Db): Promise<SitemapPage[]> {
  const rows = await db.select().from(courses).where(eq(courses.published, true)).orderBy(asc(courses.sort), asc(courses.id));
  const byCourse = await lessonsOf(
    db,
    rows.map((r) => r.id),
  );
  const pages: SitemapPage[] = [];
  let newest: Date | null = null;
  for (const row of rows) {
    const lessonRows = byCourse.get(row.id) ?? [];
    if (!lessonRows.length) continue;
    const changed = lessonRows.reduce((t, l) => (l.updatedAt > t ? l.updatedAt : t), row.updatedAt);
    if (!newest || changed > newest) newest = changed;
    pages.push({ path: coursePath(row.slug), lastModified: changed.toISOString(), changeFrequency: 'monthly', priority: 0.6 });
    for (const lesson of lessonRows) {
      const at = lesson.updatedAt > row.updatedAt ? lesson.updatedAt : row.updatedAt;
      pages.push({ path: lessonPath(row.slug, lesson.slug), lastModified: at.toISOString(), changeFrequency: 'monthly', priority: 0.5 });
    }
  }
  return [{ path: '/course', ...(newest ? { lastModified: newest.toISOString() } : {}), changeFrequency: 'weekly', priority: 0.6 }, ...pages];
}

/** The next sort number among a course's lessons (for a new lesson). */
export async function nextLessonSort(db: Db, courseId: number): Promise<number> {
  const [{ last }] = await db
    .select({ last: max(lessons.sort) })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  return (last ?? -1) + 1;
}
