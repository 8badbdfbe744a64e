import 'server-only';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { FILE_HANDLE } from '@/lib/uploads';
import type { Db } from '@/lib/server/db/types';
import { InvalidInput } from '@/lib/server/problems';
import { storedFiles, type StoredFileRow } from './schema';

/** A form's file list that names a file the sender may not use: the same field error whatever the reason (nobody learns whether someone else's file exists). */
export const unknownFiles = () => new InvalidInput({ files: { key: 'fileUnknown' } });

/**
 * The stored files `handles` name among those `where` allows, in the order of `handles` (undefined
 * where there is none), locked in the caller's transaction when `lock` says how. A handle that is
 * not one in form is refused at once with unknownFiles.
 */
export async function filesByHandle(tx: Db, handles: readonly string[], where?: SQL, lock?: 'update' | 'share'): Promise<(StoredFileRow | undefined)[]> {
  if (handles.length === 0) return [];
  if (handles.some((h) => typeof h !== 'string' || !FILE_HANDLE.test(h))) throw unknownFiles();
  const query = tx
    .select()
    .from(storedFiles)
    .where(and(inArray(storedFiles.handle, [...handles]), where));
  const rows = lock ? await query.for(lock) : await query;
  const byHandle = new Map(rows.map((r) => [r.handle, r]));
  return handles.map((h) => byHandle.get(h));
}

/** filesByHandle, every one of them found (else unknownFiles). */
export async function allFilesByHandle(tx: Db, handles: readonly string[], where?: SQL, lock?: 'update' | 'share'): Promise<StoredFileRow[]> {
  const chosen = await filesByHandle(tx, handles, where, lock);
  if (chosen.some((r) => !r)) throw unknownFiles();
  return chosen as StoredFileRow[];
}

/** The id of the stored file `handle` (one the caller has just stored, to link it), or undefined. */
export async function fileIdOfHandle(tx: Db, handle: string): Promise<number | undefined> {
  const [file] = await tx.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.handle, handle));
  return file?.id;
}
