import 'server-only';
import { and, asc, count, eq, inArray, max, ne, sql } from 'drizzle-orm';
import {
  ACADEMY_STAFF_ROLES,
  type AdminCourse,
  type AdminCourseRow,
  type AdminLesson,
  type CourseChange,
  type CourseInput,
  type LessonChange,
  type LessonInput,
} from '@/lib/api/contract/academy';
import { ACADEMY_LIMITS } from '@/lib/config';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { recordRevision } from '@/lib/server/revisions/service';
import { clearMachineMarks } from '@/lib/server/translate/marks';
import { isUniqueViolation } from '@/lib/server/db/errors';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem, InvalidInput, notFound } from '@/lib/server/problems';
import { courseLearners, courses, lessonProgress, lessons } from './schema';
import { nextLessonSort } from './service';
import { revalidateAcademy } from './tags';

/*
 * The academy in the back office (editor, admin): courses (slug, texts per locale, cover, order,
 * published) and their lessons (slug, texts per locale, pictures, video link, reading time, order).
 * Each write is one transaction with its audit row and a conflict check on the `updated_at` the
 * editor read; the public pages' tag is revalidated once it has committed.
 */

type CourseRow = typeof courses.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;

const courseView = (r: CourseRow) => ({ slug: r.slug, title: r.title, summary: r.summary, cover: r.cover, sort: r.sort, published: r.published });
/** The fields the course form edits, as its history keeps them. */
export const courseSnapshot = (r: CourseRow) => ({ slug: r.slug, title: r.title, summary: r.summary, cover: r.cover, published: r.published });
const lessonView = (r: LessonRow) => ({
  course_id: r.courseId,
  slug: r.slug,
  sort: r.sort,
  title: r.title,
  body: r.body,
  images: r.images,
  video_url: r.videoUrl,
  minutes: r.minutes,
});

/** The editor's lesson: the audited fields, framed by its id, its version and how many members finished it. */
function toLesson(r: LessonRow, doneBy: number): AdminLesson {
  return { id: r.id, ...lessonView(r), updated_at: r.updatedAt.toISOString(), done_by: doneBy };
}

const conflict = () => new ApiProblem(409, 'conflict');
const slugTaken = () => new InvalidInput({ slug: { key: 'taken' } });

/** A slug taken between the check and the write (two editors at once) is refused by the unique index: the same 400. */
async function slugChecked<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'slug')) throw slugTaken();
    throw error;
  }
}

/** Every course (drafts too) with its lesson and learner counts, in the public order. */
export async function listAdminCourses(db: Db, actor: Actor | null): Promise<AdminCourseRow[]> {
  requireRole(actor, ...ACADEMY_STAFF_ROLES);
  const rows = await db.select().from(courses).orderBy(asc(courses.sort), asc(courses.id));
  const lessonCounts = await db.select({ id: lessons.courseId, n: count() }).from(lessons).groupBy(lessons.courseId);
  const learnerCounts = await db.select({ id: courseLearners.courseId, n: count() }).from(courseLearners).groupBy(courseLearners.courseId);
  const lessonsOf = new Map(lessonCounts.map((r) => [r.id, r.n]));
  const learnersOf = new Map(learnerCounts.map((r) => [r.id, r.n]));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    cover: r.cover,
    sort: r.sort,
    published: r.published,
    lessons: lessonsOf.get(r.id) ?? 0,
    learners: learnersOf.get(r.id) ?? 0,
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** One course with every text in every locale and its lessons; 404 when unknown. */
export async function adminCourse(db: Db, actor: Actor | null, id: number): Promise<AdminCourse> {
  requireRole(actor, ...ACADEMY_STAFF_ROLES);
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  if (!row) throw notFound();
  const lessonRows = await db.select().from(lessons).where(eq(lessons.courseId, id)).orderBy(asc(lessons.sort), asc(lessons.id));
  const done = lessonRows.length
    ? await db
        .select({ id: lessonProgress.lessonId, n: count() })
        .from(lessonProgress)
        .where(
          inArray(
            lessonProgress.lessonId,
            lessonRows.map((l) => l.id),
          ),
        )
        .groupBy(lessonProgress.lessonId)
    : [];
  const [{ n: learners }] = await db.select({ n: count() }).from(courseLearners).where(eq(courseLearners.courseId, id));
  const doneOf = new Map(done.map((d) => [d.id, d.n]));
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    sort: row.sort,
    published: row.published,
    lessons: lessonRows.length,
    learners,
    updated_at: row.updatedAt.toISOString(),
    lesson_list: lessonRows.map((l) => toLesson(l, doneOf.get(l.id) ?? 0)),
  };
}

async function slugFree(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(exceptId ? and(eq(courses.slug, slug), ne(courses.id, exceptId)) : eq(courses.slug, slug));
  return !row;
}

/** A new course, last in the list (a draft unless `published`). */
export async function createCourse(db: Db, actor: Actor | null, input: CourseInput): Promise<AdminCourse> {
  const staff = requireRole(actor, ...ACADEMY_STAFF_ROLES);
  const created = await slugChecked(
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [{ n }] = await t.select({ n: count() }).from(courses);
      if (n >= ACADEMY_LIMITS.courses) throw new ApiProblem(409, 'academy.tooManyCourses', { values: { max: ACADEMY_LIMITS.courses } });
      if (!(await slugFree(t, input.slug))) throw slugTaken();
      const [{ last }] = await t.select({ last: max(courses.sort) }).from(courses);
      const [row] = await t
        .insert(courses)
        .values({ slug: input.slug, title: input.title, summary: input.summary, cover: input.cover, published: input.published, sort: (last ?? -1) + 1 })
        .returning();
      await recordAudit(t, { actor: staff }, { action: 'course.create', entity: 'course', entityId: row.id, before: null, after: courseView(row) });
      await recordRevision(t, staff, 'course', row.id, null, courseSnapshot(row));
      return row;
    }),
  );
  revalidateAcademy();
  return adminCourse(db, actor, created.id);
}

/** Changes a course's fields present in `change`, if nobody changed it since it was read (else 409). */
export async function updateCourse(db: Db, actor: Actor | null, id: number, change: CourseChange): Promise<AdminCourse> {
  const staff = requireRole(actor, ...ACADEMY_STAFF_ROLES);
  await slugChecked(
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [before] = await t.select().from(courses).where(eq(courses.id, id)).for('update');
      if (!before) throw notFound();
      if (before.updatedAt.getTime() !== change.expectedUpdatedAt.getTime()) throw conflict();
      if (change.slug && change.slug !== before.slug && !(await slugFree(t, change.slug, id))) throw slugTaken();
      const [after] = await t
        .update(courses)
        .set({
          ...(change.slug ? { slug: change.slug } : {}),
          ...(change.title ? { title: change.title } : {}),
          ...(change.summary ? { summary: change.summary } : {}),
          ...(change.cover ? { cover: change.cover } : {}),
          ...(change.published !== undefined ? { published: change.published } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(courses.id, id))
        .returning();
      await recordAudit(t, { actor: staff }, { action: 'course.update', entity: 'course', entityId: id, before: courseView(before), after: courseView(after) });
      // Saving the texts is reviewing them: the machine marks go, changed or not.
      if (change.title || change.summary) await clearMachineMarks(t, 'course', id);
      await recordRevision(t, staff, 'course', id, courseSnapshot(before), courseSnapshot(after));
    }),
  );
  revalidateAcademy();
  return adminCourse(db, actor, id);
}

/** Deletes a course with its lessons and the members' progress in it. */
export async function deleteCourse(db: Db, actor: Actor | null, id: number): Promise<void> {
  const staff = requireRole(actor, ...ACADEMY_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [before] = await t.select().from(courses).where(eq(courses.id, id)).for('update');
    if (!before) throw notFound();
    const lessonCount = (await t.select({ n: count() }).from(lessons).where(eq(lessons.courseId, id)))[0].n;
    await t.delete(courses).where(eq(courses.id, id));
    await recordAudit(t, { actor: staff }, { action: 'course.delete', entity: 'course', entityId: id, before: { ...courseView(before), lessons: lessonCount }, after: null });
  });
  revalidateAcademy();
}

/** Moves a course one place up or down in the public order. */
export async function moveCourse(db: Db, actor: Actor | null, id: number, direction: 'up' | 'down'): Promise<void> {
  const staff = requireRole(actor, ...ACADEMY_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const all = await t.select({ id: courses.id, sort: courses.sort }).from(courses).orderBy(asc(courses.sort), asc(courses.id)).for('update');
    await reorder(t, all, id, direction, (rowId, sort) => t.update(courses).set({ sort }).where(eq(courses.id, rowId)));
    await recordAudit(t, { actor: staff }, { action: 'course.move', entity: 'course', entityId: id, before: null, after: { direction } });
  });
  revalidateAcademy();
}

async function reorder(_db: Db, all: { id: number; sort: number }[], id: number, direction: 'up' | 'down', write: (id: number, sort: number) => Promise<unknown>): Promise<void> {
  const index = all.findIndex((r) => r.id === id);
  if (index < 0) throw notFound();
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= all.length) return;
  const order = all.map((r) => r.id);
  [order[index], order[target]] = [order[target], order[index]];
  for (const [sort, rowId] of order.entries()) if (all.find((r) => r.id === rowId)!.sort !== sort) await write(rowId, sort);
}

/* ---------------------------------------------------------------- lessons */

async function lessonSlugFree(db: Db, courseId: number, slug: string, exceptId?: number): Promise<boolean> {
  const where = exceptId ? and(eq(lessons.courseId, courseId), eq(lessons.slug, slug), ne(lessons.id, exceptId)) : and(eq(lessons.courseId, courseId), eq(lessons.slug, slug));
  const [row] = await db.select({ id: lessons.id }).from(lessons).where(where);
  return !row;
}

async function touchCourse(db: Db, courseId: number): Promise<void> {
  await db
    .update(courses)
    .set({ updatedAt: sql`now()` })
    .where(eq(courses.id, courseId));
}

/** A new lesson, last in its course. */
export async function createLesson(db: Db, actor: Actor | null, courseId: number, input: LessonInput): Promise<AdminLesson> {
  const staff = requireRole(actor, ...ACADEMY_STAFF_ROLES);
  const row = await slugChecked(
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [course] = await t.select().from(courses).where(eq(courses.id, courseId)).for('update');
      if (!course) throw notFound();
      const [{ n }] = await t.select({ n: count() }).from(lessons).where(eq(lessons.courseId, courseId));
      if (n >= ACADEMY_LIMITS.lessonsPerCourse) throw new ApiProblem(409, 'academy.tooManyLessons', { values: { max: ACADEMY_LIMITS.lessonsPerCourse } });
      if (!(await lessonSlugFree(t, courseId, input.slug))) throw slugTaken();
      const [created] = await t
        .insert(lessons)
        .values({
          courseId,
          slug: input.slug,
          sort: await nextLessonSort(t, courseId),
          title: input.title,
          body: input.body,
          images: input.images,
          videoUrl: input.videoUrl,
          minutes: input.minutes,
        })
        .returning();
      await touchCourse(t, courseId);
      await recordAudit(t, { actor: staff }, { action: 'lesson.create', entity: 'lesson', entityId: created.id, before: null, after: lessonView(created) });
      return created;
    }),
  );
  revalidateAcademy();
  return toLesson(row, 0);
}

/** Changes a lesson's fields present in `change` (409 when it changed since it was read). */
export async function updateLesson(db: Db, actor: Actor | null, id: number, change: LessonChange): Promise<AdminLesson> {
  const staff = requireRole(actor, ...ACADEMY_STAFF_ROLES);
  const row = await slugChecked(
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [before] = await t.select().from(lessons).where(eq(lessons.id, id)).for('update');
      if (!before) throw notFound();
      if (before.updatedAt.getTime() !== change.expectedUpdatedAt.getTime()) throw conflict();
      if (change.slug && change.slug !== before.slug && !(await lessonSlugFree(t, before.courseId, change.slug, id))) throw slugTaken();
      const [after] = await t
        .update(lessons)
        .set({
          ...(change.slug ? { slug: change.slug } : {}),
          ...(change.title ? { title: change.title } : {}),
          ...(change.body ? { body: change.body } : {}),
          ...(change.images ? { images: change.images } : {}),
          ...(change.videoUrl !== undefined ? { videoUrl: change.videoUrl } : {}),
          ...(change.minutes !== undefined ? { minutes: change.minutes } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(lessons.id, id))
        .returning();
      await touchCourse(t, before.courseId);
      await recordAudit(t, { actor: staff }, { action: 'lesson.update', entity: 'lesson', entityId: id, before: lessonView(before), after: lessonView(after) });
      return after;
    }),
  );
  revalidateAcademy();
  const [{ n }] = await db.select({ n: count() }).from(lessonProgress).where(eq(lessonProgress.lessonId, id));
  return toLesson(row, n);
}

/** Deletes a lesson (the members' ticks of it go with it; "resume" moves on). */
export async function deleteLesson(db: Db, actor: Actor | null, id: number): Promise<void> {
  const staff = requireRole(actor, ...ACADEMY_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [before] = await t.select().from(lessons).where(eq(lessons.id, id)).for('update');
    if (!before) throw notFound();
    await t.delete(lessons).where(eq(lessons.id, id));
    await touchCourse(t, before.courseId);
    await recordAudit(t, { actor: staff }, { action: 'lesson.delete', entity: 'lesson', entityId: id, before: lessonView(before), after: null });
  });
  revalidateAcademy();
}

/** Moves a lesson one place up or down in its course. */
export async function moveLesson(db: Db, actor: Actor | null, id: number, direction: 'up' | 'down'): Promise<void> {
  const staff = requireRole(actor, ...ACADEMY_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [lesson] = await t.select().from(lessons).where(eq(lessons.id, id));
    if (!lesson) throw notFound();
    const all = await t
      .select({ id: lessons.id, sort: lessons.sort })
      .from(lessons)
      .where(eq(lessons.courseId, lesson.courseId))
      .orderBy(asc(lessons.sort), asc(lessons.id))
      .for('update');
    await reorder(t, all, id, direction, (rowId, sort) => t.update(lessons).set({ sort }).where(eq(lessons.id, rowId)));
    await touchCourse(t, lesson.courseId);
    await recordAudit(t, { actor: staff }, { action: 'lesson.move', entity: 'lesson', entityId: id, before: null, after: { direction } });
  });
  revalidateAcademy();
}
