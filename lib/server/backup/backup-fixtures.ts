// What the backup tests share (backup-restore.test.ts, archive-check.test.ts): a scratch folder per
// test file, the two engines a site runs on (a migrated source to back up, an empty target to
// restore into), and the tools to read a database or edit an archive. Test code only.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { create as createTar, extract as extractTar } from 'tar';
import { openDatabase, type OpenedDatabase } from '@/lib/server/db/open';
import { freshPostgres } from '@/lib/server/testing/databases';
import type { DatabaseSource } from './create';
import type { RowQuery } from './database-facts';
import { MANIFEST_NAME, type Manifest } from './manifest';
import { pgliteClientOf } from './pglite-engine';
import type { RestoreTarget } from './restore';

/** A fresh folder inside the test file's scratch folder. */
export type Folder = (name: string) => Promise<string>;

/**
 * The test file's scratch folder: made before its tests, removed after them. `folder(name)` makes a
 * fresh folder inside it; `inside(name)` is a path in it that nothing made.
 */
export function useScratch(): { folder: Folder; inside: (name: string) => string } {
  let scratch = '';
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'case-site-backup-test-'));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));
  return { folder: (name) => mkdtemp(path.join(scratch, `${name}-`)), inside: (name) => path.join(scratch, name) };
}

export interface Engine {
  name: 'pglite' | 'postgres';
  /** A migrated, empty database to back up. */
  source(): Promise<{ opened: OpenedDatabase; database: DatabaseSource; cleanup(): Promise<void> }>;
  /** An empty target for the restore, and how the site would open it. */
  target(): Promise<{ database: RestoreTarget['database']; open(): Promise<OpenedDatabase>; cleanup(): Promise<void> }>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export function enginesIn(folder: Folder): Engine[] {
  const pglite: Engine = {
    name: 'pglite',
    async source() {
      const dataDir = await folder('pglite-source');
      const opened = await openDatabase({ kind: 'pglite', dataDir });
      await opened.migrate();
      const client = pgliteClientOf(opened.db);
      if (!client) throw new Error('no PGlite client');
      return { opened, database: { engine: 'pglite', client }, cleanup: () => opened.close() };
    },
    async target() {
      const dataDir = path.join(await folder('pglite-target'), 'pglite');
      return { database: { engine: 'pglite', dataDir }, open: () => openDatabase({ kind: 'pglite', dataDir }), cleanup: async () => undefined };
    },
  };
  const postgres: Engine = {
    name: 'postgres',
    async source() {
      const fresh = await freshPostgres('test_backup');
      const opened = await openDatabase({ kind: 'postgres', url: fresh.url });
      await opened.migrate();
      return {
        opened,
        database: { engine: 'postgres', url: fresh.url },
        async cleanup() {
          await opened.close();
          await fresh.drop();
        },
      };
    },
    async target() {
      const fresh = await freshPostgres('test_backup');
      return { database: { engine: 'postgres', url: fresh.url }, open: () => openDatabase({ kind: 'postgres', url: fresh.url }), cleanup: () => fresh.drop() };
    },
  };
  return process.env.TEST_DATABASE_URL ? [pglite, postgres] : [pglite];
}

/** A query function over a drizzle database of either driver. */
export function rowQuery(opened: OpenedDatabase): RowQuery {
  return async <T extends Record<string, unknown>>(statement: string) => {
    const result = (await opened.db.execute(sql.raw(statement))) as unknown as { rows: T[] };
    return result.rows;
  };
}

/** Repacks an archive's unpacked folder (manifest first), after `change` edited it. */
export async function repack(folder: Folder, archive: string, change: (unpacked: string, manifest: Manifest) => Promise<Manifest | void>): Promise<string> {
  const unpacked = await folder('unpacked');
  await extractTar({ file: archive, cwd: unpacked });
  const manifest = JSON.parse(await readFile(path.join(unpacked, MANIFEST_NAME), 'utf8')) as Manifest;
  const changed = (await change(unpacked, manifest)) ?? manifest;
  await writeFile(path.join(unpacked, MANIFEST_NAME), JSON.stringify(changed, null, 2));
  const entries: string[] = [];
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(unpacked, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (child !== MANIFEST_NAME) entries.push(child);
    }
  };
  await walk('');
  const out = path.join(await folder('repacked'), 'archive.tar');
  await createTar({ file: out, cwd: unpacked, portable: true, noDirRecurse: true }, [MANIFEST_NAME, ...entries.sort()]);
  return out;
}
