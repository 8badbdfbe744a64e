// `npm run backup -- …`: one archive of the database and the uploaded files, taken while the site runs.
//
//   npm run backup -- --out FILE      write the archive FILE (a folder: a time-stamped archive in it)
//   npm run backup -- --verify FILE   check an archive: exit 0 with a summary, or 1 naming what is wrong
//
// With DATABASE_URL it runs pg_dump itself. On PGlite one process may hold the data folder: when no
// server holds it, this command opens it; when a server does, it asks that server, through the
// folder's control socket, to write the archive (the server dumps its own database). The archive
// appears under its name only once it is complete and checked. docs/operations/backup.md tells more.
import { existsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ArchiveProblems, verifyArchive } from '@/lib/server/backup/archive';
import { BackupRefused, createBackup, uploadsSourceFromEnv } from '@/lib/server/backup/create';
import type { Manifest } from '@/lib/server/backup/manifest';
import { holdsDatabase, pgliteClientOf } from '@/lib/server/backup/pglite-engine';
import { archiveNameAt } from '@/lib/server/backup/schedule';
import { BACKUP_ANSWER_TIMEOUT_MS, describeBackup } from '@/lib/server/control/backup-command';
import { sendControlCommand, serverListening } from '@/lib/server/control/channel';
import { dataDirFromEnv, FolderLockedError, lockDataFolder, unlockDataFolder } from '@/lib/server/db/folder-lock.mjs';
import { openDatabase } from '@/lib/server/db/open';

const USAGE = `usage:
  npm run backup -- --out FILE      write a backup archive (FILE may be a folder: a time-stamped name in it)
  npm run backup -- --verify FILE   check an archive`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function parse(argv: string[]): { mode: 'out' | 'verify'; file: string } {
  if (argv.length !== 2 || (argv[0] !== '--out' && argv[0] !== '--verify') || argv[1].startsWith('--')) fail(USAGE, 2);
  return { mode: argv[0] === '--out' ? 'out' : 'verify', file: argv[1] };
}

function summary(manifest: Manifest, bytes: number, file: string): string {
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const files = manifest.uploads.storage === 'local' ? `${manifest.uploads.files} uploaded file(s)` : `uploads in S3 bucket ${manifest.uploads.bucket} (not in the archive)`;
  return [
    `${file}: a sound archive (${bytes} bytes, ${manifest.parts.length} part(s), every SHA-256 checked)`,
    `  made ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version}`,
    `  database: ${manifest.engine} (${manifest.engineVersion.split(' on ')[0]}), schema ${manifest.schema.lastMigration ?? 'never migrated'}, ${Object.keys(manifest.tables).length} tables, ${rows} rows`,
    `  files: ${files}`,
  ].join('\n');
}

async function verify(file: string): Promise<void> {
  try {
    const { manifest, bytes } = await verifyArchive(path.resolve(file));
    console.log(summary(manifest, bytes, file));
  } catch (error) {
    if (error instanceof ArchiveProblems) fail(error.message);
    throw error;
  }
}

/** The archive's path: FILE, or a time-stamped name in FILE when it is a folder. */
function target(out: string): string {
  const resolved = path.resolve(out);
  return existsSync(resolved) && statSync(resolved).isDirectory() ? path.join(resolved, archiveNameAt(new Date())) : resolved;
}

/** Opens the folder itself (this process holds its lock) and writes the archive. */
async function backupPgliteHere(file: string, dataDir: string): Promise<string> {
  const opened = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const client = pgliteClientOf(opened.db);
    if (!client) throw new Error('the PGlite client of the database was not found');
    return describeBackup(await createBackup({ database: { engine: 'pglite', client }, uploads: uploadsSourceFromEnv() }, file));
  } finally {
    await opened.close();
  }
}

async function backupPglite(file: string): Promise<string> {
  const dataDir = dataDirFromEnv();
  if (!(await holdsDatabase(dataDir))) fail(`There is no database in ${dataDir} to back up (PGLITE_DIR).`);
  // A server holds the folder: it writes the archive.
  const handOver = async () => {
    const answer = await sendControlCommand(dataDir, { command: 'backup', out: file }, os.userInfo().username, { timeoutMs: BACKUP_ANSWER_TIMEOUT_MS });
    if (!answer.ok) fail(answer.message);
    return answer.message;
  };
  if (await serverListening(dataDir)) return handOver();
  try {
    await lockDataFolder(dataDir);
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error;
    return handOver();
  }
  try {
    return await backupPgliteHere(file, dataDir);
  } finally {
    await unlockDataFolder(dataDir);
  }
}

async function backup(out: string): Promise<void> {
  const file = target(out);
  try {
    const url = process.env.DATABASE_URL;
    console.log(url ? describeBackup(await createBackup({ database: { engine: 'postgres', url }, uploads: uploadsSourceFromEnv() }, file)) : await backupPglite(file));
  } catch (error) {
    if (error instanceof BackupRefused) fail(error.message);
    throw error;
  }
}

const { mode, file } = parse(process.argv.slice(2));
(mode === 'verify' ? verify(file) : backup(file)).catch((error: unknown) => {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(mode === 'verify' ? `The archive could not be checked. ${reason}` : `The backup failed; no archive was written. ${reason}`);
  process.exit(1);
});
