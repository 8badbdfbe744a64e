import type { Locale } from '@/lib/client-config';
import type { StaffRole } from '@/lib/config';

/*
 * The academy's contract: the public reads of /course (cached, rendered on the server), the
 * member's progress (GET /user/learning, POST /user/learning/lessons/{id}[/visit]) and the back
 * office's editor (/admin/courses).
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

export type LocalizedValue = Partial<Record<Locale, string>>;

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
