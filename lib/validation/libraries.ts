import { LIBRARY, VISIBILITIES, type Visibility } from '@/lib/config';
import { FILE_HANDLE } from '@/lib/uploads';
import {
  fields, localizedText, oneOf, positiveInt, text, tokenList, validate, wholeNumber, yesNo,
  type FieldErrors, type LocalizedInput, type Validation,
} from './kit';

/*
 * The back office's content library forms (a library's settings, its tags, an entry), shared by
 * the server (the rule that counts) and the forms. Limits are "below" limits, like every text of
 * the kit. An edit carries the `updated_at` it was read at (a later save by someone else is a 409).
 */

export const LIBRARY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slug = (max: number) => text({ max, min: 2, required: true, format: { test: (v) => LIBRARY_SLUG.test(v), key: 'slug' } });

function asObject(raw: unknown): Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

/** A visibility with its level: `level` needs a level, the others none (the level is dropped). */
function levelRule(errors: FieldErrors, visibility: Visibility, level: number | null, field: string): number | null {
  if (visibility !== 'level') return null;
  if (level === null) errors[field] ??= { key: 'choice' };
  return level;
}

/* ---------------------------------------------------------------- library settings */

const librarySchema = fields({
  name: localizedText({ max: LIBRARY.nameMax, required: true }),
  intro: localizedText({ max: LIBRARY.introMax }),
  visibility: oneOf(VISIBILITIES, { key: 'choice', fallback: 'public' }),
  min_level_id: positiveInt({ key: 'choice' }),
  updated_at: text({ max: 41, required: true }),
});

export interface LibraryInput {
  name: LocalizedInput;
  intro: LocalizedInput;
  visibility: Visibility;
  minLevelId: number | null;
  expectedUpdatedAt: Date;
}

/** A library's settings: `name` (zh-CN required) and `intro` per locale, `visibility` and, for `level`, `min_level_id`. */
export function validateLibrary(raw: unknown): Validation<LibraryInput> {
  const checked = validate(librarySchema, raw);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  if (!checked.ok) return { ok: false, errors };
  const v = checked.value;
  const minLevelId = levelRule(errors, v.visibility, v.min_level_id, 'min_level_id');
  if (Number.isNaN(Date.parse(v.updated_at))) errors.updated_at = { key: 'invalid' };
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { name: v.name, intro: v.intro, visibility: v.visibility, minLevelId, expectedUpdatedAt: new Date(v.updated_at) } };
}

/* ---------------------------------------------------------------- tags */

const tagSchema = fields({
  key: slug(LIBRARY.tagKeyMax),
  name: localizedText({ max: LIBRARY.nameMax, required: true }),
});

export interface LibraryTagInput {
  key: string;
  name: LocalizedInput;
}

/** A tag: `key` (the `?tag=` of the list's filter links) and `name` per locale (zh-CN required). */
export function validateLibraryTag(raw: unknown): Validation<LibraryTagInput> {
  const checked = validate(tagSchema, raw);
  if (!checked.ok) return checked;
  return { ok: true, value: { key: checked.value.key, name: checked.value.name } };
}

/* ---------------------------------------------------------------- entries */

const entrySchema = fields({
  slug: slug(LIBRARY.slugMax),
  title: localizedText({ max: LIBRARY.titleMax, required: true }),
  summary: localizedText({ max: LIBRARY.summaryMax, required: true }),
  body: localizedText({ max: LIBRARY.bodyMax }),
  cover: text({ max: 201, required: true }),
  product_id: positiveInt({ key: 'product' }),
  download_visibility: oneOf(VISIBILITIES, { key: 'choice', fallback: 'members' }),
  download_min_level_id: positiveInt({ key: 'choice' }),
  published: yesNo(true),
  sort: wholeNumber({ min: 0, max: 100_000, fallback: 0 }),
  tags: tokenList({ pattern: LIBRARY_SLUG, maxItems: LIBRARY.maxTags, key: 'choice', tooMany: 'invalid' }),
  updated_at: text({ max: 41 }),
});

const imageSchema = fields({
  src: text({ max: 201, required: true }),
  width: wholeNumber({ min: 1, max: 10_000, required: true }),
  height: wholeNumber({ min: 1, max: 10_000, required: true }),
  alt: localizedText({ max: LIBRARY.titleMax }),
});

const fileSchema = fields({
  handle: text({ max: 65, required: true, format: { test: (v) => FILE_HANDLE.test(v), key: 'fileUnknown' } }),
  label: localizedText({ max: LIBRARY.labelMax }),
});

export interface EntryImageInput {
  src: string;
  width: number;
  height: number;
  alt: LocalizedInput;
}

export interface EntryFileInput {
  handle: string;
  label: LocalizedInput;
}

export interface EntryInput {
  slug: string;
  title: LocalizedInput;
  summary: LocalizedInput;
  body: LocalizedInput;
  cover: string;
  productId: number | null;
  downloadVisibility: Visibility;
  downloadMinLevelId: number | null;
  published: boolean;
  sort: number;
  tags: string[];
  images: EntryImageInput[];
  files: EntryFileInput[];
  /** The `updated_at` the form was loaded with (edits only; a later save by someone else is a 409). */
  expectedUpdatedAt: Date | null;
}

function listOf<T>(
  raw: unknown,
  name: string,
  max: number,
  errors: FieldErrors,
  check: (item: unknown) => Validation<T>,
): T[] {
  const out: T[] = [];
  if (raw === undefined || raw === null || raw === '') return out;
  if (!Array.isArray(raw)) {
    errors[name] = { key: 'invalid' };
    return out;
  }
  if (raw.length > max) {
    errors[name] = { key: name === 'files' ? 'tooManyFiles' : 'invalid', values: { max } };
    return out;
  }
  raw.forEach((item, i) => {
    const one = check(item);
    if (!one.ok) for (const [field, error] of Object.entries(one.errors)) errors[`${name}.${i}.${field}`] = error;
    else out.push(one.value);
  });
  return out;
}

/**
 * An entry as the form sends it: texts per locale (title and summary required in zh-CN), the
 * cover and gallery pictures (`isPicture` says whether the site serves that address), the files
 * (stored-file handles with a label per locale), tag keys, who may download (`level` needs a
 * level), published, sort. Errors are named like the fields (`images.0.alt.ja`, `files.1.handle`).
 */
export function validateEntry(raw: unknown, isPicture: (src: string) => boolean = () => true): Validation<EntryInput> {
  const checked = validate(entrySchema, raw);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  const body = asObject(raw);
  const images = listOf(body.images, 'images', LIBRARY.maxImages, errors, (item) => {
    const image = validate(imageSchema, item);
    if (image.ok && !isPicture(image.value.src)) return { ok: false, errors: { src: { key: 'image' } } };
    return image;
  });
  const files = listOf(body.files, 'files', LIBRARY.maxFiles, errors, (item) => validate(fileSchema, item));
  if (new Set(files.map((f) => f.handle)).size !== files.length) errors.files ??= { key: 'invalid' };
  if (!checked.ok) return { ok: false, errors };
  const v = checked.value;
  if (!isPicture(v.cover)) errors.cover = { key: 'image' };
  const downloadMinLevelId = levelRule(errors, v.download_visibility, v.download_min_level_id, 'download_min_level_id');
  if (v.updated_at && Number.isNaN(Date.parse(v.updated_at))) errors.updated_at = { key: 'invalid' };
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      slug: v.slug,
      title: v.title,
      summary: v.summary,
      body: v.body,
      cover: v.cover,
      productId: v.product_id,
      downloadVisibility: v.download_visibility,
      downloadMinLevelId,
      published: v.published,
      sort: v.sort,
      tags: v.tags,
      images,
      files,
      expectedUpdatedAt: v.updated_at ? new Date(v.updated_at) : null,
    },
  };
}

/* ---------------------------------------------------------------- the public list's query */

const listQuerySchema = fields({
  tag: text({ max: LIBRARY.tagKeyMax, format: { test: (v) => LIBRARY_SLUG.test(v), key: 'choice' } }),
  page: positiveInt({ key: 'invalid', max: 10_000 }),
});

export interface LibraryListQuery {
  tag: string;
  page: number;
}

/** `?tag=&page=` of a library's list. */
export function validateLibraryQuery(raw: unknown): Validation<LibraryListQuery> {
  const checked = validate(listQuerySchema, raw);
  if (!checked.ok) return checked;
  return { ok: true, value: { tag: checked.value.tag, page: checked.value.page ?? 1 } };
}
