// The local cluster's PostgreSQL (scripts/cluster.mjs): Debian's binaries, a cluster of its own
// initdb'd into the cluster's folder, on its own port, as Debian's `postgres` user when we are root.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { isRoot } from './state.mjs';

export const DATABASE = 'site';

function pgRun(state, command, args, options = {}) {
  const asUser = isRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  const [first, ...rest] = [...asUser, path.join(state.postgres.bin, command), ...args];
  const result = spawnSync(first, rest, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  if (result.status !== 0 && !options.allowFailure) throw new Error(`${command} failed: ${result.stderr.toString() || result.stdout.toString()}`);
  return result;
}

export async function startPostgres(state) {
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
    '-D',
    data,
    '-w',
    '-t',
    '60',
    '-l',
    path.join(folder, 'server.log'),
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    'start',
  ]);
  const psql = (sql) => pgRun(state, 'psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-tAc', sql]);
  if (psql(`select 1 from pg_database where datname = '${DATABASE}'`).stdout.toString().trim() !== '1') psql(`create database ${DATABASE}`);
}

export function stopPostgres(state) {
  if (!existsSync(path.join(state.postgres.data, 'postmaster.pid'))) return;
  pgRun(state, 'pg_ctl', ['-D', state.postgres.data, '-m', 'fast', '-w', 'stop'], { allowFailure: true });
}
