// What `npm test` needs from the machine, and gets by itself on a fresh one (Debian):
// - Debian's headless Chromium for Playwright (browsers cannot be downloaded here), and CJK and Thai fonts;
// - Debian's poppler-utils (pdftoppm, the thumbnails of PDF and Illustrator files);
// - a PostgreSQL server for the tests of that path: a throwaway one, created in a temporary folder,
//   listening on 127.0.0.1 only, removed afterwards; or the one TEST_DATABASE_URL names.
// A missing package is installed when this user may install packages (root, or sudo without a
// password); otherwise the run stops at once with the one command to run.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync, chownSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HEADLESS_SHELL } from './chromium-flags.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function canSudo() {
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian packages, or stops the run with the command that would. */
function aptInstall(packages, why) {
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  const prefix = isRoot ? [] : canSudo() ? ['sudo', '-n'] : null;
  if (prefix === null) {
    console.error(`\n${why} is missing. Install it once, then run the command again:\n\n  sudo ${command.replace('&& apt-get', '&& sudo apt-get')}\n`);
    process.exit(1);
  }
  console.log(`\n▶ installing ${packages.join(', ')} (${why})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', ...packages],
  ]) {
    const [command0, ...rest] = [...prefix, ...args];
    const result = spawnSync(command0, rest, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      console.error(`\n${args.join(' ')} failed; install ${packages.join(' ')} by hand and run the command again.`);
      process.exit(1);
    }
  }
}

/** The Chromium at CHROMIUM_PATH, else at `standard`, installed from Debian's `pkg` when missing. */
function ensureBrowser(standard, pkg, why) {
  const executable = process.env.CHROMIUM_PATH || standard;
  if (existsSync(executable)) return executable;
  if (process.env.CHROMIUM_PATH) {
    console.error(`\nCHROMIUM_PATH names ${executable}, which does not exist.`);
    process.exit(1);
  }
  aptInstall([pkg], why);
  return executable;
}

/**
 * Debian's headless Chromium (chromium-headless-shell: the same Blink without the browser's window
 * and its processes), installed when missing. The e2e run drives it: the whole Chromium in headless
 * mode took a fifth longer over the same specs on this kind of 2-core machine (320 s against 258 s).
 * The screenshots script takes it too.
 */
export function ensureChromium() {
  return ensureBrowser(HEADLESS_SHELL, 'chromium-headless-shell', "Debian's headless Chromium (the browser the e2e tests drive)");
}

/**
 * Debian's whole Chromium, installed when missing: the bench's Lighthouse runs in it (its figures in
 * docs/ were all taken in that browser, in its own headless mode).
 */
export function ensureChromiumBrowser() {
  return ensureBrowser('/usr/bin/chromium', 'chromium', "Debian's Chromium (Lighthouse, in npm run bench)");
}

/**
 * Fonts for every browser that lays out the site (the e2e run, the screenshots, the bench's
 * Lighthouse): the site names no web font, so a visitor's device draws its Chinese, Japanese, Korean
 * and Thai in its own fonts, and a bare Debian machine has none of them (empty boxes of another
 * width). Debian's Noto CJK and TLWG Thai fonts, installed when missing.
 */
export function ensureFonts() {
  const has = (lang) => spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' }).stdout?.trim();
  if (['zh-cn', 'ja', 'ko', 'th'].every(has)) return;
  // fontconfig (fc-list, the check above) too: the fonts do not depend on it.
  aptInstall(['fontconfig', 'fonts-noto-cjk', 'fonts-thai-tlwg'], 'A font for Chinese, Japanese, Korean or Thai (the pages the browser lays out)');
}

/**
 * Debian's poppler-utils (pdftoppm: the thumbnails of PDF and Illustrator files), installed when
 * missing. Without it those thumbnails are 'failed' (an icon is shown) and their tests skip.
 */
export function ensurePdftoppm() {
  if (spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).status === 0) return true;
  aptInstall(['poppler-utils'], "Poppler's pdftoppm (thumbnails of PDF and Illustrator files)");
  return true;
}

function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The folder of Debian's PostgreSQL binaries (initdb, pg_ctl), installing the server when missing. */
export function ensurePostgresBin() {
  let bin = postgresBin();
  if (!bin) {
    aptInstall(['postgresql'], 'The PostgreSQL server');
    bin = postgresBin();
  }
  if (!bin) {
    console.error('\nPostgreSQL was installed but its initdb was not found under /usr/lib/postgresql.');
    process.exit(1);
  }
  return bin;
}

/** Debian's nginx (the load balancer of `npm run cluster`), installing nginx-light when missing. */
export function ensureNginx() {
  const find = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!find()) aptInstall(['nginx-light'], "Debian's nginx (the load balancer of several instances)");
  return find() ?? '/usr/sbin/nginx';
}

/**
 * A PostgreSQL server of this run: TEST_DATABASE_URL's when set, else a new cluster in a temporary
 * folder (trust authentication, 127.0.0.1 only, UTF-8). Answers the URL the tests create their
 * databases on, and a stop function that removes a throwaway server and its folder.
 */
export async function startTestPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => undefined, throwaway: false };
  let bin = postgresBin();
  if (!bin) {
    aptInstall(['postgresql'], 'The PostgreSQL server (for the tests of the DATABASE_URL path)');
    bin = postgresBin();
  }
  if (!bin) {
    console.error('\nPostgreSQL was installed but its initdb was not found under /usr/lib/postgresql.');
    process.exit(1);
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'case-site-pg-'));
  const data = path.join(folder, 'data');
  // PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's `postgres` user.
  const asUser = isRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(folder, uid, gid);
  }
  chmodSync(folder, 0o700);
  const run = (command, args) => {
    const [first, ...rest] = [...asUser, path.join(bin, command), ...args];
    const result = spawnSync(first, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.toString() || result.stdout.toString()}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', ['-D', data, '-w', '-l', path.join(folder, 'server.log'), '-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  console.log(`\n(a throwaway PostgreSQL server on 127.0.0.1:${port} for the tests of that path; it goes away afterwards)`);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // already down
    }
    rmSync(folder, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, throwaway: true };
}

/**
 * Debian's prometheus, installed when missing; the path of its server. The cluster tests scrape
 * the instances with it (scripts/cluster-tests/metrics.test.mjs) and its promtool checks the alert
 * rules (lib/server/ops/alert-rules.test.ts). The package also enables a system service on :9090;
 * the tests never use it (they run their own server on a free port of 127.0.0.1).
 */
export function ensurePrometheus() {
  const find = () => spawnSync('sh', ['-c', 'command -v prometheus'], { encoding: 'utf8' }).stdout.trim();
  if (!find() || spawnSync('promtool', ['--version'], { stdio: 'ignore' }).status !== 0) {
    aptInstall(['prometheus'], "Debian's prometheus (scrapes the instances in the cluster tests; promtool checks the alert rules)");
  }
  return find() || '/usr/bin/prometheus';
}

/**
 * pg_dump and pg_restore (Debian's postgresql-client): the backups of the PostgreSQL path
 * (lib/server/backup/) run them. The server package brings them; with TEST_DATABASE_URL naming
 * another server they may be missing.
 */
export function ensurePgDump() {
  const found = () => spawnSync('sh', ['-c', 'command -v pg_dump && command -v pg_restore'], { stdio: 'ignore' }).status === 0 || postgresBin() !== null;
  if (!found()) aptInstall(['postgresql-client'], "PostgreSQL's pg_dump and pg_restore (the backups of the PostgreSQL path)");
}

/** Debian's redis-server (the shared cache of several instances), installed when missing; its path. */
export function ensureRedis() {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  aptInstall(['redis-server'], "Debian's redis-server (the shared cache of several instances)");
  return spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim() || '/usr/bin/redis-server';
}

/** Resolves when something accepts connections on 127.0.0.1:port, or rejects after timeoutMs. */
function listening(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * A redis-server of its own: 127.0.0.1 only, on `port` (a free one when not given), nothing written to
 * disk, and the cache's eviction policy (only keys with a TTL are evicted: the shared cache's tag
 * times have none). Answers its URL, port and stop() (waits for the process to end). Starting it
 * again on the same port is how the tests bring a stopped Redis back. With `dir`, a SAVE command writes
 * its snapshot there and the next server started with that dir loads it.
 * @param {{ port?: number, maxmemory?: string, dir?: string }} [options]
 */
export async function startRedisServer({ port, maxmemory = '256mb', dir } = {}) {
  const binary = ensureRedis();
  const chosen = port ?? (await freePort());
  const child = spawn(
    binary,
    [
      '--port',
      String(chosen),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      maxmemory,
      '--maxmemory-policy',
      'volatile-lru',
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
      ...(dir ? ['--dir', dir] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([listening(chosen, 10_000), exited.then(() => Promise.reject(new Error(`redis-server exited before listening on ${chosen}`)))]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    pid: child.pid,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
