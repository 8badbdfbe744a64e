import 'server-only';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';
import { readDatabaseFacts, type DatabaseFacts, type RowQuery } from './database-facts';

/*
 * PostgreSQL's side of a backup: `pg_dump` in its custom format (compressed, restored with
 * `pg_restore`; Debian's postgresql-client). The dump and the manifest's row counts read one
 * snapshot: a read-only repeatable-read transaction exports its snapshot and pg_dump is started on
 * it (`--snapshot`), so the counts are exactly what the dump holds, whatever the site writes
 * meanwhile. The password never goes on a command line (other users of the machine could read it
 * there): the tools get it in PGPASSWORD.
 */

export class ToolMissingError extends Error {
  constructor(tool: string) {
    super(`${tool} is not installed: on Debian, apt-get install postgresql-client (its major version at least the server's)`);
    this.name = 'ToolMissingError';
  }
}

/**
 * The newest pg_dump or pg_restore of the machine: Debian keeps one per major version under
 * /usr/lib/postgresql (a newer one reads and writes for older servers, an older one refuses a
 * newer server); else the one on PATH.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(root, versions[0], 'bin', name);
  }
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (folder && existsSync(path.join(folder, name))) return path.join(folder, name);
  }
  throw new ToolMissingError(name);
}

/** The connection for libpq's tools: the URL without its password, and the password apart. */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

/** Runs a tool; rejects with its exit and the end of what it wrote on stderr. */
function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'], signal });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code, killed) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(tool)} ${killed ? `was stopped (${killed})` : `exited with ${code}`}: ${stderr.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}

async function connect(url: string): Promise<Client> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

export const queryOf =
  (client: Client): RowQuery =>
  async <T extends Record<string, unknown>>(statement: string) =>
    (await client.query<T>(statement)).rows;

/** Dumps the database to `file` (custom format); answers the facts of the same snapshot. */
export async function dumpPostgres(url: string, file: string, signal?: AbortSignal): Promise<DatabaseFacts> {
  const tool = postgresTool('pg_dump');
  const client = await connect(url);
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows;
    const facts = await readDatabaseFacts(queryOf(client));
    const { dbname, env } = libpqConnection(url);
    await runTool(tool, ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`], env, signal);
    await client.query('commit');
    return facts;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The database's own objects: tables, views, sequences and functions outside the system's schemas. */
export async function postgresObjects(url: string): Promise<number> {
  const client = await connect(url);
  try {
    const [{ n }] = (
      await client.query<{ n: string }>(
        `select count(*)::text as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
      )
    ).rows;
    return Number(n);
  } finally {
    await client.end();
  }
}

/** The data generation of a database (drizzle/0033_data_generation.sql), or null without one. */
async function generationOf(client: Client): Promise<number | null> {
  const [{ present }] = (await client.query<{ present: boolean }>("select to_regclass('public.data_generation') is not null as present")).rows;
  if (!present) return null;
  const [row] = (await client.query<{ value: string }>('select value::text as value from data_generation where id = 1')).rows;
  return row ? Number(row.value) : null;
}

/**
 * Empties the database for a forced restore: every schema but the system's is dropped with what is
 * in it (tables, sequences, the extensions installed there), and an empty `public` made again.
 * Answers the data generation the database had, for raiseGenerationPast.
 */
export async function clearPostgres(url: string): Promise<number | null> {
  const client = await connect(url);
  try {
    const generation = await generationOf(client);
    await client.query('begin');
    const schemas = (
      await client.query<{ name: string }>("select nspname as name from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'")
    ).rows;
    for (const { name } of schemas) await client.query(`drop schema "${name.replaceAll('"', '""')}" cascade`);
    await client.query('create schema public');
    await client.query('grant usage on schema public to public');
    await client.query('commit');
    return generation;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Restores a custom-format dump into the (empty) database in one transaction: it all arrives or
 * nothing does. Owners and grants of the old server are not restored (the new one may have other
 * roles): the objects belong to the user of DATABASE_URL, who is the site's user.
 */
export async function restorePostgres(url: string, dumpFile: string): Promise<DatabaseFacts> {
  const { dbname, env } = libpqConnection(url);
  await runTool(postgresTool('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dumpFile], env);
  const client = await connect(url);
  try {
    return await readDatabaseFacts(queryOf(client));
  } finally {
    await client.end();
  }
}

/**
 * After a restore into a database instances may still be serving: the data generation is set past
 * both the archive's and the one the database had before, so a member page an instance kept from
 * before the restore is never served again (lib/server/http/member-page-cache.mjs).
 */
export async function raiseGenerationPast(url: string, previous: number | null): Promise<void> {
  const client = await connect(url);
  try {
    if ((await generationOf(client)) === null) return;
    await client.query('update data_generation set value = greatest(value, $1::bigint) + 1 where id = 1', [previous ?? 0]);
  } finally {
    await client.end();
  }
}
