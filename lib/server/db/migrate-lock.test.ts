/** @jest-environment node */
/*
 * Ten instances starting at once against one new PostgreSQL database: every migrate() succeeds,
 * the migrations are applied once (drizzle's journal holds each once, one set of tables). Needs a
 * real PostgreSQL server (TEST_DATABASE_URL; `npm test` starts one): PGlite is one process.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type OpenedDatabase } from './open';

jest.setTimeout(120_000);

const adminUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

(adminUrl ? describe : describe.skip)('migrations on PostgreSQL', () => {
  const name = `test_migrate_${Date.now()}_${randomBytes(4).toString('hex')}`;
  let url: string;

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${name}`));
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  });

  it('ten instances starting at once on a new database migrate it once, and all of them start', async () => {
    const instances: OpenedDatabase[] = [];
    for (let i = 0; i < 10; i += 1) instances.push(await openDatabase({ kind: 'postgres', url }));
    try {
      const outcomes = await Promise.allSettled(instances.map((db) => db.migrate()));
      const failures = outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason));
      expect(failures).toEqual([]);

      const check = new Client({ connectionString: url });
      await check.connect();
      try {
        const applied = await check.query<{ hash: string; n: number }>('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash');
        expect(applied.rows).toHaveLength(journal.entries.length);
        expect(applied.rows.every((r) => r.n === 1)).toBe(true);
        const total = await check.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(total.rows[0].n).toBe(journal.entries.length);
        // One set of tables: each of the schema's tables exists once, in public.
        const tables = await check.query<{ table_name: string; n: number }>(
          "select table_name, count(*)::int as n from information_schema.tables where table_schema = 'public' group by table_name",
        );
        expect(tables.rows.length).toBeGreaterThan(20);
        expect(tables.rows.every((r) => r.n === 1)).toBe(true);
        // The lock is not left held by anyone.
        const held = await check.query<{ n: number }>(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
        );
        expect(held.rows[0].n).toBe(0);
      } finally {
        await check.end();
      }

      // A later start finds everything applied and applies nothing again.
      await instances[0].migrate();
      const c = new Client({ connectionString: url });
      await c.connect();
      const again = (await c.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n;
      await c.end();
      expect(again).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
    }
  });
});
