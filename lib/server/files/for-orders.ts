import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { filesByIds, type StoredFileRow } from './by-id';

/*
 * What orders needs to know about stored files beyond by-id, by-handle and removal: its lists pair
 * each of their rows with the file it names, without joining the stored-files table.
 */

export type { StoredFileRow };

/**
 * Each of `rows` with the stored file it names (one read for them all, locked in the caller's
 * transaction when `lock` says how), in the rows' order; a row whose file row is gone is left out,
 * as an inner join on stored_files would.
 */
export async function withStoredFiles<T>(db: Db, rows: readonly T[], fileIdOf: (row: T) => number, lock?: 'share'): Promise<(T & { file: StoredFileRow })[]> {
  const byId = await filesByIds(db, rows.map(fileIdOf), lock);
  return rows.flatMap((row) => {
    const file = byId.get(fileIdOf(row));
    return file ? [{ ...row, file }] : [];
  });
}
