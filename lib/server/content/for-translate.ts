import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/config';
import { CONTENT_STAFF_ROLES } from '@/lib/api/contract';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { writeFill } from '@/lib/server/translate/merge';
import { entrySnapshot, getAdminEntry } from './manage-entries';
import { libraryEntries } from './schema';
import { revalidateLibraries } from './tags';

/*
 * What the translation help reads and writes of a library entry: its title, summary and body.
 * Written through translate/merge.ts: only empty languages, audited, a revision of the entry; the
 * library pages are revalidated after.
 */

type Texts = Record<string, Partial<Record<Locale, string>>>;

async function entryRow(db: Db, id: number, lock: boolean) {
  const query = db.select().from(libraryEntries).where(eq(libraryEntries.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const textsOf = (row: typeof libraryEntries.$inferSelect): Texts => ({ title: row.title, summary: row.summary, body: row.body });

/** An entry's translatable texts, or null when there is no such entry. */
export async function entryTexts(db: Db, actor: Actor | null, id: number): Promise<Texts | null> {
  requireRole(actor, ...CONTENT_STAFF_ROLES);
  const row = await entryRow(db, id, false);
  return row ? textsOf(row) : null;
}

/** Writes the translated texts into the languages still empty; answers the languages written. */
export async function fillEntryTexts(db: Db, actor: Actor | null, id: number, fills: Texts, written: (tx: Db, locales: Locale[]) => Promise<void>): Promise<Locale[]> {
  const staff = requireRole(actor, ...CONTENT_STAFF_ROLES);
  const locales = await writeFill(
    db,
    staff,
    id,
    fills,
    {
      entity: 'library_entry',
      revision: 'library_entry',
      lock: async (t) => {
        const row = await entryRow(t, id, true);
        return row ? textsOf(row) : null;
      },
      write: async (t, after) => {
        await t
          .update(libraryEntries)
          .set({ title: after.title, summary: after.summary, body: after.body, updatedAt: sql`now()` })
          .where(eq(libraryEntries.id, id));
      },
      snapshot: async (t) => entrySnapshot(await getAdminEntry(t, staff, id)),
    },
    written,
  );
  if (locales.length > 0) revalidateLibraries();
  return locales;
}
