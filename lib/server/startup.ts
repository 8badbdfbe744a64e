import 'server-only';
import path from 'node:path';
import { startMemberPageCheck } from './access/member-page-check';
import { startBackupSchedule } from './backup/schedule';
import { startControlChannel } from './control/channel';
import { ensureDatabase } from './db';
import type { OpenedDatabase } from './db/open';
import { startInsightsWorker } from './insights/worker';
import { startOutboxWorker } from './outbox/worker';
import type { CreatedDemoAccounts } from './seed/demo-accounts';
import { activeDemoAccounts, demoLeftToWrite } from './seed/markers';
import { demoAccountsNotice, demoAccountsWarning } from './seed/demo-accounts-file';
import { prepareSearch } from './catalogue/search';
import { startSearchCatchUp } from './catalogue/search-pending';
import { problemLine, readSettings, SettingsError, type Settings } from './settings/environment.mjs';

/**
 * What the server does before it accepts a request (instrumentation.ts, on `npm start` and
 * `npm run dev`): check every setting (./settings/environment.mjs; scripts/start.mjs and
 * scripts/serve.mjs checked them already, `next dev` has only this), open the database (PGlite
 * takes its folder lock), run the migrations, and unless SEED_DEMO=false write the demo content
 * into an empty database and, into one without any account, the demo accounts. Seeding is this
 * explicit step, never a side effect of opening the database. On PGlite the server then listens
 * for the staff command line on the data folder's control socket (lib/server/control/channel.ts),
 * and the outbox worker starts sending lead notifications (lib/server/outbox/worker.ts).
 */
export async function prepareServer(env: NodeJS.ProcessEnv = process.env): Promise<{ opened: OpenedDatabase; settings: Settings } & DemoStep> {
  const settings = readSettings(env);
  const opened = await ensureDatabase();
  const demo = await writeDemo(opened, settings);
  await prepareSearch(opened.db, opened.kind);
  // Search rows an import's process left to write when it stopped, written while the server serves.
  void startSearchCatchUp(opened.db);
  if (opened.kind === 'pglite' && opened.location !== 'memory') await startControlChannel(opened.location, opened.db);
  await startOutboxWorker(opened.db, env);
  // The page views scripts/serve.mjs counts, written every few seconds (lib/server/insights/worker.ts).
  await startInsightsWorker(opened.db, env);
  // Scheduled backups when BACKUP_DIR is set (lib/server/backup/schedule.ts).
  await startBackupSchedule(opened, env);
  // Member pages scripts/serve.mjs keeps in memory are served again only on this check's word.
  startMemberPageCheck();
  return { opened, settings, ...demo };
}

export interface DemoStep {
  /** The demo catalogue was written now (an empty database). */
  seeded: boolean;
  /** The demo accounts made now (a database without accounts), with their passwords. */
  demoAccounts: CreatedDemoAccounts | null;
  /** A production start: the warning naming the demo accounts that can still sign in, or null. */
  demoWarning: string | null;
}

/**
 * The demo content and accounts when SEED_DEMO is on (nothing at all when it is false), and the
 * production warning. The seed's code (the demo content in 14 languages) is loaded only when a step
 * of it is left to write: every later start leaves it out of the instance's memory.
 */
export async function writeDemo(opened: OpenedDatabase, settings: Settings): Promise<DemoStep> {
  let seeded = false;
  let demoAccounts: CreatedDemoAccounts | null = null;
  if (settings.demo.seed && (await demoLeftToWrite(opened.db))) {
    const [{ seedDemoContent }, { seedDemoAccounts }] = await Promise.all([import('./seed/seed'), import('./seed/demo-accounts')]);
    seeded = await seedDemoContent(opened.db);
    demoAccounts = await seedDemoAccounts(opened.db, { file: settings.demo.accountsFile, siteUrl: settings.server.siteUrl, database: describe(opened) });
  }
  const active = settings.production ? await activeDemoAccounts(opened.db) : [];
  return { seeded, demoAccounts, demoWarning: active.length > 0 ? demoAccountsWarning(active) : null };
}

function describe(opened: OpenedDatabase): string {
  return opened.kind === 'pglite'
    ? `PGlite ${opened.location === 'memory' ? 'in memory' : path.resolve(/* turbopackIgnore: true */ process.cwd(), opened.location)}`
    : `PostgreSQL ${opened.location}`;
}

/**
 * The server's start: prepared, or stopped at once with the reason (a bad setting: one line per
 * variable; another process holding the data folder). The demo accounts' passwords are printed
 * once, when they are made; a production start names the demo accounts that can still sign in.
 */
export async function startServer(): Promise<void> {
  try {
    const { opened, seeded, demoAccounts, demoWarning, settings } = await prepareServer();
    console.log(`database ready: ${opened.kind} (${opened.location})${seeded ? ', demo content written' : ''}`);
    if (demoAccounts) console.log(demoAccountsNotice(demoAccounts.accounts, settings.server.siteUrl, demoAccounts.file));
    if (demoWarning) console.warn(demoWarning);
  } catch (error) {
    if (error instanceof SettingsError) {
      for (const problem of error.problems) console.error(problemLine(problem));
      process.exit(1);
    }
    if (error instanceof Error && error.name === 'FolderLockedError') {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
