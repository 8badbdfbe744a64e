import * as z from 'zod/mini';
import type { LocalizedValue } from './catalogue-admin';
import { LOCALES, type Locale } from '@/lib/client-config';
import { ACADEMY_LIMITS, type StaffRole } from '@/lib/config';
import { characterCount, date, fields, hasForbiddenCharacters, localizedText, refuse, text, wholeNumber, yesNo, type LocalizedInput, type Refusal } from '@/lib/validation/kit';

/*
 * The academy's contract: the public reads of /course (cached, rendered on the server), the
 * member's progress (GET /user/learning, POST /user/learning/lessons/{id}[/visit]) and the back
 * office's editor (/admin/courses). The inputs at the end are checked on the server (the rule that
 * counts) and by the editor's forms: a course (slug, title, summary, cover, published), a lesson
 * (slug, title, text, pictures with their descriptions, an optional https video link, reading
 * time), the member's "done" switch and the learning query. Every edit carries the `updated_at`
 * it was read at.
 */

/** Who edits courses and lessons (admin holds every role). */
export const ACADEMY_STAFF_ROLES: readonly StaffRole[] = ['editor'];

/** A course's public address (without the locale prefix). */
export const coursePath = (slug: string) => `/course/${slug}`;
/** A lesson's public address (without the locale prefix). */
export const lessonPath = (courseSlug: string, lessonSlug: string) => `/course/${courseSlug}/${lessonSlug}`;

export interface AcademyPicture {
  src: string;
  /** The half-width variant (`…-sm.webp`). */
  src_small: string;
  width: number;
  height: number;
}

export interface CourseSummary {
  id: number;
  slug: string;
  title: string;
  summary: string;
  cover: AcademyPicture;
  /** Published lessons and their reading time in minutes. */
  lessons: number;
  minutes: number;
  updated_at: string;
  /** Fields written in another locale than the asked one (a fallback): the element says `lang`. */
  lang?: Partial<Record<'title' | 'summary', Locale>>;
}

export interface LessonSummary {
  id: number;
  slug: string;
  title: string;
  minutes: number;
  lang?: Partial<Record<'title', Locale>>;
}

export interface Course extends CourseSummary {
  lesson_list: LessonSummary[];
}

export interface LessonPicture extends AcademyPicture {
  alt: string;
}

export interface Lesson {
  id: number;
  slug: string;
  title: string;
  /** The text as paragraphs (blank lines in the stored text); a paragraph of lines starting with "- " is a list. */
  body: string[];
  images: LessonPicture[];
  /** An https link to a video, shown as a link (never embedded), or ''. */
  video_url: string;
  minutes: number;
  updated_at: string;
  /** 1-based place in the course. */
  position: number;
  course: Course;
  previous: LessonSummary | null;
  next: LessonSummary | null;
  lang?: Partial<Record<'title' | 'body', Locale>>;
}

/** GET /user/learning?course={slug}: the member's progress in one course. */
export interface CourseLearning {
  course_id: number;
  /** Ids of the lessons the member marked done. */
  done: number[];
  /** The lesson the member opened last (where "resume" goes), if any. */
  last_lesson_id: number | null;
}

/** One started course on /user/myLearn. */
export interface MyCourse {
  course: CourseSummary;
  done: number;
  total: number;
  /** Where "resume" goes: the lesson opened last, else the first lesson not done. */
  resume: LessonSummary | null;
  completed: boolean;
  updated_at: string;
}

export interface MyLearning {
  courses: MyCourse[];
  /** Published courses the member has not started (a few). */
  suggestions: CourseSummary[];
}

/* ---------------------------------------------------------------- back office */

export interface AdminLessonImage {
  src: string;
  width: number;
  height: number;
  alt: LocalizedValue;
}

export interface AdminLesson {
  id: number;
  course_id: number;
  slug: string;
  sort: number;
  title: LocalizedValue;
  body: LocalizedValue;
  images: AdminLessonImage[];
  video_url: string;
  minutes: number;
  updated_at: string;
  /** Members who marked it done. */
  done_by: number;
}

export interface AdminCourseRow {
  id: number;
  slug: string;
  title: LocalizedValue;
  cover: string;
  sort: number;
  published: boolean;
  lessons: number;
  learners: number;
  updated_at: string;
}

export interface AdminCourse extends AdminCourseRow {
  summary: LocalizedValue;
  lesson_list: AdminLesson[];
}

/* ---------------------------------------------------------------- inputs */

const ACADEMY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A picture address the site serves itself: the build's artwork or an uploaded catalogue picture. */
const PICTURE = /^(?:\/media\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*|\/uploads\/media\/[a-f0-9]{32})\.webp$/;

function isAcademyPicture(src: string): boolean {
  return PICTURE.test(src);
}

/** An https link (a video page); no credentials in it. */
function isVideoUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const slug = (required: boolean) => text({ max: ACADEMY_LIMITS.slug, min: 2, required, format: { test: (v) => ACADEMY_SLUG_PATTERN.test(v), key: 'slug' } });

/** A field of an edit: absent, it stays as it is (undefined); given, it follows the field's rules. */
const ifGiven = <S extends z.ZodMiniType>(schema: S) => z.optional(z.pipe(z.unknown(), schema));

/** The fields of an edit: each one optional (see ifGiven). */
function givenFields<T extends Record<string, z.ZodMiniType>>(shape: T) {
  return Object.fromEntries(Object.entries(shape).map(([name, schema]) => [name, ifGiven(schema)])) as { [K in keyof T]: ReturnType<typeof ifGiven<T[K]>> };
}

/** An edit's `updated_at`: required once the other fields are valid. */
function editedAt(at: Date | null, ctx: Parameters<typeof refuse>[0]): Date {
  return at ?? refuse(ctx, at, { key: 'required', path: ['updated_at'] });
}

/* courses */

const courseFields = {
  slug: slug(true),
  title: localizedText({ max: ACADEMY_LIMITS.title, required: true }),
  summary: localizedText({ max: ACADEMY_LIMITS.summary, required: true }),
  cover: text({ max: 200, required: true, format: { test: isAcademyPicture, key: 'image' } }),
  published: yesNo(false),
};

/** POST /admin/courses: `slug`, `title` and `summary` per locale (zh-CN required), `cover`, `published` (default: a draft). */
export const courseSchema = z.pipe(
  fields({ ...courseFields, updated_at: date('invalid') }),
  z.transform(({ updated_at: _readAt, ...course }) => course),
);
export type CourseInput = z.output<typeof courseSchema>;

/** PATCH /admin/courses/{id}: only the fields present change; `updated_at` is required. */
export const courseChangeSchema = z.pipe(
  fields({ ...givenFields(courseFields), updated_at: date('invalid') }),
  z.transform(({ updated_at, ...change }, ctx) => ({ ...change, expectedUpdatedAt: editedAt(updated_at, ctx) })),
);
export type CourseChange = z.output<typeof courseChangeSchema>;

/* lessons */

/**
 * A lesson's pictures: `[{src, width, height, alt: {locale: text}}]`, at most ACADEMY_LIMITS.images,
 * each a picture the site serves; errors are reported as `images` or `images.{n}.alt.{locale}`.
 */
const lessonImages = z.pipe(
  z.optional(z.unknown()),
  z.transform((raw, ctx): AdminLessonImage[] => {
    if (raw === undefined || raw === null || raw === '') return [];
    if (!Array.isArray(raw)) return refuse(ctx, raw, { key: 'invalid' });
    if (raw.length > ACADEMY_LIMITS.images) return refuse(ctx, raw, { key: 'tooManyFiles', values: { max: ACADEMY_LIMITS.images } });
    const refusals: Refusal[] = [];
    const out: AdminLessonImage[] = [];
    raw.forEach((item: unknown, index) => {
      const image = typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : null;
      const src = image?.src;
      const width = Number(image?.width);
      const height = Number(image?.height);
      if (
        !image ||
        typeof src !== 'string' ||
        !isAcademyPicture(src) ||
        !Number.isInteger(width) ||
        !Number.isInteger(height) ||
        width < 1 ||
        height < 1 ||
        width > 10_000 ||
        height > 10_000
      ) {
        refusals.push({ key: 'image', path: [index] });
        return;
      }
      const alt: LocalizedInput = {};
      const rawAlt = image.alt;
      if (rawAlt !== undefined && rawAlt !== null && (typeof rawAlt !== 'object' || Array.isArray(rawAlt))) {
        refusals.push({ key: 'invalid', path: [index, 'alt'] });
        return;
      }
      for (const [locale, value] of Object.entries((rawAlt ?? {}) as Record<string, unknown>)) {
        const path = [index, 'alt', locale];
        if (!(LOCALES as readonly string[]).includes(locale)) refusals.push({ key: 'locale', path });
        else if (value === null || value === undefined || value === '') continue;
        else if (typeof value !== 'string') refusals.push({ key: 'invalid', path });
        else if (hasForbiddenCharacters(value)) refusals.push({ key: 'characters', path });
        else if (characterCount(value.trim()) >= ACADEMY_LIMITS.alt) refusals.push({ key: 'tooLong', path, values: { max: ACADEMY_LIMITS.alt } });
        else if (value.trim()) alt[locale as Locale] = value.trim();
      }
      out.push({ src, width, height, alt });
    });
    return refusals.length ? refuse(ctx, raw, ...refusals) : out;
  }),
);

const lessonFields = {
  slug: slug(true),
  title: localizedText({ max: ACADEMY_LIMITS.title, required: true }),
  body: localizedText({ max: ACADEMY_LIMITS.body, required: true }),
  images: lessonImages,
  video_url: text({ max: ACADEMY_LIMITS.videoUrl, format: { test: isVideoUrl, key: 'url' } }),
  minutes: wholeNumber({ min: 1, max: ACADEMY_LIMITS.minutesMax, fallback: 5 }),
};

/** POST /admin/courses/{id}/lessons: `slug`, `title` and `body` per locale (zh-CN required), `images`, `video_url`, `minutes`. */
export const lessonSchema = z.pipe(
  fields({ ...lessonFields, updated_at: date('invalid') }),
  z.transform(({ video_url, updated_at: _readAt, ...lesson }) => ({ ...lesson, videoUrl: video_url })),
);
export type LessonInput = z.output<typeof lessonSchema>;

/** PATCH /admin/lessons/{id}: only the fields present change; `updated_at` is required. */
export const lessonChangeSchema = z.pipe(
  fields({ ...givenFields(lessonFields), updated_at: date('invalid') }),
  z.transform(({ video_url, updated_at, ...change }, ctx) => ({
    ...change,
    ...(video_url !== undefined ? { videoUrl: video_url } : {}),
    expectedUpdatedAt: editedAt(updated_at, ctx),
  })),
);
export type LessonChange = z.output<typeof lessonChangeSchema>;

/* moves, the member's calls */

/** POST /admin/courses/{id}/move, /admin/lessons/{id}/move: `direction` up or down (required). */
export const courseMoveSchema = fields({
  direction: z.pipe(
    z.optional(z.unknown()),
    z.transform((raw, ctx): 'up' | 'down' => {
      if (!raw) return refuse(ctx, raw, { key: 'required' });
      return raw === 'up' || raw === 'down' ? raw : refuse(ctx, raw, { key: 'choice' });
    }),
  ),
});

/** POST /user/learning/lessons/{id} {done: boolean}: `done` is required. */
export const lessonDoneSchema = fields({
  done: z.pipe(
    z.pipe(
      z.optional(z.unknown()),
      z.transform((raw, ctx): unknown => (raw === undefined ? refuse(ctx, raw, { key: 'required' }) : raw)),
    ),
    yesNo(true),
  ),
});

/** GET /user/learning?course={slug}: one course's progress; without it, /user/myLearn's list. */
export const learningQuerySchema = fields({ course: slug(false) });
