import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, boolean, unique } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../catalogue/schema';
import { users } from '../members/schema';

/*
 * The academy (/course, /user/myLearn): staff-written courses of lessons, public and crawlable;
 * a member's progress through them.
 */

export interface LessonImage {
  src: string;
  alt: LocalizedText;
  width: number;
  height: number;
}

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  summary: jsonb('summary').$type<LocalizedText>().notNull(),
  /** A catalogue-style picture (lib/server/catalogue/images.ts). */
  cover: text('cover').notNull(),
  sort: integer('sort').notNull().default(0),
  published: boolean('published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    sort: integer('sort').notNull().default(0),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** The lesson's text per locale: paragraphs separated by blank lines. */
    body: jsonb('body').$type<LocalizedText>().notNull(),
    images: jsonb('images').$type<LessonImage[]>().notNull().default([]),
    /** An optional video link (https), shown as a link, never embedded from outside. */
    videoUrl: text('video_url').notNull().default(''),
    minutes: integer('minutes').notNull().default(5),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('lessons_course_slug_unique').on(t.courseId, t.slug), index('lessons_course_idx').on(t.courseId, t.sort)],
);

/** A lesson a member marked done. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.lessonId] })],
);

/** A course a member started: where they stopped (the lesson to resume), for /user/myLearn. */
export const courseLearners = pgTable(
  'course_learners',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lastLessonId: integer('last_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.courseId] }), index('course_learners_member_idx').on(t.memberId, t.updatedAt)],
);
