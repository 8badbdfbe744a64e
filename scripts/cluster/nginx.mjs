// The local cluster's load balancer (scripts/cluster.mjs): Debian's nginx with its own configuration
// and pid file in the cluster's folder, never the system's.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNginx } from '../test-engines.mjs';
import { SITE_SERVER_BODY, siteHttpBlocks } from './nginx-site.mjs';
import { isOurs, waitUntil, writeState } from './state.mjs';

/**
 * The load balancer's configuration: the upstream of the instances (one marked `down` while it is
 * drained for a restart), requests passed on when an instance is gone, and a one-second
 * micro-cache of public pages. docs/operations/upgrade-and-caching.md explains every part (and
 * shows the same for a real deployment).
 */
export function nginxConfig(state) {
  const dir = state.nginx.dir;
  const servers = state.instances.map((s) => `    server 127.0.0.1:${s.port} max_fails=1 fail_timeout=2s${s.down ? ' down' : ''};`).join('\n');
  return `# Written by scripts/cluster.mjs: the load balancer of the local cluster.
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
# After a reload the old workers finish their requests, at most this long (a restart waits for them).
worker_shutdown_timeout 30s;
events { worker_connections 4096; }
http {
  ${ownHttpLines(dir)}
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

/** The first lines of the http block of an nginx of our own: no access log, its temporary files in `dir`. */
export function ownHttpLines(dir) {
  return `access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;`;
}

function indent(text, spaces) {
  const pad = ' '.repeat(spaces);
  return text
    .trim()
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n');
}

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

export async function startNginx(state) {
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
  if (!isOurs(pid, conf)) throw new Error("the cluster's nginx is not running");
  const before = childrenOf(pid);
  writeNginxConfig(state);
  const result = spawnSync(ensureNginx(), ['-c', conf, '-p', dir, '-s', 'reload'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx -s reload failed: ${result.stderr}`);
  // New workers (the configuration was taken), then the old ones gone: worker_shutdown_timeout (30 s) bounds them.
  await waitUntil(() => childrenOf(pid).some((c) => !before.includes(c)), 10_000, 'nginx taking its new configuration');
  await waitUntil(() => !before.some(alive), 40_000, "nginx's previous workers finishing their requests");
}

export async function stopNginx(state) {
  const { pid, dir } = state.nginx;
  if (!isOurs(pid, path.join(dir, 'nginx.conf'))) return;
  process.kill(pid, 'SIGQUIT');
  await waitUntil(() => !isOurs(pid, path.join(dir, 'nginx.conf')), 15_000, 'nginx stopping').catch(() => process.kill(pid, 'SIGKILL'));
}
