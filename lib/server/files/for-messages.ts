import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { allFilesByHandle } from './by-handle';
import { storedFiles, type StoredFileRow } from './schema';

/** A stored file as a message carries it (its handle, name, type, size and thumbnail state). */
export type MessageFileRow = StoredFileRow;

/** The stored files `ids`, by id, in one query (the files of a page of messages); unknown ids are absent. */
export async function filesByIds(db: Db, ids: readonly number[]): Promise<Map<number, MessageFileRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(storedFiles).where(inArray(storedFiles.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The files of a staff reply, in the handles' order: each must be a file this staff member
 * uploaded for messages (purpose `staff`), else the reply is refused as naming unknown files.
 */
export async function ownStaffFiles(tx: Db, staffId: number, handles: readonly string[]): Promise<MessageFileRow[]> {
  return allFilesByHandle(tx, handles, and(eq(storedFiles.purpose, 'staff'), eq(storedFiles.ownerId, staffId)));
}
