import 'server-only';
import { and, asc, count, eq, exists, inArray, max, ne, sql } from 'drizzle-orm';
import { LIBRARY, LIBRARY_KEYS, type LibraryKey, type Visibility } from '@/lib/config';
import {
  CONTENT_STAFF_ROLES,
  type AdminEntry,
  type AdminLibrary,
  type AdminLibrarySummary,
  type AdminLibraryTag,
  type LevelOption,
  type ProductOption,
} from '@/lib/api/contract';
import type { EntryInput, LibraryInput, LibraryTagInput } from '@/lib/validation/libraries';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { resolveText } from '@/lib/server/catalogue/localized';
import { products } from '@/lib/server/catalogue/schema';
import { isUniqueViolation } from '@/lib/server/db/errors';
import type { Db } from '@/lib/server/db/types';
import { storedFiles } from '@/lib/server/files/schema';
import { memberLevels } from '@/lib/server/ledger/schema';
import { messageFiles } from '@/lib/server/messages/schema';
import { orderFiles, orderPhotos, proofs } from '@/lib/server/orders/schema';
import { ApiProblem, InvalidInput, notFound } from '@/lib/server/problems';
import { libraries, libraryEntries, libraryEntryFiles, libraryEntryImages, libraryEntryTags, libraryTags } from './schema';
import { revalidateLibraries } from './tags';

/*
 * The content libraries in the back office (editor, admin): a library's name, intro and
 * visibility; its tags; its entries with their texts per locale, cover and gallery pictures
 * (the catalogue's picture store), downloadable files, tags, product and download visibility.
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
type EntryRow = typeof libraryEntries.$inferSelect;

const conflict = () => new ApiProblem(409, 'conflict');

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

async function libraryByKey(db: Db, key: string, lock = false): Promise<LibraryRow> {
  if (!(LIBRARY_KEYS as readonly string[]).includes(key)) throw notFound();
  const query = db.select().from(libraries).where(eq(libraries.key, key as LibraryKey));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
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

async function checkLevel(db: Db, id: number | null, field: string): Promise<void> {
  if (id === null) return;
  const [found] = await db.select({ id: memberLevels.id }).from(memberLevels).where(eq(memberLevels.id, id));
  if (!found) throw new InvalidInput({ [field]: { key: 'choice' } });
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
      const [{ last }] = await tx.select({ last: max(libraryTags.sort) }).from(libraryTags).where(eq(libraryTags.libraryId, library.id));
      const [row] = await tx.insert(libraryTags).values({ libraryId: library.id, key: input.key, name: input.name, sort: (last ?? -1) + 1 }).returning();
      await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'library.tag.create', entity: 'library_tag', entityId: row.id, before: null, after: { library: key, key: row.key, name: row.name } });
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
      await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'library.tag.update', entity: 'library_tag', entityId: id, before: { key: before.key, name: before.name }, after: { key: after.key, name: after.name } });
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
    await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'library.tag.delete', entity: 'library_tag', entityId: id, before: { key: before.key, name: before.name }, after: null });
  });
  revalidateLibraries();
}

/* ---------------------------------------------------------------- entries */

async function entryById(db: Db, id: number, lock = false): Promise<EntryRow> {
  const query = db.select().from(libraryEntries).where(eq(libraryEntries.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** An entry with everything the form edits. */
export async function getAdminEntry(db: Db, actor: Actor | null, id: number): Promise<AdminEntry> {
  requireRole(actor, ...CONTENT_STAFF_ROLES);
  const row = await entryById(db, id);
  const [library, tags, images, files] = await Promise.all([
    db.select({ key: libraries.key }).from(libraries).where(eq(libraries.id, row.libraryId)),
    db
      .select({ key: libraryTags.key })
      .from(libraryEntryTags)
      .innerJoin(libraryTags, eq(libraryTags.id, libraryEntryTags.tagId))
      .where(eq(libraryEntryTags.entryId, id))
      .orderBy(asc(libraryTags.sort), asc(libraryTags.id)),
    db.select().from(libraryEntryImages).where(eq(libraryEntryImages.entryId, id)).orderBy(asc(libraryEntryImages.sort), asc(libraryEntryImages.id)),
    db
      .select({ handle: storedFiles.handle, name: storedFiles.name, mime: storedFiles.mime, bytes: storedFiles.bytes, label: libraryEntryFiles.label })
      .from(libraryEntryFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, libraryEntryFiles.fileId))
      .where(eq(libraryEntryFiles.entryId, id))
      .orderBy(asc(libraryEntryFiles.sort), asc(libraryEntryFiles.id)),
  ]);
  return {
    id: row.id,
    library: library[0].key,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    cover: row.cover,
    product_id: row.productId,
    download_visibility: row.downloadVisibility,
    download_min_level_id: row.downloadMinLevelId,
    published: row.published,
    sort: row.sort,
    tags: tags.map((t) => t.key),
    images: images.map((i) => ({ src: i.src, width: i.width, height: i.height, alt: i.alt })),
    files,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The stored files an entry may attach, by handle, in the input's order: library files, and the
 * actor's own staff files that nothing else uses (they become library files). Any other handle
 * is a field error `files.{i}.handle`, whatever the reason.
 */
async function attachableFiles(tx: Db, actor: Actor, handles: readonly string[]): Promise<number[]> {
  if (!handles.length) return [];
  const rows = await tx.select().from(storedFiles).where(inArray(storedFiles.handle, [...handles])).for('update');
  const used = (id: number) =>
    tx
      .select({ one: sql`1` })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.id, id),
          sql`(${exists(tx.select({ one: sql`1` }).from(orderFiles).where(eq(orderFiles.fileId, id)))}
            or ${exists(tx.select({ one: sql`1` }).from(proofs).where(eq(proofs.fileId, id)))}
            or ${exists(tx.select({ one: sql`1` }).from(messageFiles).where(eq(messageFiles.fileId, id)))}
            or ${exists(tx.select({ one: sql`1` }).from(orderPhotos).where(eq(orderPhotos.fileId, id)))})`,
        ),
      );
  const errors: Record<string, { key: 'fileUnknown' }> = {};
  const ids: number[] = [];
  const toSwitch: number[] = [];
  for (const [i, handle] of handles.entries()) {
    const row = rows.find((r) => r.handle === handle);
    let ok = false;
    if (row?.purpose === 'library') ok = true;
    else if (row?.purpose === 'staff' && row.ownerId === actor.user.id && (await used(row.id)).length === 0) {
      ok = true;
      toSwitch.push(row.id);
    }
    if (ok) ids.push(row!.id);
    else errors[`files.${i}.handle`] = { key: 'fileUnknown' };
  }
  if (Object.keys(errors).length) throw new InvalidInput(errors);
  if (toSwitch.length) await tx.update(storedFiles).set({ purpose: 'library', updatedAt: sql`now()` }).where(inArray(storedFiles.id, toSwitch));
  return ids;
}

async function checkEntryRefs(db: Db, input: EntryInput): Promise<void> {
  if (input.productId !== null) {
    const [found] = await db.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
    if (!found) throw new InvalidInput({ product_id: { key: 'product' } });
  }
  await checkLevel(db, input.downloadMinLevelId, 'download_min_level_id');
}

/** Writes an entry's tags, pictures and files (replacing what it had). */
async function writeParts(tx: Db, actor: Actor, libraryId: number, entryId: number, input: EntryInput): Promise<void> {
  const tagRows = input.tags.length
    ? await tx.select({ id: libraryTags.id, key: libraryTags.key }).from(libraryTags).where(and(eq(libraryTags.libraryId, libraryId), inArray(libraryTags.key, input.tags)))
    : [];
  if (tagRows.length !== input.tags.length) throw new InvalidInput({ tags: { key: 'choice' } });
  const fileIds = await attachableFiles(tx, actor, input.files.map((f) => f.handle));
  await tx.delete(libraryEntryTags).where(eq(libraryEntryTags.entryId, entryId));
  await tx.delete(libraryEntryImages).where(eq(libraryEntryImages.entryId, entryId));
  await tx.delete(libraryEntryFiles).where(eq(libraryEntryFiles.entryId, entryId));
  if (tagRows.length) await tx.insert(libraryEntryTags).values(tagRows.map((t) => ({ entryId, tagId: t.id })));
  if (input.images.length) await tx.insert(libraryEntryImages).values(input.images.map((image, sort) => ({ entryId, ...image, sort })));
  if (fileIds.length) await tx.insert(libraryEntryFiles).values(fileIds.map((fileId, sort) => ({ entryId, fileId, label: input.files[sort].label, sort })));
}

function columnsOf(input: EntryInput) {
  return {
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    body: input.body,
    cover: input.cover,
    productId: input.productId,
    downloadVisibility: input.downloadVisibility,
    downloadMinLevelId: input.downloadMinLevelId,
    published: input.published,
    sort: input.sort,
  };
}

function auditView(input: EntryInput | AdminEntry) {
  if ('id' in input) {
    const { id: _id, updated_at: _u, library: _l, files, ...rest } = input;
    return { ...rest, files: files.map((f) => f.handle) };
  }
  const { expectedUpdatedAt: _e, files, ...rest } = input;
  return { ...rest, files: files.map((f) => f.handle) };
}

const slugTaken = () => new InvalidInput({ slug: { key: 'taken' } });

/** A new entry of a library (201); a slug used in that library is `taken`. */
export async function createEntry(db: Db, actor: Actor | null, key: string, input: EntryInput): Promise<AdminEntry> {
  const staff = requireRole(actor, ...CONTENT_STAFF_ROLES);
  await checkEntryRefs(db, input);
  let id = 0;
  try {
    id = await db.transaction(async (tx) => {
      const library = await libraryByKey(tx as unknown as Db, key);
      const [row] = await tx.insert(libraryEntries).values({ libraryId: library.id, ...columnsOf(input) }).returning();
      await writeParts(tx as unknown as Db, staff, library.id, row.id, input);
      await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'library.entry.create', entity: 'library_entry', entityId: row.id, before: null, after: { library: key, ...auditView(input) } });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'library_entries_slug_unique')) throw slugTaken();
    throw error;
  }
  revalidateLibraries();
  return getAdminEntry(db, actor, id);
}

/** Saves an entry (everything the form holds), if nobody saved it since `expectedUpdatedAt` (else 409). */
export async function updateEntry(db: Db, actor: Actor | null, id: number, input: EntryInput): Promise<AdminEntry> {
  const staff = requireRole(actor, ...CONTENT_STAFF_ROLES);
  await checkEntryRefs(db, input);
  try {
    await db.transaction(async (tx) => {
      const row = await entryById(tx as unknown as Db, id, true);
      if (input.expectedUpdatedAt && row.updatedAt.getTime() !== input.expectedUpdatedAt.getTime()) throw conflict();
      const before = await getAdminEntry(tx as unknown as Db, staff, id);
      const clash = await tx
        .select({ id: libraryEntries.id })
        .from(libraryEntries)
        .where(and(eq(libraryEntries.libraryId, row.libraryId), eq(libraryEntries.slug, input.slug), ne(libraryEntries.id, id)));
      if (clash.length) throw slugTaken();
      await tx.update(libraryEntries).set({ ...columnsOf(input), updatedAt: sql`now()` }).where(eq(libraryEntries.id, id));
      await writeParts(tx as unknown as Db, staff, row.libraryId, id, input);
      await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'library.entry.update', entity: 'library_entry', entityId: id, before: auditView(before), after: auditView(input) });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'library_entries_slug_unique')) throw slugTaken();
    throw error;
  }
  revalidateLibraries();
  return getAdminEntry(db, actor, id);
}

/** Deletes an entry (its pictures, tags and file links go with it; the stored files stay, unreachable but for staff). */
export async function deleteEntry(db: Db, actor: Actor | null, id: number): Promise<void> {
  const staff = requireRole(actor, ...CONTENT_STAFF_ROLES);
  await db.transaction(async (tx) => {
    await entryById(tx as unknown as Db, id, true);
    const before = await getAdminEntry(tx as unknown as Db, staff, id);
    await tx.delete(libraryEntries).where(eq(libraryEntries.id, id));
    await recordAudit(tx as unknown as Db, { actor: staff }, { action: 'library.entry.delete', entity: 'library_entry', entityId: id, before: auditView(before), after: null });
  });
  revalidateLibraries();
}

/* ---------------------------------------------------------------- the form's choices */

/** The member levels (the visibility's "level and above"), lowest first, named in `locale`. */
export async function levelOptions(db: Db, locale: 'zh-CN' | 'en'): Promise<LevelOption[]> {
  const rows = await db.select().from(memberLevels).orderBy(asc(memberLevels.threshold));
  return rows.map((r) => ({ id: r.id, name: resolveText(r.name, locale).value, threshold: r.threshold }));
}

/** The catalogue's products (sourceFile entries name one), in the catalogue's order. */
export async function productOptions(db: Db, locale: 'zh-CN' | 'en'): Promise<ProductOption[]> {
  const rows = await db.select({ id: products.id, name: products.name }).from(products).orderBy(asc(products.sort), asc(products.id));
  return rows.map((r) => ({ id: r.id, name: resolveText(r.name, locale).value }));
}
