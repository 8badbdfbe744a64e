import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config';
import { ACADEMY_STAFF_ROLES } from '@/lib/api/contract/academy';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { writeFill } from '@/lib/server/translate/merge';
import { courseSnapshot } from './manage';
import { courses } from './schema';
import { revalidateAcademy } from './tags';

/*
 * What the translation help reads and writes of a course: its title and summary (the lessons are
 * edited on their own forms). Written through translate/merge.ts: only empty languages, audited,
 * a revision of the course; the academy's pages are revalidated after.
 */

type Texts = Record<string, Partial<Record<Locale, string>>>;

async function courseRow(db: Db, id: number, lock: boolean) {
  const query = db.select().from(courses).where(eq(courses.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A course's translatable texts, or null when there is no such course. */
export async function courseTexts(db: Db, actor: Actor | null, id: number): Promise<Texts | null> {
  requireRole(actor, ...ACADEMY_STAFF_ROLES);
  const row = await courseRow(db, id, false);
  return row ? { title: row.title, summary: row.summary } : null;
}

/** Writes the translated texts into the languages still empty; answers the languages written. */
export async function fillCourseTexts(db: Db, actor: Actor | null, id: number, fills: Texts, written: (tx: Db, locales: Locale[]) => Promise<void>): Promise<Locale[]> {
  const staff = requireRole(actor, ...ACADEMY_STAFF_ROLES);
  const locales = await writeFill(
    db,
    staff,
    id,
    fills,
    {
      entity: 'course',
      revision: 'course',
      lock: async (t) => {
        const row = await courseRow(t, id, true);
        return row ? { title: row.title, summary: row.summary } : null;
      },
      write: async (t, after) => {
        await t
          .update(courses)
          .set({ title: after.title, summary: after.summary, updatedAt: sql`now()` })
          .where(eq(courses.id, id));
      },
      snapshot: async (t) => courseSnapshot((await courseRow(t, id, false))!),
    },
    written,
  );
  if (locales.length > 0) revalidateAcademy();
  return locales;
}
