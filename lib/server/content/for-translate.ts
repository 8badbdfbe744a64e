import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config';
import { CONTENT_STAFF_ROLES } from '@/lib/api/contract';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { rowOf, writeFill } from '@/lib/server/translate/merge';
import { entrySnapshot, getAdminEntry } from './manage-entries';
import { libraryEntries } from './schema';
import { revalidateLibraries } from './tags';

/*
 * What the translation help reads and writes of a library entry: its title, summary and body.
 * Written through translate/merge.ts: only empty languages, audited, a revision of the entry; the
 * library pages are revalidated after.
 */

type Texts = Record<string, Partial<Record<Locale, string>>>;

/** The entry's texts, or null when there is no such entry. */
const textsOf = (db: Db, id: number, lock: boolean): Promise<Texts | null> =>
  rowOf(db.select({ title: libraryEntries.title, summary: libraryEntries.summary, body: libraryEntries.body }).from(libraryEntries).where(eq(libraryEntries.id, id)), lock);

export async function entryTexts(db: Db, actor: Actor | null, id: number): Promise<Texts | null> {
  requireRole(actor, ...CONTENT_STAFF_ROLES);
  return textsOf(db, id, false);
}

/** Writes the translated texts into the languages still empty; answers the languages written. */
export async function fillEntryTexts(db: Db, actor: Actor | null, id: number, fills: Texts, written: (tx: Db, locales: Locale[]) => Promise<void>): Promise<Locale[]> {
  const staff = requireRole(actor, ...CONTENT_STAFF_ROLES);
  return writeFill(db, staff, id, fills, written, {
    entity: 'library_entry',
    revision: 'library_entry',
    lock: async (t) => {
      // The whole entry (tags, pictures, files) is what its history keeps: the form's own read (a 404 when gone), its row locked.
      const entry = await getAdminEntry(t, staff, id, true);
      return { texts: { title: entry.title, summary: entry.summary, body: entry.body }, snapshot: entrySnapshot(entry) };
    },
    write: (t, { title, summary, body }) =>
      t
        .update(libraryEntries)
        .set({ title, summary, body, updatedAt: sql`now()` })
        .where(eq(libraryEntries.id, id)),
    revalidate: revalidateLibraries,
  });
}
