import 'server-only';
import { LOCALES, type Locale } from '@/lib/config';
import type { RevisionKind } from '@/lib/api/contract/revisions';
import type { Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { notFound } from '@/lib/server/problems';
import { recordRevision } from '@/lib/server/revisions/service';

/*
 * What a fill writes into a record, whichever domain owns it: a translated text goes only into a
 * language still empty in the row as it is now (read again under lock), so a text an editor saved
 * while the provider was working is kept. The write is audited and, for the kinds with a history,
 * kept as a revision by the staff member who asked, like a save of the form. The record is read
 * once, under the lock: the revision's "after" is that read with the merged texts over it (every
 * kind's history keeps its translatable fields by the same names at its top level).
 */

type LocalizedText = Partial<Record<Locale, string>>;
type Texts = Record<string, LocalizedText>;

/** Every translatable field with the fills written in, and the languages that received a text. */
export function mergeFills(before: Texts, fills: Texts): { after: Texts; locales: Locale[] } {
  const after: Texts = {};
  const locales = new Set<Locale>();
  for (const [field, current] of Object.entries(before)) {
    const next = { ...current };
    for (const locale of LOCALES) {
      const text = fills[field]?.[locale];
      if (text && !(current[locale] ?? '').trim()) {
        next[locale] = text;
        locales.add(locale);
      }
    }
    after[field] = next;
  }
  return { after, locales: LOCALES.filter((l) => locales.has(l)) };
}

/** A select of one record's row: as it is, or locked for the transaction it runs in. */
type Lockable<T> = PromiseLike<T[]> & { for(strength: 'update'): PromiseLike<T[]> };

/** The row a select finds (locked for a fill's write when `lock`), or null when there is none. */
export async function rowOf<T>(query: Lockable<T>, lock: boolean): Promise<T | null> {
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A record as a fill reads it under lock. */
export interface LockedRecord {
  texts: Texts;
  snapshot: Record<string, unknown> | null;
}

/** How a domain reads and writes one of its records for a fill, inside the fill's transaction. */
export interface FillWrite {
  /** The audit row's entity; with `.translate`, its action. */
  entity: string;
  /** The kind whose history keeps the fill (none: no revision). */
  revision: RevisionKind | null;
  /** The record, its row locked (none: 404): its translatable texts, and the record as its history keeps it (null: no history). */
  lock: (t: Db) => Promise<LockedRecord | null>;
  /** Writes the merged texts (and whatever the domain keeps beside them, such as search rows). */
  write: (t: Db, after: Texts) => Promise<unknown>;
  /** Expires the cached pages that show the record, once the fill committed (called when it wrote something). */
  revalidate: () => void;
}

/** Fills the empty languages of one record in one transaction; answers the languages written. */
export async function writeFill(db: Db, staff: Actor, id: number, fills: Texts, written: (tx: Db, locales: Locale[]) => Promise<void>, spec: FillWrite): Promise<Locale[]> {
  const locales = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const record = await spec.lock(t);
    if (!record) throw notFound();
    const { after, locales } = mergeFills(record.texts, fills);
    if (locales.length === 0) return locales;
    await spec.write(t, after);
    await written(t, locales);
    await recordAudit(t, { actor: staff }, { action: `${spec.entity}.translate`, entity: spec.entity, entityId: id, before: null, after: { machine_translated: locales } });
    if (spec.revision && record.snapshot) await recordRevision(t, staff, spec.revision, id, record.snapshot, { ...record.snapshot, ...after });
    return locales;
  });
  if (locales.length > 0) spec.revalidate();
  return locales;
}
