import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { storedFiles } from './schema';

/*
 * The stored-file rows of members' pictures (lib/server/members/avatar.ts keeps the bytes and the
 * account's link): written in the caller's transaction, so a picture's row and the account's
 * new avatar are kept or dropped together.
 */

/** A picture just put in storage, as its row records it. */
export interface AvatarFile {
  handle: string;
  storageKey: string;
  bytes: number;
  sha256: string;
  ownerId: number;
  clientAddress: string;
}

/** Records a member's new picture (always avatar.webp, image/webp). */
export async function recordAvatarFile(tx: Db, file: AvatarFile): Promise<void> {
  await tx.insert(storedFiles).values({ ...file, purpose: 'avatar', name: 'avatar.webp', mime: 'image/webp' });
}

/** Deletes the member's picture rows other than `keep`'s, returning their storage keys (the caller drops the bytes). */
export async function deleteOtherAvatarFiles(db: Db, ownerId: number, keep: string): Promise<string[]> {
  const old = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), eq(storedFiles.purpose, 'avatar'), ne(storedFiles.handle, keep)))
    .returning({ key: storedFiles.storageKey });
  return old.map((r) => r.key);
}

/** The storage key of a picture by its handle, or null. */
export async function avatarStorageKey(db: Db, handle: string): Promise<string | null> {
  const [row] = await db
    .select({ key: storedFiles.storageKey })
    .from(storedFiles)
    .where(and(eq(storedFiles.handle, handle), eq(storedFiles.purpose, 'avatar')))
    .limit(1);
  return row ? row.key : null;
}
