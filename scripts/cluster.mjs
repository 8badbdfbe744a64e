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
//   npm run cluster -- restart           restarts the instances one at a time, each drained at nginx
//                                        first (--app-dir <copy>: onto another build, an upgrade)
//
// --dir <folder> (CLUSTER_DIR) keeps everything in another folder; --app-dir <folder>
// (CLUSTER_APP_DIR) serves the build of another copy of the site (its own .next). The database and
// Redis's settings stay between runs in the folder; `stop --wipe` removes the folder too.
// The functions are exported for the cluster tests (scripts/cluster-tests/).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
  if (wait) await waitUntil(() => isReady(instance.url), 180_000, `instance ${i + 1} (${instance.log})`);
}

/**
 * Whether an instance takes requests: its /readyz answers 200 (503 while it starts, drains or lost
 * its database). A build without /readyz (404) is ready when its slider API answers.
 */
export async function isReady(url) {
  try {
    const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000), redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status === 200) return true;
    if (response.status !== 404) return false;
  } catch {
    return false;
  }
  return answers(`${url}/basic-api/v1/slider`);
}

function instanceMarker(state, i) {
  return `--cluster-instance=${state.dir}#${i + 1}`;
}

/** How long an instance may take to finish its requests after SIGTERM (SHUTDOWN_GRACE_MS, 25 s by default), and a margin. */
function stopWaitMs(state) {
  const grace = Number(state.env.SHUTDOWN_GRACE_MS || process.env.SHUTDOWN_GRACE_MS || 25_000);
  return (Number.isFinite(grace) && grace > 0 ? grace : 25_000) + 5_000;
}

/** Stops instance i: SIGTERM and a wait for its clean exit (SIGKILL after the grace time), or SIGKILL at once with `kill: true`. */
export async function stopInstance(state, i, { kill = false } = {}) {
  const { pid } = state.instances[i];
  const marker = instanceMarker(state, i);
  if (!isOurs(pid, marker)) return;
  process.kill(pid, kill ? 'SIGKILL' : 'SIGTERM');
  try {
    await waitUntil(() => !isOurs(pid, marker), stopWaitMs(state), `instance ${i + 1} stopping`);
  } catch {
    if (isOurs(pid, marker)) process.kill(pid, 'SIGKILL');
    await waitUntil(() => !isOurs(pid, marker), 5_000, `instance ${i + 1} killed`);
  }
}

// --- nginx --------------------------------------------------------------------------------------

/**
 * The load balancer's configuration: the upstream of the instances (one marked `down` while it is
 * drained for a restart), requests passed on when an instance is gone, and a one-second
 * micro-cache of public pages. docs/operations/upgrade-and-caching.md explains every part (and
 * shows the same for a real deployment).
 */
export function nginxConfig(state) {
  const dir = state.nginx.dir;
  const servers = state.instances
    .map((s) => `    server 127.0.0.1:${s.port} max_fails=1 fail_timeout=2s${s.down ? ' down' : ''};`)
    .join('\n');
  return `# Written by scripts/cluster.mjs: the load balancer of the local cluster.
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
# After a reload the old workers finish their requests, at most this long (a restart waits for them).
worker_shutdown_timeout 30s;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${indent(siteHttpBlocks(`${dir}/cache`), 2)}
  upstream site {
${servers}
    keepalive 64;
    # Under the instances' 65 s: nginx closes an idle connection before the instance would.
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${state.nginx.port};
${indent(SITE_SERVER_BODY, 4)}
  }
}
`;
}

function indent(text, spaces) {
  const pad = ' '.repeat(spaces);
  return text
    .trim()
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n');
}

/**
 * What the site needs in nginx's http block: the micro-cache's store and the maps its rules read.
 * (The same text is in the documentation's sample; scripts/cluster-tests/nginx-sample.test.mjs checks both.)
 */
export const siteHttpBlocks = (cacheDir) => `
# The micro-cache: public pages kept one second, so a burst of visitors costs one render a second.
proxy_cache_path ${cacheDir} levels=1:2 keys_zone=pages:10m max_size=256m inactive=10m use_temp_path=off;

# The request id: the one a proxy in front sent (when it looks like one), else nginx's own.
map $http_x_request_id $site_request_id {
  "~^[A-Za-z0-9._:-]{8,128}$" $http_x_request_id;
  default $request_id;
}
# One entry per encoding the instances answer with (brotli, gzip, none), whatever the browser wrote.
map $http_accept_encoding $site_encoding {
  "~*(^|[\\s,])br(?!\\s*;\\s*q=0(\\.0*)?\\s*(,|$))" br;
  "~*(^|[\\s,])gzip(?!\\s*;\\s*q=0(\\.0*)?\\s*(,|$))" gzip;
  default "";
}
# Addresses without a locale prefix are the default locale's: the language detection may redirect
# them by the visitor's cookie and languages, so those are part of their key.
map $uri $site_language_key {
  "~^/(zh-TW|en|ja|ko|es|fr|de|pt|ru|ar|it|vi|th)(/|$)" "";
  default "$cookie_NEXT_LOCALE|$http_accept_language";
}
# Never answered from the micro-cache nor stored: a session (the token cookie or any Authorization
# header), the API, the back office and the member area.
map $cookie_token $site_has_session {
  "" 0;
  default 1;
}
map $http_authorization $site_has_authorization {
  "" 0;
  default 1;
}
map $uri $site_private_address {
  "~*^(/[a-z]{2}(-[a-z]{2})?)?/(basic-api|admin|user)(/|$)" 1;
  default 0;
}
# Only an answer the site marks public is stored (a page rendered once for everyone).
map $upstream_http_cache_control $site_not_public {
  "~*(private|no-store|no-cache)" 1;
  "~*public" 0;
  default 1;
}
`;

/** The site's server block (its listen and server_name lines aside). */
export const SITE_SERVER_BODY = `
client_max_body_size 64m;                # uploads (order photos: 20 MB each)
keepalive_timeout 65s;
proxy_http_version 1.1;
proxy_set_header Connection "";
proxy_set_header Host $http_host;
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;   # with TRUST_PROXY_HOPS=1 (2 behind a CDN that adds itself)
proxy_set_header X-Forwarded-Proto $scheme;
proxy_set_header X-Request-Id $site_request_id;
proxy_set_header Accept-Encoding $site_encoding;
proxy_hide_header X-Request-Id;
add_header X-Request-Id $site_request_id always;
add_header X-Micro-Cache $upstream_cache_status always;
proxy_connect_timeout 2s;
proxy_send_timeout 60s;
proxy_read_timeout 120s;
proxy_buffers 16 32k;
# An instance that is gone or refuses (502, 503): the next one. nginx passes a POST on only when it
# never reached the first instance (no non_idempotent), so a lead is never stored twice; a restart
# drains an instance here first, so none is lost either.
proxy_next_upstream error timeout http_502 http_503;
proxy_next_upstream_tries 2;
proxy_next_upstream_timeout 15s;

proxy_cache pages;
proxy_cache_key "$scheme://$host$request_uri|$http_rsc|$http_next_router_prefetch|$http_next_router_segment_prefetch|$http_next_router_state_tree|$http_next_url|$site_encoding|$site_language_key";
# The micro-cache's own second, whatever lifetime the answer gives a CDN; the key above holds what
# the answers vary on.
proxy_ignore_headers Cache-Control Expires Vary;
proxy_cache_valid 200 301 308 404 1s;
proxy_cache_use_stale updating error timeout http_502 http_503;
proxy_cache_lock on;
proxy_cache_lock_timeout 5s;
proxy_cache_bypass $site_has_session $site_has_authorization $site_private_address;
proxy_no_cache $site_has_session $site_has_authorization $site_private_address $site_not_public;

location / {
  proxy_pass http://site;
}
# The build's hashed files: during an upgrade an instance of the other build may lack one; the
# next instance is asked.
location /_next/static/ {
  proxy_pass http://site;
  proxy_next_upstream error timeout http_404 http_502 http_503;
}
`;

/** Writes the configuration of the state (after `nginx -t` accepted it) and answers its path. */
function writeNginxConfig(state) {
  const dir = state.nginx.dir;
  const conf = path.join(dir, 'nginx.conf');
  const next = path.join(dir, 'nginx.conf.next');
  writeFileSync(next, nginxConfig(state));
  const test = spawnSync(ensureNginx(), ['-t', '-q', '-c', next, '-p', dir], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration: ${test.stderr}`);
  renameSync(next, conf);
  return conf;
}

async function startNginx(state) {
  const dir = state.nginx.dir;
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const conf = writeNginxConfig(state);
  const binary = ensureNginx();
  const result = spawnSync(binary, ['-c', conf, '-p', dir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx failed: ${result.stderr}`);
  const pidfile = path.join(dir, 'nginx.pid');
  await waitUntil(() => existsSync(pidfile), 10_000, 'nginx');
  state.nginx.pid = Number(readFileSync(pidfile, 'utf8').trim());
  writeState(state);
}

/** The pids whose parent is `pid` (nginx's workers, cache manager and loader). */
function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after the last ')' are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

const alive = (pid) => existsSync(`/proc/${pid}`);

/**
 * Applies the state's configuration to the running nginx (`nginx -s reload`: its own pid file) and
 * waits until the workers of the previous configuration have finished the requests they had (and
 * exited): from then on no request reaches an instance the new configuration marks down.
 */
export async function reloadNginx(state) {
  const { pid, dir } = state.nginx;
  const conf = path.join(dir, 'nginx.conf');
  if (!isOurs(pid, conf)) throw new Error('the cluster\'s nginx is not running');
  const before = childrenOf(pid);
  writeNginxConfig(state);
  const result = spawnSync(ensureNginx(), ['-c', conf, '-p', dir, '-s', 'reload'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx -s reload failed: ${result.stderr}`);
  // New workers (the configuration was taken), then the old ones gone: worker_shutdown_timeout (30 s) bounds them.
  await waitUntil(() => childrenOf(pid).some((c) => !before.includes(c)), 10_000, 'nginx taking its new configuration');
  await waitUntil(() => !before.some(alive), 40_000, 'nginx\'s previous workers finishing their requests');
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
      // The demo accounts' passwords (first start only) stay with the cluster, not in the checkout's data/.
      DEMO_ACCOUNTS_FILE: path.join(dir, 'demo-accounts.txt'),
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

/**
 * Restarts the instances one at a time without dropping a request: each is marked down at nginx
 * (reload, and a wait until the previous workers finished their requests to it), sent SIGTERM
 * (it finishes what it has and exits), started again, and put back once ready; then the next.
 * `appDir` (another built copy of the site) upgrades: each instance comes back on that build.
 * An instance that does not come back stays marked down (the others serve) and the restart stops.
 */
export async function rollingRestart(dir = '.cluster', { appDir, quiet = false } = {}) {
  const say = quiet ? () => undefined : (line) => console.log(line);
  const state = readState(path.resolve(dir));
  if (!state) throw new Error(`no cluster started in ${path.resolve(dir)}`);
  if (state.instances.length < 2) throw new Error('a rolling restart needs two instances or more (one instance cannot serve while it restarts): stop and start it instead');
  if (appDir) {
    const target = path.resolve(appDir);
    if (!existsSync(path.join(target, '.next', 'BUILD_ID'))) throw new Error(`${target} has no build (.next/BUILD_ID): npm run build there first`);
    state.appDir = target;
    state.buildId = readFileSync(path.join(target, '.next', 'BUILD_ID'), 'utf8').trim();
    writeState(state);
  }
  const started = Date.now();
  for (let i = 0; i < state.instances.length; i += 1) {
    const others = state.instances.filter((_, j) => j !== i);
    const ready = await Promise.all(others.map((s) => (s.down ? false : isReady(s.url))));
    if (!ready.some(Boolean)) throw new Error(`instance ${i + 1}: no other instance is ready to take its requests; nothing restarted`);
    say(`instance ${i + 1}: drained at nginx…`);
    state.instances[i].down = true;
    writeState(state);
    await reloadNginx(state);
    say(`instance ${i + 1}: stopping (SIGTERM)…`);
    await stopInstance(state, i);
    say(`instance ${i + 1}: starting build ${state.buildId}…`);
    await startInstance(state, i);
    state.instances[i].down = false;
    writeState(state);
    await reloadNginx(state);
    say(`instance ${i + 1}: back (pid ${state.instances[i].pid})`);
  }
  say(`restarted ${state.instances.length} instances in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
  state.instances.forEach((s, i) => console.log(`instance ${i + 1} ${s.url}: ${mark(isOurs(s.pid, instanceMarker(state, i)))}${s.down ? ' (marked down at nginx)' : ''}`));
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
  const command = args.find((a) => ['start', 'stop', 'status', 'restart'].includes(a)) ?? 'start';
  try {
    if (command === 'stop') await stopCluster(dir, { wipe: args.includes('--wipe') });
    else if (command === 'restart') await rollingRestart(dir, { appDir: option('--app-dir', undefined) });
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
