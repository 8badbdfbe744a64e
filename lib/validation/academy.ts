import { ACADEMY_LIMITS, LOCALES, type Locale } from '@/lib/config';
import type { AdminLessonImage } from '@/lib/api/contract/academy';
import {
  characterCount, date, fields, hasForbiddenCharacters, localizedText, oneOf, text, validate, wholeNumber, yesNo,
  type FieldErrors, type LocalizedInput, type Validation,
} from './kit';

/*
 * The academy's forms and queries, shared by the server (the rule that counts) and the back
 * office's editor: a course (slug, title, summary, cover, published), a lesson (slug, title, text,
 * pictures with their descriptions, an optional https video link, reading time), the member's
 * "done" switch and the learning query. Every edit carries the `updated_at` it was read at.
 */

export const ACADEMY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A picture address the site serves itself: the build's artwork or an uploaded catalogue picture. */
const PICTURE = /^(?:\/media\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*|\/uploads\/media\/[a-f0-9]{32})\.webp$/;

export function isAcademyPicture(src: string): boolean {
  return PICTURE.test(src);
}

/** An https link (a video page); no credentials in it. */
export function isVideoUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const slug = (required: boolean) =>
  text({ max: ACADEMY_LIMITS.slug, min: 2, required, format: { test: (v) => ACADEMY_SLUG_PATTERN.test(v), key: 'slug' } });

function has(raw: unknown, name: string): boolean {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) && Object.hasOwn(raw, name);
}

function objectOf(raw: unknown): Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : { '': raw };
}

/* ---------------------------------------------------------------- courses */

const courseSchema = fields({
  slug: slug(true),
  title: localizedText({ max: ACADEMY_LIMITS.title, required: true }),
  summary: localizedText({ max: ACADEMY_LIMITS.summary, required: true }),
  cover: text({ max: 200, required: true, format: { test: isAcademyPicture, key: 'image' } }),
  published: yesNo(false),
  updated_at: date('invalid'),
});

export interface CourseInput {
  slug: string;
  title: LocalizedInput;
  summary: LocalizedInput;
  cover: string;
  published: boolean;
}

export interface CourseChange extends Partial<CourseInput> {
  expectedUpdatedAt: Date;
}

/** A new course: `slug`, `title` and `summary` per locale (zh-CN required), `cover`, `published` (default: a draft). */
export function validateCourse(raw: unknown): Validation<CourseInput> {
  const checked = validate(courseSchema, raw);
  if (!checked.ok) return checked;
  const { slug: s, title, summary, cover, published } = checked.value;
  return { ok: true, value: { slug: s, title, summary, cover, published } };
}

/** A change to a course: only the fields present change; `updated_at` is required. */
export function validateCourseChange(raw: unknown): Validation<CourseChange> {
  const given = objectOf(raw);
  const checked = validate(courseSchema, { slug: 'keep', title: { 'zh-CN': '-' }, summary: { 'zh-CN': '-' }, cover: '/media/keep.webp', ...given });
  if (!checked.ok) return checked;
  const v = checked.value;
  if (!v.updated_at) return { ok: false, errors: { updated_at: { key: 'required' } } };
  return {
    ok: true,
    value: {
      ...(has(raw, 'slug') ? { slug: v.slug } : {}),
      ...(has(raw, 'title') ? { title: v.title } : {}),
      ...(has(raw, 'summary') ? { summary: v.summary } : {}),
      ...(has(raw, 'cover') ? { cover: v.cover } : {}),
      ...(has(raw, 'published') ? { published: v.published } : {}),
      expectedUpdatedAt: v.updated_at,
    },
  };
}

/* ---------------------------------------------------------------- lessons */

const lessonSchema = fields({
  slug: slug(true),
  title: localizedText({ max: ACADEMY_LIMITS.title, required: true }),
  body: localizedText({ max: ACADEMY_LIMITS.body, required: true }),
  video_url: text({ max: ACADEMY_LIMITS.videoUrl, format: { test: isVideoUrl, key: 'url' } }),
  minutes: wholeNumber({ min: 1, max: ACADEMY_LIMITS.minutesMax, fallback: 5 }),
  updated_at: date('invalid'),
});

export interface LessonInput {
  slug: string;
  title: LocalizedInput;
  body: LocalizedInput;
  images: AdminLessonImage[];
  videoUrl: string;
  minutes: number;
}

export interface LessonChange extends Partial<LessonInput> {
  expectedUpdatedAt: Date;
}

/**
 * A lesson's pictures: `[{src, width, height, alt: {locale: text}}]`, at most ACADEMY_LIMITS.images,
 * each a picture the site serves; errors are reported as `images` or `images.{n}.alt.{locale}`.
 */
function readImages(raw: unknown, errors: FieldErrors): AdminLessonImage[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (!Array.isArray(raw)) {
    errors.images = { key: 'invalid' };
    return [];
  }
  if (raw.length > ACADEMY_LIMITS.images) {
    errors.images = { key: 'tooManyFiles', values: { max: ACADEMY_LIMITS.images } };
    return [];
  }
  const out: AdminLessonImage[] = [];
  raw.forEach((item: unknown, index) => {
    const image = typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : null;
    const src = image?.src;
    const width = Number(image?.width);
    const height = Number(image?.height);
    if (!image || typeof src !== 'string' || !isAcademyPicture(src) || !Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > 10_000 || height > 10_000) {
      errors[`images.${index}`] = { key: 'image' };
      return;
    }
    const alt: LocalizedInput = {};
    const rawAlt = image.alt;
    if (rawAlt !== undefined && rawAlt !== null && (typeof rawAlt !== 'object' || Array.isArray(rawAlt))) {
      errors[`images.${index}.alt`] = { key: 'invalid' };
      return;
    }
    for (const [locale, value] of Object.entries((rawAlt ?? {}) as Record<string, unknown>)) {
      const field = `images.${index}.alt.${locale}`;
      if (!(LOCALES as readonly string[]).includes(locale)) errors[field] = { key: 'locale' };
      else if (value === null || value === undefined || value === '') continue;
      else if (typeof value !== 'string') errors[field] = { key: 'invalid' };
      else if (hasForbiddenCharacters(value)) errors[field] = { key: 'characters' };
      else if (characterCount(value.trim()) >= ACADEMY_LIMITS.alt) errors[field] = { key: 'tooLong', values: { max: ACADEMY_LIMITS.alt } };
      else if (value.trim()) alt[locale as Locale] = value.trim();
    }
    out.push({ src, width, height, alt });
  });
  return out;
}

function lessonValue(raw: unknown, defaults: Record<string, unknown>): Validation<LessonInput & { updatedAt: Date | null }> {
  const given = objectOf(raw);
  const checked = validate(lessonSchema, { ...defaults, ...given });
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  const images = readImages(given.images, errors);
  if (!checked.ok || Object.keys(errors).length) return { ok: false, errors };
  const v = checked.value;
  return { ok: true, value: { slug: v.slug, title: v.title, body: v.body, images, videoUrl: v.video_url, minutes: v.minutes, updatedAt: v.updated_at } };
}

/** A new lesson: `slug`, `title` and `body` per locale (zh-CN required), `images`, `video_url`, `minutes`. */
export function validateLesson(raw: unknown): Validation<LessonInput> {
  const checked = lessonValue(raw, {});
  if (!checked.ok) return checked;
  const { updatedAt: _ignored, ...value } = checked.value;
  void _ignored;
  return { ok: true, value };
}

/** A change to a lesson: only the fields present change; `updated_at` is required. */
export function validateLessonChange(raw: unknown): Validation<LessonChange> {
  const checked = lessonValue(raw, { slug: 'keep', title: { 'zh-CN': '-' }, body: { 'zh-CN': '-' } });
  if (!checked.ok) return checked;
  const v = checked.value;
  if (!v.updatedAt) return { ok: false, errors: { updated_at: { key: 'required' } } };
  return {
    ok: true,
    value: {
      ...(has(raw, 'slug') ? { slug: v.slug } : {}),
      ...(has(raw, 'title') ? { title: v.title } : {}),
      ...(has(raw, 'body') ? { body: v.body } : {}),
      ...(has(raw, 'images') ? { images: v.images } : {}),
      ...(has(raw, 'video_url') ? { videoUrl: v.videoUrl } : {}),
      ...(has(raw, 'minutes') ? { minutes: v.minutes } : {}),
      expectedUpdatedAt: v.updatedAt,
    },
  };
}

/* ---------------------------------------------------------------- moves, the member's calls */

const moveSchema = fields({ direction: oneOf(['up', 'down'] as const, { key: 'choice', fallback: 'up' }) });
export function validateLessonMove(raw: unknown): Validation<{ direction: 'up' | 'down' }> {
  const given = objectOf(raw);
  if (!given.direction) return { ok: false, errors: { direction: { key: 'required' } } };
  return validate(moveSchema, given);
}

const doneSchema = fields({ done: yesNo(true) });
/** POST /user/learning/lessons/{id} {done: boolean}: `done` is required. */
export function validateLessonDone(raw: unknown): Validation<{ done: boolean }> {
  const given = objectOf(raw);
  if (!has(given, 'done')) return { ok: false, errors: { done: { key: 'required' } } };
  return validate(doneSchema, given);
}

const learningQuerySchema = fields({ course: slug(false) });
/** GET /user/learning?course={slug}: one course's progress; without it, /user/myLearn's list. */
export function validateLearningQuery(raw: unknown): Validation<{ course: string }> {
  return validate(learningQuerySchema, raw);
}
