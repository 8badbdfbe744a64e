import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { storedFiles, type StoredFileRow } from './schema';

/*
 * What orders needs to know about stored files, asked through this module rather than by joining
 * `stored_files` in the orders queries: files stays the one place that reads and deletes its rows.
 * Every function takes the caller's db or transaction handle, so a call inside a transaction stays in it.
 */

export type { StoredFileRow };

/**
 * Each of `rows` with the stored file it names (one query for them all), in the rows' order; a row
 * whose file row is gone is left out, as an inner join on stored_files would.
 */
export async function withStoredFiles<T>(db: Db, rows: readonly T[], fileIdOf: (row: T) => number): Promise<(T & { file: StoredFileRow })[]> {
  if (rows.length === 0) return [];
  const found = await db
    .select()
    .from(storedFiles)
    .where(inArray(storedFiles.id, [...new Set(rows.map(fileIdOf))]));
  const byId = new Map(found.map((f) => [f.id, f]));
  return rows.flatMap((row) => {
    const file = byId.get(fileIdOf(row));
    return file ? [{ ...row, file }] : [];
  });
}

/** The id of the stored file a handle names, or undefined when there is none. */
export async function fileIdOfHandle(db: Db, handle: string): Promise<number | undefined> {
  const [row] = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.handle, handle));
  return row?.id;
}

/** Deletes one stored file's row, named by id or by handle, and says where its bytes and thumbnail were kept (null when there was no such row). */
export async function deleteFileRow(db: Db, which: { id: number } | { handle: string }): Promise<{ key: string; thumbKey: string | null } | null> {
  const where = 'id' in which ? eq(storedFiles.id, which.id) : eq(storedFiles.handle, which.handle);
  const [gone] = await db.delete(storedFiles).where(where).returning({ key: storedFiles.storageKey, thumbKey: storedFiles.thumbKey });
  return gone ?? null;
}

/**
 * Holds these stored files (FOR SHARE) until the caller's transaction ends, so a delete at the same
 * moment waits; answers the ids among them that still exist.
 */
export async function holdFiles(tx: Db, ids: readonly number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await tx.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, unique)).for('share');
  return new Set(rows.map((r) => r.id));
}
