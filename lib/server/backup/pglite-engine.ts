import 'server-only';
import { createReadStream, createWriteStream, type Stats } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { create as createTar, extract as extractTar, type ReadEntry } from 'tar';
import type { Db } from '@/lib/server/db/types';
import { readDatabaseFacts, type DatabaseFacts, type RowQuery } from './database-facts';

/*
 * PGlite's side of a backup. The data folder belongs to the one process that holds its lock (the
 * running server, or the command line when no server runs), so that process takes the copy: inside
 * a PGlite transaction, which holds the client's transaction lock (every query of the app waits for
 * it, so no statement and no other transaction is half-way), a CHECKPOINT writes every change into
 * the folder's files, and the folder is packed as it is on disk (~0.3 s for a 40 MB folder here: the
 * site's database waits that long). Compressing and checking the copy happen after, while the site
 * goes on. PGlite's own `dumpDataDir()` is not used for a folder: it stops at the control socket
 * (a file it cannot read) and would carry the folder's lock key into the archive. An in-memory
 * database (tests) has neither and is packed by `dumpDataDir()`.
 *
 * The copy is checked by opening it: it is unpacked into a scratch folder and started, and the
 * manifest's schema version and row counts are read from it, so they describe exactly what the
 * archive holds. A restore is the same unpacking into the target folder.
 */

/** What the folder lock and the control channel keep in a data folder: not the database's, never packed or restored. */
export const FOLDER_HOUSEKEEPING = new Set(['.lock-key', '.lock.sock', '.lock.sock.takeover', 'control.sock']);

/** The PGlite client under a drizzle database opened on PGlite; null for PostgreSQL. */
export function pgliteClientOf(db: Db): PGlite | null {
  const client = (db as unknown as { $client?: Partial<PGlite> }).$client;
  return client && typeof client.dumpDataDir === 'function' && typeof client.transaction === 'function' ? (client as PGlite) : null;
}

async function openPglite(dataDir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  // The search's trigram extension (migration 0010): a database that has it must be opened with it.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  await client.waitReady;
  return client;
}

const queryOf =
  (client: PGlite): RowQuery =>
  async <T extends Record<string, unknown>>(statement: string) =>
    (await client.query<T>(statement)).rows;

/** The database's files of a folder: regular files and folders, without the lock's and the channel's. */
function databaseEntry(entryPath: string, entry: Stats | ReadEntry): boolean {
  if (FOLDER_HOUSEKEEPING.has(path.basename(entryPath))) return false;
  return 'isFile' in entry ? entry.isFile() || entry.isDirectory() : entry.type === 'File' || entry.type === 'Directory';
}

/** Unpacks a copy (a tar, gzipped or not) into a folder and answers the facts of the database started there. */
async function unpackAndRead(tarball: string, dataDir: string): Promise<DatabaseFacts> {
  // Owner-only modes: the database's files are nobody else's business.
  await extractTar({ file: tarball, cwd: dataDir, umask: 0o077, filter: databaseEntry });
  const client = await openPglite(dataDir);
  try {
    return await readDatabaseFacts(queryOf(client));
  } finally {
    await client.close();
  }
}

/**
 * Writes a copy of the running database, a gzipped tar of its folder, to `file`; answers the facts
 * read from the copy started in `scratch` (an empty folder, removed by the caller).
 */
export async function dumpPglite(client: PGlite, file: string, scratch: string): Promise<DatabaseFacts & { heldMs: number }> {
  const raw = path.join(scratch, 'pgdata.tar');
  const dataDir = client.dataDir && !client.dataDir.includes('://') ? client.dataDir : null;
  let heldMs = 0;
  if (dataDir) {
    await client.transaction(async (tx) => {
      const held = Date.now();
      await tx.query('checkpoint');
      await createTar({ file: raw, cwd: dataDir, portable: true, noPax: true, filter: databaseEntry }, ['.']);
      heldMs = Date.now() - held;
    });
  } else {
    const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
    await writeFile(raw, new Uint8Array(await tarball.arrayBuffer()), { mode: 0o600 });
  }
  await pipeline(createReadStream(raw), createGzip(), createWriteStream(file, { mode: 0o600 }));
  await rm(raw);
  return { ...(await unpackAndRead(file, await mkdtemp(path.join(scratch, 'copy-')))), heldMs };
}

/** Unpacks a copy into `dataDir` (empty but for the lock's files) and answers the facts of the restored database. */
export async function restorePglite(dumpFile: string, dataDir: string): Promise<DatabaseFacts> {
  return unpackAndRead(dumpFile, dataDir);
}

/** Whether a folder holds a PGlite database (PostgreSQL's PG_VERSION file is written by initdb). */
export async function holdsDatabase(dataDir: string): Promise<boolean> {
  return readFile(path.join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}
