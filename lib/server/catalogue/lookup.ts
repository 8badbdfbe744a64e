import 'server-only';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { products, systemConfig, type LocalizedText } from './schema';

export type { LocalizedText };

/*
 * What other domains may read and write of the catalogue's tables: the system config entries some
 * of them keep (the ledger's exchange rates, the account team's office hours) and products' names.
 * Each takes `db` or a transaction of it, so a caller's lock and write stay in its transaction.
 */

/** A system config entry as stored. */
export type ConfigEntry = typeof systemConfig.$inferSelect;

/** What an entry may be set to: its stored shape, or an SQL expression building it. */
export type ConfigValue = ConfigEntry['value'] | SQL;

/** The entries of these names that exist. */
export async function configEntries(db: Db, names: readonly string[]): Promise<ConfigEntry[]> {
  return db
    .select()
    .from(systemConfig)
    .where(inArray(systemConfig.name, [...names]));
}

/** One entry, or null when it was never set. */
export async function configEntry(db: Db, name: string): Promise<ConfigEntry | null> {
  const [row] = await db.select().from(systemConfig).where(eq(systemConfig.name, name));
  return row ?? null;
}

/** One entry with its row locked until the transaction ends (null: never set). */
export async function lockConfigEntry(tx: Db, name: string): Promise<ConfigEntry | null> {
  const [row] = await tx.select().from(systemConfig).where(eq(systemConfig.name, name)).for('update');
  return row ?? null;
}

/** Changes an existing entry's value (and its time). */
export async function updateConfigEntry(tx: Db, name: string, value: ConfigValue): Promise<void> {
  await tx
    .update(systemConfig)
    .set({ value, updatedAt: sql`now()` })
    .where(eq(systemConfig.name, name));
}

/** Adds an entry (a second one of the same name fails on the primary key). */
export async function insertConfigEntry(tx: Db, name: string, value: ConfigValue): Promise<void> {
  await tx.insert(systemConfig).values({ name, value });
}

/** Sets an entry, adding it or changing its value (and time) when it exists. */
export async function upsertConfigEntry(tx: Db, name: string, value: ConfigValue): Promise<void> {
  await tx
    .insert(systemConfig)
    .values({ name, value })
    .onConflictDoUpdate({ target: systemConfig.name, set: { value, updatedAt: sql`now()` } });
}

/** Product ids → their names as stored (every locale), in one query. */
export async function productNamesByIds(db: Db, ids: readonly number[]): Promise<Map<number, LocalizedText>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
