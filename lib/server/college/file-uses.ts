import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { collegeVerifications } from './schema';

/*
 * A school verification's document is the record of what staff reviewed, for files
 * (lib/server/file-uses.ts): the member cannot delete it.
 */

/** Whether a school verification keeps `fileId` as its document. */
export async function verificationKeepsFile(db: Db, fileId: number): Promise<boolean> {
  const [found] = await db.select({ id: collegeVerifications.id }).from(collegeVerifications).where(eq(collegeVerifications.documentId, fileId)).limit(1);
  return !!found;
}
