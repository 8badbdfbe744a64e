import 'server-only';
import type { Locale } from '@/lib/config';
import type { TranslatableKind } from '@/lib/api/contract/translate';
import type { Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';

/*
 * Where the translation help reads and writes each kind of record: the owning domain's answer,
 * listed here so that translate/ imports none of the domains whose records it fills (they import
 * its marks). Each is loaded when a fill first asks for it.
 */

export type LocalizedTexts = Record<string, Partial<Record<Locale, string>>>;

export interface TranslateTarget {
  /** The record's translatable texts by field, or null when there is no such record. */
  read(db: Db, actor: Actor | null, id: number): Promise<LocalizedTexts | null>;
  /** Writes `fills` into the languages still empty; `written` runs in that transaction. Answers the languages written. */
  fill(db: Db, actor: Actor | null, id: number, fills: LocalizedTexts, written: (tx: Db, locales: Locale[]) => Promise<void>): Promise<Locale[]>;
}

const catalogue = (kind: 'product' | 'category' | 'faq' | 'home_card'): TranslateTarget => ({
  read: async (db, actor, id) => (await import('@/lib/server/catalogue/for-translate')).catalogueTexts(db, actor, kind, id),
  fill: async (db, actor, id, fills, written) => (await import('@/lib/server/catalogue/for-translate')).fillCatalogueTexts(db, actor, kind, id, fills, written),
});

export const TRANSLATE_TARGETS: Record<TranslatableKind, TranslateTarget> = {
  product: catalogue('product'),
  category: catalogue('category'),
  faq: catalogue('faq'),
  home_card: catalogue('home_card'),
  course: {
    read: async (db, actor, id) => (await import('@/lib/server/academy/for-translate')).courseTexts(db, actor, id),
    fill: async (db, actor, id, fills, written) => (await import('@/lib/server/academy/for-translate')).fillCourseTexts(db, actor, id, fills, written),
  },
  library_entry: {
    read: async (db, actor, id) => (await import('@/lib/server/content/for-translate')).entryTexts(db, actor, id),
    fill: async (db, actor, id, fills, written) => (await import('@/lib/server/content/for-translate')).fillEntryTexts(db, actor, id, fills, written),
  },
};
