import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { memberLevels } from './schema';

/*
 * What the content libraries read of the member levels (a download's "level and above"): the
 * ledger owns the levels, so the libraries ask here instead of reading its table.
 */

/** Whether member level `id` exists. */
export async function levelExists(db: Db, id: number): Promise<boolean> {
  const [found] = await db.select({ id: memberLevels.id }).from(memberLevels).where(eq(memberLevels.id, id));
  return found !== undefined;
}

/** Every member level's id, name (all languages) and threshold, lowest first. */
export async function levelsLowestFirst(db: Db) {
  return db.select({ id: memberLevels.id, name: memberLevels.name, threshold: memberLevels.threshold }).from(memberLevels).orderBy(asc(memberLevels.threshold));
}

/** Member level `id`'s id and name (all languages), or null. */
export async function levelById(db: Db, id: number) {
  const [row] = await db.select({ id: memberLevels.id, name: memberLevels.name }).from(memberLevels).where(eq(memberLevels.id, id));
  return row ?? null;
}
