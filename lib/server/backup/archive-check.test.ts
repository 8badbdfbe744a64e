/** @jest-environment node */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FolderLockedError } from '@/lib/server/db/folder-lock.mjs';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { S3Storage } from '@/lib/server/files/s3-storage';
import { startS3TestServer } from '@/lib/server/files/s3-test-server';
import { LocalDiskStorage } from '@/lib/server/files/storage';
import { testDatabases } from '@/lib/server/testing/databases';
import { ArchiveProblems, hashFile, verifyArchive } from './archive';
import { createBackup } from './create';
import { DATABASE_PART } from './manifest';
import { pgliteClientOf } from './pglite-engine';
import { restoreBackup } from './restore';
import { repack, useScratch } from './backup-fixtures';
import { everyFile, fillSite } from './test-support';

jest.setTimeout(300_000);

/*
 * An archive of a PGlite site, checked part by part (a changed, missing, added or truncated part is
 * named), and what a backup or a restore refuses to do with it: stop half-way and leave a file,
 * restore into a folder another process holds, write inside what it backs up, replace a file. With
 * S3 the files stay in the bucket. (A backup and its restore on each engine: backup-restore.test.ts.)
 */

const { folder, inside } = useScratch();

/** The problems the archive check names (it must refuse the archive). */
async function problemsOf(archive: string): Promise<string[]> {
  const error = await verifyArchive(archive).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ArchiveProblems);
  return (error as ArchiveProblems).problems;
}

describe('checking an archive', () => {
  let archive: string;
  let opened: OpenedDatabase;
  let uploads: string;

  beforeAll(async () => {
    // A copy of the migrated image the service tests share: migrating a new cluster took 5 s more.
    opened = await testDatabases()[0].open();
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

    const changed = await repack(folder, archive, async (unpacked) => {
      const file = path.join(unpacked, upload.path);
      const bytes = await readFile(file);
      bytes[bytes.length - 1] ^= 0x01;
      await writeFile(file, bytes);
    });
    expect(await problemsOf(changed)).toEqual([`${upload.path}: its SHA-256 differs from the manifest's (the content changed)`]);

    const grown = await repack(folder, archive, async (unpacked) =>
      writeFile(path.join(unpacked, upload.path), Buffer.concat([await readFile(path.join(unpacked, upload.path)), Buffer.from('x')])),
    );
    expect(await problemsOf(grown)).toEqual([`${upload.path}: ${upload.bytes + 1} bytes where the manifest says ${upload.bytes}`]);

    const missing = await repack(folder, archive, async (unpacked) => rm(path.join(unpacked, upload.path)));
    expect(await problemsOf(missing)).toEqual([`${upload.path}: missing`]);

    const added = await repack(folder, archive, async (unpacked) => writeFile(path.join(unpacked, 'uploads', 'extra.txt'), 'not in the manifest'));
    expect(await problemsOf(added)).toEqual(['uploads/extra.txt: in the archive but not in the manifest']);

    const bytes = await readFile(archive);
    const truncated = path.join(await folder('truncated'), 'archive.tar');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const truncatedProblems = await problemsOf(truncated);
    expect(truncatedProblems.join('\n')).toMatch(/broken|missing|differs/);

    const notTar = path.join(await folder('random'), 'archive.tar');
    await writeFile(notTar, Buffer.alloc(4096, 7));
    expect((await problemsOf(notTar)).join('\n')).toMatch(/not a tar archive|broken/);
    expect(await problemsOf(inside('nothing-here.tar'))).toEqual(['there is no such file']);

    const unfinished = await repack(folder, archive, async (_unpacked, m) => ({ ...m, complete: false }));
    expect(await problemsOf(unfinished)).toEqual(['the archive was never finished: the backup that wrote it stopped before its end']);
    const unsafe = await repack(folder, archive, async (_unpacked, m) => ({ ...m, parts: [...m.parts, { path: '../escape', bytes: 0, sha256: '0'.repeat(64) }] }));
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
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(path.join(process.cwd(), 'lib/server/db/folder-lock.mjs'))}); await m.lockDataFolder(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve) => holder.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve()));
      const restoredUploads = path.join(await folder('restored'), 'uploads');
      await expect(
        restoreBackup(archive, { database: { engine: 'pglite', dataDir }, uploads: { storage: 'local', root: restoredUploads } }, { force: true }),
      ).rejects.toBeInstanceOf(FolderLockedError);
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
      const noFiles = await restoreBackup(inBucket, {
        database: { engine: 'pglite', dataDir: path.join(await folder('s3-target'), 'pglite') },
        uploads: { storage: 'local', root: inside('unused-uploads') },
      });
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
    await expect(createBackup({ database: { engine: 'pglite', client: pgliteClientOf(opened.db)! }, uploads: { storage: 'local', root: uploads } }, archive)).rejects.toThrow(
      'exists already',
    );
    expect(await hashFile(archive)).toEqual(before);
  });
});
