// What the parts of the local cluster (scripts/cluster.mjs) share: its state file, whether a pid is
// still the process we started, and waiting for something to be ready.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function stateFile(dir) {
  return path.join(dir, 'state.json');
}

export function readState(dir) {
  const file = stateFile(dir);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

export function writeState(state) {
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

export async function waitUntil(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s`);
}

export async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
