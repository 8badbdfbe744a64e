import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { storedFiles } from './schema';

/*
 * A member's picture is a stored file of purpose 'avatar'; members makes and shows it
 * (lib/server/members/avatar.ts), files keeps its row. These are the row's reads and writes, so
 * members need not reach the stored-files table.
 */

/** What an avatar's row records: where its bytes are and what they are. */
export interface AvatarFile {
  handle: string;
  storageKey: string;
  bytes: number;
  sha256: string;
  ownerId: number;
  clientAddress: string;
}

/** Records a member's new picture (a WebP), in the caller's transaction. */
export async function recordAvatarFile(tx: Db, file: AvatarFile): Promise<void> {
  await tx.insert(storedFiles).values({ ...file, purpose: 'avatar', name: 'avatar.webp', mime: 'image/webp' });
}

/** Deletes the rows of the member's pictures other than `keep`, and answers where their bytes were. */
export async function dropAvatarRows(db: Db, ownerId: number, keep: string): Promise<string[]> {
  const old = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), eq(storedFiles.purpose, 'avatar'), ne(storedFiles.handle, keep)))
    .returning({ key: storedFiles.storageKey });
  return old.map((r) => r.key);
}

/** Where the bytes of the picture `handle` are, or null when there is no such picture. */
export async function avatarStorageKey(db: Db, handle: string): Promise<string | null> {
  const [row] = await db
    .select({ key: storedFiles.storageKey })
    .from(storedFiles)
    .where(and(eq(storedFiles.handle, handle), eq(storedFiles.purpose, 'avatar')))
    .limit(1);
  return row?.key ?? null;
}
