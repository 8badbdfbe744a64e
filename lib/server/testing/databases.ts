import { randomBytes } from 'node:crypto';
import { openDatabase, type OpenedDatabase } from '@/lib/server/db/open';

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

async function openMigratedPglite(): Promise<OpenedDatabase> {
  const opened = await openDatabase({ kind: 'pglite' });
  await opened.migrate();
  return opened;
}

/** A new, empty PostgreSQL database on the test server (TEST_DATABASE_URL) named `<prefix>_…`, and how to drop it. */
export async function freshPostgres(prefix = 'test'): Promise<{ url: string; drop(): Promise<void> }> {
  const { Client } = await import('pg');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function openFreshPostgres(): Promise<OpenedDatabase> {
  const fresh = await freshPostgres();
  const opened = await openDatabase({ kind: 'postgres', url: fresh.url });
  await opened.migrate();
  return {
    ...opened,
    async close() {
      await opened.close();
      await fresh.drop();
    },
  };
}
