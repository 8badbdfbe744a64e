// The first-load JavaScript floor: a bare Next page (one root layout, one server component, no
// client component of ours), built with this repository's Next and served the same way. What a
// catalogue page carries above this figure is ours. The app is written into a folder inside the
// repository (.bench-floor/, ignored), so it resolves the same node_modules.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DIR = path.resolve('.bench-floor');

export async function measureFloor(port, firstLoadJs) {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(path.join(DIR, 'app'), { recursive: true });
  writeFileSync(path.join(DIR, 'package.json'), JSON.stringify({ name: 'bench-floor', private: true }));
  writeFileSync(
    path.join(DIR, 'app/layout.tsx'),
    "export default function Root({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang=\"en\">\n      <body>{children}</body>\n    </html>\n  );\n}\n",
  );
  writeFileSync(
    path.join(DIR, 'app/page.tsx'),
    "import Link from 'next/link';\n\nexport const dynamic = 'force-dynamic';\n\nexport default function Page() {\n  return (\n    <main>\n      <h1>A bare page</h1>\n      <Link href=\"/\">Home</Link>\n    </main>\n  );\n}\n",
  );
  const next = path.resolve('node_modules/next/dist/bin/next');
  const built = spawnSync(process.execPath, [next, 'build', DIR], { stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) {
    rmSync(DIR, { recursive: true, force: true });
    return null;
  }
  const server = spawn(process.execPath, [next, 'start', DIR, '-p', String(port)], { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i += 1) {
      try {
        if ((await fetch(base)).ok) break;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    return await firstLoadJs(base, '/');
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(DIR, { recursive: true, force: true });
  }
}
