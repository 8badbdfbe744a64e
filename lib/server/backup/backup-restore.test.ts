/** @jest-environment node */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { users } from '@/lib/server/db/schema';
import { LocalDiskStorage } from '@/lib/server/files/storage';
import { ArchiveProblems, verifyArchive } from './archive';
import { createBackup } from './create';
import { knownMigrations } from './database-facts';
import { DATABASE_PART, isSafePartPath, type Manifest } from './manifest';
import { queryOf as pgQueryOf } from './postgres-engine';
import { archiveProblem, restoreBackup, RestoreRefused } from './restore';
import { enginesIn, repack, rowQuery, useScratch, type Engine } from './backup-fixtures';
import { everyFile, everyRow, fillSite } from './test-support';

jest.setTimeout(300_000);

/*
 * A backup and its restore on each engine: a site with members, a lead, an order, messages,
 * uploaded files and the audit log is backed up, restored into an empty target and compared with
 * the original, every row of every table and every byte of every file; the site then starts on the
 * restored data (migrations, a new row). Then what must be refused. (Checking an archive's parts:
 * archive-check.test.ts.)
 */

const { folder } = useScratch();
const engines = enginesIn(folder);

describe('what a restore accepts', () => {
  const manifest = (changes: Partial<Manifest>): Manifest => ({
    complete: true,
    format: 'case-site-backup',
    formatVersion: 1,
    createdAt: '2026-11-27T02:00:00.000Z',
    app: { name: 'casecraft-site', version: '1.0.0' },
    engine: 'pglite',
    engineVersion: 'PostgreSQL 18',
    schema: { lastMigration: knownMigrations()[3].tag, lastMigrationAt: knownMigrations()[3].when, applied: 4 },
    tables: {},
    uploads: { storage: 'local', files: 0, bytes: 0 },
    parts: [],
    ...changes,
  });

  it('takes an older schema of its engine, and says why it refuses the rest', () => {
    expect(archiveProblem(manifest({}), 'pglite')).toBeNull();
    expect(archiveProblem(manifest({ schema: { lastMigration: null, lastMigrationAt: null, applied: 0 } }), 'pglite')).toBeNull();
    expect(archiveProblem(manifest({ formatVersion: 2 }), 'pglite')).toMatch(/format \(2\) is newer than this version of the site reads \(1\)/);
    expect(archiveProblem(manifest({}), 'postgres')).toBe('the archive is of a PGlite site: restore it with DATABASE_URL unset (into PGLITE_DIR)');
    expect(archiveProblem(manifest({ engine: 'postgres' }), 'pglite')).toBe('the archive is of a PostgreSQL site: restore it with DATABASE_URL set to an empty database');
    expect(archiveProblem(manifest({ schema: { lastMigration: '0003_social', lastMigrationAt: 12345, applied: 4 } }), 'pglite')).toMatch(
      /a migration this version of the site does not know/,
    );
  });

  it('reads only plain relative paths as parts', () => {
    for (const good of ['database/pgdata.tar.gz', 'uploads/files/member/ab12.png']) expect([good, isSafePartPath(good)]).toEqual([good, true]);
    for (const bad of ['', '/etc/passwd', '../x', 'uploads/../../x', 'uploads//x', './x', 'uploads/x/', 'a\\b', 'a\u0000b'])
      expect([bad, isSafePartPath(bad)]).toEqual([bad, false]);
  });
});

describe.each(engines)('a backup on $name', (engine) => {
  let source: Awaited<ReturnType<Engine['source']>>;
  let uploads: string;
  let archive: string;
  /** The rows `archive` holds (the source changes afterwards). */
  let archivedRows: Record<string, string[]>;

  beforeAll(async () => {
    source = await engine.source();
    uploads = await folder('uploads');
    await fillSite(source.opened.db, new LocalDiskStorage(uploads));
    archive = path.join(await folder('archives'), 'site.tar');
  });
  afterAll(() => source?.cleanup());

  it('holds every row and every file: restored into an empty target they are the same, and the site goes on there', async () => {
    const result = await createBackup({ database: source.database, uploads: { storage: 'local', root: uploads } }, archive);
    const originalRows = await everyRow(rowQuery(source.opened));
    archivedRows = originalRows;
    const originalFiles = await everyFile(uploads);

    // What the manifest says, and that the check accepts it.
    const { manifest } = await verifyArchive(archive);
    expect(manifest).toEqual(result.manifest);
    expect(manifest).toMatchObject({ complete: true, engine: engine.name, formatVersion: 1, app: { name: 'casecraft-site' } });
    expect(manifest.schema).toEqual({ lastMigration: knownMigrations().at(-1)!.tag, lastMigrationAt: knownMigrations().at(-1)!.when, applied: knownMigrations().length });
    for (const [table, rows] of Object.entries(originalRows)) expect([table, manifest.tables[table]]).toEqual([table, rows.length]);
    for (const table of ['public.users', 'public.consult_requests', 'public.orders', 'public.messages', 'public.stored_files', 'public.audit_log']) {
      expect([table, manifest.tables[table]]).toEqual([table, expect.any(Number)]);
      expect(manifest.tables[table]).toBeGreaterThan(0);
    }
    expect(Object.keys(originalFiles).length).toBeGreaterThanOrEqual(3); // two uploads and a thumbnail
    expect(manifest.uploads).toEqual({ storage: 'local', files: Object.keys(originalFiles).length, bytes: expect.any(Number) });
    expect(manifest.parts.map((p) => p.path).sort()).toEqual([DATABASE_PART[engine.name], ...Object.keys(originalFiles).map((f) => `uploads/${f}`)].sort());
    // Nothing of the backup's work stays behind: no staging folder in the uploads, no temporary archive.
    expect(await readdir(uploads)).not.toContainEqual(expect.stringMatching(/^\./));
    expect(await readdir(path.dirname(archive))).toEqual(['site.tar']);

    const target = await engine.target();
    const restoredUploads = path.join(await folder('restored'), 'uploads');
    try {
      const restored = await restoreBackup(archive, { database: target.database, uploads: { storage: 'local', root: restoredUploads } });
      expect(restored.files).toBe(Object.keys(originalFiles).length);
      expect(await everyFile(restoredUploads)).toEqual(originalFiles);

      // The site's start on the restored data: migrations (none to apply), then business as usual.
      const opened = await target.open();
      try {
        await opened.migrate();
        expect(await everyRow(rowQuery(opened))).toEqual(originalRows);
        // The sequences came back too: a new row does not collide with a restored one.
        const [added] = await opened.db
          .insert(users)
          .values({ account: 'after.restore', nickname: 'after', roles: ['member'] })
          .returning();
        expect(added.id).toBeGreaterThan(Math.max(...originalRows['public.users'].map((r) => (JSON.parse(r) as { id: number }).id)));
      } finally {
        await opened.close();
      }
    } finally {
      await target.cleanup();
    }
  });

  it('is one moment of the database while the site writes: the dump and its row counts agree', async () => {
    // A writer that goes on during the whole backup, as visitors do.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await source.opened.db.insert(users).values({ account: `busy.${written}`, nickname: 'busy', roles: ['member'] });
        written += 1;
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const during = path.join(await folder('archives'), 'during.tar');
    let made: Awaited<ReturnType<typeof createBackup>>;
    try {
      made = await createBackup({ database: source.database, uploads: { storage: 'local', root: uploads } }, during);
    } finally {
      writing = false;
      await writer;
    }
    expect(written).toBeGreaterThan(0);
    const target = await engine.target();
    try {
      // The restore compares every table's rows with the manifest's counts (and refuses a difference).
      await restoreBackup(during, { database: target.database, uploads: { storage: 'local', root: path.join(await folder('restored'), 'uploads') } });
      const opened = await target.open();
      try {
        const rows = (await rowQuery(opened)<{ n: string }>('select count(*)::text as n from public.users'))[0].n;
        expect(Number(rows)).toBe(made.manifest.tables['public.users']);
      } finally {
        await opened.close();
      }
    } finally {
      await target.cleanup();
    }
  });

  if (engine.name === 'pglite') {
    it('waits for a transaction under way: its rows are in the copy whole, or not at all', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let begun!: () => void;
      const started = new Promise<void>((resolve) => (begun = resolve));
      const order = source.opened.db.transaction(async (tx) => {
        await tx.insert(users).values({ account: 'in.transaction.1', nickname: 'tx', roles: ['member'] });
        begun();
        await gate;
        await tx.insert(users).values({ account: 'in.transaction.2', nickname: 'tx', roles: ['member'] });
      });
      await started;
      const during = path.join(await folder('archives'), 'in-transaction.tar');
      const backup = createBackup({ database: source.database, uploads: { storage: 'local', root: uploads } }, during);
      // The transaction ends while the backup waits for it.
      setTimeout(release, 1_000);
      await order;
      await backup;
      const target = await engine.target();
      await restoreBackup(during, { database: target.database, uploads: { storage: 'local', root: path.join(await folder('restored'), 'uploads') } });
      const opened = await target.open();
      try {
        const found = await rowQuery(opened)<{ account: string }>("select account from public.users where account like 'in.transaction.%' order by account");
        expect(found.map((r) => r.account)).toEqual(['in.transaction.1', 'in.transaction.2']);
      } finally {
        await opened.close();
      }
    });
  }

  it('refuses a target that holds data unless forced, and a forced restore replaces it cleanly', async () => {
    const target = await engine.target();
    const restoredUploads = path.join(await folder('restored'), 'uploads');
    const into = { database: target.database, uploads: { storage: 'local' as const, root: restoredUploads } };
    try {
      await restoreBackup(archive, into);
      // The target changes after the restore: a row, a table, a file the archive does not have.
      const opened = await target.open();
      await opened.db.insert(users).values({ account: 'changed.since', nickname: 'x', roles: ['member'] });
      await opened.db.execute(sql.raw('create table public.stray (id int)'));
      const [{ value: before }] = await rowQuery(opened)<{ value: string }>('select value::text as value from data_generation');
      await opened.close();
      await writeFile(path.join(restoredUploads, 'stray.bin'), 'stray');

      const refused = await restoreBackup(archive, into).then(
        () => null,
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(RestoreRefused);
      expect((refused as Error).message).toContain('not empty');
      expect((refused as Error).message).toContain('--force');
      expect(await readFile(path.join(restoredUploads, 'stray.bin'), 'utf8')).toBe('stray');

      await restoreBackup(archive, into, { force: true });
      expect(await everyFile(restoredUploads)).toEqual(await everyFile(uploads));
      const again = await target.open();
      try {
        expect(await everyRow(rowQuery(again))).toEqual(archivedRows);
        // On PostgreSQL, where servers may still be running, the data generation comes back past the
        // one replaced, so no member page kept before the restore is served again.
        const [{ value: after }] = await rowQuery(again)<{ value: string }>('select value::text as value from data_generation');
        if (engine.name === 'postgres') expect(Number(after)).toBeGreaterThan(Number(before));
      } finally {
        await again.close();
      }
    } finally {
      await target.cleanup();
    }
  });

  it('refuses an archive of a newer schema and a corrupt archive, and changes nothing', async () => {
    const newest = knownMigrations().at(-1)!;
    const future = await repack(folder, archive, async (_unpacked, manifest) => ({
      ...manifest,
      schema: { lastMigration: '9999_from_the_future', lastMigrationAt: newest.when + 86_400_000, applied: manifest.schema.applied + 1 },
    }));
    // The repacked archive is sound (only the schema says otherwise).
    await expect(verifyArchive(future)).resolves.toBeTruthy();

    const flipped = path.join(await folder('flipped'), 'archive.tar');
    const bytes = await readFile(archive);
    const manifestBytes = (await verifyArchive(archive)).manifest;
    // A byte in the middle of the database part (after the manifest's header and blocks and the part's header).
    const manifestSize = Buffer.byteLength(JSON.stringify(manifestBytes, null, 2)) + 1;
    const at = 512 + Math.ceil(manifestSize / 512) * 512 + 512 + 1000;
    bytes[at] ^= 0xff;
    await writeFile(flipped, bytes);

    for (const [file, expected] of [
      [future, /migration this version of the site does not know \(9999_from_the_future/],
      [flipped, new RegExp(`${DATABASE_PART[engine.name]}: its SHA-256 differs`)],
    ] as const) {
      const target = await engine.target();
      const restoredUploads = path.join(await folder('restored'), 'uploads');
      try {
        const refused = await restoreBackup(file, { database: target.database, uploads: { storage: 'local', root: restoredUploads } }).then(
          () => null,
          (e: unknown) => e,
        );
        expect(refused).toBeInstanceOf(file === future ? RestoreRefused : ArchiveProblems);
        expect((refused as Error).message).toMatch(expected);
        // Nothing was touched: no uploads folder, an empty database.
        await expect(readdir(restoredUploads)).rejects.toMatchObject({ code: 'ENOENT' });
        if (target.database.engine === 'pglite') await expect(readdir(target.database.dataDir)).rejects.toMatchObject({ code: 'ENOENT' });
        else {
          const { Client } = await import('pg');
          const client = new Client({ connectionString: target.database.url });
          await client.connect();
          const tables = await pgQueryOf(client)<{ n: string }>("select count(*)::text as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')");
          await client.end();
          expect(tables[0].n).toBe('0');
        }
      } finally {
        await target.cleanup();
      }
    }
  });
});
