// Builds the app when there is no build or the sources are newer than it (used by start and bench).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const buildId = path.join(root, '.next', 'BUILD_ID');
const SOURCES = [
  'app',
  'components',
  'lib',
  'i18n',
  'messages',
  'scripts/artwork',
  'drizzle',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'package.json',
  'tsconfig.json',
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function needsBuild() {
  if (process.env.SKIP_BUILD === 'true') return false;
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((entry) => newestMtime(entry) > built);
}

export function buildIfNeeded() {
  if (!needsBuild()) return;
  console.log('building the site (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
