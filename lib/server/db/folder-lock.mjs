// The lock on a PGlite data folder: exactly one process may open it (two processes on one folder
// hand out the same ids and lose rows). Plain JavaScript so that `npm start` takes it before it
// builds anything (scripts/start.mjs, scripts/serve.mjs) and the app takes the same lock when it
// opens the database (lib/server/db/open.ts): a process that holds it already simply goes on.
//
// The lock is a listening socket in Linux's abstract namespace. The kernel owns it: it dies with
// its process, even on kill -9, so there is never a stale lock file to clean up, and binding it is
// atomic. Its name comes from the folder itself (device and inode, so another path to the same
// folder finds the same lock) and from a random key kept in the folder, readable by its owner
// only (so another user of the machine cannot take the name first). A process that finds it
// taken asks the holder for its pid (the holder answers every connection with it) and names it
// in the error. Abstract sockets exist per network namespace: containers that share a data folder
// but not the network must not both open it (use DATABASE_URL for several instances). Elsewhere
// than Linux the socket is a file in the folder; a stale one is replaced under an atomic mkdir.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, rmSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { makeDataFoldersPrivate, PRIVATE_UMASK } from './data-folder-permissions.mjs';

const HOLDER = Symbol.for('case-site.folder-locks');

export class FolderLockedError extends Error {
  /** @param {string} folder @param {string | null} holderPid */
  constructor(folder, holderPid) {
    super(
      `The data folder ${folder} is already in use by another process${holderPid ? ` (pid ${holderPid})` : ''}. ` +
        'PGlite allows one process per folder: stop that process, point PGLITE_DIR at another folder, ' +
        'or run several instances on PostgreSQL by setting DATABASE_URL.',
    );
    this.name = 'FolderLockedError';
    this.folder = folder;
    this.holderPid = holderPid;
  }
}

/** The PGlite folder the environment names (PGLITE_DIR, default ./data/pglite), absolute. */
export function dataDirFromEnv(env = process.env) {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env.PGLITE_DIR || 'data/pglite');
}

/** @returns {Map<string, import('node:net').Server>} */
function held() {
  const g = /** @type {Record<symbol, Map<string, import('node:net').Server>>} */ (/** @type {unknown} */ (globalThis));
  g[HOLDER] ??= new Map();
  return g[HOLDER];
}

/** The folder's lock key: made once, kept in the folder, readable by its owner only. */
function folderKey(folder) {
  const file = path.join(folder, '.lock-key');
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
  }
  // Another process may have created the file a moment ago and be writing it.
  for (let i = 0; i < 100; i += 1) {
    const key = readFileSync(file, 'utf8').trim();
    if (key.length === 64) return key;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
  throw new Error(`${file} is not a lock key; delete it and start again`);
}

/** The address of the socket whose listener holds the lock on `folder` (its real path). */
export function socketAddress(folder) {
  if (process.platform !== 'linux') return path.join(folder, '.lock.sock');
  const { dev, ino } = statSync(folder);
  const name = createHash('sha256')
    .update(`${dev}:${ino}:${folderKey(folder)}`)
    .digest('hex')
    .slice(0, 40);
  return `\0case-site-pglite-${name}`;
}

/** Asks a holder for its pid; null when nobody answers. */
function askHolder(address) {
  return new Promise((resolve) => {
    const socket = connect(address);
    let answer = '';
    const done = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(1000, () => done(answer.trim() || 'unknown'));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\n')) done(answer.trim());
    });
    socket.on('error', () => done(null));
    socket.on('end', () => done(answer.trim() || 'unknown'));
  });
}

function listen(address) {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      // Anyone on this machine may connect (an abstract socket has no file mode): one that goes
      // away without reading the answer resets the connection, and that error, with nobody
      // listening, ended the whole server.
      socket.on('error', () => undefined);
      socket.end(`${process.pid}\n`);
    });
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // The lock must never keep the process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

/**
 * Takes the lock on `dataDir` for this process (creating the folder), or throws FolderLockedError.
 * Taking it again in the same process is a no-op.
 * @param {string} dataDir
 * @returns {Promise<string>} the folder's real path
 */
export async function lockDataFolder(dataDir) {
  // Whoever opens the database (the server, the staff command line, a development server) writes
  // its files for its own user only (./data-folder-permissions.mjs).
  process.umask(PRIVATE_UMASK);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const folder = realpathSync(dataDir);
  if (held().has(folder)) return folder;
  const address = socketAddress(folder);
  try {
    held().set(folder, await listen(address));
    return folder;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EADDRINUSE') throw error;
  }
  const pid = await askHolder(address);
  if (pid !== null || address.startsWith('\0')) throw new FolderLockedError(folder, pid);
  // A socket file that nobody answers on, left by a process that died (not on Linux): replaced by
  // whoever makes the takeover folder first, so two starters cannot both replace it.
  const takeover = `${address}.takeover`;
  try {
    mkdirSync(takeover);
  } catch {
    throw new FolderLockedError(folder, null);
  }
  try {
    rmSync(address, { force: true });
    held().set(folder, await listen(address));
  } finally {
    rmdirSync(takeover);
  }
  return folder;
}

/** Gives the lock back (when the database is closed). */
export async function unlockDataFolder(dataDir) {
  let folder;
  try {
    folder = realpathSync(dataDir);
  } catch {
    return;
  }
  const server = held().get(folder);
  if (!server) return;
  held().delete(folder);
  await new Promise((resolve) => server.close(() => resolve(undefined)));
}

/**
 * For the start scripts: make the data folders private (umask 077 from now on, the PGlite and
 * uploads folders 0700 with their files 0600: ./data-folder-permissions.mjs), then with PGlite
 * (no DATABASE_URL) take the folder's lock or stop the process at once with the reason. Nothing is
 * built or served by a second process on the same folder.
 */
export async function lockFromEnvOrExit(env = process.env) {
  makeDataFoldersPrivate(env);
  if (env.DATABASE_URL) return;
  try {
    await lockDataFolder(dataDirFromEnv(env));
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
