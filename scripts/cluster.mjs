// `npm run cluster`: the site as several instances on this one machine, the way it runs on several
// machines (README, "Running several instances"): Debian's PostgreSQL (a cluster of its own, initdb'd
// into .cluster/pg, its own port), Redis (its own port and folder: the shared cache), N instances of
// the built site (`node scripts/serve.mjs`, each on its port with the same DATABASE_URL, REDIS_URL,
// actions key and build) and Debian's nginx in front as the load balancer (its own config and pid
// file in .cluster/nginx, never the system's). Everything listens on 127.0.0.1 only. Builds first if
// needed, prints the addresses, writes .cluster/state.json, and returns: the parts run on.
//
//   npm run cluster                      start 2 instances behind nginx on 127.0.0.1:3300
//   npm run cluster -- --instances 3     three instances (--port 3400: the load balancer's port)
//   npm run cluster -- --no-demo         SEED_DEMO=false: an empty catalogue, as in production
//   npm run cluster -- status            what runs, from the state file
//   npm run cluster -- stop              stops exactly what the start started (the pids of its state file)
//
// --dir <folder> (CLUSTER_DIR) keeps everything in another folder; --app-dir <folder>
// (CLUSTER_APP_DIR) serves the build of another copy of the site (its own .next). The database and
// Redis's settings stay between runs in the folder; `stop --wipe` removes the folder too.
// The functions are exported for the cluster tests (scripts/cluster-tests/).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureNginx, ensurePostgresBin, ensureRedis, freePort } from './test-engines.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const DATABASE = 'site';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function stateFile(dir) {
  return path.join(dir, 'state.json');
}

export function readState(dir) {
  const file = stateFile(dir);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function writeState(state) {
  writeFileSync(stateFile(state.dir), JSON.stringify(state, null, 2) + '\n');
}

/** Whether pid is alive and its command line contains `marker` (a reused pid is not ours). */
export function isOurs(pid, marker) {
  if (!pid) return false;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return cmdline.includes(marker);
  } catch {
    return false;
  }
}

async function waitUntil(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s`);
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

// --- PostgreSQL ---------------------------------------------------------------------------------

function pgRun(state, command, args, options = {}) {
  const asUser = isRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  const [first, ...rest] = [...asUser, path.join(state.postgres.bin, command), ...args];
  const result = spawnSync(first, rest, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  if (result.status !== 0 && !options.allowFailure) throw new Error(`${command} failed: ${result.stderr.toString() || result.stdout.toString()}`);
  return result;
}

async function startPostgres(state) {
  const { data, port } = state.postgres;
  const folder = path.dirname(data);
  mkdirSync(folder, { recursive: true });
  // PostgreSQL refuses to run as root: as root, its folder belongs to Debian's `postgres` user.
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(folder, uid, gid);
  }
  chmodSync(folder, 0o700);
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    pgRun(state, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  }
  pgRun(state, 'pg_ctl', [
    '-D', data, '-w', '-t', '60', '-l', path.join(folder, 'server.log'),
    '-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    'start',
  ]);
  const psql = (sql) => pgRun(state, 'psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-tAc', sql]);
  if (psql(`select 1 from pg_database where datname = '${DATABASE}'`).stdout.toString().trim() !== '1') psql(`create database ${DATABASE}`);
}

function stopPostgres(state) {
  if (!existsSync(path.join(state.postgres.data, 'postmaster.pid'))) return;
  pgRun(state, 'pg_ctl', ['-D', state.postgres.data, '-m', 'fast', '-w', 'stop'], { allowFailure: true });
}

// --- Redis --------------------------------------------------------------------------------------

/** Starts (or starts again, on the same port) the cluster's redis-server, detached. */
export async function startRedis(state) {
  const { dir, port } = state.redis;
  mkdirSync(dir, { recursive: true });
  const pidfile = path.join(dir, 'redis.pid');
  rmSync(pidfile, { force: true });
  const result = spawnSync(ensureRedis(), [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--daemonize', 'yes',
    '--pidfile', pidfile, '--logfile', path.join(dir, 'redis.log'),
    // The shared cache: nothing to keep across a restart; only keys with a TTL (the cache's
    // entries) may be evicted, never the tags' invalidation times.
    '--save', '', '--appendonly', 'no', '--maxmemory', '256mb', '--maxmemory-policy', 'volatile-lru',
  ], { stdio: ['ignore', 'pipe', 'pipe'] });
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

// --- the instances ------------------------------------------------------------------------------

/** Starts instance i (again) with the cluster's environment, detached, its output in logs/. */
export async function startInstance(state, i, { wait = true } = {}) {
  const instance = state.instances[i];
  mkdirSync(path.join(state.dir, 'logs'), { recursive: true });
  const log = openSync(instance.log, 'a');
  const env = { ...process.env, ...state.env, PORT: String(instance.port), CLUSTER_INSTANCE: String(i + 1) };
  delete env.PGLITE_DIR;
  const child = spawn(process.execPath, [path.join(state.appDir, 'scripts/serve.mjs'), `--cluster-instance=${state.dir}#${i + 1}`], {
    cwd: state.appDir,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  child.unref();
  instance.pid = child.pid;
  writeState(state);
  if (wait) await waitUntil(() => answers(`${instance.url}/basic-api/v1/slider`), 180_000, `instance ${i + 1} (${instance.log})`);
}

function instanceMarker(state, i) {
  return `--cluster-instance=${state.dir}#${i + 1}`;
}

/** Stops instance i: SIGTERM and a wait for its clean exit, or SIGKILL at once with `kill: true`. */
export async function stopInstance(state, i, { kill = false } = {}) {
  const { pid } = state.instances[i];
  const marker = instanceMarker(state, i);
  if (!isOurs(pid, marker)) return;
  process.kill(pid, kill ? 'SIGKILL' : 'SIGTERM');
  try {
    await waitUntil(() => !isOurs(pid, marker), 15_000, `instance ${i + 1} stopping`);
  } catch {
    if (isOurs(pid, marker)) process.kill(pid, 'SIGKILL');
    await waitUntil(() => !isOurs(pid, marker), 5_000, `instance ${i + 1} killed`);
  }
}

// --- nginx --------------------------------------------------------------------------------------

function nginxConfig(state) {
  const dir = state.nginx.dir;
  const servers = state.instances.map((s) => `    server 127.0.0.1:${s.port} max_fails=1 fail_timeout=2s;`).join('\n');
  return `# Written by scripts/cluster.mjs: the load balancer of the local cluster.
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${state.nginx.port};
    client_max_body_size 64m;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that is down: the next one (a POST only when it never reached the dead one).
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      proxy_buffers 16 32k;
    }
  }
}
`;
}

async function startNginx(state) {
  const dir = state.nginx.dir;
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(state));
  const binary = ensureNginx();
  const test = spawnSync(binary, ['-t', '-q', '-c', conf, '-p', dir], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration: ${test.stderr}`);
  const result = spawnSync(binary, ['-c', conf, '-p', dir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx failed: ${result.stderr}`);
  const pidfile = path.join(dir, 'nginx.pid');
  await waitUntil(() => existsSync(pidfile), 10_000, 'nginx');
  state.nginx.pid = Number(readFileSync(pidfile, 'utf8').trim());
  writeState(state);
}

async function stopNginx(state) {
  const { pid, dir } = state.nginx;
  if (!isOurs(pid, path.join(dir, 'nginx.conf'))) return;
  process.kill(pid, 'SIGQUIT');
  await waitUntil(() => !isOurs(pid, path.join(dir, 'nginx.conf')), 15_000, 'nginx stopping').catch(() => process.kill(pid, 'SIGKILL'));
}

// --- the cluster --------------------------------------------------------------------------------

/**
 * Starts the whole cluster (stopping first what an earlier start in the same folder left running).
 * Answers its state: the addresses, the pids, the shared environment.
 */
export async function startCluster({ dir = '.cluster', appDir = '.', instances = 2, port = 3300, seedDemo = true, quiet = false } = {}) {
  const say = quiet ? () => undefined : (line) => console.log(line);
  dir = path.resolve(dir);
  appDir = path.resolve(appDir);
  mkdirSync(dir, { recursive: true });
  // PostgreSQL runs as Debian's `postgres` user when we are root: it must reach pg/ inside.
  if (isRoot) chmodSync(dir, 0o755);
  const previous = readState(dir);
  if (previous) await stopCluster(dir, { quiet: true });

  // The secrets every instance shares, made once per folder.
  const secretsFile = path.join(dir, 'secrets.json');
  if (!existsSync(secretsFile)) writeFileSync(secretsFile, JSON.stringify({ actionsKey: randomBytes(32).toString('base64') }) + '\n', { mode: 0o600 });
  const secrets = JSON.parse(readFileSync(secretsFile, 'utf8'));

  const lbPort = port || (await freePort());
  const pgPort = previous?.postgres?.port ?? (await freePort());
  const redisPort = previous?.redis?.port ?? (await freePort());
  const ports = [];
  for (let i = 0; i < instances; i += 1) ports.push(await freePort());
  const lbUrl = `http://127.0.0.1:${lbPort}`;
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/${DATABASE}`;
  const state = {
    dir,
    appDir,
    startedAt: new Date().toISOString(),
    url: lbUrl,
    postgres: { bin: ensurePostgresBin(), data: path.join(dir, 'pg', 'data'), port: pgPort, url: databaseUrl },
    redis: { dir: path.join(dir, 'redis'), port: redisPort, url: `redis://127.0.0.1:${redisPort}`, pid: null },
    nginx: { dir: path.join(dir, 'nginx'), port: lbPort, pid: null },
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '8',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      TRUST_PROXY_HOPS: '1',
      SEED_DEMO: seedDemo ? 'true' : 'false',
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: secrets.actionsKey,
      // Uploads on one machine: one folder all instances share (on several machines: S3_*).
      UPLOADS_DIR: path.join(dir, 'uploads'),
      SITE_URL: process.env.SITE_URL || lbUrl,
    },
    instances: ports.map((p, i) => ({ port: p, url: `http://127.0.0.1:${p}`, pid: null, log: path.join(dir, 'logs', `instance-${i + 1}.log`) })),
  };
  writeState(state);

  if (appDir === process.cwd()) {
    const { buildIfNeeded } = await import('./build-if-needed.mjs');
    buildIfNeeded();
  }
  if (!existsSync(path.join(appDir, '.next', 'BUILD_ID'))) throw new Error(`${appDir} has no build (.next/BUILD_ID): npm run build there first`);
  state.buildId = readFileSync(path.join(appDir, '.next', 'BUILD_ID'), 'utf8').trim();

  try {
    say(`PostgreSQL on 127.0.0.1:${pgPort} (${state.postgres.data})…`);
    await startPostgres(state);
    say(`Redis on 127.0.0.1:${redisPort}…`);
    await startRedis(state);
    say(`${instances} instance(s) of build ${state.buildId}, starting at once (one migrates, the others wait on its lock)…`);
    await Promise.all(state.instances.map((_, i) => startInstance(state, i)));
    await startNginx(state);
    await waitUntil(() => answers(`${lbUrl}/basic-api/v1/slider`), 30_000, 'the load balancer');
  } catch (error) {
    await stopCluster(dir, { quiet: true });
    throw error;
  }
  say(`\nThe load balancer (nginx): ${lbUrl}`);
  state.instances.forEach((s, i) => say(`instance ${i + 1}: ${s.url}  (pid ${s.pid}, log ${path.relative(process.cwd(), s.log)})`));
  say(`PostgreSQL: ${databaseUrl}\nRedis: ${state.redis.url}\nstate: ${path.relative(process.cwd(), stateFile(dir))}; stop with: npm run cluster -- stop`);
  return state;
}

/** Stops exactly what the state file in `dir` says was started; `wipe` removes the folder too. */
export async function stopCluster(dir = '.cluster', { wipe = false, quiet = false } = {}) {
  dir = path.resolve(dir);
  const state = readState(dir);
  if (!state) {
    if (!quiet) console.log(`nothing started in ${dir}`);
  } else {
    await stopNginx(state).catch((e) => console.error(e.message));
    await Promise.all(state.instances.map((_, i) => stopInstance(state, i).catch((e) => console.error(e.message))));
    await stopRedis(state).catch((e) => console.error(e.message));
    stopPostgres(state);
    rmSync(stateFile(dir), { force: true });
    if (!quiet) console.log('stopped: nginx, the instances, Redis and PostgreSQL of the cluster');
  }
  if (wipe) rmSync(dir, { recursive: true, force: true });
}

function status(dir) {
  const state = readState(path.resolve(dir));
  if (!state) return console.log('no cluster started in this folder');
  const mark = (ok) => (ok ? 'running' : 'DOWN');
  console.log(`load balancer ${state.url}: ${mark(isOurs(state.nginx.pid, 'nginx.conf'))}`);
  state.instances.forEach((s, i) => console.log(`instance ${i + 1} ${s.url}: ${mark(isOurs(s.pid, instanceMarker(state, i)))}`));
  console.log(`Redis ${state.redis.url}: ${mark(isOurs(state.redis.pid, `:${state.redis.port}`))}`);
  console.log(`PostgreSQL ${state.postgres.url}: ${mark(existsSync(path.join(state.postgres.data, 'postmaster.pid')))}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
  };
  const dir = option('--dir', process.env.CLUSTER_DIR || '.cluster');
  const command = args.find((a) => ['start', 'stop', 'status'].includes(a)) ?? 'start';
  try {
    if (command === 'stop') await stopCluster(dir, { wipe: args.includes('--wipe') });
    else if (command === 'status') status(dir);
    else {
      const instances = Number(option('--instances', '2'));
      if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error('--instances: a number from 1 to 16');
      await startCluster({
        dir,
        appDir: option('--app-dir', process.env.CLUSTER_APP_DIR || '.'),
        instances,
        port: Number(option('--port', '3300')),
        seedDemo: !args.includes('--no-demo') && process.env.SEED_DEMO !== 'false',
      });
    }
  } catch (error) {
    console.error(`cluster: ${error.message}`);
    process.exit(1);
  }
}
