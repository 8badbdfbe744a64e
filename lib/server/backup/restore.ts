import 'server-only';
import type { Dirent } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { lockDataFolder, unlockDataFolder } from '@/lib/server/db/folder-lock.mjs';
import type { FileStorage } from '@/lib/server/files/storage';
import { extractArchive, verifyArchive } from './archive';
import { schemaProblem, type DatabaseFacts } from './database-facts';
import { DATABASE_PART, FORMAT_VERSION, UPLOADS_FOLDER, type Engine, type Manifest } from './manifest';
import { FOLDER_HOUSEKEEPING, restorePglite } from './pglite-engine';
import { clearPostgres, postgresObjects, postgresTool, raiseGenerationPast, restorePostgres } from './postgres-engine';

/*
 * Restoring an archive into the configured, empty target: the archive is checked through first
 * (a corrupt one is refused before anything is touched), then its format, its schema (an archive
 * made by a newer version of the site, with a migration this code does not know, is refused) and
 * its engine; then the target must be empty (or `force`: emptied). On PGlite the restore holds the
 * data folder's lock from start to end, so it refuses while a server holds it and no server can
 * start on a half-restored folder. The restored database's row counts are compared with the
 * manifest's. The schema is left as the archive had it: the site's start applies the migrations
 * that came since.
 */

export type RestoreDatabase = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string };
/** Local files are put back under `root`; with S3 they are written into the bucket through the storage. */
export type RestoreUploads = { storage: 'local'; root: string } | { storage: 's3'; store: FileStorage };
export interface RestoreTarget {
  database: RestoreDatabase;
  uploads: RestoreUploads;
}

export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  files: number;
  /** Said to the operator after the restore (files the archive does not hold, and why). */
  notes: string[];
}

async function entries(folder: string): Promise<Dirent[]> {
  return readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

async function pgliteHoldsData(dataDir: string): Promise<boolean> {
  return (await entries(dataDir)).some((entry) => !FOLDER_HOUSEKEEPING.has(entry.name));
}

async function clearFolder(folder: string, keep: Set<string> = new Set()): Promise<void> {
  for (const entry of await entries(folder)) {
    if (!keep.has(entry.name)) await rm(path.join(folder, entry.name), { recursive: true, force: true });
  }
}

/** Why this archive cannot go into this target, before anything is touched; null when it can. */
export function archiveProblem(manifest: Manifest, engine: Engine): string | null {
  if (manifest.formatVersion > FORMAT_VERSION) {
    return `the archive's format (${manifest.formatVersion}) is newer than this version of the site reads (${FORMAT_VERSION}): restore it with the version that made it (${manifest.app.version}) or a newer one`;
  }
  const schema = schemaProblem(manifest.schema);
  if (schema) return schema;
  if (manifest.engine !== engine) {
    return manifest.engine === 'pglite'
      ? 'the archive is of a PGlite site: restore it with DATABASE_URL unset (into PGLITE_DIR)'
      : 'the archive is of a PostgreSQL site: restore it with DATABASE_URL set to an empty database';
  }
  return null;
}

function countsDiffer(expected: Manifest['tables'], found: DatabaseFacts['tables']): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(found)]);
  return [...names]
    .filter((name) => expected[name] !== found[name])
    .map((name) => `${name}: ${found[name] ?? 'no table'} rows where the archive had ${expected[name] ?? 'no table'}`);
}

export async function restoreBackup(file: string, target: RestoreTarget, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const { manifest } = await verifyArchive(file);
  const problem = archiveProblem(manifest, target.database.engine);
  if (problem) throw new RestoreRefused(problem);

  const database = target.database;
  // pg_restore must be there before anything is emptied (ToolMissingError says how to get it).
  if (database.engine === 'postgres') postgresTool('pg_restore');
  // Taken first and held to the end: refuses while a server holds the folder (FolderLockedError).
  if (database.engine === 'pglite') await lockDataFolder(database.dataDir);
  try {
    const occupied: string[] = [];
    if (database.engine === 'pglite' && (await pgliteHoldsData(database.dataDir))) occupied.push(`the PGlite folder ${database.dataDir} holds data`);
    if (database.engine === 'postgres' && (await postgresObjects(database.url)) > 0) occupied.push('the PostgreSQL database of DATABASE_URL holds tables');
    if (target.uploads.storage === 'local' && (await entries(target.uploads.root)).length > 0) occupied.push(`the uploads folder ${target.uploads.root} holds files`);
    if (occupied.length && !options.force) {
      throw new RestoreRefused(`the target is not empty: ${occupied.join('; ')}. Restore into an empty target, or add --force to replace what is there`);
    }

    // Unpacked beside the uploads folder (moved into place by a rename), or in the temporary folder.
    const stagingParent = target.uploads.storage === 'local' ? path.dirname(target.uploads.root) : os.tmpdir();
    await mkdir(stagingParent, { recursive: true });
    const staging = await mkdtemp(path.join(stagingParent, `.restore-${process.pid}-`));
    try {
      await extractArchive(file, manifest, staging);
      const dump = path.join(staging, DATABASE_PART[manifest.engine]);

      let facts: DatabaseFacts;
      if (database.engine === 'pglite') {
        if (options.force) await clearFolder(database.dataDir, FOLDER_HOUSEKEEPING);
        facts = await restorePglite(dump, database.dataDir);
      } else {
        const previous = options.force ? await clearPostgres(database.url) : null;
        facts = await restorePostgres(database.url, dump);
        await raiseGenerationPast(database.url, previous);
      }
      const differ = countsDiffer(manifest.tables, facts.tables);
      if (differ.length) throw new Error(`the restored database does not match the archive's row counts:\n  - ${differ.join('\n  - ')}`);

      const files = manifest.parts.filter((p) => p.path.startsWith(`${UPLOADS_FOLDER}/`));
      const unpacked = path.join(staging, UPLOADS_FOLDER);
      if (target.uploads.storage === 'local') {
        const root = target.uploads.root;
        if (options.force) await clearFolder(root);
        await rmdir(root).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
        if (files.length) await rename(unpacked, root);
        else await mkdir(root, { recursive: true, mode: 0o700 });
      } else {
        for (const part of files) await target.uploads.store.put(part.path.slice(UPLOADS_FOLDER.length + 1), { file: path.join(staging, part.path) });
      }

      const notes: string[] = [];
      if (manifest.uploads.storage === 's3') {
        notes.push(
          `the archive holds no uploaded files: they were in the S3 bucket ${manifest.uploads.bucket} (${manifest.uploads.endpoint}); point S3_* at that bucket, or restore its versions of that time`,
        );
      }
      return { manifest, rows: Object.values(facts.tables).reduce((a, b) => a + b, 0), files: files.length, notes };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    if (database.engine === 'pglite') await unlockDataFolder(database.dataDir);
  }
}
