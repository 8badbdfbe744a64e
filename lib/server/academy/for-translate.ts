import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config';
import { ACADEMY_STAFF_ROLES } from '@/lib/api/contract/academy';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { rowOf, writeFill } from '@/lib/server/translate/merge';
import { courseSnapshot } from './manage';
import { courses } from './schema';
import { revalidateAcademy } from './tags';

/*
 * What the translation help reads and writes of a course: its title and summary (the lessons are
 * edited on their own forms). Written through translate/merge.ts: only empty languages, audited,
 * a revision of the course; the academy's pages are revalidated after.
 */

type Texts = Record<string, Partial<Record<Locale, string>>>;

/** The course's texts, or null when there is no such course. */
const textsOf = (db: Db, id: number, lock: boolean): Promise<Texts | null> =>
  rowOf(db.select({ title: courses.title, summary: courses.summary }).from(courses).where(eq(courses.id, id)), lock);

export async function courseTexts(db: Db, actor: Actor | null, id: number): Promise<Texts | null> {
  requireRole(actor, ...ACADEMY_STAFF_ROLES);
  return textsOf(db, id, false);
}

/** Writes the translated texts into the languages still empty; answers the languages written. */
export async function fillCourseTexts(db: Db, actor: Actor | null, id: number, fills: Texts, written: (tx: Db, locales: Locale[]) => Promise<void>): Promise<Locale[]> {
  return writeFill(db, requireRole(actor, ...ACADEMY_STAFF_ROLES), id, fills, written, {
    entity: 'course',
    revision: 'course',
    lock: async (t) => {
      const row = await rowOf(t.select().from(courses).where(eq(courses.id, id)), true);
      return row && { texts: { title: row.title, summary: row.summary }, snapshot: courseSnapshot(row) };
    },
    write: (t, { title, summary }) =>
      t
        .update(courses)
        .set({ title, summary, updatedAt: sql`now()` })
        .where(eq(courses.id, id)),
    revalidate: revalidateAcademy,
  });
}
