import 'server-only';
import { chmodSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { Db } from '@/lib/server/db/types';
import { parseBackupCommand, runBackupCommand, type BackupCommand } from './backup-command';
import { parseStaffCommand, runStaffCommand, type CommandAnswer, type StaffCommand } from './commands';

/*
 * The channel through which `npm run staff` reaches a running server on PGlite: the server holds
 * the data folder (one process per folder), so the command line cannot open it and hands its
 * command over instead (`npm run backup` too: the server writes the archive). A Unix socket in the
 * data folder, readable and writable by this machine's user only (mode 0600); one JSON line in, one
 * JSON line out.
 */

const SOCKET = 'control.sock';
const MAX_LINE = 64 * 1024;

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, SOCKET);
}

const holderKey = Symbol.for('case-site.control-channel');
type Holder = { [holderKey]?: Server };

/**
 * Listens on the data folder's socket. Only the holder of the folder's lock calls this, so a
 * socket file that is there already was left by a process that died: it is replaced.
 */
export async function startControlChannel(dataDir: string, db: Db): Promise<void> {
  const holder = globalThis as Holder;
  if (holder[holderKey]) return;
  const file = controlSocketPath(dataDir);
  rmSync(file, { force: true });
  const server = createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > MAX_LINE) return socket.destroy();
      const end = received.indexOf('\n');
      if (end === -1) return;
      // The command may take long (a backup): the idle limit guarded the reading only.
      socket.setTimeout(0);
      void answer(received.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
    socket.on('error', () => undefined);
  });
  async function answer(line: string): Promise<CommandAnswer> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return { ok: false, message: 'The command could not be read.' };
    }
    const raw = (parsed as { command?: unknown })?.command;
    const backup = parseBackupCommand(raw);
    const command = backup ? null : parseStaffCommand(raw);
    const operator = typeof (parsed as { operator?: unknown })?.operator === 'string' ? (parsed as { operator: string }).operator : 'unknown';
    try {
      if (backup) return await runBackupCommand(db, backup);
      if (!command) return { ok: false, message: 'Unknown command.' };
      return await runStaffCommand(db, command, operator.slice(0, 64));
    } catch (error) {
      console.error(`[control] the command failed: ${error instanceof Error ? error.name : typeof error}`);
      return { ok: false, message: 'The server could not run the command; see its log.' };
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(file, 0o600);
  server.unref();
  holder[holderKey] = server;
}

/**
 * Whether a server listens on the folder's control socket (it then holds the folder). Asked before
 * the folder's lock, so that a command line facing a running server does not need to ask the
 * lock's holder (which a busy server may answer late).
 */
export function serverListening(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(controlSocketPath(dataDir));
    socket.setTimeout(5_000, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Hands a command to the server that holds the data folder, and waits for its answer (`timeoutMs`: of silence). */
export function sendControlCommand(dataDir: string, command: StaffCommand | BackupCommand, operator: string, options: { timeoutMs?: number } = {}): Promise<CommandAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(controlSocketPath(dataDir));
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(options.timeoutMs ?? 60_000, () => socket.destroy(new Error('The server did not answer in time.')));
    socket.on('connect', () => socket.write(`${JSON.stringify({ command, operator })}\n`));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new Error(`The server that holds ${dataDir} does not listen for commands (${controlSocketPath(dataDir)}). Is it this version of the site?`)
          : error,
      ),
    );
    socket.on('end', () => {
      if (received.trim() === '') return reject(new Error('The server closed the connection without an answer (did it stop?).'));
      try {
        resolve(JSON.parse(received.trim()) as CommandAnswer);
      } catch {
        reject(new Error('The server answered something unreadable.'));
      }
    });
  });
}
