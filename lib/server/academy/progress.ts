import 'server-only';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { CourseLearning, MyLearning } from '@/lib/api/contract/academy';
import { ACADEMY_LIMITS, type Locale } from '@/lib/config';
import { requireMember, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { notFound } from '@/lib/server/problems';
import { courseLearners, courses, lessonProgress, lessons } from './schema';
import { courseSummary, lessonSummary } from './service';

/*
 * A member's progress through the academy. Every row is keyed by the actor's own id, so a member
 * reads and changes only their own progress; a lesson or course that is not public (unknown, a
 * draft course) is a 404 and nothing is written. "Resume" is the lesson the member opened last:
 * the lesson page's island reports the visit from the browser (never during the cached render).
 */

type LessonRow = typeof lessons.$inferSelect;

/** A lesson of a published course, or 404. */
async function publicLesson(db: Db, lessonId: number): Promise<LessonRow> {
  const [row] = await db
    .select({ lesson: lessons })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(lessons.id, lessonId), eq(courses.published, true)));
  if (!row) throw notFound();
  return row.lesson;
}

async function learningOf(db: Db, memberId: number, courseId: number): Promise<CourseLearning> {
  const [learner] = await db
    .select()
    .from(courseLearners)
    .where(and(eq(courseLearners.memberId, memberId), eq(courseLearners.courseId, courseId)));
  const done = await db
    .select({ id: lessonProgress.lessonId })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(and(eq(lessonProgress.memberId, memberId), eq(lessons.courseId, courseId)))
    .orderBy(asc(lessons.sort), asc(lessons.id));
  return { course_id: courseId, done: done.map((d) => d.id), last_lesson_id: learner?.lastLessonId ?? null };
}

/** The member's progress in one published course (by slug); 404 for a course that is not public. */
export async function courseLearning(db: Db, actor: Actor | null, courseSlug: string): Promise<CourseLearning> {
  const member = requireMember(actor);
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.slug, courseSlug), eq(courses.published, true)));
  if (!course) throw notFound();
  return learningOf(db, member.user.id, course.id);
}

/** Records that the member is in this course (started now, or touched again); `lastLessonId` when a lesson was opened. */
async function touchLearner(db: Db, memberId: number, courseId: number, lastLessonId?: number): Promise<void> {
  await db
    .insert(courseLearners)
    .values({ memberId, courseId, lastLessonId: lastLessonId ?? null })
    .onConflictDoUpdate({
      target: [courseLearners.memberId, courseLearners.courseId],
      set: { updatedAt: sql`now()`, ...(lastLessonId ? { lastLessonId } : {}) },
    });
}

/** Marks a lesson done (or not done again); idempotent. Answers the course's progress. */
export async function setLessonDone(db: Db, actor: Actor | null, lessonId: number, done: boolean): Promise<CourseLearning> {
  const member = requireMember(actor);
  const lesson = await publicLesson(db, lessonId);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (done) await t.insert(lessonProgress).values({ memberId: member.user.id, lessonId }).onConflictDoNothing();
    else await t.delete(lessonProgress).where(and(eq(lessonProgress.memberId, member.user.id), eq(lessonProgress.lessonId, lessonId)));
    await touchLearner(t, member.user.id, lesson.courseId, done ? lessonId : undefined);
  });
  return learningOf(db, member.user.id, lesson.courseId);
}

/** The member opened a lesson: it becomes where "resume" goes. Answers the course's progress. */
export async function visitLesson(db: Db, actor: Actor | null, lessonId: number): Promise<CourseLearning> {
  const member = requireMember(actor);
  const lesson = await publicLesson(db, lessonId);
  await touchLearner(db, member.user.id, lesson.courseId, lessonId);
  return learningOf(db, member.user.id, lesson.courseId);
}

/**
 * /user/myLearn: the member's started courses (the latest touched first) with done / total, where
 * "resume" goes (the lesson opened last, or the first not done once that one is done), and a few
 * published courses not started yet.
 */
export async function myLearning(db: Db, actor: Actor | null, locale: Locale): Promise<MyLearning> {
  const member = requireMember(actor);
  const memberId = member.user.id;
  const started = await db
    .select({ learner: courseLearners, course: courses })
    .from(courseLearners)
    .innerJoin(courses, eq(courses.id, courseLearners.courseId))
    .where(and(eq(courseLearners.memberId, memberId), eq(courses.published, true)))
    .orderBy(desc(courseLearners.updatedAt), desc(courseLearners.courseId));
  const courseIds = started.map((s) => s.course.id);
  const lessonRows = courseIds.length ? await db.select().from(lessons).where(inArray(lessons.courseId, courseIds)).orderBy(asc(lessons.sort), asc(lessons.id)) : [];
  const doneIds = new Set(
    courseIds.length
      ? (
          await db
            .select({ id: lessonProgress.lessonId })
            .from(lessonProgress)
            .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
            .where(and(eq(lessonProgress.memberId, memberId), inArray(lessons.courseId, courseIds)))
        ).map((r) => r.id)
      : [],
  );
  const list = started.flatMap(({ learner, course }) => {
    const own = lessonRows.filter((l) => l.courseId === course.id);
    if (!own.length) return [];
    const done = own.filter((l) => doneIds.has(l.id)).length;
    const last = own.find((l) => l.id === learner.lastLessonId);
    const firstOpen = own.find((l) => !doneIds.has(l.id));
    // Resume where they stopped; when that lesson is done, at the next one still open (after it, else from the start).
    const nextOpen = last ? own.slice(own.indexOf(last) + 1).find((l) => !doneIds.has(l.id)) : undefined;
    const resume = last && !doneIds.has(last.id) ? last : (nextOpen ?? firstOpen ?? last ?? own[0]);
    return [
      {
        course: courseSummary(course, own, locale),
        done,
        total: own.length,
        resume: lessonSummary(resume, locale),
        completed: done === own.length,
        updated_at: learner.updatedAt.toISOString(),
      },
    ];
  });
  const others = await db
    .select()
    .from(courses)
    .where(courseIds.length ? and(eq(courses.published, true), notInArray(courses.id, courseIds)) : eq(courses.published, true))
    .orderBy(asc(courses.sort), asc(courses.id));
  const otherLessons = others.length
    ? await db
        .select()
        .from(lessons)
        .where(
          inArray(
            lessons.courseId,
            others.map((c) => c.id),
          ),
        )
        .orderBy(asc(lessons.sort), asc(lessons.id))
    : [];
  const suggestions = others
    .map((c) => ({ c, own: otherLessons.filter((l) => l.courseId === c.id) }))
    .filter(({ own }) => own.length)
    .slice(0, ACADEMY_LIMITS.suggestions)
    .map(({ c, own }) => courseSummary(c, own, locale));
  return { courses: list, suggestions };
}
