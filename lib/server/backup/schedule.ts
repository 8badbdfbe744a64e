import 'server-only';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Client } from 'pg';
import { appMeta } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { reportPart } from '@/lib/server/ops/health-state.mjs';
import { onShutdown } from '@/lib/server/ops/shutdown.mjs';
import { backupSourceOf, createBackup, type BackupResult, type BackupSource } from './create';

/*
 * Scheduled backups (BACKUP_DIR, BACKUP_INTERVAL, BACKUP_KEEP), started once per server process by
 * lib/server/startup.ts. The time of the last good scheduled backup is kept in the database
 * (app_meta), so a restart does not reset the schedule and several instances on one PostgreSQL
 * agree on it: when a backup is due, each instance tries PostgreSQL's advisory lock BACKUP_LOCK
 * without waiting; the one that wins looks again whether the backup is still due (another may have
 * just taken it) and takes it; the others let it be. On PGlite there is one process.
 *
 * After a good backup the oldest archives beyond BACKUP_KEEP are removed; a failed one removes
 * nothing, logs one line (no personal data), counts the failure, reports the part `backup` as not
 * ok (without making the instance unready) and is tried again after a shorter delay.
 */

/** The advisory lock of a scheduled backup (migrations hold 7_340_200, the demo seed 7_340_201). */
export const BACKUP_LOCK = 7_340_202;
const LAST_SUCCESS_KEY = 'backup.last_success_at';
/** Scheduled archives: `case-site-backup-2026-11-27T10-58-00.123Z.tar`, which sort by time. */
const ARCHIVE_NAME = /^case-site-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.tar$/;
/** A failed backup is tried again after this long (or the interval, when shorter). */
const RETRY_MS = 15 * 60_000;
/** setTimeout's longest delay is ~24.8 days: longer waits are taken in steps. */
const MAX_TIMER_MS = 24 * 60 * 60_000;

export interface ScheduleSettings {
  dir: string;
  intervalMs: number;
  keep: number;
}

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `30m`, `24h`, `7d` (also `90s`) in milliseconds; null when it is not such a duration. */
export function parseInterval(value: string): number | null {
  const match = /^(\d{1,6})(s|m|h|d)$/.exec(value.trim());
  if (!match) return null;
  const ms = Number(match[1]) * UNITS[match[2]];
  return ms > 0 ? ms : null;
}

/** The schedule the environment asks for; null when BACKUP_DIR is not set. Bad values throw, naming the variable. */
export function scheduleFromEnv(env: NodeJS.ProcessEnv = process.env): ScheduleSettings | null {
  if (!env.BACKUP_DIR) return null;
  const intervalMs = parseInterval(env.BACKUP_INTERVAL || '24h');
  if (intervalMs === null) throw new Error(`BACKUP_INTERVAL must be a number and a unit, such as 30m, 24h or 7d (got ${JSON.stringify(env.BACKUP_INTERVAL)})`);
  const keep = Number(env.BACKUP_KEEP || '7');
  if (!Number.isInteger(keep) || keep < 1 || keep > 10_000) throw new Error(`BACKUP_KEEP must be a whole number from 1 (got ${JSON.stringify(env.BACKUP_KEEP)})`);
  return { dir: path.resolve(/* turbopackIgnore: true */ process.cwd(), env.BACKUP_DIR), intervalMs, keep };
}

/**
 * What the metrics read (lib/server/observability publishes them): the time of the last good
 * scheduled backup (ms since the epoch, null before the first) and how many failed in this process.
 */
export interface BackupStats {
  lastSuccessAt: number | null;
  failures: number;
}
const statsKey = Symbol.for('case-site.backup-stats');

export function backupStats(): BackupStats {
  const holder = globalThis as { [statsKey]?: BackupStats };
  holder[statsKey] ??= { lastSuccessAt: null, failures: 0 };
  return holder[statsKey];
}

export function archiveNameAt(at: Date): string {
  return `case-site-backup-${at.toISOString().replaceAll(':', '-')}.tar`;
}

/** Removes the oldest scheduled archives beyond `keep` (other files in the folder are left alone); answers the names removed. */
export async function rotateArchives(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

async function readLastSuccess(db: Db): Promise<number | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, LAST_SUCCESS_KEY));
  const at = row ? Date.parse(row.value) : NaN;
  return Number.isFinite(at) ? at : null;
}

async function writeLastSuccess(db: Db, at: Date): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: LAST_SUCCESS_KEY, value: at.toISOString() })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: at.toISOString() } });
}

/** Holds BACKUP_LOCK on a connection of its own while `fn` runs; null when another instance holds it. */
async function underBackupLock<T>(url: string, fn: () => Promise<T>): Promise<T | null> {
  const { Client: PgClient } = await import('pg');
  const client: Client = new PgClient({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const [{ won }] = (await client.query<{ won: boolean }>('select pg_try_advisory_lock($1) as won', [BACKUP_LOCK])).rows;
    if (!won) return null;
    return await fn();
  } finally {
    // Closing the connection lets the lock go, whatever became of the backup.
    await client.end().catch(() => undefined);
  }
}

export type ScheduledOutcome = { taken: BackupResult; at: Date; removed: string[] } | { skipped: 'not due' | 'another instance' } | { failed: string };

export interface ScheduledRun {
  db: Db;
  source: BackupSource;
  settings: ScheduleSettings;
  signal?: AbortSignal;
  now?: () => Date;
}

/**
 * One scheduled turn: if a backup is due (none yet, or the last good one an interval ago), take it
 * (on PostgreSQL only under the lock), then rotate. Never throws: a failure is counted, logged and
 * reported.
 */
export async function runScheduledBackup({ db, source, settings, signal, now = () => new Date() }: ScheduledRun): Promise<ScheduledOutcome> {
  const stats = backupStats();
  const due = async () => {
    const last = await readLastSuccess(db);
    return last === null || now().getTime() - last >= settings.intervalMs;
  };
  try {
    if (!(await due())) return { skipped: 'not due' };
    const take = async (): Promise<ScheduledOutcome> => {
      if (!(await due())) return { skipped: 'not due' };
      const at = now();
      const taken = await createBackup(source, path.join(settings.dir, archiveNameAt(at)), { signal });
      await writeLastSuccess(db, at);
      const removed = await rotateArchives(settings.dir, settings.keep);
      return { taken, at, removed };
    };
    const outcome = source.database.engine === 'postgres' ? await underBackupLock(source.database.url, take) : await take();
    if (outcome === null) return { skipped: 'another instance' };
    if ('taken' in outcome) {
      stats.lastSuccessAt = outcome.at.getTime();
      reportPart('backup', { ok: true, detail: `last good backup ${outcome.at.toISOString()}`, degradesReadiness: false });
      console.log(
        `[backup] scheduled backup written: ${path.basename(outcome.taken.file)} (${outcome.taken.bytes} bytes, ${outcome.taken.ms} ms` +
          (source.database.engine === 'pglite' ? `; queries waited ${outcome.taken.heldMs} ms)` : ')') +
          (outcome.removed.length ? `; ${outcome.removed.length} older archive(s) removed` : ''),
      );
    }
    return outcome;
  } catch (error) {
    if (signal?.aborted) {
      console.log('[backup] scheduled backup stopped (the process is stopping); its temporary files are removed');
      return { failed: 'stopped' };
    }
    stats.failures += 1;
    const reason = reasonOf(error);
    const last = stats.lastSuccessAt === null ? 'none yet' : new Date(stats.lastSuccessAt).toISOString();
    reportPart('backup', { ok: false, detail: `scheduled backup failed: ${reason}; last good backup ${last}`, degradesReadiness: false });
    console.error(`[backup] scheduled backup failed (${stats.failures} so far); earlier archives kept: ${reason}`);
    return { failed: reason };
  }
}

/**
 * The failure's kind and message, on one line. The backup's own errors name files, tools and exit
 * codes; a database error's message may quote a statement's values, so only its class and code.
 */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  // node-postgres's DatabaseError (and PGlite's) carry the server's severity and SQLSTATE.
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  if (typeof severity === 'string') return `database error (SQLSTATE ${typeof code === 'string' ? code : 'unknown'})`;
  return `${error.name}: ${error.message}`.replaceAll('\n', ' ').slice(0, 500);
}

/**
 * The schedule of this process, on globalThis so that scripts/serve.mjs (plain Node) can stop it on
 * shutdown before it closes the database: `await globalThis[Symbol.for('case-site.backup-schedule')]?.stop()`.
 */
const scheduleKey = Symbol.for('case-site.backup-schedule');
type Schedule = { timer: ReturnType<typeof setTimeout> | null; running: Promise<unknown> | null; abort: AbortController; stopped: boolean; stop(): Promise<void> };
type Holder = { [scheduleKey]?: Schedule };

/**
 * Starts the schedule of this process when BACKUP_DIR is set (once; a second call does nothing).
 * The first look is a minute after the start (or one interval, when shorter), then at each
 * backup's due time.
 */
export async function startBackupSchedule(opened: { db: Db; kind: 'pglite' | 'postgres' }, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const holder = globalThis as Holder;
  if (holder[scheduleKey]) return;
  const settings = scheduleFromEnv(env);
  if (!settings) return;
  const source = backupSourceOf(opened, env);
  const schedule: Schedule = {
    timer: null,
    running: null,
    abort: new AbortController(),
    stopped: false,
    async stop() {
      schedule.stopped = true;
      if (schedule.timer) clearTimeout(schedule.timer);
      schedule.abort.abort();
      if (holder[scheduleKey] === schedule) delete holder[scheduleKey];
      await schedule.running?.catch(() => undefined);
    },
  };
  holder[scheduleKey] = schedule;
  // A stopping instance aborts a backup under way (its temporary files removed) before the database closes.
  onShutdown('backup-schedule', () => schedule.stop());
  const stats = backupStats();
  stats.lastSuccessAt = await readLastSuccess(opened.db);
  reportPart('backup', {
    ok: true,
    detail: stats.lastSuccessAt === null ? 'scheduled, none taken yet' : `last good backup ${new Date(stats.lastSuccessAt).toISOString()}`,
    degradesReadiness: false,
  });
  console.log(`[backup] scheduled: every ${env.BACKUP_INTERVAL || '24h'} into ${settings.dir}, keeping ${settings.keep}`);

  const wait = (ms: number) => {
    if (schedule.stopped) return;
    schedule.timer = setTimeout(turn, Math.min(Math.max(ms, 0), MAX_TIMER_MS));
    schedule.timer.unref();
  };
  const turn = () => {
    schedule.running = (async () => {
      const outcome = await runScheduledBackup({ db: opened.db, source, settings, signal: schedule.abort.signal });
      if ('failed' in outcome) return wait(Math.min(RETRY_MS, settings.intervalMs));
      const last = await readLastSuccess(opened.db).catch(() => null);
      const next = last === null ? settings.intervalMs : last + settings.intervalMs - Date.now();
      // Another instance holds the lock: it is taking the backup now; look again a little later.
      const busy = 'skipped' in outcome && outcome.skipped === 'another instance';
      wait(busy ? Math.max(next, Math.min(60_000, settings.intervalMs)) : next);
    })().finally(() => {
      schedule.running = null;
    });
  };
  wait(Math.min(60_000, settings.intervalMs));
}

/** Stops the schedule (shutdown, tests): a backup under way is aborted, its temporary files removed. */
export async function stopBackupSchedule(): Promise<void> {
  await (globalThis as Holder)[scheduleKey]?.stop();
}
