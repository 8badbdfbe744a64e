import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase, type OpenedDatabase } from '@/lib/server/db/open';

/**
 * The databases every service test runs against: an in-memory PGlite always, and a real
 * PostgreSQL when TEST_DATABASE_URL points at a server (CI starts one). Each PostgreSQL test
 * file gets a fresh database of its own, dropped afterwards.
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<OpenedDatabase>;
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: openMigratedPglite }];
  if (process.env.TEST_DATABASE_URL) list.push({ name: 'postgres', open: openFreshPostgres });
  return list;
}

/**
 * A new in-memory PGlite copied from the migrated image: a new cluster's initdb and the migrations
 * took ~5 s of each test file's time on this kind of machine, a copy of the image half a second.
 */
async function openMigratedPglite(): Promise<OpenedDatabase> {
  return openDatabase({ kind: 'pglite', image: await migratedImage() });
}

/** What the image is made of: the migrations' files and PGlite's version (a change of either makes a new one). */
function imageKey(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(file));
  }
  hash.update(readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The data folder of a migrated, empty PGlite database as a dump, made by the first test file that
 * needs it and kept in the temporary folder for the next ones (and the next run, while the
 * migrations stay the same). Written aside and renamed: a parallel worker reads all of it or none.
 */
async function migratedImage(): Promise<Blob> {
  const file = path.join(tmpdir(), `case-site-pglite-${imageKey()}.tar`);
  if (!existsSync(file)) {
    const opened = await openDatabase({ kind: 'pglite' });
    await opened.migrate();
    // drizzle's database keeps its PGlite client as $client.
    const client = (opened.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    await opened.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** The address of database `name` on the test server (TEST_DATABASE_URL). */
function testServerUrl(name: string): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement as the test server's administrator. */
async function onTestServer(sql: string, params: unknown[] = []): Promise<number> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return (await admin.query(sql, params)).rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/**
 * Runs `statement` again while PostgreSQL says a database it copies or renames is still in use
 * (55006): a pool that just ended may leave its server processes a few milliseconds behind.
 */
async function whileInUse(statement: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await statement();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A new PostgreSQL database on the test server (TEST_DATABASE_URL) named `<prefix>_…`, empty or a
 * copy of `template`, and how to drop it.
 */
export async function freshPostgres(prefix = 'test', template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await whileInUse(() => onTestServer(`create database ${name}${template ? ` template ${template}` : ''}`));
  return {
    url: testServerUrl(name),
    async drop() {
      await onTestServer(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The advisory lock the test files' workers make the migrated template under, one at a time. */
const TEMPLATE_LOCK = 7_340_299;

/**
 * The migrated template database for this tree's migrations (`test_template_<key>`), made once per
 * test server: a copy of it is a fifth of the migrations' time. Made under a name of its own and
 * renamed when complete, so a copy is never taken of half of it.
 */
async function migratedTemplate(): Promise<string> {
  const name = `test_template_${imageKey()}`;
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const opened = await openDatabase({ kind: 'postgres', url: testServerUrl(building) });
    await opened.migrate();
    await opened.close();
    await whileInUse(() => admin.query(`alter database ${building} rename to ${name}`));
    return name;
  } finally {
    await admin.end();
  }
}

async function openFreshPostgres(): Promise<OpenedDatabase> {
  const fresh = await freshPostgres('test', await migratedTemplate());
  const opened = await openDatabase({ kind: 'postgres', url: fresh.url });
  return {
    ...opened,
    async close() {
      await opened.close();
      await fresh.drop();
    },
  };
}
