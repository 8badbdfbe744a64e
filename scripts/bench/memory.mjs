// What an instance holds in memory (docs/operations.md, "Capacity and memory"; docs/operations/performance.md): the
// resident set (RSS, /proc/<pid>/status) of a server after a warm-up, beside a bare Next server built
// in the same run (scripts/bench/floor.mjs). Each instance is started on its own (port, data folder
// or database), warmed up the same way (WARM_UP_REQUESTS requests, WARM_UP_CONCURRENCY at a time,
// over the home page, the product list, a product page, two member pages of a new member and an
// API read; the bare server has one page), left idle SETTLE_MS, then read:
// - PGlite, first start: migrates and writes the demo content in this process, then serves;
// - PGlite, restarted on that folder: what an instance is after any later start or restart;
// - PostgreSQL (DATABASE_URL): TEST_DATABASE_URL's server or a throwaway one (scripts/test-engines.mjs),
//   a new database of its own, migrated and seeded by a first start, measured after a restart,
//   dropped afterwards.
// Targets (issue "Run it for real"): an instance on PostgreSQL ≤ 250 MB, on PGlite ≤ 450 MB.
// Figures, not pass/fail.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server-launch.mjs';

const WARM_UP_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS || 400);
const WARM_UP_CONCURRENCY = 4;
const SETTLE_MS = Number(process.env.BENCH_MEMORY_SETTLE_MS || 5000);
export const MEMORY_TARGETS = { postgres: 250, pglite: 450 };

/** Resident memory of a process and its children, in MB (Linux /proc). */
export function rssMB(pid) {
  const kb = (p) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  const children = (p) =>
    readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((d) => {
        try {
          return readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(p);
        } catch {
          return false;
        }
      })
      .map(Number);
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) tree.push(...children(tree[i]));
  return tree.reduce((sum, p) => sum + kb(p), 0) / 1024;
}

/**
 * Starts `node scripts/serve.mjs` of appDir on 127.0.0.1:port with `env`, launched as production
 * launches it (../server-launch.mjs); { base, pid, stop }.
 */
export async function startInstance({ appDir, port, env }) {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], {
    cwd: appDir,
    env: { ...process.env, ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', ...env },
    stdio: 'ignore',
  });
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      server.once('exit', resolve);
      setTimeout(resolve, 10_000);
    });
  };
  for (let i = 0; i < 300 && !exited; i += 1) {
    try {
      if ((await fetch(`${base}/basic-api/v1/slider`)).ok) return { base, pid: server.pid, stop };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`the server on port ${port} did not start`);
}

/** A new member of the instance (no orders): its session cookie. */
export async function memberCookie(base) {
  const account = `bench_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = 'Correct-Horse-42';
  const res = await fetch(`${base}/basic-api/v1/authorizations/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account, password, password_confirmation: password, agree_policy: true }),
  });
  const json = await res.json();
  if (!res.ok || !json?.result?.access_token) throw new Error(`registering a bench member: HTTP ${res.status}`);
  return `token=${json.result.access_token}`;
}

/** The site's pages an instance is warmed up with: [path, headers]. */
export async function sitePages(base) {
  const list = await (await fetch(`${base}/basic-api/v1/product`)).json();
  const product = list.result.list[0];
  const cookie = await memberCookie(base);
  return [
    ['/en', {}],
    ['/en/products', {}],
    [`/en/product/${product.id}/${product.slug}`, {}],
    ['/en/user/myOrder', { cookie }],
    ['/en/user/profile', { cookie }],
    ['/basic-api/v1/product', {}],
  ];
}

/** WARM_UP_REQUESTS requests over `pages`, then SETTLE_MS idle; the RSS of `pid` then, in MB. */
export async function rssAfterWarmUp(base, pid, pages) {
  let next = 0;
  await Promise.all(
    Array.from({ length: WARM_UP_CONCURRENCY }, async () => {
      while (next < WARM_UP_REQUESTS) {
        const [pathname, headers] = pages[next % pages.length];
        next += 1;
        const res = await fetch(base + pathname, { headers: { 'Accept-Language': 'en', ...headers } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`warm-up: ${pathname} answered ${res.status}`);
      }
    }),
  );
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return rssMB(pid);
}

/** A database of its own on a PostgreSQL server (TEST_DATABASE_URL's, or a throwaway one): { url, drop }. */
export async function benchDatabase() {
  const { startTestPostgres } = await import('../test-engines.mjs');
  const server = await startTestPostgres();
  const { default: pg } = await import('pg');
  const name = `case_site_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: server.url });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    server.stop();
    throw error;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      server.stop();
    },
  };
}

/**
 * The memory figures: the bare floor (a built floor from scripts/bench/floor.mjs, or null), PGlite
 * (first start and restart) and PostgreSQL, each warmed up the same way. `also(instance)` runs on the
 * PostgreSQL instance before it stops (the member pages' load figures on that path).
 */
export async function benchMemory({ appDir, port, floor, startFloor, also }) {
  const rows = [];
  if (floor?.dir) {
    const bare = await startFloor(floor, port);
    try {
      rows.push({ name: 'bare Next 16 server (the floor)', mb: await rssAfterWarmUp(bare.base, bare.pid, [['/', {}]]) });
    } finally {
      await bare.stop();
    }
  } else rows.push({ name: 'bare Next 16 server (the floor)', mb: null, note: floor?.reason ?? 'not built' });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'case-site-bench-memory-'));
  try {
    for (const [name, target] of [
      ['PGlite, first start (migrates, writes the demo content)', null],
      ['PGlite, restarted on that data folder', MEMORY_TARGETS.pglite],
    ]) {
      const instance = await startInstance({ appDir, port: port + 1, env: { PGLITE_DIR: dataDir } });
      try {
        rows.push({ name, target, mb: await rssAfterWarmUp(instance.base, instance.pid, await sitePages(instance.base)) });
      } finally {
        await instance.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  let database = null;
  try {
    database = await benchDatabase();
  } catch (error) {
    rows.push({ name: 'PostgreSQL', mb: null, target: MEMORY_TARGETS.postgres, note: `no PostgreSQL server: ${error.message}` });
  }
  let alsoResult;
  if (database) {
    try {
      // The database is migrated and seeded by a first start, then measured after a restart, as the
      // PGlite row: a first start also holds what seeding allocated, which a running site never does.
      await (await startInstance({ appDir, port: port + 2, env: { DATABASE_URL: database.url } })).stop();
      const instance = await startInstance({ appDir, port: port + 2, env: { DATABASE_URL: database.url } });
      try {
        rows.push({
          name: 'PostgreSQL (DATABASE_URL), restarted',
          target: MEMORY_TARGETS.postgres,
          mb: await rssAfterWarmUp(instance.base, instance.pid, await sitePages(instance.base)),
        });
        if (also) alsoResult = await also(instance);
      } finally {
        await instance.stop();
      }
    } finally {
      await database.drop();
    }
  }
  return { rows, also: alsoResult };
}

export function printMemory({ rows }) {
  console.log(
    `\nMemory: RSS after a warm-up (${WARM_UP_REQUESTS} requests, ${WARM_UP_CONCURRENCY} at a time, over home, list, product, /user/myOrder, /user/profile and an API read; then ${SETTLE_MS / 1000} s idle)`,
  );
  console.log('instance                                                 RSS MB   target');
  const floor = rows[0]?.mb;
  for (const row of rows) {
    const mb = row.mb === null ? '—' : row.mb.toFixed(0);
    const target = row.target ? `≤ ${row.target} ${row.mb === null ? '' : row.mb <= row.target ? 'ok' : 'OVER'}` : '';
    const above = row.mb !== null && floor && row !== rows[0] ? `(+${(row.mb - floor).toFixed(0)} over the floor)` : '';
    console.log(`${row.name.padEnd(56)} ${mb.padStart(6)}   ${target.padEnd(9)} ${above}${row.note ? ` ${row.note}` : ''}`);
  }
}
