import 'server-only';
import { and, asc, count, desc, eq, exists, inArray, max, sql } from 'drizzle-orm';
import { LIBRARY, type LibraryKey, type Locale, type Visibility } from '@/lib/config';
import { isStaff, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { resolveFields, resolveText } from '@/lib/server/catalogue/localized';
import { publishedProductLink } from '@/lib/server/catalogue/for-content';
import { entryFilesByIds } from '@/lib/server/files/for-content';
import { meetsLevel } from '@/lib/server/ledger/levels';
import { levelById } from '@/lib/server/ledger/for-content';
import { libraries, libraryEntries, libraryEntryFiles, libraryEntryImages, libraryEntryTags, libraryTags } from './schema';

/*
 * The content libraries, read (the member area's named areas: one mechanism for seven libraries). The
 * texts are resolved per locale with the catalogue's fallback chain (asked → en → zh-CN), and a
 * field written in another locale carries that locale (the page marks it with `lang`).
 *
 * Who sees what, decided here and nowhere else:
 *  - a library's entries: its visibility (public: everyone; members: a session; level: a member
 *    of that level or above, by POINTS' meetsLevel); staff see every library;
 *  - an entry's downloads: the library's rule AND the entry's download visibility (same three
 *    kinds); staff always. The file route asks `libraryFileReadable` (lib/server/files/access.ts).
 *
 * The reads of this file take no actor: they are the public shape, cached by the pages
 * (./cached.ts) whatever the library's visibility; the pages ask `mayView` before showing them.
 */

type LibraryRow = typeof libraries.$inferSelect;
type EntryRow = typeof libraryEntries.$inferSelect;

export interface Rule {
  visibility: Visibility;
  minLevelId: number | null;
}

/** A level as a visitor reads it (the "members of Gold and above" of a locked library). */
export interface LevelName {
  id: number;
  name: string;
}

export interface LibraryTagView {
  key: string;
  name: string;
  /** Published entries carrying it. */
  entries: number;
}

export interface LibraryView {
  key: LibraryKey;
  name: string;
  intro: string;
  visibility: Visibility;
  minLevel: LevelName | null;
  tags: LibraryTagView[];
  /** Published entries. */
  entries: number;
  updated_at: string;
  lang?: Partial<Record<'name' | 'intro', Locale>>;
}

export interface EntryCard {
  slug: string;
  title: string;
  summary: string;
  cover: string;
  tags: { key: string; name: string }[];
  updated_at: string;
  lang?: Partial<Record<'title' | 'summary', Locale>>;
}

export interface EntryFileView {
  handle: string;
  name: string;
  label: string;
  mime: string;
  bytes: number;
}

export interface EntryView extends Omit<EntryCard, 'lang'> {
  library: LibraryKey;
  body: string;
  images: { src: string; width: number; height: number; alt: string }[];
  files: EntryFileView[];
  product: { id: number; slug: string; name: string } | null;
  download: { visibility: Visibility; minLevel: LevelName | null };
  created_at: string;
  lang?: Partial<Record<'title' | 'summary' | 'body', Locale>>;
}

export interface EntryPage {
  list: EntryCard[];
  total: number;
  page: number;
  limit: number;
  /** The tag filtered by ('' for all). */
  tag: string;
}

/* ---------------------------------------------------------------- who may see and download */

/** Whether `actor` passes a visibility rule (staff always). */
export async function passes(db: Db, actor: Actor | null, rule: Rule): Promise<boolean> {
  if (rule.visibility === 'public') return true;
  if (!actor) return false;
  if (isStaff(actor) || rule.visibility === 'members') return true;
  return rule.minLevelId !== null && (await meetsLevel(db, actor.user.id, rule.minLevelId));
}

/** Whether `actor` may see the entries of a library with this rule. */
export const mayView = passes;

/** Whether `actor` may download an entry's files: the library's rule and the entry's own. */
export async function mayDownload(db: Db, actor: Actor | null, library: Rule, download: Rule): Promise<boolean> {
  return (await passes(db, actor, library)) && (await passes(db, actor, download));
}

/**
 * Whether `actor` may read the stored file `fileId` as a library download: it is attached to an
 * entry whose library and download rules let them (a published entry; staff: any entry).
 */
export async function libraryFileReadable(db: Db, actor: Actor | null, fileId: number): Promise<boolean> {
  const rows = await db
    .select({
      published: libraryEntries.published,
      visibility: libraries.visibility,
      minLevelId: libraries.minLevelId,
      downloadVisibility: libraryEntries.downloadVisibility,
      downloadMinLevelId: libraryEntries.downloadMinLevelId,
    })
    .from(libraryEntryFiles)
    .innerJoin(libraryEntries, eq(libraryEntries.id, libraryEntryFiles.entryId))
    .innerJoin(libraries, eq(libraries.id, libraryEntries.libraryId))
    .where(eq(libraryEntryFiles.fileId, fileId));
  for (const row of rows) {
    if (!row.published && !(actor && isStaff(actor))) continue;
    const library = { visibility: row.visibility, minLevelId: row.minLevelId };
    const download = { visibility: row.downloadVisibility, minLevelId: row.downloadMinLevelId };
    if (await mayDownload(db, actor, library, download)) return true;
  }
  return false;
}

/* ---------------------------------------------------------------- public reads */

async function levelName(db: Db, id: number | null, locale: Locale): Promise<LevelName | null> {
  if (id === null) return null;
  const row = await levelById(db, id);
  return row ? { id: row.id, name: resolveText(row.name, locale).value } : null;
}

async function libraryRow(db: Db, key: string): Promise<LibraryRow | null> {
  const [row] = await db
    .select()
    .from(libraries)
    .where(eq(libraries.key, key as LibraryKey));
  return row ?? null;
}

/** A library with its tags (the ones published entries carry, with their counts), or null when unknown. */
export async function getLibrary(db: Db, key: string, locale: Locale): Promise<LibraryView | null> {
  const row = await libraryRow(db, key);
  if (!row) return null;
  const [tags, [{ total }]] = await Promise.all([
    db
      .select({ key: libraryTags.key, name: libraryTags.name, entries: count(libraryEntries.id) })
      .from(libraryTags)
      .leftJoin(libraryEntryTags, eq(libraryEntryTags.tagId, libraryTags.id))
      .leftJoin(libraryEntries, and(eq(libraryEntries.id, libraryEntryTags.entryId), eq(libraryEntries.published, true)))
      .where(eq(libraryTags.libraryId, row.id))
      .groupBy(libraryTags.id)
      .orderBy(asc(libraryTags.sort), asc(libraryTags.id)),
    db
      .select({ total: count() })
      .from(libraryEntries)
      .where(and(eq(libraryEntries.libraryId, row.id), eq(libraryEntries.published, true))),
  ]);
  const { values, lang } = resolveFields({ name: row.name, intro: row.intro }, locale);
  return {
    key: row.key,
    ...values,
    visibility: row.visibility,
    minLevel: await levelName(db, row.minLevelId, locale),
    tags: tags.filter((t) => t.entries > 0).map((t) => ({ key: t.key, name: resolveText(t.name, locale).value, entries: t.entries })),
    entries: total,
    updated_at: row.updatedAt.toISOString(),
    ...(lang ? { lang } : {}),
  };
}

async function tagsOf(db: Db, entryIds: readonly number[], locale: Locale): Promise<Map<number, { key: string; name: string }[]>> {
  const out = new Map<number, { key: string; name: string }[]>();
  if (!entryIds.length) return out;
  const rows = await db
    .select({ entryId: libraryEntryTags.entryId, key: libraryTags.key, name: libraryTags.name })
    .from(libraryEntryTags)
    .innerJoin(libraryTags, eq(libraryTags.id, libraryEntryTags.tagId))
    .where(inArray(libraryEntryTags.entryId, [...entryIds]))
    .orderBy(asc(libraryTags.sort), asc(libraryTags.id));
  for (const row of rows) {
    const list = out.get(row.entryId) ?? [];
    list.push({ key: row.key, name: resolveText(row.name, locale).value });
    out.set(row.entryId, list);
  }
  return out;
}

function cardOf(row: EntryRow, tags: { key: string; name: string }[], locale: Locale): EntryCard {
  const { values, lang } = resolveFields({ title: row.title, summary: row.summary }, locale);
  return {
    slug: row.slug,
    ...values,
    cover: row.cover,
    tags,
    updated_at: row.updatedAt.toISOString(),
    ...(lang ? { lang } : {}),
  };
}

/**
 * A page of a library's published entries (its order, then newest first), optionally of one tag;
 * null when the library or the tag is unknown. A page past the last is empty.
 */
export async function listEntries(db: Db, key: string, locale: Locale, query: { tag?: string; page?: number } = {}): Promise<EntryPage | null> {
  const library = await libraryRow(db, key);
  if (!library) return null;
  const tag = query.tag ?? '';
  let tagId: number | null = null;
  if (tag) {
    const [found] = await db
      .select({ id: libraryTags.id })
      .from(libraryTags)
      .where(and(eq(libraryTags.libraryId, library.id), eq(libraryTags.key, tag)));
    if (!found) return null;
    tagId = found.id;
  }
  const page = Math.max(1, query.page ?? 1);
  const where = and(
    eq(libraryEntries.libraryId, library.id),
    eq(libraryEntries.published, true),
    tagId === null
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(libraryEntryTags)
            .where(and(eq(libraryEntryTags.entryId, libraryEntries.id), eq(libraryEntryTags.tagId, tagId))),
        ),
  );
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(libraryEntries).where(where),
    db
      .select()
      .from(libraryEntries)
      .where(where)
      .orderBy(asc(libraryEntries.sort), desc(libraryEntries.createdAt), desc(libraryEntries.id))
      .limit(LIBRARY.pageSize)
      .offset((page - 1) * LIBRARY.pageSize),
  ]);
  const tags = await tagsOf(
    db,
    rows.map((r) => r.id),
    locale,
  );
  return { list: rows.map((r) => cardOf(r, tags.get(r.id) ?? [], locale)), total, page, limit: LIBRARY.pageSize, tag };
}

/** A published entry of a library by its slug, with its pictures, files and product; null when unknown. */
export async function getEntry(db: Db, key: string, slug: string, locale: Locale): Promise<EntryView | null> {
  const library = await libraryRow(db, key);
  if (!library) return null;
  const [row] = await db
    .select()
    .from(libraryEntries)
    .where(and(eq(libraryEntries.libraryId, library.id), eq(libraryEntries.slug, slug), eq(libraryEntries.published, true)));
  if (!row) return null;
  const [tags, images, files, product, downloadLevel] = await Promise.all([
    tagsOf(db, [row.id], locale),
    db.select().from(libraryEntryImages).where(eq(libraryEntryImages.entryId, row.id)).orderBy(asc(libraryEntryImages.sort), asc(libraryEntryImages.id)),
    db
      .select({ fileId: libraryEntryFiles.fileId, label: libraryEntryFiles.label })
      .from(libraryEntryFiles)
      .where(eq(libraryEntryFiles.entryId, row.id))
      .orderBy(asc(libraryEntryFiles.sort), asc(libraryEntryFiles.id))
      .then((links) => withFiles(db, links)),
    row.productId === null ? Promise.resolve(null) : publishedProductLink(db, row.productId),
    levelName(db, row.downloadMinLevelId, locale),
  ]);
  const { values, lang } = resolveFields({ title: row.title, summary: row.summary, body: row.body }, locale);
  const card = cardOf(row, tags.get(row.id) ?? [], locale);
  return {
    slug: card.slug,
    ...values,
    cover: row.cover,
    tags: card.tags,
    updated_at: card.updated_at,
    created_at: row.createdAt.toISOString(),
    library: library.key,
    images: images.map((i) => ({ src: i.src, width: i.width, height: i.height, alt: resolveText(i.alt, locale).value || values.title })),
    files: files.map((f) => ({ handle: f.handle, name: f.name, label: resolveText(f.label, locale).value || f.name, mime: f.mime, bytes: f.bytes })),
    product: product ? { id: product.id, slug: product.slug, name: resolveText(product.name, locale).value } : null,
    download: { visibility: row.downloadVisibility, minLevel: downloadLevel },
    ...(lang ? { lang } : {}),
  };
}

/**
 * An entry's file links (in their order) with the stored files they name, looked up in one batch
 * from files (which owns them); a link whose file is gone is left out, as the join did.
 */
async function withFiles<L extends { fileId: number }>(db: Db, links: readonly L[]) {
  const files = await entryFilesByIds(
    db,
    links.map((l) => l.fileId),
  );
  return links.flatMap((link) => {
    const file = files.get(link.fileId);
    return file ? [{ ...link, handle: file.handle, name: file.name, mime: file.mime, bytes: file.bytes }] : [];
  });
}

/**
 * The files of a published entry, read fresh (never from the pages' cache: a file's handle is
 * random, and a cached list would outlive a database reset or a file's removal).
 */
export async function filesOfEntry(db: Db, key: string, slug: string, locale: Locale): Promise<EntryFileView[]> {
  const links = await db
    .select({ fileId: libraryEntryFiles.fileId, label: libraryEntryFiles.label })
    .from(libraryEntryFiles)
    .innerJoin(libraryEntries, eq(libraryEntries.id, libraryEntryFiles.entryId))
    .innerJoin(libraries, eq(libraries.id, libraryEntries.libraryId))
    .where(and(eq(libraries.key, key as LibraryKey), eq(libraryEntries.slug, slug), eq(libraryEntries.published, true)))
    .orderBy(asc(libraryEntryFiles.sort), asc(libraryEntryFiles.id));
  const rows = await withFiles(db, links);
  return rows.map((f) => ({ handle: f.handle, name: f.name, label: resolveText(f.label, locale).value || f.name, mime: f.mime, bytes: f.bytes }));
}

/** The rule of a library (for the pages' gate and the downloads' answer); null when unknown. */
export async function libraryRule(db: Db, key: string): Promise<Rule | null> {
  const row = await libraryRow(db, key);
  return row ? { visibility: row.visibility, minLevelId: row.minLevelId } : null;
}

/**
 * The downloads of an entry as `actor` may use them: `allowed` (the links work) or why not
 * (`login`: log in first; `level`: a level is needed). Unknown entry, or a library the actor may
 * not see: null.
 */
export async function downloadsFor(
  db: Db,
  actor: Actor | null,
  key: string,
  slug: string,
  locale: Locale,
): Promise<{ allowed: boolean; reason: 'login' | 'level' | null; files: EntryFileView[] } | null> {
  const rule = await libraryRule(db, key);
  const entry = await getEntry(db, key, slug, locale);
  if (!rule || !entry || !(await mayView(db, actor, rule))) return null;
  const download = { visibility: entry.download.visibility, minLevelId: entry.download.minLevel?.id ?? null };
  const allowed = await passes(db, actor, download);
  return { allowed, reason: allowed ? null : actor ? 'level' : 'login', files: entry.files };
}

/** The public pages of the public libraries (their lists and published entries), locale-free, for the sitemap. */
export async function publicLibraryPages(db: Db): Promise<{ path: string; lastModified: string }[]> {
  const rows = await db
    .select({ key: libraries.key, updatedAt: libraries.updatedAt, newest: max(libraryEntries.updatedAt) })
    .from(libraries)
    .leftJoin(libraryEntries, and(eq(libraryEntries.libraryId, libraries.id), eq(libraryEntries.published, true)))
    .where(eq(libraries.visibility, 'public'))
    .groupBy(libraries.id)
    .orderBy(asc(libraries.sort), asc(libraries.id));
  const entries = await db
    .select({ key: libraries.key, slug: libraryEntries.slug, updatedAt: libraryEntries.updatedAt })
    .from(libraryEntries)
    .innerJoin(libraries, eq(libraries.id, libraryEntries.libraryId))
    .where(and(eq(libraries.visibility, 'public'), eq(libraryEntries.published, true)))
    .orderBy(asc(libraries.sort), asc(libraryEntries.sort), asc(libraryEntries.id));
  const pages: { path: string; lastModified: string }[] = [];
  for (const row of rows) {
    const newest = row.newest ? new Date(row.newest) : null;
    const lastModified = newest && newest > row.updatedAt ? newest : row.updatedAt;
    pages.push({ path: `/${row.key}`, lastModified: lastModified.toISOString() });
    for (const entry of entries.filter((e) => e.key === row.key)) pages.push({ path: `/${row.key}/${entry.slug}`, lastModified: entry.updatedAt.toISOString() });
  }
  return pages;
}

/** The sourceFile entries of a product (its dielines and templates), for a link on the product page. */
export async function templatesOfProduct(db: Db, productId: number, locale: Locale): Promise<{ slug: string; title: string }[]> {
  const rows = await db
    .select({ slug: libraryEntries.slug, title: libraryEntries.title })
    .from(libraryEntries)
    .innerJoin(libraries, eq(libraries.id, libraryEntries.libraryId))
    .where(and(eq(libraries.key, 'sourceFile'), eq(libraryEntries.productId, productId), eq(libraryEntries.published, true)))
    .orderBy(asc(libraryEntries.sort), asc(libraryEntries.id));
  return rows.map((r) => ({ slug: r.slug, title: resolveText(r.title, locale).value }));
}
