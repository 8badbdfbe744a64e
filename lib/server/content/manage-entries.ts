import 'server-only';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { CONTENT_STAFF_ROLES, type AdminEntry } from '@/lib/api/contract';
import type { LibraryEntryInput } from '@/lib/api/contract/content';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { recordRevision } from '@/lib/server/revisions/service';
import { clearMachineMarks } from '@/lib/server/translate/marks';
import { productExists } from '@/lib/server/catalogue/for-content';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { columnsFrom } from '@/lib/server/db/columns';
import type { Db } from '@/lib/server/db/types';
import { FILE_USES } from '@/lib/server/file-uses';
import { filesByHandle } from '@/lib/server/files/by-handle';
import type { StoredFileRow } from '@/lib/server/files/by-id';
import { entryFilesByIds, makeLibraryFiles } from '@/lib/server/files/for-content';
import { InvalidInput } from '@/lib/server/problems';
import { libraries, libraryEntries, libraryEntryFiles, libraryEntryImages, libraryEntryTags, libraryTags } from './schema';
import { revalidateLibraries } from './tags';
import { checkLevel, conflict, libraryByKey, theRow } from './manage';

/*
 * The libraries' entries in the back office (./manage.ts has the libraries and their tags): an
 * entry's texts per locale, cover and gallery, downloadable files (staff uploads attached on
 * save), tags, product and download visibility. Every write is audited and expires the cached
 * library pages.
 */

type EntryRow = typeof libraryEntries.$inferSelect;

async function entryById(db: Db, id: number, lock = false): Promise<EntryRow> {
  const query = db.select().from(libraryEntries).where(eq(libraryEntries.id, id));
  return theRow(lock ? await query.for('update') : await query);
}

/** An entry with everything the form edits; `lock`: its row locked for the transaction the read runs in (a fill's write). */
export async function getAdminEntry(db: Db, actor: Actor | null, id: number, lock = false): Promise<AdminEntry> {
  requireRole(actor, ...CONTENT_STAFF_ROLES);
  const row = await entryById(db, id, lock);
  const [library, tags, images, files] = await Promise.all([
    db.select({ key: libraries.key }).from(libraries).where(eq(libraries.id, row.libraryId)),
    db
      .select({ key: libraryTags.key })
      .from(libraryEntryTags)
      .innerJoin(libraryTags, eq(libraryTags.id, libraryEntryTags.tagId))
      .where(eq(libraryEntryTags.entryId, id))
      .orderBy(asc(libraryTags.sort), asc(libraryTags.id)),
    db.select().from(libraryEntryImages).where(eq(libraryEntryImages.entryId, id)).orderBy(asc(libraryEntryImages.sort), asc(libraryEntryImages.id)),
    entryFiles(db, id),
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

/** An entry's files in its order with their labels: its links, then the files in one read (a link to a file that is gone is skipped, as the join did). */
async function entryFiles(db: Db, entryId: number): Promise<AdminEntry['files']> {
  const links = await db
    .select({ fileId: libraryEntryFiles.fileId, label: libraryEntryFiles.label })
    .from(libraryEntryFiles)
    .where(eq(libraryEntryFiles.entryId, entryId))
    .orderBy(asc(libraryEntryFiles.sort), asc(libraryEntryFiles.id));
  const files = await entryFilesByIds(
    db,
    links.map((l) => l.fileId),
  );
  return links.flatMap(({ fileId, label }) => {
    const file = files.get(fileId);
    return file ? [{ handle: file.handle, name: file.name, mime: file.mime, bytes: file.bytes, label }] : [];
  });
}

/**
 * Which of the staff files `fileIds` are held elsewhere: an order keeps them (its request, a proof,
 * a production photo) or a message carries them. Their owners answer (lib/server/file-uses.ts),
 * in the caller's transaction.
 */
async function heldElsewhere(tx: Db, fileIds: readonly number[]): Promise<Set<number>> {
  if (fileIds.length === 0) return new Set();
  const [byOrders, inThreads] = await Promise.all([FILE_USES.keptByOrders(tx, fileIds), FILE_USES.threads(tx, fileIds)]);
  return new Set([...byOrders, ...inThreads.map((t) => t.fileId)]);
}

/**
 * The stored files an entry may attach, by handle, in the input's order: library files, and the
 * actor's own staff files that nothing else uses (they become library files). Any other handle
 * is a field error `files.{i}.handle`, whatever the reason.
 */
async function attachableFiles(tx: Db, actor: Actor, handles: readonly string[]): Promise<number[]> {
  if (!handles.length) return [];
  const rows = await filesByHandle(tx, handles, undefined, 'update');
  // The actor's own staff files, and which of them something else holds, in one lookup.
  const ownStaff = (row: StoredFileRow) => row.purpose === 'staff' && row.ownerId === actor.user.id;
  const held = await heldElsewhere(
    tx,
    rows.flatMap((r) => (r && ownStaff(r) ? [r.id] : [])),
  );
  const errors: Record<string, { key: 'fileUnknown' }> = {};
  const ids: number[] = [];
  const toSwitch: number[] = [];
  for (const [i, row] of rows.entries()) {
    const free = row !== undefined && ownStaff(row) && !held.has(row.id);
    if (row && (row.purpose === 'library' || free)) {
      ids.push(row.id);
      if (free) toSwitch.push(row.id);
    } else errors[`files.${i}.handle`] = { key: 'fileUnknown' };
  }
  if (Object.keys(errors).length) throw new InvalidInput(errors);
  await makeLibraryFiles(tx, toSwitch);
  return ids;
}

async function checkEntryRefs(db: Db, input: LibraryEntryInput): Promise<void> {
  if (input.productId !== null) {
    if (!(await productExists(db, input.productId))) throw new InvalidInput({ product_id: { key: 'product' } });
  }
  await checkLevel(db, input.downloadMinLevelId, 'download_min_level_id');
}

/** Writes an entry's tags, pictures and files (replacing what it had). */
async function writeParts(tx: Db, actor: Actor, libraryId: number, entryId: number, input: LibraryEntryInput): Promise<void> {
  const tagRows = input.tags.length
    ? await tx
        .select({ id: libraryTags.id, key: libraryTags.key })
        .from(libraryTags)
        .where(and(eq(libraryTags.libraryId, libraryId), inArray(libraryTags.key, input.tags)))
    : [];
  if (tagRows.length !== input.tags.length) throw new InvalidInput({ tags: { key: 'choice' } });
  const fileIds = await attachableFiles(
    tx,
    actor,
    input.files.map((f) => f.handle),
  );
  await tx.delete(libraryEntryTags).where(eq(libraryEntryTags.entryId, entryId));
  await tx.delete(libraryEntryImages).where(eq(libraryEntryImages.entryId, entryId));
  await tx.delete(libraryEntryFiles).where(eq(libraryEntryFiles.entryId, entryId));
  if (tagRows.length) await tx.insert(libraryEntryTags).values(tagRows.map((t) => ({ entryId, tagId: t.id })));
  if (input.images.length) await tx.insert(libraryEntryImages).values(input.images.map((image, sort) => ({ entryId, ...image, sort })));
  if (fileIds.length) await tx.insert(libraryEntryFiles).values(fileIds.map((fileId, sort) => ({ entryId, fileId, label: input.files[sort].label, sort })));
}

const columnsOf = (input: LibraryEntryInput) =>
  columnsFrom(input, ['slug', 'title', 'summary', 'body', 'cover', 'productId', 'downloadVisibility', 'downloadMinLevelId', 'published', 'sort']);

function auditView(input: LibraryEntryInput | AdminEntry) {
  if ('id' in input) {
    const { id: _id, updated_at: _u, library: _l, files, ...rest } = input;
    return { ...rest, files: files.map((f) => f.handle) };
  }
  const { expectedUpdatedAt: _e, files, ...rest } = input;
  return { ...rest, files: files.map((f) => f.handle) };
}

/** The fields the entry form edits, as its history keeps them: the form's shape, so a revision can be saved again. */
export function entrySnapshot(entry: AdminEntry) {
  const { id: _id, updated_at: _u, library: _l, files, ...rest } = entry;
  return { ...rest, files: files.map(({ handle, label }) => ({ handle, label })) };
}

const slugTaken = () => new InvalidInput({ slug: { key: 'taken' } });

/** A new entry of a library (201); a slug used in that library is `taken`. */
export async function createEntry(db: Db, actor: Actor | null, key: string, input: LibraryEntryInput): Promise<AdminEntry> {
  const staff = requireRole(actor, ...CONTENT_STAFF_ROLES);
  await checkEntryRefs(db, input);
  let id = 0;
  try {
    id = await db.transaction(async (tx) => {
      const library = await libraryByKey(tx as unknown as Db, key);
      const [row] = await tx
        .insert(libraryEntries)
        .values({ libraryId: library.id, ...columnsOf(input) })
        .returning();
      await writeParts(tx as unknown as Db, staff, library.id, row.id, input);
      await recordAudit(
        tx as unknown as Db,
        { actor: staff },
        { action: 'library.entry.create', entity: 'library_entry', entityId: row.id, before: null, after: { library: key, ...auditView(input) } },
      );
      await recordRevision(tx as unknown as Db, staff, 'library_entry', row.id, null, entrySnapshot(await getAdminEntry(tx as unknown as Db, staff, row.id)));
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
export async function updateEntry(db: Db, actor: Actor | null, id: number, input: LibraryEntryInput): Promise<AdminEntry> {
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
      await tx
        .update(libraryEntries)
        .set({ ...columnsOf(input), updatedAt: sql`now()` })
        .where(eq(libraryEntries.id, id));
      await writeParts(tx as unknown as Db, staff, row.libraryId, id, input);
      await recordAudit(
        tx as unknown as Db,
        { actor: staff },
        { action: 'library.entry.update', entity: 'library_entry', entityId: id, before: auditView(before), after: auditView(input) },
      );
      // Saving the form is reviewing its texts: the machine marks go, changed or not.
      await clearMachineMarks(tx as unknown as Db, 'library_entry', id);
      await recordRevision(tx as unknown as Db, staff, 'library_entry', id, entrySnapshot(before), entrySnapshot(await getAdminEntry(tx as unknown as Db, staff, id)));
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
