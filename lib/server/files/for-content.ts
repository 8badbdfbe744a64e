import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { storedFiles } from './schema';

/** What a library entry shows of a file it offers. */
export interface EntryFile {
  id: number;
  handle: string;
  name: string;
  mime: string;
  bytes: number;
}

/** The stored files `ids` as a library entry lists them, by id, in one query; unknown ids are absent. */
export async function entryFilesByIds(db: Db, ids: readonly number[]): Promise<Map<number, EntryFile>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: storedFiles.id, handle: storedFiles.handle, name: storedFiles.name, mime: storedFiles.mime, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(inArray(storedFiles.id, [...new Set(ids)]));
  return new Map(found.map((file) => [file.id, file]));
}

/** Makes the stored files `ids` library files (a staff file an entry now offers), in the caller's transaction. */
export async function makeLibraryFiles(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(storedFiles)
    .set({ purpose: 'library', updatedAt: sql`now()` })
    .where(inArray(storedFiles.id, [...ids]));
}
