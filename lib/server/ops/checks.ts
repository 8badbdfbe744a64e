import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createClient } from 'redis';
import type { Db } from '@/lib/server/db/types';
import { MIGRATIONS_FOLDER } from '@/lib/server/db/open';
import { s3SettingsFromEnv } from '@/lib/server/files/s3-storage';
import { getStorage } from '@/lib/server/files/storage';
import { failureDetail } from './readiness.mjs';
import { onShutdown } from './shutdown.mjs';

/*
 * What /readyz checks (./readiness.mjs runs them, at most once a second): the database answers and
 * carries every migration of this build; Redis answers when REDIS_URL is set; S3 answers when the
 * uploads go there. Each answers { ok, detail } with a detail fit for a public answer.
 */

export type CheckResult = { ok: boolean; detail?: string };

/** The time of the newest migration this build ships (drizzle's journal). */
export function newestMigrationTime(folder: string = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** The database answers, and its newest applied migration is this build's newest. */
export function databaseCheck(db: Db, newest: number = newestMigrationTime()): () => Promise<CheckResult> {
  return async () => {
    const { rows } = (await db.execute(sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`)) as unknown as { rows: { applied: string | null }[] };
    const applied = Number(rows[0]?.applied ?? 0);
    return applied >= newest ? { ok: true } : { ok: false, detail: 'migrations pending' };
  };
}

const FIRST_CONNECT_MS = 1000;

/** Redis answers a PING (one connection of its own, opened on the first check). */
export function redisCheck(url: string): () => Promise<CheckResult> {
  const connect = () => {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 1000) },
    });
    // Failures are what the check reports; an 'error' event without a listener would end the process.
    client.on('error', () => undefined);
    const connected = client.connect().catch(() => undefined);
    onShutdown('readiness-redis', async () => {
      client.destroy();
    });
    return { client, connected };
  };
  let redis: ReturnType<typeof connect> | undefined;
  return async () => {
    redis ??= connect();
    // The first check waits a moment for the connection; later ones do not.
    if (!redis.client.isReady) await Promise.race([redis.connected, new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_MS).unref())]);
    if (!redis.client.isReady) return { ok: false, detail: 'not connected' };
    try {
      return (await redis.client.ping()) === 'PONG' ? { ok: true } : { ok: false, detail: 'unexpected answer' };
    } catch (error) {
      return { ok: false, detail: failureDetail(error) };
    }
  };
}

/** S3 answers: a read of an object that need not exist (absent is an answer too). */
export function storageCheck(): () => Promise<CheckResult> {
  return async () => {
    const found = await getStorage().get('health/readiness-probe');
    await found?.body.cancel();
    return { ok: true };
  };
}

/** The checks this process's settings call for. */
export function readinessChecks(db: Db, env: NodeJS.ProcessEnv = process.env): [string, () => Promise<CheckResult>][] {
  const checks: [string, () => Promise<CheckResult>][] = [['database', databaseCheck(db)]];
  if (env.REDIS_URL) checks.push(['redis', redisCheck(env.REDIS_URL)]);
  if (s3SettingsFromEnv(env)) checks.push(['storage', storageCheck()]);
  return checks;
}
