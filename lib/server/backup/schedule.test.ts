/** @jest-environment node */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type OpenedDatabase } from '@/lib/server/db/open';
import { partsHealth } from '@/lib/server/ops/health-state.mjs';
import { freshPostgres, testDatabases } from '@/lib/server/testing/databases';
import { hashFile, verifyArchive } from './archive';
import type { BackupSource, DatabaseSource } from './create';
import { pgliteClientOf } from './pglite-engine';
import { backupStats, rotateArchives, runScheduledBackup, scheduleFromEnv, startBackupSchedule, stopBackupSchedule, type ScheduleSettings } from './schedule';

jest.setTimeout(300_000);

/*
 * Scheduled backups: when they are due, the rotation to BACKUP_KEEP after a good one, a failing one
 * that keeps the earlier archives (counted, logged without personal data, reported to /readyz's
 * parts without making the instance unready), one backup per turn among several instances on
 * PostgreSQL, and the schedule running by itself from the startup hook.
 */

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'case-site-schedule-test-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));
const folder = (name: string) => mkdtemp(path.join(scratch, `${name}-`));

const HOUR = 3_600_000;

describe('the schedule settings', () => {
  it('is off without BACKUP_DIR, defaults to every 24 h keeping 7, and names a bad variable', () => {
    expect(scheduleFromEnv({} as NodeJS.ProcessEnv)).toBeNull();
    expect(scheduleFromEnv({ BACKUP_DIR: '/srv/backups' } as unknown as NodeJS.ProcessEnv)).toEqual({ dir: '/srv/backups', intervalMs: 24 * HOUR, keep: 7 });
    expect(scheduleFromEnv({ BACKUP_DIR: 'backups', BACKUP_INTERVAL: '30m', BACKUP_KEEP: '3' } as unknown as NodeJS.ProcessEnv)).toEqual({
      dir: path.resolve('backups'),
      intervalMs: 30 * 60_000,
      keep: 3,
    });
    expect(() => scheduleFromEnv({ BACKUP_DIR: '/b', BACKUP_INTERVAL: 'daily' } as unknown as NodeJS.ProcessEnv)).toThrow('BACKUP_INTERVAL');
    expect(() => scheduleFromEnv({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' } as unknown as NodeJS.ProcessEnv)).toThrow('BACKUP_KEEP');
    expect(() => scheduleFromEnv({ BACKUP_DIR: '/b', BACKUP_KEEP: 'all' } as unknown as NodeJS.ProcessEnv)).toThrow('BACKUP_KEEP');
  });

  it('rotates scheduled archives only, the oldest first', async () => {
    const dir = await folder('rotate');
    const names = ['case-site-backup-2026-01-01T00-00-00.000Z.tar', 'case-site-backup-2026-01-02T00-00-00.000Z.tar', 'case-site-backup-2026-01-03T00-00-00.000Z.tar'];
    for (const name of [...names, 'before-upgrade.tar', 'notes.txt']) await writeFile(path.join(dir, name), 'x');
    expect(await rotateArchives(dir, 2)).toEqual([names[0]]);
    expect((await readdir(dir)).sort()).toEqual(['before-upgrade.tar', names[1], names[2], 'notes.txt']);
  });
});

interface Engine {
  name: 'pglite' | 'postgres';
  open(): Promise<{ opened: OpenedDatabase; database: DatabaseSource; broken: DatabaseSource; cleanup(): Promise<void> }>;
}

/** An in-memory PGlite copied from the migrated image the service tests share. */
const openMigratedPglite = () => testDatabases()[0].open();

const engines: Engine[] = [
  {
    name: 'pglite',
    async open() {
      // A copy of the migrated image (lib/server/testing/databases.ts): migrating a new cluster here took 5 s more.
      const opened = await openMigratedPglite();
      // A database that fails: its client is closed (as after a crash of PGlite).
      const closed = new PGlite();
      await closed.close();
      return { opened, database: { engine: 'pglite', client: pgliteClientOf(opened.db)! }, broken: { engine: 'pglite', client: closed }, cleanup: () => opened.close() };
    },
  },
  {
    name: 'postgres',
    async open() {
      const fresh = await freshPostgres('test_backup');
      const opened = await openDatabase({ kind: 'postgres', url: fresh.url });
      await opened.migrate();
      const gone = await freshPostgres('test_backup');
      await gone.drop();
      return {
        opened,
        database: { engine: 'postgres', url: fresh.url },
        // A database that fails: it was dropped (pg_dump cannot connect).
        broken: { engine: 'postgres', url: gone.url },
        async cleanup() {
          await opened.close();
          await fresh.drop();
        },
      };
    },
  },
].filter((engine) => engine.name === 'pglite' || process.env.TEST_DATABASE_URL) as Engine[];

describe.each(engines)('scheduled backups on $name', (engine) => {
  let site: Awaited<ReturnType<Engine['open']>>;
  let uploads: string;
  beforeAll(async () => {
    site = await engine.open();
    uploads = await folder('uploads');
    await writeFile(path.join(uploads, 'logo.png'), 'a picture');
  });
  afterAll(() => site?.cleanup());

  it('takes one when due, keeps BACKUP_KEEP after each good one, and a failing one keeps the earlier archives', async () => {
    const settings: ScheduleSettings = { dir: await folder('archives'), intervalMs: HOUR, keep: 2 };
    await writeFile(path.join(settings.dir, 'before-upgrade.tar'), 'an archive the operator made by hand');
    let clock = Date.parse('2026-11-27T02:00:00.000Z');
    const now = () => new Date(clock);
    const source: BackupSource = { database: site.database, uploads: { storage: 'local', root: uploads } };
    const run = () => runScheduledBackup({ db: site.opened.db, source, settings, now });
    const archives = async () => (await readdir(settings.dir)).filter((n) => n.startsWith('case-site-backup-')).sort();
    const stats = backupStats();

    expect(await run()).toMatchObject({ taken: { manifest: { engine: engine.name } }, removed: [] });
    expect(stats.lastSuccessAt).toBe(clock);
    expect(partsHealth().backup).toMatchObject({ ok: true, degradesReadiness: false, detail: 'last good backup 2026-11-27T02:00:00.000Z' });
    clock += HOUR / 2;
    expect(await run()).toEqual({ skipped: 'not due' });
    clock += HOUR / 2;
    expect(await run()).toMatchObject({ removed: [] });
    clock += HOUR;
    expect(await run()).toMatchObject({ removed: ['case-site-backup-2026-11-27T02-00-00.000Z.tar'] });
    expect(await archives()).toEqual(['case-site-backup-2026-11-27T03-00-00.000Z.tar', 'case-site-backup-2026-11-27T04-00-00.000Z.tar']);
    for (const name of await archives()) await expect(verifyArchive(path.join(settings.dir, name))).resolves.toBeTruthy();

    // A failing backup: the archives stay as they were (even beyond BACKUP_KEEP, as after lowering
    // it), the failure is counted, logged and reported.
    await writeFile(path.join(settings.dir, 'case-site-backup-2026-11-26T23-00-00.000Z.tar'), 'an older scheduled archive');
    const kept = await Promise.all((await archives()).map((name) => hashFile(path.join(settings.dir, name))));
    const failuresBefore = stats.failures;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    clock += HOUR;
    const failed = await runScheduledBackup({ db: site.opened.db, source: { ...source, database: site.broken }, settings, now });
    const lines = logged.mock.calls.map((call) => String(call[0]));
    logged.mockRestore();
    expect(failed).toEqual({ failed: expect.any(String) });
    expect(await archives()).toEqual([
      'case-site-backup-2026-11-26T23-00-00.000Z.tar',
      'case-site-backup-2026-11-27T03-00-00.000Z.tar',
      'case-site-backup-2026-11-27T04-00-00.000Z.tar',
    ]);
    expect(await Promise.all((await archives()).map((name) => hashFile(path.join(settings.dir, name))))).toEqual(kept);
    expect((await readdir(settings.dir)).filter((n) => n.startsWith('.'))).toEqual([]);
    expect(stats.failures).toBe(failuresBefore + 1);
    expect(stats.lastSuccessAt).toBe(Date.parse('2026-11-27T04:00:00.000Z'));
    expect(partsHealth().backup).toMatchObject({ ok: false, degradesReadiness: false, detail: expect.stringContaining('last good backup 2026-11-27T04:00:00.000Z') });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[backup\] scheduled backup failed \(\d+ so far\); earlier archives kept: /);
    expect(lines[0]).not.toMatch(/password|@example/);

    // It is due still: the next turn takes it, and the part is well again.
    expect(await run()).toMatchObject({ removed: ['case-site-backup-2026-11-26T23-00-00.000Z.tar', 'case-site-backup-2026-11-27T03-00-00.000Z.tar'] });
    expect(partsHealth().backup).toMatchObject({ ok: true });
    expect((await readdir(settings.dir)).sort()).toEqual(['before-upgrade.tar', 'case-site-backup-2026-11-27T04-00-00.000Z.tar', 'case-site-backup-2026-11-27T05-00-00.000Z.tar']);
  });

  if (engine.name === 'postgres') {
    it('two instances at the same turn: one takes the backup, the other lets it be', async () => {
      const url = (site.database as { url: string }).url;
      const other = await openDatabase({ kind: 'postgres', url });
      try {
        const clock = Date.parse('2027-01-01T00:00:00.000Z');
        const turn = async (db: OpenedDatabase['db']) => {
          const settings: ScheduleSettings = { dir: await folder('instance'), intervalMs: HOUR, keep: 3 };
          const outcome = await runScheduledBackup({ db, source: { database: site.database, uploads: { storage: 'local', root: uploads } }, settings, now: () => new Date(clock) });
          return { outcome, files: await readdir(settings.dir) };
        };
        const [a, b] = await Promise.all([turn(site.opened.db), turn(other.db)]);
        expect([a, b].filter((x) => 'taken' in x.outcome)).toHaveLength(1);
        expect([a, b].map((x) => x.files.length).sort()).toEqual([0, 1]);
        expect([a, b].find((x) => 'skipped' in x.outcome)?.outcome).toEqual({ skipped: expect.stringMatching(/^(another instance|not due)$/) });
      } finally {
        await other.close();
      }
    });
  }
});

describe('the schedule of a server process', () => {
  it('starts from the startup hook, takes the first backup after its interval, and stops cleanly', async () => {
    const opened = await openMigratedPglite();
    const dir = await folder('scheduled');
    const uploads = await folder('no-uploads');
    const info = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const schedule = () => (globalThis as { [key: symbol]: { running: Promise<unknown> | null } | undefined })[Symbol.for('case-site.backup-schedule')];
    let lines: string[] = [];
    try {
      // The schedule's own timer on a fake clock (only setTimeout: the database, the files and the
      // rest stay real), so its first look is seen at the interval without waiting 10 s for it.
      jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval'] });
      try {
        await startBackupSchedule(opened, { BACKUP_DIR: dir, BACKUP_INTERVAL: '10s', BACKUP_KEEP: '1', UPLOADS_DIR: uploads } as unknown as NodeJS.ProcessEnv);
        expect(partsHealth().backup).toMatchObject({ ok: true, detail: 'scheduled, none taken yet' });
        jest.advanceTimersByTime(9_999);
        expect(schedule()?.running).toBeNull();
        jest.advanceTimersByTime(1);
        expect(schedule()?.running).toBeInstanceOf(Promise);
      } finally {
        jest.useRealTimers();
      }
      const deadline = Date.now() + 120_000;
      while ((await readdir(dir)).filter((n) => n.endsWith('.tar')).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      const [first] = (await readdir(dir)).filter((n) => n.endsWith('.tar'));
      expect(first).toMatch(/^case-site-backup-.*\.tar$/);
      await expect(verifyArchive(path.join(dir, first))).resolves.toMatchObject({ manifest: { uploads: { storage: 'local', files: 0 } } });
    } finally {
      await stopBackupSchedule();
      lines = info.mock.calls.map((call) => String(call[0]));
      info.mockRestore();
      await opened.close();
    }
    expect(lines).toContainEqual(expect.stringMatching(/^\[backup\] scheduled: every 10s into .*, keeping 1$/));
  });
});
