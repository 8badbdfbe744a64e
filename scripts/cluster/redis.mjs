// The local cluster's Redis (scripts/cluster.mjs): the shared cache, its own port and folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureRedis } from '../test-engines.mjs';
import { isOurs, waitUntil, writeState } from './state.mjs';

/** Starts (or starts again, on the same port) the cluster's redis-server, detached. */
export async function startRedis(state) {
  const { dir, port } = state.redis;
  mkdirSync(dir, { recursive: true });
  const pidfile = path.join(dir, 'redis.pid');
  rmSync(pidfile, { force: true });
  const result = spawnSync(
    ensureRedis(),
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--daemonize',
      'yes',
      '--pidfile',
      pidfile,
      '--logfile',
      path.join(dir, 'redis.log'),
      // The shared cache: nothing to keep across a restart; only keys with a TTL (the cache's
      // entries) may be evicted, never the tags' invalidation times.
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '256mb',
      '--maxmemory-policy',
      'volatile-lru',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (result.status !== 0) throw new Error(`redis-server failed: ${result.stderr.toString()}`);
  await waitUntil(() => existsSync(pidfile), 10_000, 'redis-server');
  state.redis.pid = Number(readFileSync(pidfile, 'utf8').trim());
  await waitUntil(() => redisPing(port), 10_000, 'redis-server');
  writeState(state);
}

function redisPing(port) {
  return spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
}

/** Stops the cluster's redis-server (SIGTERM; `kill: true` for SIGKILL) and waits until it is gone. */
export async function stopRedis(state, { kill = false } = {}) {
  const { pid, port } = state.redis;
  if (!isOurs(pid, `:${port}`)) return;
  process.kill(pid, kill ? 'SIGKILL' : 'SIGTERM');
  await waitUntil(() => !isOurs(pid, `:${port}`), 10_000, 'redis-server stopping');
}
