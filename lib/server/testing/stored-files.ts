import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/server/db/types';
import { storedFiles, type FilePurpose } from '@/lib/server/files/schema';

export interface StoredFileFixture {
  purpose?: FilePurpose;
  /** The name shown, made from the file's handle when a function. */
  name?: string | ((handle: string) => string);
  mime?: string;
  bytes?: number;
  sha256?: string;
}

/**
 * A `stored_files` row owned by `ownerId` (no bytes in storage: for tests that only attach or list
 * a file by its handle), a PDF unless told otherwise. Answers its random handle.
 */
export async function insertStoredFile(db: Db, ownerId: number, file: StoredFileFixture = {}): Promise<string> {
  const { purpose = 'member', name = 'art.pdf', mime = 'application/pdf', bytes = 1234, sha256 = 'a'.repeat(64) } = file;
  const handle = randomBytes(16).toString('hex');
  await db.insert(storedFiles).values({
    handle,
    storageKey: `files/${purpose}/${handle}`,
    purpose,
    name: typeof name === 'function' ? name(handle) : name,
    mime,
    bytes,
    sha256,
    ownerId,
  });
  return handle;
}
