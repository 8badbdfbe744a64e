import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/test-engines.mjs';

/*
 * The single instance's page cache (lib/server/cache/memory-handler.mjs) on the built site, with a
 * server of its own (its own data folder; PGlite allows one process per folder):
 * - an editor's change made while the home page is being rendered is on the very next request.
 *   Next's own cache stamps an entry when it is stored, so a render that read the banners before
 *   the change and finished after its revalidation kept the old order until the next edit (measured
 *   with it: 25 of 30 rounds below stale; with ours: none);
 * - a restart on another data folder and another SITE_URL, on the same .next, starts from an empty
 *   cache: no page of the first server (its address in the canonical links) is served by the second.
 */

const STAFF_PASSWORD = 'Str0ng-Cache-Desk!';
const ROUNDS = 16;

interface Server {
  base: string;
  process: ChildProcess;
}

async function startServer(dataDir: string, siteUrl?: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      UPLOADS_DIR: `${dataDir}-uploads`,
      NODE_ENV: 'production',
      SITE_URL: siteUrl ?? base,
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Bounded by the step's own budget.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/basic-api/v1/slider`)).ok) return { base, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function stopServer(server: Server) {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

/** The categories of the home page's banners, in the order the carousel shows them. */
async function bannersShown(base: string): Promise<string[]> {
  const html = await (await fetch(`${base}/en`)).text();
  const start = html.indexOf('aria-roledescription="carousel"');
  const carousel = html.slice(start, html.indexOf('</section>', start));
  return [...carousel.matchAll(/href="\/en\/products\?category=([a-z-]+)"/g)].map((match) => match[1]);
}

async function canonicalOf(base: string, pagePath: string): Promise<string | undefined> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

test('an edit made while the home page renders is on the next request; a restart on another data folder and address starts with an empty cache', async () => {
  test.setTimeout(300_000);
  const folders = [mkdtempSync(path.join(os.tmpdir(), 'case-site-cache-a-')), mkdtempSync(path.join(os.tmpdir(), 'case-site-cache-b-'))];
  const servers: Server[] = [];
  try {
    const first = await test.step(
      'a server on its own data folder',
      async () => {
        const server = await startServer(folders[0]);
        servers.push(server);
        return server;
      },
      { timeout: 120_000 },
    );

    await test.step(
      `${ROUNDS} rounds: a banner moved while the home page renders, the page checked right after`,
      async () => {
        const made = spawnSync('npm', ['run', '--silent', 'staff', '--', 'create', '--account', 'cacheracer', '--password', STAFF_PASSWORD, '--role', 'editor'], {
          env: { ...process.env, PGLITE_DIR: folders[0], DATABASE_URL: '' },
          encoding: 'utf8',
        });
        expect(made.status, made.stdout + made.stderr).toBe(0);
        const login = await fetch(`${first.base}/basic-api/v1/authorizations`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
          body: JSON.stringify({ account: 'cacheracer', password: STAFF_PASSWORD }),
        });
        expect(login.status).toBe(200);
        const token = (await login.json()).result.access_token as string;
        const staff = { Authorization: `Bearer ${token}`, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
        const slider = async () => (await (await fetch(`${first.base}/basic-api/v1/admin/slider`, { headers: staff })).json()).result as { id: number; sign: string }[];
        const move = async (id: number, direction: 'up' | 'down') => {
          const res = await fetch(`${first.base}/basic-api/v1/admin/slider/${id}/move`, { method: 'POST', headers: staff, body: JSON.stringify({ direction }) });
          expect(res.status).toBe(200);
        };
        const [banner] = await slider();
        const stale: string[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          // A first move expires the page, so the next request renders it and reads the banners …
          await move(banner.id, round % 2 === 0 ? 'down' : 'up');
          const render = fetch(`${first.base}/en`).then((res) => res.text());
          // … and a second move commits while that render is under way (a render takes 50–250 ms here).
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 120));
          await move(banner.id, round % 2 === 0 ? 'up' : 'down');
          await render;
          const expected = (await slider()).map((b) => b.sign);
          const shown = (await bannersShown(first.base)).slice(0, expected.length);
          if (shown.join() !== expected.join()) stale.push(`round ${round + 1}: ${shown.join()} instead of ${expected.join()}`);
        }
        expect(stale).toEqual([]);
      },
      { timeout: 120_000 },
    );

    await test.step(
      'a restart on another data folder and address serves nothing of the first',
      async () => {
        expect(await canonicalOf(first.base, '/en/products')).toBe(`${first.base}/en/products`);
        await stopServer(first);
        const second = await startServer(folders[1], 'https://cases.example');
        servers.push(second);
        expect(await canonicalOf(second.base, '/en/products')).toBe('https://cases.example/en/products');
      },
      { timeout: 120_000 },
    );
  } finally {
    await Promise.all(servers.map(stopServer));
    for (const folder of folders) {
      rmSync(folder, { recursive: true, force: true });
      rmSync(`${folder}-uploads`, { recursive: true, force: true });
    }
  }
});
