// A stand-in for the site's server in the backup tests (lib/server/backup/server-backup.test.ts), run as its own
// process: it opens the PGlite folder of PGLITE_DIR (taking its lock), migrates, listens on the
// folder's control socket and runs the backup schedule, as lib/server/startup.ts does, without the
// web part (the test fills the folder before). It prints "ready" once it listens and keeps the
// folder until it is stopped.
import { startControlChannel } from '@/lib/server/control/channel';
import { dataDirFromEnv } from '@/lib/server/db/folder-lock.mjs';
import { openDatabase } from '@/lib/server/db/open';
import { startBackupSchedule } from '@/lib/server/backup/schedule';

async function main() {
  const dataDir = dataDirFromEnv();
  const opened = await openDatabase({ kind: 'pglite', dataDir });
  await opened.migrate();
  await startControlChannel(dataDir, opened.db);
  await startBackupSchedule(opened);
  console.log('ready');
  const keepAlive = setInterval(() => undefined, 60_000);
  process.on('SIGTERM', () => {
    clearInterval(keepAlive);
    void opened.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
