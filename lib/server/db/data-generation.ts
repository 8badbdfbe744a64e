import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { definePrepared } from './prepared';
import { dataGeneration } from './schema';
import type { Db } from './types';

/*
 * The data generation (drizzle/0033_data_generation.sql): one number that a deferred trigger raises
 * once per committed transaction that changed any table a page shows. Reading it before a render
 * says whether anything could have changed since an earlier render read it: the number becomes
 * visible in the same commit as the data, so a render that starts after reading n sees at least
 * the data of n.
 */

/**
 * The tables without the trigger: what reads and sign-ins write (sessions touched, rate limits,
 * codes, page-view counts, the audit log), background work (the outbox, search catch-up, import
 * slices) and the database's own facts. None of them is shown on a member page.
 */
export const TABLES_WITHOUT_GENERATION = [
  'app_meta',
  'audit_log',
  'captchas',
  'catalogue_import_slices',
  'data_generation',
  'email_codes',
  'insight_page_views',
  'insight_search_misses',
  'oauth_states',
  'outbox',
  'password_reset_codes',
  'phone_codes',
  'product_search_pending',
  'rate_limits',
  'sessions',
] as const;

const generationQuery = (db: Db) => db.select({ value: dataGeneration.value }).from(dataGeneration).where(eq(dataGeneration.id, 1));
// Read before every kept member page is served again: on PGlite a prepared statement (parsed and
// planned once; drizzle's query cost as much as the rest of serving the page).
const preparedGeneration = definePrepared('data_generation_read', generationQuery);

/** The current generation. */
export async function readDataGeneration(db: Db): Promise<number> {
  const rows = await preparedGeneration.run(db, {});
  if (rows) return Number(rows[0]?.[0] ?? 0);
  const [row] = await generationQuery(db);
  return row?.value ?? 0;
}

/**
 * Raises the generation outside any write of data: once a revalidation of Next's cache has landed
 * (lib/server/cache/revalidation-hook.mjs), what was rendered from the entries it expired is old.
 */
export async function raiseDataGeneration(db: Db): Promise<void> {
  await db
    .update(dataGeneration)
    .set({ value: sql`${dataGeneration.value} + 1` })
    .where(eq(dataGeneration.id, 1));
}
