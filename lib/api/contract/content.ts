/**
 * The content libraries (/inspiration, /sourceFile, /schemeLibrary, /imagesLive,
 * /schoolEntertainment, /music, /helpTeam): entries, tags and downloads that staff manage through
 * one mechanism. "Content" means these libraries only; the FAQ, slider, home cards and company
 * facts belong to the catalogue (./catalogue.ts).
 */
import * as z from 'zod/mini';
import { LIBRARY, VISIBILITIES, type LibraryKey, type StaffRole, type Visibility } from '@/lib/config';
import { FILE_HANDLE } from '@/lib/uploads';
import { fields, localizedText, oneOf, positiveInt, text, tokenList, validate, wholeNumber, yesNo, type FieldKey, type Validation } from '@/lib/validation/kit';
import type { LocalizedTexts } from './products-admin';

/** Who edits the libraries (settings, tags, entries); admin holds every role. */
export const CONTENT_STAFF_ROLES: readonly StaffRole[] = ['editor'];

/* The back office's libraries: the raw texts of every locale. */

export interface AdminLibrarySummary {
  key: LibraryKey;
  name: LocalizedTexts;
  intro: LocalizedTexts;
  visibility: Visibility;
  min_level_id: number | null;
  entries: number;
  published: number;
  tags: number;
  updated_at: string;
}

export interface AdminLibraryTag {
  id: number;
  key: string;
  name: LocalizedTexts;
  entries: number;
}

export interface AdminEntrySummary {
  id: number;
  slug: string;
  title: LocalizedTexts;
  cover: string;
  published: boolean;
  download_visibility: Visibility;
  files: number;
  sort: number;
  updated_at: string;
}

export interface AdminLibrary extends AdminLibrarySummary {
  tag_list: AdminLibraryTag[];
  entry_list: AdminEntrySummary[];
}

export interface AdminEntry {
  id: number;
  library: LibraryKey;
  slug: string;
  title: LocalizedTexts;
  summary: LocalizedTexts;
  body: LocalizedTexts;
  cover: string;
  product_id: number | null;
  download_visibility: Visibility;
  download_min_level_id: number | null;
  published: boolean;
  sort: number;
  tags: string[];
  images: { src: string; width: number; height: number; alt: LocalizedTexts }[];
  files: { handle: string; name: string; mime: string; bytes: number; label: LocalizedTexts }[];
  updated_at: string;
}

export interface LevelOption {
  id: number;
  name: string;
  threshold: number;
}

export interface ProductOption {
  id: number;
  name: string;
}

/* ---------------------------------------------------------------- the back office's forms */

/*
 * A library's settings, its tags and an entry, shared by the server (the rule that counts) and the
 * forms. Limits are "below" limits, like every text of the kit. An edit carries the `updated_at`
 * it was read at (a later save by someone else is a 409).
 */

export const LIBRARY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slug = (max: number) => text({ max, min: 2, required: true, format: { test: (v) => LIBRARY_SLUG.test(v), key: 'slug' } });

type Ctx = Parameters<Parameters<typeof z.transform>[0]>[1];

function issue(ctx: { issues: unknown[] }, path: (string | number)[], key: FieldKey, values?: Record<string, number>): void {
  (ctx as Ctx).issues.push({ code: 'custom', message: key, input: undefined, path, params: values ? { values } : undefined });
}

/** A library's settings: `name` (zh-CN required) and `intro` per locale, `visibility` and, for `level`, `min_level_id`. */
export const librarySchema = z.pipe(
  fields({
    name: localizedText({ max: LIBRARY.nameMax, required: true }),
    intro: localizedText({ max: LIBRARY.introMax }),
    visibility: oneOf(VISIBILITIES, { key: 'choice', fallback: 'public' }),
    min_level_id: positiveInt({ key: 'choice' }),
    updated_at: text({ max: 41, required: true }),
  }),
  z.transform((v, ctx) => {
    // A `level` visibility needs its level; the others drop it.
    if (v.visibility === 'level' && v.min_level_id === null) issue(ctx, ['min_level_id'], 'choice');
    if (Number.isNaN(Date.parse(v.updated_at))) issue(ctx, ['updated_at'], 'invalid');
    if (ctx.issues.length) return z.NEVER;
    return { name: v.name, intro: v.intro, visibility: v.visibility, minLevelId: v.visibility === 'level' ? v.min_level_id : null, expectedUpdatedAt: new Date(v.updated_at) };
  }),
);
export type LibraryInput = z.output<typeof librarySchema>;

/** A tag: `key` (the `?tag=` of the list's filter links) and `name` per locale (zh-CN required). */
export const libraryTagSchema = fields({
  key: slug(LIBRARY.tagKeyMax),
  name: localizedText({ max: LIBRARY.nameMax, required: true }),
});
export type LibraryTagInput = z.output<typeof libraryTagSchema>;

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

/**
 * A list of objects (an entry's pictures or files): [] when absent; each item's errors are named
 * `images.0.alt.ja`; `more` is the error of a list longer than `max`; with `keyOf`, no two items
 * may share a key.
 */
function itemList<T>(max: number, more: FieldKey, check: (item: unknown) => Validation<T>, keyOf?: (item: T) => string) {
  return z.prefault(
    z.pipe(
      z.unknown(),
      z.transform((raw, ctx: Ctx): T[] => {
        const out: T[] = [];
        if (raw === undefined || raw === null || raw === '') return out;
        if (!Array.isArray(raw)) {
          issue(ctx, [], 'invalid');
          return out;
        }
        if (raw.length > max) {
          issue(ctx, [], more, { max });
          return out;
        }
        raw.forEach((item, i) => {
          const one = check(item);
          if (one.ok) out.push(one.value);
          else for (const [field, error] of Object.entries(one.errors)) issue(ctx, [i, ...field.split('.')], error.key, error.values);
        });
        // The same item twice (a file attached once) is an error of the list.
        if (keyOf && new Set(out.map(keyOf)).size !== out.length) issue(ctx, [], 'invalid');
        return out;
      }),
    ),
    null,
  );
}

/**
 * An entry as the form sends it: texts per locale (title and summary required in zh-CN), the
 * cover and gallery pictures (`isPicture` says whether the site serves that address), the files
 * (stored-file handles with a label per locale, each once), tag keys, who may download (`level`
 * needs a level), published, sort. Errors are named like the fields (`images.0.alt.ja`,
 * `files.1.handle`); the rules over several fields run once the entry's own fields are valid.
 */
export function libraryEntrySchema(isPicture: (src: string) => boolean = () => true) {
  const images = itemList(LIBRARY.maxImages, 'invalid', (item) => {
    const image = validate(imageSchema, item);
    if (image.ok && !isPicture(image.value.src)) return { ok: false, errors: { src: { key: 'image' } } };
    return image;
  });
  const files = itemList(
    LIBRARY.maxFiles,
    'tooManyFiles',
    (item) => validate(fileSchema, item),
    (file) => file.handle,
  );
  return z.pipe(
    fields({
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
      images,
      files,
    }).check(
      z.superRefine(
        (v, ctx) => {
          // Only over valid fields (the pictures' and files' own errors aside).
          if (ctx.issues.some((i) => i.path?.[0] !== 'images' && i.path?.[0] !== 'files')) return;
          if (!isPicture(v.cover)) issue(ctx, ['cover'], 'image');
          if (v.download_visibility === 'level' && v.download_min_level_id === null) issue(ctx, ['download_min_level_id'], 'choice');
          if (v.updated_at && Number.isNaN(Date.parse(v.updated_at))) issue(ctx, ['updated_at'], 'invalid');
        },
        { when: () => true },
      ),
    ),
    z.transform((v) => ({
      slug: v.slug,
      title: v.title,
      summary: v.summary,
      body: v.body,
      cover: v.cover,
      productId: v.product_id,
      downloadVisibility: v.download_visibility,
      downloadMinLevelId: v.download_visibility === 'level' ? v.download_min_level_id : null,
      published: v.published,
      sort: v.sort,
      tags: v.tags,
      images: v.images,
      files: v.files,
      /** The `updated_at` the form was loaded with (edits only). */
      expectedUpdatedAt: v.updated_at ? new Date(v.updated_at) : null,
    })),
  );
}
export type LibraryEntryInput = z.output<ReturnType<typeof libraryEntrySchema>>;

/* ---------------------------------------------------------------- the public list's query */

/** `?tag=&page=` of a library's list. */
export const libraryQuerySchema = z.pipe(
  fields({
    tag: text({ max: LIBRARY.tagKeyMax, format: { test: (v) => LIBRARY_SLUG.test(v), key: 'choice' } }),
    page: positiveInt({ key: 'invalid', max: 10_000 }),
  }),
  z.transform((v) => ({ tag: v.tag, page: v.page ?? 1 })),
);
export type LibraryListQuery = z.output<typeof libraryQuerySchema>;
