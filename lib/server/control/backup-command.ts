import 'server-only';
import path from 'node:path';
import { backupSourceOf, BackupRefused, createBackup, type BackupResult } from '@/lib/server/backup/create';
import type { Db } from '@/lib/server/db/types';
import type { CommandAnswer } from './commands';

/**
 * `npm run backup -- --out FILE` on PGlite while a server runs: the server holds the data folder,
 * so the command line asks it, through the control channel, to write the archive (./channel.ts).
 * The path is the command line's, made absolute there; the server writes it as the same user.
 */
export type BackupCommand = { command: 'backup'; out: string };

/** How long the command line waits for the server's answer: the whole backup. */
export const BACKUP_ANSWER_TIMEOUT_MS = 6 * 60 * 60_000;

export function parseBackupCommand(raw: unknown): BackupCommand | null {
  if (!raw || typeof raw !== 'object') return null;
  const { command, out } = raw as Record<string, unknown>;
  if (command !== 'backup' || typeof out !== 'string') return null;
  if (out.length > 4096 || out.includes('\0') || !path.isAbsolute(out)) return null;
  return { command, out };
}

/** One line per fact the operator checks after a backup. */
export function describeBackup(result: BackupResult): string {
  const { manifest } = result;
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const files =
    manifest.uploads.storage === 'local'
      ? `${manifest.uploads.files} uploaded file(s), ${manifest.uploads.bytes} bytes`
      : `uploads in S3 bucket ${manifest.uploads.bucket} (not in the archive)`;
  return [
    `Backup written: ${result.file} (${result.bytes} bytes, ${(result.ms / 1000).toFixed(1)} s)`,
    `  database: ${manifest.engine}, schema ${manifest.schema.lastMigration ?? 'never migrated'}, ${Object.keys(manifest.tables).length} tables, ${rows} rows` +
      (manifest.engine === 'pglite' ? ` (the site's queries waited ${(result.heldMs / 1000).toFixed(2)} s for the copy)` : ''),
    `  files: ${files}`,
  ].join('\n');
}

export async function runBackupCommand(db: Db, command: BackupCommand): Promise<CommandAnswer> {
  try {
    const result = await createBackup(backupSourceOf({ db, kind: 'pglite' }), command.out);
    return { ok: true, message: describeBackup(result) };
  } catch (error) {
    if (error instanceof BackupRefused) return { ok: false, message: error.message };
    // A backup's own failures name a path, a tool or an exit code: the operator needs them here.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(`[backup] a backup asked for on the command line failed: ${reason.replaceAll('\n', ' ').slice(0, 500)}`);
    return { ok: false, message: `The backup failed; no archive was written. ${reason}` };
  }
}
