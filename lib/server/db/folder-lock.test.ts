/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FolderLockedError, lockDataFolder, socketAddress, unlockDataFolder } from './folder-lock.mjs';
import { openDatabase } from './open';

jest.setTimeout(60_000);

const LOCK_MODULE = path.join(process.cwd(), 'lib/server/db/folder-lock.mjs');

/** Another process that takes the folder's lock and keeps it until it is killed. */
async function holder(folder: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(LOCK_MODULE)}); await m.lockDataFolder(${JSON.stringify(folder)}); console.log('locked'); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('the PGlite data folder lock', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'case-site-lock-'));
  });
  afterEach(async () => {
    await unlockDataFolder(folder);
    rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a second process, naming the folder, the holder and DATABASE_URL; a kill -9 frees it at once', async () => {
    const child = await holder(folder);
    const refused = await lockDataFolder(folder).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(FolderLockedError);
    const message = (refused as Error).message;
    expect(message).toContain(folder);
    expect(message).toContain(`pid ${child.pid}`);
    expect(message).toContain('DATABASE_URL');
    // The database refuses to open the folder too, before PGlite touches a file.
    await expect(openDatabase({ kind: 'pglite', dataDir: folder })).rejects.toBeInstanceOf(FolderLockedError);

    await killed(child);
    await expect(lockDataFolder(folder)).resolves.toBeTruthy();
  });

  it('survives clients that connect to its socket and go away without reading the answer', async () => {
    const child = await holder(folder);
    const address = socketAddress(realpathSync(folder));
    for (let i = 0; i < 10; i += 1) {
      await new Promise<void>((resolve) => {
        const socket = connect(address);
        // Not reading: the answer stays unread, and closing then resets the connection.
        socket.pause();
        socket.on('error', () => resolve());
        socket.on('connect', () =>
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 20),
        );
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(child.exitCode).toBeNull();
    await expect(lockDataFolder(folder)).rejects.toBeInstanceOf(FolderLockedError);
    await killed(child);
  });

  it('is taken once per process: opening the database again in the holder goes on', async () => {
    await lockDataFolder(folder);
    await expect(lockDataFolder(folder)).resolves.toBeTruthy();
    const opened = await openDatabase({ kind: 'pglite', dataDir: folder });
    await opened.close();
    // Closing the database gave the lock back: another process may take it now.
    const child = await holder(folder);
    await killed(child);
  });
});
