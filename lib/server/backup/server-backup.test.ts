/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type OpenedDatabase } from '@/lib/server/db/open';
import { LocalDiskStorage } from '@/lib/server/files/storage';
import { hashFile } from './archive';
import type { RowQuery } from './database-facts';
import { everyFile, everyRow, fillSite } from './test-support';

jest.setTimeout(600_000);

/*
 * The command lines against a running server on PGlite, as an operator uses them: `npm run backup`
 * hands the job to the server that holds the data folder (its control socket) and the server writes
 * the archive; `npm run restore` refuses that folder while the server holds it and restores into a
 * new one once it is stopped. And backups killed half-way, the command line's and the server's: no
 * archive under the final name, nothing `--verify` accepts, earlier archives untouched, and the
 * leftovers removed by the next backup.
 */

const TSX = ['--conditions=react-server', '--import', 'tsx'];
const FIXTURE = path.join(process.cwd(), 'lib/server/testing/backup-server.ts');

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'case-site-server-backup-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

function rowQuery(opened: OpenedDatabase): RowQuery {
  return async <T extends Record<string, unknown>>(statement: string) => ((await opened.db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function start(script: string, args: string[], env: Record<string, string>): { child: ChildProcess; done: Promise<Run> } {
  const child = spawn(process.execPath, [...TSX, script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<Run>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return { child, done };
}

const cli = (script: 'backup' | 'restore', args: string[], env: Record<string, string>) => start(path.join(process.cwd(), `scripts/${script}.ts`), args, env);

/** The fixture server on this folder, once it listens on the control socket. */
async function server(env: Record<string, string>): Promise<{ child: ChildProcess; done: Promise<Run> }> {
  const running = start(FIXTURE, [], env);
  await new Promise<void>((resolve, reject) => {
    running.child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    void running.done.then((run) => reject(new Error(`the fixture server exited: ${run.stderr}`)));
  });
  return running;
}

async function stopped(running: { child: ChildProcess; done: Promise<Run> }, signal: NodeJS.Signals): Promise<Run> {
  running.child.kill(signal);
  return running.done;
}

/** Waits for the temporary archive of `name` to hold more than `bytes`; answers its path. */
async function partialOf(dir: string, name: string, bytes: number, running: Promise<Run>): Promise<string> {
  let finished = false;
  void running.then(() => (finished = true));
  const pattern = new RegExp(`^\\.${name.replaceAll('.', '\\.')}\\.[A-Za-z0-9_-]+-\\d+\\.partial$`);
  for (;;) {
    if (finished) throw new Error('the backup ended before it could be stopped');
    const found = (await readdir(dir).catch(() => [] as string[])).find((n) => pattern.test(n));
    if (found) {
      const size = (await stat(path.join(dir, found)).catch(() => null))?.size ?? 0;
      if (size > bytes) return path.join(dir, found);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The temporary file a killed backup left: there, and refused by `--verify`. */
async function expectRefused(partial: string): Promise<void> {
  expect(existsSync(partial)).toBe(true);
  const check = await cli('backup', ['--verify', partial], {}).done;
  expect(check.code).toBe(1);
  expect(check.stderr).toContain('is not a sound backup archive');
}

describe('backups of a running PGlite server, from the command line', () => {
  let dataDir: string;
  let uploads: string;
  let archives: string;
  let env: Record<string, string>;
  let originalRows: Record<string, string[]>;

  beforeAll(async () => {
    dataDir = path.join(scratch, 'site', 'pglite');
    uploads = path.join(scratch, 'site', 'uploads');
    archives = path.join(scratch, 'archives');
    env = { PGLITE_DIR: dataDir, UPLOADS_DIR: uploads };
    const opened = await openDatabase({ kind: 'pglite', dataDir });
    await opened.migrate();
    await fillSite(opened.db, new LocalDiskStorage(uploads));
    originalRows = await everyRow(rowQuery(opened));
    await opened.close();
  });

  it('the server writes the archive it is asked for; restore waits for the server to stop, then brings everything back', async () => {
    const running = await server(env);
    try {
      const backup = await cli('backup', ['--out', path.join(archives, 'through-server.tar')], env).done;
      expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining(`Backup written: ${path.join(archives, 'through-server.tar')}`) });
      expect(backup.stdout).toMatch(/database: pglite, schema \d{4}_\w+, \d+ tables, \d+ rows/);

      const checked = await cli('backup', ['--verify', path.join(archives, 'through-server.tar')], {}).done;
      expect(checked).toMatchObject({ code: 0, stdout: expect.stringContaining('a sound archive') });

      const refused = await cli('restore', [path.join(archives, 'through-server.tar'), '--force'], env).done;
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`a server is running on the data folder ${dataDir}`);
      expect(refused.stderr).toContain('Stop the server before restoring. Nothing was changed.');
    } finally {
      expect(await stopped(running, 'SIGTERM')).toMatchObject({ code: 0, stderr: '' });
    }

    const target = { PGLITE_DIR: path.join(scratch, 'restored', 'pglite'), UPLOADS_DIR: path.join(scratch, 'restored', 'uploads') };
    const restored = await cli('restore', [path.join(archives, 'through-server.tar')], target).done;
    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining('every count as in the archive') });
    expect(await everyFile(target.UPLOADS_DIR)).toEqual(await everyFile(uploads));
    const opened = await openDatabase({ kind: 'pglite', dataDir: target.PGLITE_DIR });
    try {
      expect(await everyRow(rowQuery(opened))).toEqual(originalRows);
    } finally {
      await opened.close();
    }

    const again = await cli('restore', [path.join(archives, 'through-server.tar')], target).done;
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/Refused: the target is not empty: .*--force/);
  });

  it('a backup killed half-way, on the command line or in the server, leaves nothing --verify accepts and the earlier archive as it was', async () => {
    // Enough bytes that writing the archive takes a moment to be stopped in.
    await writeFile(path.join(uploads, 'bulk-1.bin'), randomBytes(24 * 1024 * 1024));
    await writeFile(path.join(uploads, 'bulk-2.bin'), randomBytes(24 * 1024 * 1024));
    const dir = path.join(scratch, 'killed');
    const earlier = path.join(dir, 'earlier.tar');
    expect((await cli('backup', ['--out', earlier], env).done).code).toBe(0);
    const before = await hashFile(earlier);

    // The command line itself (no server runs): it holds the folder and writes the archive.
    const own = cli('backup', ['--out', path.join(dir, 'own.tar')], env);
    const ownPartial = await partialOf(dir, 'own.tar', 4 * 1024 * 1024, own.done);
    own.child.kill('SIGKILL');
    await own.done;
    expect(existsSync(path.join(dir, 'own.tar'))).toBe(false);
    await expectRefused(ownPartial);

    // The server, while it writes an archive for the command line.
    const running = await server(env);
    const asked = cli('backup', ['--out', path.join(dir, 'served.tar')], env);
    const servedPartial = await partialOf(dir, 'served.tar', 4 * 1024 * 1024, asked.done);
    await stopped(running, 'SIGKILL');
    const answer = await asked.done;
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain('The server closed the connection without an answer');

    expect(existsSync(path.join(dir, 'served.tar'))).toBe(false);
    await expectRefused(servedPartial);
    // The server's backup removed the command line's leftover (its process is gone).
    expect(existsSync(ownPartial)).toBe(false);
    expect(await hashFile(earlier)).toEqual(before);
    expect((await cli('backup', ['--verify', earlier], {}).done).code).toBe(0);

    // The next backup removes what the killed ones left (their processes are gone).
    expect((await cli('backup', ['--out', path.join(dir, 'next.tar')], env).done).code).toBe(0);
    expect((await readdir(dir)).sort()).toEqual(['earlier.tar', 'next.tar']);
    expect((await readdir(uploads)).filter((n) => n.startsWith('.'))).toEqual([]);
  });
});
