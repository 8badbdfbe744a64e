import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { filesByHandle } from './by-handle';
import { storedFiles, type StoredFileRow } from './schema';

/** The trust document `handle` (a stored file of purpose 'trust'), locked in the caller's transaction; undefined when there is none. */
export async function trustFileByHandle(tx: Db, handle: string): Promise<StoredFileRow | undefined> {
  const [row] = await filesByHandle(tx, [handle], eq(storedFiles.purpose, 'trust'), 'update');
  return row;
}
