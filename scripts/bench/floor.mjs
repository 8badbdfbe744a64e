// The floor: a bare Next app (one root layout, one server component rendered per request, a link; no
// client component, proxy, instrumentation or config of ours), built with this repository's Next and
// served by `next start`. What a page of the site carries above its first-load JavaScript, and what
// an instance of the site holds above its memory (scripts/bench/memory.mjs), is ours.
//
// It is built in a folder of the system's temporary directory, with a hard-linked copy of this
// repository's node_modules (`cp -al`: no bytes copied). Built inside the repository (it once was,
// in .bench-floor/), Next found the repository's next.config.mjs, proxy.ts and instrumentation.ts
// above it, so the "bare" server ran our proxy, opened ./data/pglite and held PGlite's memory.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LAYOUT = `export default function Root({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `import Link from 'next/link';

export const dynamic = 'force-dynamic';

export default function Page() {
  return (
    <main>
      <h1>A bare page</h1>
      <Link href="/">Home</Link>
    </main>
  );
}
`;

/** Builds the bare app; answers { dir } or, when it cannot be built, { dir: null, reason }. */
export function buildFloor(repo = process.cwd()) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'case-site-floor-'));
  const fail = (reason) => {
    rmSync(dir, { recursive: true, force: true });
    return { dir: null, reason };
  };
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bench-floor', private: true }));
  writeFileSync(path.join(dir, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(path.join(dir, 'app/layout.tsx'), LAYOUT);
  writeFileSync(path.join(dir, 'app/page.tsx'), PAGE);
  // Hard links need the temporary directory on the repository's file system (TMPDIR can name another).
  const linked = spawnSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(dir, 'node_modules')], { stdio: 'ignore' });
  if (linked.status !== 0) return fail(`could not hard-link node_modules into ${dir} (TMPDIR on another file system?)`);
  const built = spawnSync(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build', dir], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) return fail('next build failed');
  return { dir };
}

/** Serves a built floor on 127.0.0.1:port: { base, pid, stop }. */
export async function startFloor(floor, port) {
  const server = spawn(process.execPath, [path.join(floor.dir, 'node_modules/next/dist/bin/next'), 'start', floor.dir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: floor.dir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
  };
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(base)).ok) return { base, pid: server.pid, stop };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('the bare Next server did not start');
}

export function removeFloor(floor) {
  if (floor?.dir) rmSync(floor.dir, { recursive: true, force: true });
}

/** The floor's first-load JavaScript (firstLoadJs of scripts/bench.mjs), or null when it cannot be built. */
export async function measureFloor(port, firstLoadJs, floor = null) {
  const own = floor ?? buildFloor();
  if (!own.dir) return null;
  try {
    const server = await startFloor(own, port);
    try {
      return await firstLoadJs(server.base, '/');
    } finally {
      await server.stop();
    }
  } finally {
    if (!floor) removeFloor(own);
  }
}

/** Whether a built floor is really bare: no instrumentation or proxy of ours was compiled into it. */
export function floorIsBare(floor) {
  const server = path.join(floor.dir, '.next/server');
  const manifest = JSON.parse(readFileSync(path.join(server, 'middleware-manifest.json'), 'utf8'));
  return !existsSync(path.join(server, 'instrumentation.js')) && Object.keys(manifest.middleware ?? {}).length === 0 && Object.keys(manifest.functions ?? {}).length === 0;
}
