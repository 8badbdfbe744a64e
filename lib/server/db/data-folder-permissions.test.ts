/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { privateFolders } from './data-folder-permissions.mjs';
import { openDatabase } from './open';

/*
 * The data folders at start: what a release before this one left (files 0666 and 0644 in 0755
 * folders, readable and writable by every local account) is made the server's user's only, and
 * what the server creates afterwards is private. Each run is its own process (a umask is
 * per process).
 */

jest.setTimeout(60_000);

const MODULE = path.join(process.cwd(), 'lib/server/db/data-folder-permissions.mjs');
const mode = (file: string) => lstatSync(file).mode & 0o777;

/** Runs makeDataFoldersPrivate in a new process at `cwd` with a permissive umask, then writes `after` there. */
function start(cwd: string, env: Record<string, string>, after?: string) {
  const script = `
    process.umask(0o000);
    const m = await import(${JSON.stringify(MODULE)});
    const result = m.makeDataFoldersPrivate(${JSON.stringify(env)}, ${JSON.stringify(cwd)});
    const after = ${JSON.stringify(after ?? null)};
    if (after) (await import('node:fs')).writeFileSync(after, 'new');
    console.log(JSON.stringify(result));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, NODE_ENV: 'test' } });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').pop()!) as { changed: number; refused: string[] };
}

describe('the data folders at start', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(path.join(os.tmpdir(), 'data-perms-'));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it('repairs a folder of 0666 and 0644 files in 0755 folders to 0600 and 0700, leaves links alone, and makes new files private', () => {
    const data = path.join(cwd, 'data');
    const wal = path.join(data, 'pglite', 'pg_wal');
    const thumbs = path.join(data, 'uploads', 'thumbs');
    mkdirSync(wal, { recursive: true });
    mkdirSync(thumbs, { recursive: true });
    writeFileSync(path.join(wal, '000000010000000000000001'), 'argon2 hashes');
    writeFileSync(path.join(data, 'pglite', 'PG_VERSION'), '17');
    writeFileSync(path.join(thumbs, 'a.webp'), 'x');
    for (const dir of [data, path.join(data, 'pglite'), wal, path.join(data, 'uploads'), thumbs]) chmodSync(dir, 0o755);
    chmodSync(path.join(wal, '000000010000000000000001'), 0o666);
    chmodSync(path.join(data, 'pglite', 'PG_VERSION'), 0o666);
    chmodSync(path.join(thumbs, 'a.webp'), 0o644);
    // A link to something outside: chmod would change its target.
    const outside = path.join(cwd, 'public.txt');
    writeFileSync(outside, 'public');
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(data, 'uploads', 'link'));

    const result = start(cwd, {}, path.join(data, 'uploads', 'new-file'));
    expect(result).toEqual({ changed: 8, refused: [] });
    for (const dir of [data, path.join(data, 'pglite'), wal, path.join(data, 'uploads'), thumbs]) expect([dir, mode(dir)]).toEqual([dir, 0o700]);
    for (const file of [path.join(wal, '000000010000000000000001'), path.join(data, 'pglite', 'PG_VERSION'), path.join(thumbs, 'a.webp')])
      expect([file, mode(file)]).toEqual([file, 0o600]);
    expect(mode(outside)).toBe(0o644);
    // Written after the start, under a umask of 000 before it: private.
    expect(mode(path.join(data, 'uploads', 'new-file'))).toBe(0o600);
    // A second start has nothing left to change.
    expect(start(cwd, {})).toEqual({ changed: 0, refused: [] });
  });

  it('creates missing folders 0700, where PGLITE_DIR and UPLOADS_DIR say', () => {
    start(cwd, { PGLITE_DIR: 'db/pg', UPLOADS_DIR: path.join(cwd, 'files') });
    expect(mode(path.join(cwd, 'db'))).toBe(0o700);
    expect(mode(path.join(cwd, 'db', 'pg'))).toBe(0o700);
    expect(mode(path.join(cwd, 'files'))).toBe(0o700);
    expect(() => statSync(path.join(cwd, 'data'))).toThrow();
  });

  it("keeps a new database's files private, which PGlite writes 0666", async () => {
    const dir = path.join(cwd, 'pglite');
    const opened = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await opened.db.execute('create table permissions_probe (x int)');
      await opened.db.execute('insert into permissions_probe values (1)');
      const open: string[] = [];
      const walk = (at: string) => {
        const info = lstatSync(at);
        // PostgreSQL's relation-cache init files are rewritten 0644 while it runs; they sit in 0700
        // folders, which no other user can enter, and the next start makes them 0600.
        if ((info.mode & 0o077) !== 0 && !(info.isFile() && path.basename(at) === 'pg_internal.init')) open.push(`${at} ${(info.mode & 0o777).toString(8)}`);
        if (info.isDirectory()) for (const name of readdirSync(at)) walk(path.join(at, name));
      };
      walk(dir);
      expect(open).toEqual([]);
      expect(mode(path.join(dir, 'PG_VERSION'))).toBe(0o600);
      expect(mode(dir)).toBe(0o700);
    } finally {
      await opened.close();
    }
  });

  it('names the folders the settings use', () => {
    const at = (p: string) => path.join('/srv/site', p);
    expect(privateFolders({}, '/srv/site')).toEqual([
      { folder: at('data'), create: true },
      { folder: at('data/pglite'), create: true },
      { folder: at('data/uploads'), create: true },
    ]);
    const s3 = { S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    // PostgreSQL and S3: nothing is created; folders left from before are still repaired when there.
    expect(privateFolders({ DATABASE_URL: 'postgres://x', ...s3 }, '/srv/site')).toEqual([
      { folder: at('data/pglite'), create: false },
      { folder: at('data/uploads'), create: false },
    ]);
    expect(privateFolders({ PGLITE_DIR: '/var/lib/site', UPLOADS_DIR: '/var/lib/site/uploads' }, '/srv/site')).toEqual([
      { folder: '/var/lib/site', create: true },
      { folder: '/var/lib/site/uploads', create: true },
    ]);
  });
});
