import 'server-only';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import type { DesignUse } from '@/lib/server/files/uses';
import { designFiles, designs } from './schema';

/*
 * The member's files a design uses as its artwork, for files (lib/server/file-uses.ts): where a
 * file is used, and letting go of it when the member deletes the file.
 */

/** The designs using each of `fileIds`, most recently changed first. */
export async function designsUsingFiles(db: Db, fileIds: readonly number[]): Promise<DesignUse[]> {
  if (fileIds.length === 0) return [];
  const ofTheseFiles = inArray(designFiles.fileId, [...fileIds]);
  return db
    .select({ fileId: designFiles.fileId, id: designs.id, name: designs.name })
    .from(designFiles)
    .innerJoin(designs, eq(designs.id, designFiles.designId))
    .where(ofTheseFiles)
    .orderBy(desc(designs.updatedAt));
}

/** Takes the file `fileId` out of every design's artwork (the designs stay). */
export async function dropFileFromDesigns(db: Db, fileId: number): Promise<void> {
  await db.delete(designFiles).where(eq(designFiles.fileId, fileId));
}
