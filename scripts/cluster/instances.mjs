// The local cluster's instances of the built site (scripts/cluster.mjs): `node scripts/serve.mjs`
// each, detached, launched as production launches it (../server-launch.mjs) with the cluster's environment and stopped by the pid it was given.
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server-launch.mjs';
import { answers, isOurs, waitUntil, writeState } from './state.mjs';

/** Starts instance i (again) with the cluster's environment, detached, its output in logs/. */
export async function startInstance(state, i, { wait = true } = {}) {
  const instance = state.instances[i];
  mkdirSync(path.join(state.dir, 'logs'), { recursive: true });
  const log = openSync(instance.log, 'a');
  const env = { ...process.env, ...SERVER_ENV, ...state.env, PORT: String(instance.port), CLUSTER_INSTANCE: String(i + 1) };
  delete env.PGLITE_DIR;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(state.appDir, 'scripts/serve.mjs'), `--cluster-instance=${state.dir}#${i + 1}`], {
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

export function instanceMarker(state, i) {
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
