import 'server-only';
import { asc, count, eq, max, sql } from 'drizzle-orm';
import { LIBRARY, LIBRARY_KEYS, type LibraryKey } from '@/lib/config';
import { CONTENT_STAFF_ROLES, type AdminLibrary, type AdminLibrarySummary, type AdminLibraryTag, type LevelOption, type ProductOption } from '@/lib/api/contract';
import type { LibraryInput, LibraryTagInput } from '@/lib/api/contract/content';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { resolveText } from '@/lib/server/catalogue/localized';
import { productChoices } from '@/lib/server/catalogue/service';
import { isUniqueViolation } from '@/lib/server/db/errors';
import type { Db } from '@/lib/server/db/types';
import { levelExists, levelsLowestFirst } from '@/lib/server/ledger/for-content';
import { ApiProblem, InvalidInput, notFound } from '@/lib/server/problems';
import { libraries, libraryEntries, libraryEntryFiles, libraryEntryTags, libraryTags } from './schema';
import { revalidateLibraries } from './tags';

/*
 * The content libraries in the back office (editor, admin): a library's name, intro and
 * visibility; its tags; the form's choices. Its entries (texts per locale, cover and gallery
 * pictures from the catalogue's picture store, downloadable files, tags, product and download
 * visibility) are ./manage-entries.ts.
 *
 * Files: staff upload a file with POST /basic-api/upload?purpose=staff (a staff file of theirs),
 * then save the entry naming its handle; the save attaches it and switches its purpose to
 * `library`, so from then on the file route serves it to whom the entry allows
 * (lib/server/files/access.ts). A staff file already attached to an order, a proof, a message or
 * an order photo, or someone else's, is refused (it would leak a member's file). A library file
 * may be attached to several entries.
 *
 * Every write is one transaction with its audit row; the `libraries` tag is revalidated once it
 * has committed. Edits carry the `updated_at` they were read at (409 when it changed since).
 */

type LibraryRow = typeof libraries.$inferSelect;

export const conflict = () => new ApiProblem(409, 'conflict');

function summaryOf(row: LibraryRow, counts: { entries: number; published: number; tags: number }): AdminLibrarySummary {
  return {
    key: row.key,
    name: row.name,
    intro: row.intro,
    visibility: row.visibility,
    min_level_id: row.minLevelId,
    ...counts,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The seven libraries in their order, with their entries (all and published) and tags counted. */
export async function listAdminLibraries(db: Db, actor: Actor | null): Promise<AdminLibrarySummary[]> {
  requireRole(actor, ...CONTENT_STAFF_ROLES);
  const [rows, entryCounts, tagCounts] = await Promise.all([
    db.select().from(libraries).orderBy(asc(libraries.sort), asc(libraries.id)),
    db
      .select({ id: libraryEntries.libraryId, all: count(), published: sql<number>`count(*) filter (where ${libraryEntries.published})`.mapWith(Number) })
      .from(libraryEntries)
      .groupBy(libraryEntries.libraryId),
    db.select({ id: libraryTags.libraryId, n: count() }).from(libraryTags).groupBy(libraryTags.libraryId),
  ]);
  return rows.map((row) => {
    const e = entryCounts.find((c) => c.id === row.id);
    return summaryOf(row, { entries: e?.all ?? 0, published: e?.published ?? 0, tags: tagCounts.find((c) => c.id === row.id)?.n ?? 0 });
  });
}

/** The one row a read by key or id found, or the 404. */
export function theRow<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw notFound();
  return row;
}

export async function libraryByKey(db: Db, key: string, lock = false): Promise<LibraryRow> {
  if (!(LIBRARY_KEYS as readonly string[]).includes(key)) throw notFound();
  const query = db
    .select()
    .from(libraries)
    .where(eq(libraries.key, key as LibraryKey));
  return theRow(lock ? await query.for('update') : await query);
}

/** A library with its tags and every entry (drafts too), for its back-office page. */
export async function getAdminLibrary(db: Db, actor: Actor | null, key: string): Promise<AdminLibrary> {
  requireRole(actor, ...CONTENT_STAFF_ROLES);
  const row = await libraryByKey(db, key);
  const [tags, entries, fileCounts] = await Promise.all([
    db
      .select({ id: libraryTags.id, key: libraryTags.key, name: libraryTags.name, entries: count(libraryEntryTags.entryId) })
      .from(libraryTags)
      .leftJoin(libraryEntryTags, eq(libraryEntryTags.tagId, libraryTags.id))
      .where(eq(libraryTags.libraryId, row.id))
      .groupBy(libraryTags.id)
      .orderBy(asc(libraryTags.sort), asc(libraryTags.id)),
    db.select().from(libraryEntries).where(eq(libraryEntries.libraryId, row.id)).orderBy(asc(libraryEntries.sort), asc(libraryEntries.id)),
    db
      .select({ entryId: libraryEntryFiles.entryId, n: count() })
      .from(libraryEntryFiles)
      .innerJoin(libraryEntries, eq(libraryEntries.id, libraryEntryFiles.entryId))
      .where(eq(libraryEntries.libraryId, row.id))
      .groupBy(libraryEntryFiles.entryId),
  ]);
  return {
    ...summaryOf(row, { entries: entries.length, published: entries.filter((e) => e.published).length, tags: tags.length }),
    tag_list: tags,
    entry_list: entries.map((e) => ({
      id: e.id,
      slug: e.slug,
      title: e.title,
      cover: e.cover,
      published: e.published,
      download_visibility: e.downloadVisibility,
      files: fileCounts.find((c) => c.entryId === e.id)?.n ?? 0,
      sort: e.sort,
      updated_at: e.updatedAt.toISOString(),
    })),
  };
}

export async function checkLevel(db: Db, id: number | null, field: string): Promise<void> {
  if (id === null) return;
  if (!(await levelExists(db, id))) throw new InvalidInput({ [field]: { key: 'choice' } });
}

/** Changes a library's name, intro and visibility (admins and editors). */
export async function updateLibrary(db: Db, actor: Actor | null, key: string, input: LibraryInput): Promise<AdminLibrarySummary> {
  const staff = requireRole(actor, ...CONTENT_STAFF_ROLES);
  await checkLevel(db, input.minLevelId, 'min_level_id');
  await db.transaction(async (tx) => {
    const before = await libraryByKey(tx as unknown as Db, key, true);
    if (before.updatedAt.getTime() !== input.expectedUpdatedAt.getTime()) throw conflict();
    const [after] = await tx
      .update(libraries)
      .set({ name: input.name, intro: input.intro, visibility: input.visibility, minLevelId: input.minLevelId, updatedAt: sql`now()` })
      .where(eq(libraries.id, before.id))
      .returning();
    const view = (r: LibraryRow) => ({ name: r.name, intro: r.intro, visibility: r.visibility, min_level_id: r.minLevelId });
    await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'library.update', entity: 'library', entityId: key, before: view(before), after: view(after) });
  });
  revalidateLibraries();
  return (await listAdminLibraries(db, actor)).find((l) => l.key === key)!;
}

/* ---------------------------------------------------------------- tags */

const tagTaken = () => new InvalidInput({ key: { key: 'taken' } });

/** A new tag of a library, last in its order (a key used in that library: `taken`). */
export async function createTag(db: Db, actor: Actor | null, key: string, input: LibraryTagInput): Promise<AdminLibraryTag> {
  const staff = requireRole(actor, ...CONTENT_STAFF_ROLES);
  try {
    const created = await db.transaction(async (tx) => {
      const library = await libraryByKey(tx as unknown as Db, key, true);
      const [{ n }] = await tx.select({ n: count() }).from(libraryTags).where(eq(libraryTags.libraryId, library.id));
      if (n >= LIBRARY.tagsPerLibrary) throw new InvalidInput({ key: { key: 'invalid' } });
      const [{ last }] = await tx
        .select({ last: max(libraryTags.sort) })
        .from(libraryTags)
        .where(eq(libraryTags.libraryId, library.id));
      const [row] = await tx
        .insert(libraryTags)
        .values({ libraryId: library.id, key: input.key, name: input.name, sort: (last ?? -1) + 1 })
        .returning();
      await recordAudit(
        tx as unknown as Db,
        { actor: staff },
        { action: 'library.tag.create', entity: 'library_tag', entityId: row.id, before: null, after: { library: key, key: row.key, name: row.name } },
      );
      return row;
    });
    revalidateLibraries();
    return { id: created.id, key: created.key, name: created.name, entries: 0 };
  } catch (error) {
    if (isUniqueViolation(error, 'library_tags_key_unique')) throw tagTaken();
    throw error;
  }
}

/** Changes a tag's key and names. */
export async function updateTag(db: Db, actor: Actor | null, id: number, input: LibraryTagInput): Promise<void> {
  const staff = requireRole(actor, ...CONTENT_STAFF_ROLES);
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(libraryTags).where(eq(libraryTags.id, id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx.update(libraryTags).set({ key: input.key, name: input.name }).where(eq(libraryTags.id, id)).returning();
      await recordAudit(
        tx as unknown as Db,
        { actor: staff },
        { action: 'library.tag.update', entity: 'library_tag', entityId: id, before: { key: before.key, name: before.name }, after: { key: after.key, name: after.name } },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, 'library_tags_key_unique')) throw tagTaken();
    throw error;
  }
  revalidateLibraries();
}

/** Deletes a tag (the entries keep everything else). */
export async function deleteTag(db: Db, actor: Actor | null, id: number): Promise<void> {
  const staff = requireRole(actor, ...CONTENT_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(libraryTags).where(eq(libraryTags.id, id)).for('update');
    if (!before) throw notFound();
    await tx.delete(libraryTags).where(eq(libraryTags.id, id));
    await recordAudit(
      tx as unknown as Db,
      { actor: staff },
      { action: 'library.tag.delete', entity: 'library_tag', entityId: id, before: { key: before.key, name: before.name }, after: null },
    );
  });
  revalidateLibraries();
}

/* ---------------------------------------------------------------- the form's choices */

/** The member levels (the visibility's "level and above"), lowest first, named in `locale`. */
export async function levelOptions(db: Db, locale: 'zh-CN' | 'en'): Promise<LevelOption[]> {
  const rows = await levelsLowestFirst(db);
  return rows.map((r) => ({ id: r.id, name: resolveText(r.name, locale).value, threshold: r.threshold }));
}

/** The catalogue's products (sourceFile entries name one), in the catalogue's order. */
export async function productOptions(db: Db, locale: 'zh-CN' | 'en'): Promise<ProductOption[]> {
  return productChoices(db, locale);
}
