import 'server-only';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { appMeta, users } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

/*
 * What the start-up reads of the demo seed without loading it: the seed's modules hold the demo
 * content in 14 languages (a 2.2 MB chunk of code, several MB of heap), which an instance whose
 * database was seeded before never needs (docs/operations/performance.md, "Memory").
 */

/** The catalogue's marker (./seed.ts). */
export const DEMO_CONTENT_KEY = 'demo_content_seeded_at';
/** Where the demo accounts' ids are kept (./demo-accounts.ts), so a production start finds them whatever they are renamed to. */
export const DEMO_ACCOUNTS_KEY = 'demo_accounts';
/** The later steps, each marked by demoStepMarker: ./modules.ts's DEMO_MODULES and the accounts (markers.test.ts checks the list). */
export const DEMO_STEP_KEYS = ['academy', 'points', 'libraries', 'help', 'trust', 'pricing', 'accounts'] as const;

export function demoStepMarker(key: string): string {
  return `demo_${key}_seeded_at`;
}

/** Whether any step of the demo seed has not been written into this database yet. */
export async function demoLeftToWrite(db: Db): Promise<boolean> {
  const markers = [DEMO_CONTENT_KEY, ...DEMO_STEP_KEYS.map(demoStepMarker)];
  const [row] = await db.select({ written: count() }).from(appMeta).where(inArray(appMeta.key, markers));
  return (row?.written ?? 0) < markers.length;
}

/** The demo accounts that can still sign in (not disabled), by their current names. */
export async function activeDemoAccounts(db: Db): Promise<string[]> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_ACCOUNTS_KEY));
  if (!row) return [];
  const parsed: unknown = JSON.parse(row.value);
  const ids = Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.disabledAt)))
    .orderBy(users.id);
  return rows.map((r) => r.account ?? `#${r.id}`);
}
