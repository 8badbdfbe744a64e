import 'server-only';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '@/lib/server/db/types';
import { readDatabaseFacts, type DatabaseFacts, type RowQuery } from './database-facts';

/*
 * PGlite's side of a backup. The data folder belongs to the one process that holds its lock (the
 * running server, or the command line when no server runs), so the dump is taken by that process:
 * PGlite's `dumpDataDir()` packs the folder while it holds the client's transaction lock, so no
 * statement and no transaction is half-way (every query of the app takes that lock). The site's
 * database waits for the packing only (~0.5 s for a 40 MB folder here); compressing and checking
 * the dump happen after, while the site goes on.
 *
 * The dump is checked by opening it: a copy is unpacked into a scratch folder and started, and the
 * manifest's schema version and row counts are read from that copy, so they describe exactly what
 * the archive holds.
 */

/** The PGlite client under a drizzle database opened on PGlite; null for PostgreSQL. */
export function pgliteClientOf(db: Db): PGlite | null {
  const client = (db as unknown as { $client?: Partial<PGlite> }).$client;
  return client && typeof client.dumpDataDir === 'function' && typeof client._runExclusiveTransaction === 'function' ? (client as PGlite) : null;
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  // The search's trigram extension (migration 0010): a database that has it must be opened with it.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = new PGlite({ ...options, extensions: { pg_trgm } });
  await client.waitReady;
  return client;
}

const queryOf =
  (client: PGlite): RowQuery =>
  async <T extends Record<string, unknown>>(statement: string) =>
    (await client.query<T>(statement)).rows;

/**
 * Writes the running database's folder, gzipped, to `file`; answers the facts read from a copy
 * started in `scratch` (an empty folder, removed by the caller).
 */
export async function dumpPglite(client: PGlite, file: string, scratch: string): Promise<DatabaseFacts> {
  // A checkpoint first, so the copy (and a restore) has little write-ahead log to replay.
  await client.query('checkpoint');
  const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
  await pipeline(Readable.fromWeb(tarball.stream() as WebReadableStream<Uint8Array>), createGzip(), createWriteStream(file, { mode: 0o600 }));
  const copy = await openPglite({ dataDir: await mkdtemp(path.join(scratch, 'copy-')), loadDataDir: tarball });
  try {
    return await readDatabaseFacts(queryOf(copy));
  } finally {
    await copy.close();
  }
}

/**
 * Unpacks a dump into `dataDir` (empty but for the lock's files) and answers the facts of the
 * restored database, read from it.
 */
export async function restorePglite(dumpFile: string, dataDir: string): Promise<DatabaseFacts> {
  const bytes = await readFile(dumpFile);
  const client = await openPglite({ dataDir, loadDataDir: new Blob([new Uint8Array(bytes)], { type: 'application/gzip' }) });
  try {
    return await readDatabaseFacts(queryOf(client));
  } finally {
    await client.close();
  }
}

/** Whether a folder holds a PGlite database (PostgreSQL's PG_VERSION file is written by initdb). */
export async function holdsDatabase(dataDir: string): Promise<boolean> {
  return readFile(path.join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}
