import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { designFiles, designs } from './schema';

/*
 * What orders needs of a design when a member asks a quote for it, asked here rather than by
 * reading `designs` and `design_files` in the orders queries. Every function takes the caller's
 * db or transaction handle, so the order's transaction holds what it reads.
 */

export type DesignRow = typeof designs.$inferSelect;

/** One of the member's designs, or undefined (another member's design is none of theirs). */
export async function memberDesign(db: Db, memberId: number, id: number): Promise<DesignRow | undefined> {
  const [row] = await db
    .select()
    .from(designs)
    .where(and(eq(designs.id, id), eq(designs.memberId, memberId)));
  return row;
}

/** Holds one of the member's designs (FOR SHARE) until the caller's transaction ends: false when it is gone or not theirs. */
export async function holdMemberDesign(tx: Db, memberId: number, id: number): Promise<boolean> {
  const held = await tx
    .select({ id: designs.id })
    .from(designs)
    .where(and(eq(designs.id, id), eq(designs.memberId, memberId)))
    .for('share');
  return held.length > 0;
}

/** The ids of a design's artwork files, in the design's order. */
export async function designFileIds(db: Db, designId: number): Promise<number[]> {
  const rows = await db.select({ fileId: designFiles.fileId }).from(designFiles).where(eq(designFiles.designId, designId)).orderBy(asc(designFiles.sort));
  return rows.map((r) => r.fileId);
}
