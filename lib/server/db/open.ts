import 'server-only';
import path from 'node:path';
import { repairTree } from './data-folder-permissions.mjs';
import { observePglite, observePool } from '@/lib/server/observability/db-timing.mjs';
import { dataDirFromEnv, lockDataFolder, unlockDataFolder } from './folder-lock.mjs';
import { forgetPglite, registerPglite } from './prepared';
import * as schema from './schema';
import type { Db } from './types';

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives (a folder, 'memory', or the server's host/database). */
  location: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /**
   * dataDir undefined means in memory (tests). `image`: a data folder's dump to start from instead of
   * an empty cluster (the tests' migrated database: copying it takes a tenth of a new cluster's initdb).
   */
  | { kind: 'pglite'; dataDir?: string; image?: Blob };

/** The advisory lock key migrations run under on PostgreSQL (demo seeding has its own, SEED_LOCK). */
export const MIGRATION_LOCK = 7_340_200;

// turbopackIgnore: these are run-time paths, not files to trace into the build.
export const MIGRATIONS_FOLDER = path.join(/* turbopackIgnore: true */ process.cwd(), 'drizzle');

/**
 * PGlite's PostgreSQL settings, after its own defaults (a later `-c` wins). PostgreSQL's default
 * shared_buffers is 128 MB, and PGlite's WebAssembly build zero-fills the whole area when it starts,
 * so all of it was resident: the process held ~330 MB for a database of 30 MB. The buffers only
 * spare reads of pages the OS already caches (the data folder is a real folder): with 16 MB the
 * process is ~130 MB smaller, and searches over 140,000 rows (10,000 products in 14 languages,
 * a 166 MB database) took no longer (docs/operations/performance.md). WAL buffers follow
 * shared_buffers (1/32 of it).
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** Reads the choice from the environment: PostgreSQL when DATABASE_URL is set, else PGlite in PGLITE_DIR. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: dataDirFromEnv(env) };
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  if (options.kind === 'postgres') {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.url, max: Number(process.env.DATABASE_POOL_MAX || 10) });
    // An idle connection that the server drops (a restart, a failover, an administrator) must not
    // crash the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.error(`[db] idle PostgreSQL connection lost: ${error.message}`));
    observePool(pool);
    const db = drizzle(pool, { schema });
    const url = new URL(options.url);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      location: `${url.hostname}${url.pathname}`,
      // Several instances starting at once against one database: each takes a session advisory
      // lock on one connection and migrates through it, so one of them applies the migrations
      // and the others, waiting, find them applied (drizzle's journal) and apply nothing.
      migrate: async () => {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          try {
            await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch((error: Error) => {
              broken = error;
            });
          }
        } finally {
          // A connection whose unlock failed may still hold the lock: it is closed, not reused.
          client.release(broken);
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The trigram extension of the product search (migration 0010 creates it).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // One process per folder (./folder-lock.mjs): a second one stops here with a clear message.
  if (options.dataDir) await lockDataFolder(options.dataDir);
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.image,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  await client.waitReady;
  // PGlite writes the files of a new database (its initdb's) 0666 whatever the umask: this user's only.
  if (options.dataDir) repairTree(options.dataDir);
  observePglite(client);
  const db = drizzle(client, { schema });
  // Hot queries run as statements prepared on this instance (./prepared.ts).
  registerPglite(db, client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    location: options.dataDir ?? 'memory',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      forgetPglite(db);
      await client.close();
      if (options.dataDir) await unlockDataFolder(options.dataDir);
    },
  };
}
