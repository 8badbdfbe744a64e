import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database across restarts: a consult request submitted before a restart is still
 * stored after it, and the second start does not write the demo content again. This spec runs its
 * own server on its own data folder (PGlite allows one process per folder).
 */
const PORT = 3190;
// Bound to 127.0.0.1 as behind a reverse proxy (HOST): pages must not redirect to themselves.
const BASE = `http://127.0.0.1:${PORT}`;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    // The site's address is the e2e server's: the pages this server renders are stored in the
    // .next it shares with that server, and their canonical links must stay the site's.
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      // The demo accounts' files and passwords beside the data folder, removed with it.
      UPLOADS_DIR: `${dataDir}-uploads`,
      DEMO_ACCOUNTS_FILE: `${dataDir}-demo-accounts.txt`,
      NODE_ENV: 'production',
      SITE_URL: `http://127.0.0.1:${process.env.E2E_PORT || 3100}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${BASE}/basic-api/v1/slider`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function productTotal() {
  const body = await (await fetch(`${BASE}/basic-api/v1/product`)).json();
  return body.result.total as number;
}

test('a consult request survives a restart and the demo content is not duplicated', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'case-site-restart-'));
  let server: ChildProcess | undefined;
  try {
    server = await startServer(dataDir);
    const totalBefore = await productTotal();
    for (const path of ['/', '/products', '/about', '/products?category=pouch']) {
      const page = await fetch(`${BASE}${path}`, { redirect: 'manual', headers: { 'Accept-Language': 'zh-CN' } });
      expect([path, page.status]).toEqual([path, 200]);
    }
    const res = await fetch(`${BASE}/basic-api/v1/consult`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr' },
      body: JSON.stringify({
        name: 'Claire Martin',
        email: 'claire@atelier.example',
        message: 'Bonjour, nous cherchons 500 trousses en néoprène.',
        source_page: '/fr/contact',
      }),
    });
    expect(res.status).toBe(201);
    const { result } = await res.json();
    await stopServer(server);

    server = await startServer(dataDir);
    expect(await productTotal()).toBe(totalBefore);

    // A second server on the same folder stops at once, saying why, and the first keeps serving.
    const second = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: { ...process.env, PORT: String(PORT + 1), PGLITE_DIR: dataDir, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    // The log (one JSON line per event, errors included) goes to standard output.
    for (const stream of [second.stdout!, second.stderr!]) stream.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const started = Date.now();
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(said).toContain(`The data folder ${realpathSync(dataDir)} is already in use by another process (pid ${server.pid})`);
    expect(said).toContain('DATABASE_URL');
    expect(await productTotal()).toBe(totalBefore);

    // A server on a port already taken stops at once too, naming the port (no stack).
    const otherDir = mkdtempSync(path.join(os.tmpdir(), 'case-site-port-'));
    try {
      const third = spawn(process.execPath, ['scripts/serve.mjs'], {
        env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PGLITE_DIR: otherDir, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let told = '';
      for (const stream of [third.stdout!, third.stderr!]) stream.on('data', (chunk: Buffer) => (told += chunk.toString()));
      expect(await new Promise<number | null>((resolve) => third.once('exit', resolve))).toBe(1);
      expect(told).toContain(`port ${PORT} on 127.0.0.1 is already in use by another process`);
      expect(told).not.toContain('EADDRINUSE');
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
    expect(await productTotal()).toBe(totalBefore);
    // This server trusts no proxy: a client that invents X-Forwarded-For values still hits its
    // own limit (5 per 10 minutes; one request was sent before the restart).
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      const next = await fetch(`${BASE}/basic-api/v1/consult`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${i}` },
        body: JSON.stringify({ name: 'Spoofer', email: 'spoof@example.com', message: 'Trying to dodge the limit.' }),
      });
      statuses.push(next.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    await stopServer(server);

    const db = new PGlite(dataDir);
    const rows = await db.query<{ name: string; locale: string; source_page: string }>('select name, locale, source_page from consult_requests where id = $1', [result.id]);
    const seeded = await db.query<{ n: number }>("select count(*)::int as n from app_meta where key = 'demo_content_seeded_at'");
    await db.close();
    expect(rows.rows).toEqual([{ name: 'Claire Martin', locale: 'fr', source_page: '/fr/contact' }]);
    expect(seeded.rows[0].n).toBe(1);
  } finally {
    // A failed step must not leave this server on the port for the retry.
    if (server && server.exitCode === null && server.signalCode === null) await stopServer(server);
    for (const made of [dataDir, `${dataDir}-uploads`, `${dataDir}-demo-accounts.txt`]) rmSync(made, { recursive: true, force: true });
  }
});
