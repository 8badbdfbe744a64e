import 'server-only';
import { existsSync } from 'node:fs';
import { link, mkdir, mkdtemp, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { s3SettingsFromEnv } from '@/lib/server/files/s3-storage';
import { uploadsDirFromEnv } from '@/lib/server/files/storage';
import type { Db } from '@/lib/server/db/types';
import { hashFile, sealArchive, UNSEALED, verifyArchive, writeArchive } from './archive';
import type { DatabaseFacts } from './database-facts';
import { appIdentity, ARCHIVE_FORMAT, DATABASE_PART, FORMAT_VERSION, MANIFEST_NAME, UPLOADS_FOLDER, type Manifest } from './manifest';
import { dumpPglite, pgliteClientOf } from './pglite-engine';
import { dumpPostgres } from './postgres-engine';
import { snapshotUploads } from './uploads-snapshot';

/*
 * Taking a backup: the database dumped (./pglite-engine.ts, ./postgres-engine.ts), the uploaded
 * files of the local disk frozen around it (./uploads-snapshot.ts), a manifest, one tar archive
 * (./archive.ts). The archive is written under a temporary name beside its final one, read back and
 * checked, marked complete in its manifest, and only then given its name; a backup that dies
 * half-way leaves at most that temporary file (removed by the next backup in the folder), which no
 * check accepts (it is truncated, or its manifest says it was not finished), never a file under the
 * final name.
 */

export type DatabaseSource = { engine: 'pglite'; client: PGlite } | { engine: 'postgres'; url: string };
/** Local files go into the archive; files in S3 stay in their (versioned) bucket. */
export type UploadsSource = { storage: 'local'; root: string } | { storage: 's3'; bucket: string; endpoint: string };
export interface BackupSource {
  database: DatabaseSource;
  uploads: UploadsSource;
}

export interface BackupOptions {
  signal?: AbortSignal;
  /** Bytes of the archive written so far. */
  onProgress?: (bytes: number) => void;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  ms: number;
  /** PGlite: how long the site's queries waited for the copy of its folder (0 on PostgreSQL: nothing waits). */
  heldMs: number;
}

export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

export function uploadsSourceFromEnv(env: NodeJS.ProcessEnv = process.env): UploadsSource {
  const s3 = s3SettingsFromEnv(env);
  return s3 ? { storage: 's3', bucket: s3.bucket, endpoint: s3.endpoint } : { storage: 'local', root: uploadsDirFromEnv(env) };
}

/** What a process that has the database open backs up: its database and the uploads its settings name. */
export function backupSourceOf(opened: { db: Db; kind: 'pglite' | 'postgres' }, env: NodeJS.ProcessEnv = process.env): BackupSource {
  const uploads = uploadsSourceFromEnv(env);
  if (opened.kind === 'postgres') {
    if (!env.DATABASE_URL) throw new Error('the database is PostgreSQL but DATABASE_URL is not set');
    return { database: { engine: 'postgres', url: env.DATABASE_URL }, uploads };
  }
  const client = pgliteClientOf(opened.db);
  if (!client) throw new Error('the PGlite client of the database was not found');
  return { database: { engine: 'pglite', client }, uploads };
}

/**
 * Temporary names carry this machine's name and the process's id: the leftovers of a killed backup
 * are recognised by a later one on the same machine (its process is gone), and never those of a
 * backup under way on another machine sharing the folder.
 */
const HOST = os.hostname().replace(/[^A-Za-z0-9_-]/g, '_') || 'host';
const STAGING_PREFIX = `.backup-${HOST}-${process.pid}-`;
const partialName = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.${HOST}-${process.pid}.partial`);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes what backups killed half-way left in a folder: staging folders and temporary archives of dead processes. */
async function removeLeftovers(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const match = /^\.backup-([A-Za-z0-9_-]+)-(\d+)-[^-]+$/.exec(name) ?? /^\..+\.([A-Za-z0-9_-]+)-(\d+)\.partial$/.exec(name);
    if (!match || match[1] !== HOST) continue;
    const pid = Number(match[2]);
    if (pid !== process.pid && !alive(pid)) await rm(path.join(folder, name), { recursive: true, force: true });
  }
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Gives the checked temporary archive its name, refusing to replace a file that took that name meanwhile. */
async function publish(partial: string, file: string): Promise<void> {
  try {
    await link(partial, file);
    await unlink(partial);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new BackupRefused(`${file} exists already; a backup never replaces a file`);
    // A file system without hard links (some network mounts): a rename, after the same check.
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw error;
    if (existsSync(file)) throw new BackupRefused(`${file} exists already; a backup never replaces a file`);
    await rename(partial, file);
  }
  await syncFolder(path.dirname(file));
}

/** One backup at a time in a process (a scheduled one and one asked for on the command line wait for each other). */
const queueKey = Symbol.for('case-site.backup-queue');
type Queue = { [queueKey]?: Promise<unknown> };

export function createBackup(source: BackupSource, out: string, options: BackupOptions = {}): Promise<BackupResult> {
  const holder = globalThis as Queue;
  const run = (holder[queueKey] ?? Promise.resolve()).then(
    () => takeBackup(source, out, options),
    () => takeBackup(source, out, options),
  );
  holder[queueKey] = run.catch(() => undefined);
  return run;
}

const inside = (folder: string, root: string) => {
  const relative = path.relative(root, folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** An archive inside what is backed up would be in the next backup, and that one in the next… */
function placementProblem(source: BackupSource, folder: string): string | null {
  if (source.uploads.storage === 'local' && inside(folder, source.uploads.root)) return `the archive's folder ${folder} is inside the uploads folder ${source.uploads.root}`;
  const dataDir = source.database.engine === 'pglite' ? source.database.client.dataDir : undefined;
  if (dataDir && !dataDir.includes('://') && inside(folder, path.resolve(dataDir))) return `the archive's folder ${folder} is inside the database folder ${dataDir}`;
  return null;
}

async function takeBackup(source: BackupSource, out: string, options: BackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const file = path.resolve(out);
  const folder = path.dirname(file);
  const misplaced = placementProblem(source, folder);
  if (misplaced) throw new BackupRefused(`${misplaced}: every backup would hold the ones before it. Choose a folder outside it`);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if (existsSync(file)) throw new BackupRefused(`${file} exists already; a backup never replaces a file`);
  await removeLeftovers(folder);

  // The staging folder sits on the uploads' disk when they are local (the snapshot links there).
  const local = source.uploads.storage === 'local' && (await stat(source.uploads.root).catch(() => null))?.isDirectory() ? source.uploads.root : null;
  const stagingParent = local ?? folder;
  if (local) await removeLeftovers(local);
  const staging = await mkdtemp(path.join(stagingParent, STAGING_PREFIX));
  const partial = partialName(file);
  const step = () => options.signal?.throwIfAborted();
  try {
    const uploadsFolder = path.join(staging, UPLOADS_FOLDER);
    const databaseFile = path.join(staging, DATABASE_PART[source.database.engine]);
    await mkdir(path.dirname(databaseFile), { recursive: true, mode: 0o700 });
    await mkdir(uploadsFolder, { mode: 0o700 });

    const taken = local ? await snapshotUploads(local, uploadsFolder) : new Set<string>();
    step();
    // The archive's time is the database's: the moment of the dump.
    const createdAt = new Date().toISOString();
    let facts: DatabaseFacts;
    let heldMs = 0;
    if (source.database.engine === 'pglite') {
      const scratch = path.join(staging, 'scratch');
      await mkdir(scratch, { mode: 0o700 });
      ({ heldMs, ...facts } = await dumpPglite(source.database.client, databaseFile, scratch));
      await rm(scratch, { recursive: true, force: true });
    } else {
      facts = await dumpPostgres(source.database.url, databaseFile, options.signal);
    }
    step();
    if (local) await snapshotUploads(local, uploadsFolder, taken);
    step();

    const uploads = [...taken].sort();
    const parts: Manifest['parts'] = [{ path: DATABASE_PART[source.database.engine], ...(await hashFile(databaseFile)) }];
    let uploadBytes = 0;
    for (const relative of uploads) {
      const hashed = await hashFile(path.join(uploadsFolder, relative));
      uploadBytes += hashed.bytes;
      parts.push({ path: `${UPLOADS_FOLDER}/${relative}`, ...hashed });
    }
    const manifest: Manifest = {
      complete: false,
      format: ARCHIVE_FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt,
      app: appIdentity(),
      engine: source.database.engine,
      engineVersion: facts.engineVersion,
      schema: facts.schema,
      tables: facts.tables,
      uploads:
        source.uploads.storage === 's3'
          ? { storage: 's3', bucket: source.uploads.bucket, endpoint: source.uploads.endpoint }
          : { storage: 'local', files: uploads.length, bytes: uploadBytes },
      parts,
    };
    const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
    if (!manifestText.startsWith(UNSEALED)) throw new Error('the manifest does not start as sealing expects');
    await writeFile(path.join(staging, MANIFEST_NAME), manifestText, { mode: 0o600 });
    step();

    await writeArchive(
      staging,
      parts.map((p) => p.path),
      partial,
      options,
    );
    const checked = await verifyArchive(partial, { unsealed: true });
    step();
    await sealArchive(partial);
    await publish(partial, file);
    return { file, bytes: checked.bytes, manifest: { ...manifest, complete: true }, ms: Date.now() - started, heldMs };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
