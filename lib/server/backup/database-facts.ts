import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@/lib/server/db/open';
import type { Manifest } from './manifest';

/*
 * What the manifest says of a database, read the same way from PGlite and from PostgreSQL through
 * one plain query function: the server's version, the schema (the last drizzle migration applied)
 * and the rows of every table.
 */

/** Runs one statement and answers its rows (a pg client's or PGlite's `query`, adapted). */
export type RowQuery = <T extends Record<string, unknown>>(statement: string) => Promise<T[]>;

export interface DatabaseFacts {
  engineVersion: string;
  schema: Manifest['schema'];
  tables: Manifest['tables'];
}

export interface KnownMigration {
  tag: string;
  /** The journal's time stamp: drizzle records it as the migration's `created_at` and orders by it. */
  when: number;
}

/** The migrations this code carries (drizzle's journal), oldest first. */
export function knownMigrations(folder: string = MIGRATIONS_FOLDER): KnownMigration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: KnownMigration[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when })).sort((a, b) => a.when - b.when);
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function readDatabaseFacts(query: RowQuery): Promise<DatabaseFacts> {
  const [{ version }] = await query<{ version: string }>('select version() as version');
  return { engineVersion: version, schema: await appliedSchema(query), tables: await countRows(query) };
}

/** The last migration applied, by drizzle's own record of them (none in a database never migrated). */
export async function appliedSchema(query: RowQuery): Promise<Manifest['schema']> {
  const [{ present }] = await query<{ present: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!present) return { lastMigration: null, lastMigrationAt: null, applied: 0 };
  const [row] = await query<{ last: string | null; applied: string }>('select max(created_at)::text as last, count(*)::text as applied from drizzle.__drizzle_migrations');
  const lastAt = row.last === null ? null : Number(row.last);
  const tag = lastAt === null ? null : (knownMigrations().find((m) => m.when === lastAt)?.tag ?? `unknown migration of ${new Date(lastAt).toISOString()}`);
  return { lastMigration: tag, lastMigrationAt: lastAt, applied: Number(row.applied) };
}

/** Rows per table, every schema but the system's, keyed `schema.table`. */
export async function countRows(query: RowQuery): Promise<Record<string, number>> {
  const tables = await query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [{ n }] = await query<{ n: string }>(`select count(*)::text as n from ${quote(schema)}.${quote(name)}`);
    counts[`${schema}.${name}`] = Number(n);
  }
  return counts;
}

/**
 * Why this code cannot restore an archive of that schema, or null when it can: a migration it does
 * not know means a newer version of the site made the archive (its tables may not match this code).
 * An older schema is fine: the migrations bring it up to date when the site starts.
 */
export function schemaProblem(schema: Manifest['schema'], known: KnownMigration[] = knownMigrations()): string | null {
  if (schema.lastMigrationAt === null) return null;
  if (known.some((m) => m.when === schema.lastMigrationAt)) return null;
  const newest = known.at(-1);
  return (
    `the archive's database has a migration this version of the site does not know (${schema.lastMigration}, ` +
    `${new Date(schema.lastMigrationAt).toISOString()}; this code's newest is ${newest ? newest.tag : 'none'}): ` +
    'restore it with the version of the site that made it, or a newer one'
  );
}
