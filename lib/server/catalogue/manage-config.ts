import 'server-only';
import { inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/config';
import { SYS_CONFIG_NAMES, type SysConfigName } from '@/lib/api/contract/catalogue';
import { isLocalizedConfigName, type CompanyChange, type CompanyConfig, type CompanyValues, type LocalizedValue } from '@/lib/api/contract/catalogue-admin';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem } from '@/lib/server/problems';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { revalidateCatalogue } from './revalidate';
import { systemConfig, type LocalizedText } from './schema';
import { writeConfigRow } from './config-rows';
import { TAGS } from './tags';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/*
 * The company facts (system config) in the back office (editor, admin): the company's name,
 * tagline, province and "about us" per locale, and its WhatsApp number, e-mail and social links.
 * They are edited on one page and saved together: the save carries the latest `updated_at` of
 * the rows it read, and is refused (409) when any row changed since.
 */

type ConfigRow = typeof systemConfig.$inferSelect;

/** A stored value in the form's shape: a text per locale, or one string. */
function formValue(name: SysConfigName, stored: string | LocalizedText | undefined): LocalizedValue | string {
  if (isLocalizedConfigName(name)) {
    if (stored === undefined) return {};
    return typeof stored === 'string' ? { [DEFAULT_LOCALE]: stored } : { ...stored };
  }
  if (stored === undefined) return '';
  return typeof stored === 'string' ? stored : (stored.en ?? stored[DEFAULT_LOCALE] ?? Object.values(stored)[0] ?? '');
}

function latest(rows: ConfigRow[]): Date {
  return new Date(Math.max(0, ...rows.map((r) => r.updatedAt.getTime())));
}

function sameValue(a: string | LocalizedText | undefined, b: string | LocalizedText): boolean {
  if (a === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return LOCALES.every((l) => (a[l] ?? '') === (b[l] ?? ''));
}

function configOf(rows: ConfigRow[]): CompanyConfig {
  const byName = new Map(rows.map((r) => [r.name, r.value]));
  const values = Object.fromEntries(SYS_CONFIG_NAMES.map((name) => [name, formValue(name, byName.get(name))])) as CompanyValues;
  return { values, updated_at: latest(rows).toISOString() };
}

/** The company facts as the form edits them, with the `updated_at` a save sends back. */
export async function getCompanyConfig(db: Db, actor: Actor | null): Promise<CompanyConfig> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  return configOf(
    await db
      .select()
      .from(systemConfig)
      .where(inArray(systemConfig.name, [...SYS_CONFIG_NAMES])),
  );
}

/**
 * Writes the facts present in `change` (only those whose value differs; an audit row for each),
 * if no row changed since `expectedUpdatedAt` (else 409, nothing written).
 */
export async function saveCompanyConfig(db: Db, actor: Actor | null, change: CompanyChange): Promise<CompanyConfig> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  let written = 0;
  try {
    await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(systemConfig)
        .where(inArray(systemConfig.name, [...SYS_CONFIG_NAMES]))
        .for('update');
      if (latest(rows).getTime() !== change.expectedUpdatedAt.getTime()) throw new ApiProblem(409, 'conflict');
      const byName = new Map(rows.map((r) => [r.name, r.value]));
      for (const name of SYS_CONFIG_NAMES) {
        const value = change.values[name] as string | LocalizedText | undefined;
        if (value === undefined || sameValue(byName.get(name), value)) continue;
        await writeConfigRow(tx as unknown as Db, staff, name, value, { exists: byName.has(name), value: byName.get(name) });
        written += 1;
      }
    });
  } catch (error) {
    // Someone else added a missing fact at the same moment.
    if (isUniqueViolation(error)) throw new ApiProblem(409, 'conflict');
    throw error;
  }
  if (written) revalidateCatalogue(TAGS.config);
  return getCompanyConfig(db, actor);
}
