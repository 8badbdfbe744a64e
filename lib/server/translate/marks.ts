import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { LOCALES, type Locale } from '@/lib/config';
import type { TranslatableKind } from '@/lib/api/contract/translate';
import type { Db } from '@/lib/server/db/types';
import { machineTranslations } from './schema';

/*
 * The "machine translated, not reviewed" marks: a row per record and language a fill wrote. The
 * owner of the record clears them when an editor saves its form (its own save, in its own
 * transaction); the forms and the product list read them.
 */

/** Marks the languages a fill just wrote (in the fill's transaction). */
export async function markMachineTranslated(tx: Db, kind: TranslatableKind, recordId: number, locales: readonly Locale[]): Promise<void> {
  if (locales.length === 0) return;
  await tx
    .insert(machineTranslations)
    .values(locales.map((locale) => ({ kind, recordId, locale })))
    .onConflictDoNothing();
}

/**
 * Clears every mark of a record: an editor saved its form, which shows all its languages, so the
 * texts are reviewed even those left as the machine wrote them (call it in the save's transaction).
 */
export async function clearMachineMarks(tx: Db, kind: TranslatableKind, recordId: number): Promise<void> {
  await tx.delete(machineTranslations).where(and(eq(machineTranslations.kind, kind), eq(machineTranslations.recordId, recordId)));
}

/** The marked languages of some records of a kind, by record id (records without marks are absent). */
export async function machineLocalesOf(db: Db, kind: TranslatableKind, recordIds: readonly number[]): Promise<Map<number, Locale[]>> {
  const marks = new Map<number, Locale[]>();
  if (recordIds.length === 0) return marks;
  const rows = await db
    .select({ recordId: machineTranslations.recordId, locale: machineTranslations.locale })
    .from(machineTranslations)
    .where(and(eq(machineTranslations.kind, kind), inArray(machineTranslations.recordId, [...recordIds])));
  for (const row of rows) {
    const list = marks.get(row.recordId) ?? [];
    list.push(row.locale as Locale);
    marks.set(row.recordId, list);
  }
  for (const list of marks.values()) list.sort((a, b) => LOCALES.indexOf(a) - LOCALES.indexOf(b));
  return marks;
}
