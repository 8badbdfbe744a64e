import 'server-only';
import { startBackupSchedule } from './backup/schedule';
import { startControlChannel } from './control/channel';
import { ensureDatabase } from './db';
import type { OpenedDatabase } from './db/open';
import { startOutboxWorker } from './outbox/worker';
import { seedDemoContent } from './seed/seed';
import { prepareSearch } from './catalogue/search';

/**
 * What the server does before it accepts a request (instrumentation.ts, on `npm start` and
 * `npm run dev`): open the database (PGlite takes its folder lock), run the migrations, and write
 * the demo content into an empty database unless SEED_DEMO=false. Seeding is this explicit step,
 * never a side effect of opening the database. On PGlite the server then listens for the staff
 * command line on the data folder's control socket (lib/server/control/channel.ts), and the
 * outbox worker starts sending lead notifications (lib/server/outbox/worker.ts).
 */
export async function prepareServer(env: NodeJS.ProcessEnv = process.env): Promise<{ opened: OpenedDatabase; seeded: boolean }> {
  const opened = await ensureDatabase();
  const seeded = env.SEED_DEMO !== 'false' && (await seedDemoContent(opened.db));
  await prepareSearch(opened.db, opened.kind);
  if (opened.kind === 'pglite' && opened.location !== 'memory') await startControlChannel(opened.location, opened.db);
  await startOutboxWorker(opened.db, env);
  // Scheduled backups when BACKUP_DIR is set (lib/server/backup/schedule.ts).
  await startBackupSchedule(opened, env);
  return { opened, seeded };
}

/** The server's start: prepared, or stopped at once with the reason when another process holds the data folder. */
export async function startServer(): Promise<void> {
  try {
    const { opened, seeded } = await prepareServer();
    console.log(`database ready: ${opened.kind} (${opened.location})${seeded ? ', demo content written' : ''}`);
  } catch (error) {
    if (error instanceof Error && error.name === 'FolderLockedError') {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
