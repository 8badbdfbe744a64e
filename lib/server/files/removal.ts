import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { storedFiles } from './schema';

/*
 * A file that belongs to one record only (an order's production photo) goes with it, and a file
 * stored for a record that could not be written goes at once: the owning domain deletes the row
 * here, in its transaction, and the bytes once that is committed.
 */

/** Where the bytes of a deleted file were (its thumbnail's too, when it had one). */
export interface GoneFile {
  key: string;
  thumbKey: string | null;
}

/** Deletes the row of the file `fileId` and answers where its bytes were; null when there was none. */
export async function deleteFileRow(tx: Db, fileId: number): Promise<GoneFile | null> {
  const [gone] = await tx.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning({ key: storedFiles.storageKey, thumbKey: storedFiles.thumbKey });
  return gone ?? null;
}

/** Deletes the row of the file `handle` (stored for a record that failed) and answers where its bytes were; null when there was none. */
export async function deleteFileRowByHandle(db: Db, handle: string): Promise<string | null> {
  const [gone] = await db.delete(storedFiles).where(eq(storedFiles.handle, handle)).returning({ key: storedFiles.storageKey });
  return gone?.key ?? null;
}
