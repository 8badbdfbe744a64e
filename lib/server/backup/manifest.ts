import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/*
 * What a backup archive says about itself: its first entry, `manifest.json`. Every other entry of
 * the archive is a part listed here with its size and SHA-256, so an archive can be checked without
 * restoring it (a part missing, changed, truncated or added is found), and a restore knows what it
 * restores before it touches anything: the engine, the schema (the last migration applied) and how
 * many rows each table had when the backup was taken.
 */

export const ARCHIVE_FORMAT = 'case-site-backup';
/** Raised when the archive's layout changes; a restore refuses an archive of a newer format. */
export const FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
/** The database's part: PGlite's data folder as a gzipped tarball, or pg_dump's custom format. */
export const DATABASE_PART = { pglite: 'database/pgdata.tar.gz', postgres: 'database/postgres.dump' } as const;
/** Uploaded files (local disk) are parts under this folder, at their storage key. */
export const UPLOADS_FOLDER = 'uploads';
/** A manifest larger than this is not one of ours (a million files is ~150 MB of manifest). */
export const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

export type Engine = keyof typeof DATABASE_PART;

/** A relative path made of plain segments: what the archive may hold and a restore may write. */
export function isSafePartPath(value: string): boolean {
  if (value.length === 0 || value.length > 1024 || value.includes('\\') || value.includes('\0')) return false;
  if (value.startsWith('/') || path.posix.normalize(value) !== value) return false;
  return value.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

const partSchema = z.object({
  path: z.string().refine(isSafePartPath, 'not a plain relative path'),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  /**
   * False while the archive is being written and checked under its temporary name; set to true in
   * place (the same number of bytes: `true `) just before it gets its final name. An archive left by
   * a backup that was stopped before that moment is never taken for a finished one.
   */
  complete: z.boolean(),
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  engine: z.enum(['pglite', 'postgres']),
  /** `select version()` of the database that was dumped. */
  engineVersion: z.string(),
  schema: z.object({
    /** The last migration applied (its tag in drizzle's journal), null for a database never migrated. */
    lastMigration: z.string().nullable(),
    /** Its time stamp in the journal (drizzle orders migrations by it), null likewise. */
    lastMigrationAt: z.number().int().nullable(),
    applied: z.number().int().nonnegative(),
  }),
  /** Rows per table (`schema.table`) in the dumped database. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  uploads: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local'), files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
    /** The files stay in the bucket (versioned there); none is in the archive. */
    z.object({ storage: z.literal('s3'), bucket: z.string(), endpoint: z.string() }),
  ]),
  parts: z.array(partSchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestPart = Manifest['parts'][number];

/** The application's name and version, from package.json beside the running code. */
export function appIdentity(): Manifest['app'] {
  const file = path.join(/* turbopackIgnore: true */ process.cwd(), 'package.json');
  try {
    const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
    return { name: typeof name === 'string' ? name : 'unknown', version: typeof version === 'string' ? version : 'unknown' };
  } catch {
    return { name: 'unknown', version: 'unknown' };
  }
}

/** Reads a manifest's text; a list of what is wrong with it when it is not a manifest of ours. */
export function parseManifest(text: string): { ok: true; manifest: Manifest } | { ok: false; problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problems: ['manifest.json is not JSON'] };
  }
  const checked = manifestSchema.safeParse(raw);
  if (!checked.success) {
    return { ok: false, problems: checked.error.issues.slice(0, 10).map((issue) => `manifest.json: ${issue.path.join('.') || '(root)'}: ${issue.message}`) };
  }
  return { ok: true, manifest: checked.data };
}
