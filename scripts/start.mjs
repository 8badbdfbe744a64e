// `npm start`: builds the app when there is no build or the sources are newer than it, then serves it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const buildId = path.join(root, '.next', 'BUILD_ID');
const SOURCES = ['app', 'components', 'lib', 'i18n', 'messages', 'scripts/artwork', 'proxy.ts', 'instrumentation.ts', 'next.config.mjs', 'package.json', 'tsconfig.json'];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function needsBuild() {
  if (process.env.SKIP_BUILD === 'true') return false;
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((entry) => newestMtime(entry) > built);
}

if (needsBuild()) {
  console.log('building the site (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('./serve.mjs');
