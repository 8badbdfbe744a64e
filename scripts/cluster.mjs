// `npm run cluster`: the site as several instances on this one machine, the way it runs on several
// machines (docs/operations.md, "Several instances"): Debian's PostgreSQL (a cluster of its own, initdb'd
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
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isReady, instanceMarker, startInstance, stopInstance } from './cluster/instances.mjs';
import { reloadNginx, startNginx, stopNginx } from './cluster/nginx.mjs';
import { DATABASE, startPostgres, stopPostgres } from './cluster/postgres.mjs';
import { startRedis, stopRedis } from './cluster/redis.mjs';
import { answers, isOurs, isRoot, readState, stateFile, waitUntil, writeState } from './cluster/state.mjs';
import { ensurePostgresBin, freePort } from './test-engines.mjs';

// The parts, for the cluster tests (scripts/cluster-tests/) and the benchmark.
export { isReady, startInstance, stopInstance } from './cluster/instances.mjs';
export { nginxConfig, reloadNginx } from './cluster/nginx.mjs';
export { SITE_SERVER_BODY, siteHttpBlocks } from './cluster/nginx-site.mjs';
export { startRedis, stopRedis } from './cluster/redis.mjs';
export { isOurs, readState } from './cluster/state.mjs';

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
