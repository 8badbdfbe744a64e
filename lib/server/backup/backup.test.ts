/** @jest-environment node */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { create as createTar, extract as extractTar } from 'tar';
import { FolderLockedError } from '@/lib/server/db/folder-lock.mjs';
import { openDatabase, type OpenedDatabase } from '@/lib/server/db/open';
import { users } from '@/lib/server/db/schema';
import { S3Storage } from '@/lib/server/files/s3-storage';
import { startS3TestServer } from '@/lib/server/files/s3-test-server';
import { LocalDiskStorage } from '@/lib/server/files/storage';
import { ArchiveProblems, hashFile, verifyArchive } from './archive';
import { createBackup, type DatabaseSource } from './create';
import { knownMigrations, type RowQuery } from './database-facts';
import { DATABASE_PART, isSafePartPath, MANIFEST_NAME, type Manifest } from './manifest';
import { pgliteClientOf } from './pglite-engine';
import { queryOf as pgQueryOf } from './postgres-engine';
import { archiveProblem, restoreBackup, RestoreRefused, type RestoreTarget } from './restore';
import { everyFile, everyRow, fillSite, freshPostgres } from './test-support';

jest.setTimeout(300_000);

/*
 * A backup and its restore on each engine: a site with members, a lead, an order, messages,
 * uploaded files and the audit log is backed up, restored into an empty target and compared with
 * the original, every row of every table and every byte of every file; the site then starts on the
 * restored data (migrations, a new row). Then what must be refused.
 */

interface Engine {
  name: 'pglite' | 'postgres';
  /** A migrated, empty database to back up. */
  source(): Promise<{ opened: OpenedDatabase; database: DatabaseSource; cleanup(): Promise<void> }>;
  /** An empty target for the restore, and how the site would open it. */
  target(): Promise<{ database: RestoreTarget['database']; open(): Promise<OpenedDatabase>; cleanup(): Promise<void> }>;
}

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'case-site-backup-test-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

const folder = (name: string) => mkdtemp(path.join(scratch, `${name}-`));

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
    const fresh = await freshPostgres();
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
    const fresh = await freshPostgres();
    return { database: { engine: 'postgres', url: fresh.url }, open: () => openDatabase({ kind: 'postgres', url: fresh.url }), cleanup: () => fresh.drop() };
  },
};

const engines = process.env.TEST_DATABASE_URL ? [pglite, postgres] : [pglite];

/** A query function over a drizzle database of either driver. */
function rowQuery(opened: OpenedDatabase): RowQuery {
  return async <T extends Record<string, unknown>>(statement: string) => {
    const result = (await opened.db.execute(sql.raw(statement))) as unknown as { rows: T[] };
    return result.rows;
  };
}

/** Repacks an archive's unpacked folder (manifest first), after `change` edited it. */
async function repack(archive: string, change: (unpacked: string, manifest: Manifest) => Promise<Manifest | void>): Promise<string> {
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

async function problemsOf(archive: string): Promise<string[]> {
  const error = await verifyArchive(archive).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ArchiveProblems);
  return (error as ArchiveProblems).problems;
}

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
    expect(archiveProblem(manifest({ schema: { lastMigration: '0003_social', lastMigrationAt: 12345, applied: 4 } }), 'pglite')).toMatch(/a migration this version of the site does not know/);
  });

  it('reads only plain relative paths as parts', () => {
    for (const good of ['database/pgdata.tar.gz', 'uploads/files/member/ab12.png']) expect([good, isSafePartPath(good)]).toEqual([good, true]);
    for (const bad of ['', '/etc/passwd', '../x', 'uploads/../../x', 'uploads//x', './x', 'uploads/x/', 'a\\b', 'a\u0000b']) expect([bad, isSafePartPath(bad)]).toEqual([bad, false]);
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
        const [added] = await opened.db.insert(users).values({ account: 'after.restore', nickname: 'after', roles: ['member'] }).returning();
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
      } finally {
        await again.close();
      }
    } finally {
      await target.cleanup();
    }
  });

  it('refuses an archive of a newer schema and a corrupt archive, and changes nothing', async () => {
    const newest = knownMigrations().at(-1)!;
    const future = await repack(archive, async (_unpacked, manifest) => ({
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

describe('checking an archive', () => {
  let archive: string;
  let opened: OpenedDatabase;
  let uploads: string;

  beforeAll(async () => {
    opened = await openDatabase({ kind: 'pglite' });
    await opened.migrate();
    uploads = await folder('uploads');
    await fillSite(opened.db, new LocalDiskStorage(uploads));
    archive = path.join(await folder('archives'), 'site.tar');
    await createBackup({ database: { engine: 'pglite', client: pgliteClientOf(opened.db)! }, uploads: { storage: 'local', root: uploads } }, archive);
  });
  afterAll(() => opened?.close());

  it('accepts the archive as written, and names a changed, missing, added or truncated part', async () => {
    await expect(verifyArchive(archive)).resolves.toMatchObject({ manifest: { complete: true } });
    const { manifest } = await verifyArchive(archive);
    const upload = manifest.parts.find((p) => p.path.startsWith('uploads/') && p.bytes > 1000)!;

    const changed = await repack(archive, async (unpacked) => {
      const file = path.join(unpacked, upload.path);
      const bytes = await readFile(file);
      bytes[bytes.length - 1] ^= 0x01;
      await writeFile(file, bytes);
    });
    expect(await problemsOf(changed)).toEqual([`${upload.path}: its SHA-256 differs from the manifest's (the content changed)`]);

    const grown = await repack(archive, async (unpacked) => writeFile(path.join(unpacked, upload.path), Buffer.concat([await readFile(path.join(unpacked, upload.path)), Buffer.from('x')])));
    expect(await problemsOf(grown)).toEqual([`${upload.path}: ${upload.bytes + 1} bytes where the manifest says ${upload.bytes}`]);

    const missing = await repack(archive, async (unpacked) => rm(path.join(unpacked, upload.path)));
    expect(await problemsOf(missing)).toEqual([`${upload.path}: missing`]);

    const added = await repack(archive, async (unpacked) => writeFile(path.join(unpacked, 'uploads', 'extra.txt'), 'not in the manifest'));
    expect(await problemsOf(added)).toEqual(['uploads/extra.txt: in the archive but not in the manifest']);

    const bytes = await readFile(archive);
    const truncated = path.join(await folder('truncated'), 'archive.tar');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const truncatedProblems = await problemsOf(truncated);
    expect(truncatedProblems.join('\n')).toMatch(/broken|missing|differs/);

    const notTar = path.join(await folder('random'), 'archive.tar');
    await writeFile(notTar, Buffer.alloc(4096, 7));
    expect((await problemsOf(notTar)).join('\n')).toMatch(/not a tar archive|broken/);
    expect(await problemsOf(path.join(scratch, 'nothing-here.tar'))).toEqual(['there is no such file']);

    const unfinished = await repack(archive, async (_unpacked, m) => ({ ...m, complete: false }));
    expect(await problemsOf(unfinished)).toEqual(['the archive was never finished: the backup that wrote it stopped before its end']);
    const unsafe = await repack(archive, async (_unpacked, m) => ({ ...m, parts: [...m.parts, { path: '../escape', bytes: 0, sha256: '0'.repeat(64) }] }));
    expect((await problemsOf(unsafe)).join('\n')).toContain('not a plain relative path');
  });

  it('a backup stopped half-way through writing leaves no archive and no temporary file; earlier archives stay as they were', async () => {
    const dir = path.dirname(archive);
    const before = await hashFile(archive);
    const stopped = new AbortController();
    let written = 0;
    const attempt = createBackup(
      { database: { engine: 'pglite', client: pgliteClientOf(opened.db)! }, uploads: { storage: 'local', root: uploads } },
      path.join(dir, 'stopped.tar'),
      {
        signal: stopped.signal,
        onProgress: (bytes) => {
          written = bytes;
          if (bytes > 512 * 1024) stopped.abort(new Error('injected failure mid-write'));
        },
      },
    );
    await expect(attempt).rejects.toMatchObject({ name: 'AbortError', cause: new Error('injected failure mid-write') });
    expect(written).toBeGreaterThan(512 * 1024);
    expect(await readdir(dir)).toEqual(['site.tar']);
    expect(await readdir(uploads)).not.toContainEqual(expect.stringMatching(/^\./));
    expect(await hashFile(archive)).toEqual(before);
    await expect(verifyArchive(archive)).resolves.toBeTruthy();
  });

  it('refuses to restore into a PGlite folder another process holds, and changes nothing there', async () => {
    const dataDir = path.join(await folder('held'), 'pglite');
    const holder = spawn(
      process.execPath,
      ['--input-type=module', '-e', `const m = await import(${JSON.stringify(path.join(process.cwd(), 'lib/server/db/folder-lock.mjs'))}); await m.lockDataFolder(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve) => holder.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve()));
      const restoredUploads = path.join(await folder('restored'), 'uploads');
      await expect(restoreBackup(archive, { database: { engine: 'pglite', dataDir }, uploads: { storage: 'local', root: restoredUploads } }, { force: true })).rejects.toBeInstanceOf(FolderLockedError);
      expect(await readdir(dataDir)).toEqual(['.lock-key']);
      await expect(readdir(restoredUploads)).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('with S3 the files stay in the bucket (none in the archive); an archive of local files restores them into a bucket', async () => {
    const s3 = await startS3TestServer();
    try {
      const inBucket = path.join(await folder('s3-archive'), 'site.tar');
      const made = await createBackup(
        { database: { engine: 'pglite', client: pgliteClientOf(opened.db)! }, uploads: { storage: 's3', bucket: s3.settings.bucket, endpoint: s3.settings.endpoint } },
        inBucket,
      );
      expect(made.manifest.uploads).toEqual({ storage: 's3', bucket: s3.settings.bucket, endpoint: s3.settings.endpoint });
      expect(made.manifest.parts.map((p) => p.path)).toEqual([DATABASE_PART.pglite]);
      const noFiles = await restoreBackup(inBucket, { database: { engine: 'pglite', dataDir: path.join(await folder('s3-target'), 'pglite') }, uploads: { storage: 'local', root: path.join(scratch, 'unused-uploads') } });
      expect(noFiles.files).toBe(0);
      expect(noFiles.notes).toEqual([expect.stringContaining(`S3 bucket ${s3.settings.bucket}`)]);

      const store = new S3Storage(s3.settings);
      const restored = await restoreBackup(archive, { database: { engine: 'pglite', dataDir: path.join(await folder('to-s3'), 'pglite') }, uploads: { storage: 's3', store } });
      const originals = await everyFile(uploads);
      expect(restored.files).toBe(Object.keys(originals).length);
      for (const [key, sha256] of Object.entries(originals)) {
        const object = await store.get(key);
        const bytes = Buffer.from(await new Response(object!.body).arrayBuffer());
        expect([key, createHash('sha256').update(bytes).digest('hex')]).toEqual([key, sha256]);
      }
    } finally {
      await s3.close();
    }
  });

  it('refuses to write an archive inside what it backs up', async () => {
    const database = { engine: 'pglite' as const, client: pgliteClientOf(opened.db)! };
    await expect(createBackup({ database, uploads: { storage: 'local', root: uploads } }, path.join(uploads, 'backups', 'site.tar'))).rejects.toThrow(
      `the archive's folder ${path.join(uploads, 'backups')} is inside the uploads folder ${uploads}`,
    );
    expect(existsSync(path.join(uploads, 'backups'))).toBe(false);
  });

  it('never replaces a file: a backup to an existing name is refused', async () => {
    const before = await hashFile(archive);
    await expect(createBackup({ database: { engine: 'pglite', client: pgliteClientOf(opened.db)! }, uploads: { storage: 'local', root: uploads } }, archive)).rejects.toThrow('exists already');
    expect(await hashFile(archive)).toEqual(before);
  });
});
