// `npm run restore -- FILE [--force]`: puts a backup archive back into the configured target.
//
// The target is what the site would use: PGLITE_DIR and UPLOADS_DIR, or DATABASE_URL (pg_restore)
// and UPLOADS_DIR, or the S3 bucket of S3_* for the files. It must be empty; --force replaces what
// is there. The archive is checked through first; one from a newer version of the site (a migration
// this code does not know) is refused, and so is a PGlite folder a server holds. After it, start the
// site: its migrations bring an older schema up to date. docs/operations/backup.md tells more.
import path from 'node:path';
import { ArchiveProblems } from '@/lib/server/backup/archive';
import { ToolMissingError } from '@/lib/server/backup/postgres-engine';
import { restoreBackup, RestoreRefused, type RestoreTarget } from '@/lib/server/backup/restore';
import { serverListening } from '@/lib/server/control/channel';
import { dataDirFromEnv, FolderLockedError } from '@/lib/server/db/folder-lock.mjs';
import { storageFromEnv, uploadsDirFromEnv } from '@/lib/server/files/storage';
import { s3SettingsFromEnv } from '@/lib/server/files/s3-storage';

const USAGE = `usage:
  npm run restore -- FILE            restore into the configured, empty target
  npm run restore -- FILE --force    replace what the target holds`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function parse(argv: string[]): { file: string; force: boolean } {
  const force = argv.includes('--force');
  const rest = argv.filter((a) => a !== '--force');
  if (rest.length !== 1 || rest[0].startsWith('--')) fail(USAGE, 2);
  return { file: path.resolve(rest[0]), force };
}

function targetFromEnv(env: NodeJS.ProcessEnv = process.env): RestoreTarget {
  const database: RestoreTarget['database'] = env.DATABASE_URL ? { engine: 'postgres', url: env.DATABASE_URL } : { engine: 'pglite', dataDir: dataDirFromEnv(env) };
  const uploads: RestoreTarget['uploads'] = s3SettingsFromEnv(env) ? { storage: 's3', store: storageFromEnv(env) } : { storage: 'local', root: uploadsDirFromEnv(env) };
  return { database, uploads };
}

function describe(target: RestoreTarget): string {
  const database =
    target.database.engine === 'pglite' ? `PGlite folder ${target.database.dataDir}` : `PostgreSQL ${new URL(target.database.url).host}${new URL(target.database.url).pathname}`;
  const files = target.uploads.storage === 'local' ? `uploads folder ${target.uploads.root}` : 'the S3 bucket of S3_BUCKET';
  return `${database} and ${files}`;
}

async function main() {
  const { file, force } = parse(process.argv.slice(2));
  const target = targetFromEnv();
  // A running server answers on the folder's control socket: refused before anything else.
  if (target.database.engine === 'pglite' && (await serverListening(target.database.dataDir))) {
    fail(`Refused: a server is running on the data folder ${target.database.dataDir} (it answers on its control socket).\nStop the server before restoring. Nothing was changed.`);
  }
  try {
    const result = await restoreBackup(file, target, { force });
    const { manifest } = result;
    console.log(`Restored ${file} (made ${manifest.createdAt}, ${manifest.app.name} ${manifest.app.version}) into ${describe(target)}:`);
    console.log(
      `  database: ${Object.keys(manifest.tables).length} tables, ${result.rows} rows, every count as in the archive; schema ${manifest.schema.lastMigration ?? 'never migrated'}`,
    );
    console.log(`  files: ${result.files} restored`);
    for (const note of result.notes) console.log(`  note: ${note}`);
    console.log('Start the site now: it applies the migrations that came after the archive, if any.');
  } catch (error) {
    if (error instanceof ArchiveProblems) fail(`Refused: ${error.message}\nNothing was changed.`);
    if (error instanceof RestoreRefused || error instanceof ToolMissingError) fail(`Refused: ${error.message}.\nNothing was changed.`);
    if (error instanceof FolderLockedError) fail(`Refused: ${error.message}\nStop the server before restoring. Nothing was changed.`);
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(
    `The restore failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}\nThe target may be half restored: run the restore again with --force.`,
  );
  process.exit(1);
});
