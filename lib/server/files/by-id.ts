import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { storedFiles, type StoredFileRow } from './schema';

/** A stored file's row, for the domains that show or link files (without importing the table). */
export type { StoredFileRow };

/*
 * The stored files other domains link by id (a lead's attachments, a design's artwork, an
 * order's photos, a library entry's downloads): they read their own links, then the files in one
 * read here, instead of joining the stored-files table.
 */

/** The stored files `fileIds` name, by id (an id with no file is absent), locked in the caller's transaction when `lock` says how. */
export async function filesByIds(db: Db, fileIds: readonly number[], lock?: 'update' | 'share'): Promise<Map<number, StoredFileRow>> {
  if (fileIds.length === 0) return new Map();
  const query = db
    .select()
    .from(storedFiles)
    .where(inArray(storedFiles.id, [...new Set(fileIds)]));
  const rows = lock ? await query.for(lock) : await query;
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Each owner's files in the order of its links (a message's files, a lead's attachments): the
 * links are the owner's own rows, the files come in one read; a link to a file that is gone is skipped.
 */
export async function filesGroupedBy<K>(db: Db, links: readonly { owner: K; fileId: number }[]): Promise<Map<K, StoredFileRow[]>> {
  const byId = await filesByIds(
    db,
    links.map((link) => link.fileId),
  );
  const out = new Map<K, StoredFileRow[]>();
  for (const { owner, fileId } of links) {
    const file = byId.get(fileId);
    if (!file) continue;
    const list = out.get(owner);
    if (list) list.push(file);
    else out.set(owner, [file]);
  }
  return out;
}
