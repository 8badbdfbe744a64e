import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { LOCALES, type Locale } from '@/lib/config';
import type { TranslatableKind } from '@/lib/api/contract/translate';
import type { Db } from '@/lib/server/db/types';
import { machineTranslations } from './schema';

/*
 * The "machine translated, not reviewed" marks: a row per record and language a fill wrote. The
 * owner of the record clears a language's mark when an editor saves that language (its own save,
 * in its own transaction); the forms and the product list read them.
 */

type LocalizedText = Partial<Record<Locale, string>>;

/** Marks the languages a fill just wrote (in the fill's transaction). */
export async function markMachineTranslated(tx: Db, kind: TranslatableKind, recordId: number, locales: readonly Locale[]): Promise<void> {
  if (locales.length === 0) return;
  await tx
    .insert(machineTranslations)
    .values(locales.map((locale) => ({ kind, recordId, locale })))
    .onConflictDoNothing();
}

/** The languages whose text an editor's save changed: those are reviewed now. */
export function editedLocales(before: object, after: object, fields: readonly string[]): Locale[] {
  const text = (record: object, field: string, locale: Locale) => {
    const value: unknown = (record as Record<string, unknown>)[field];
    return value && typeof value === 'object' ? ((value as LocalizedText)[locale] ?? '') : '';
  };
  return LOCALES.filter((locale) => fields.some((field) => text(before, field, locale) !== text(after, field, locale)));
}

/** Clears the marks of the languages an editor saved (call it in the save's transaction). */
export async function clearMachineMarks(tx: Db, kind: TranslatableKind, recordId: number, locales: readonly Locale[]): Promise<void> {
  if (locales.length === 0) return;
  await tx
    .delete(machineTranslations)
    .where(and(eq(machineTranslations.kind, kind), eq(machineTranslations.recordId, recordId), inArray(machineTranslations.locale, [...locales])));
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
