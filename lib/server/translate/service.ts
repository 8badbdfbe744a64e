import 'server-only';
import type { Locale } from '@/lib/config';
import { TRANSLATE_STAFF_ROLES, type TranslatableKind } from '@/lib/api/contract/translate';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { machineLocalesOf } from './marks';
import type { ProviderName } from './provider-codes';
import { allTerms } from './terms';

/* What the back office's forms and lists read of the translation help. */

export interface TranslationHelp {
  /** The configured provider, or null: then no "fill the missing languages" button is shown. */
  provider: ProviderName | null;
  /** The machine-translated, not reviewed languages of each record asked about (none: absent). */
  machine: Record<number, Locale[]>;
}

export async function translationHelp(db: Db, actor: Actor | null, provider: ProviderName | null, kind: TranslatableKind, ids: readonly number[]): Promise<TranslationHelp> {
  requireRole(actor, ...TRANSLATE_STAFF_ROLES);
  const marks = await machineLocalesOf(db, kind, ids);
  return { provider, machine: Object.fromEntries(marks) };
}

/** Every protected term: public, as the pages mark them `translate="no"`. */
export async function protectedTermsForPages(db: Db): Promise<string[]> {
  return allTerms(db);
}
