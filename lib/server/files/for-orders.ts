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

/** The stored files with these ids, by id, in one query (an id with no row is simply absent). */
export async function filesByIds(db: Db, ids: readonly number[]): Promise<Map<number, StoredFileRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(storedFiles).where(inArray(storedFiles.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
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
