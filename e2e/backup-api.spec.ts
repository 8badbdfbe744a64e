import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { samplePdf } from '../lib/server/files/samples';

/**
 * Backups of the real site on PGlite (the built app served by scripts/serve.mjs, on its own data
 * folder): the schedule of BACKUP_DIR takes its first archive by itself; `npm run backup` asks the
 * running server for one through the folder's control socket; `npm run restore` refuses while the
 * server runs and, once it is stopped, restores into new folders, and the site starts there with
 * the lead and its file.
 */

const CLI = ['--conditions=react-server', '--import', 'tsx'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, env: Record<string, string>): Promise<{ child: ChildProcess; log: () => string }> {
  let log = '';
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', SITE_URL: `http://127.0.0.1:${process.env.E2E_PORT || 3100}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/basic-api/v1/slider`)).ok) return { child, log: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${log}`);
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...CLI, `scripts/${script}.ts`, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** The stored files under a folder (hidden entries are a backup's staging, killed with its server: not the site's). */
function filesUnder(root: string, relative = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) Object.assign(found, filesUnder(root, child));
    else
      found[child] = createHash('sha256')
        .update(readFileSync(path.join(root, child)))
        .digest('hex');
  }
  return found;
}

test('the site backs itself up on schedule and on demand, and starts again from a restored archive', async () => {
  test.setTimeout(420_000);
  const root = mkdtempSync(path.join(os.tmpdir(), 'case-site-backup-e2e-'));
  const site = { PGLITE_DIR: path.join(root, 'pglite'), UPLOADS_DIR: path.join(root, 'uploads') };
  const backups = path.join(root, 'backups');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  try {
    let server = await startServer(port, { ...site, BACKUP_DIR: backups, BACKUP_INTERVAL: '10s', BACKUP_KEEP: '2' });
    const products = (await (await fetch(`${base}/basic-api/v1/product`)).json()).result.total as number;

    // A lead with a file, as a buyer sends it.
    const pdf = samplePdf();
    const upload = await fetch(`${base}/basic-api/v1/consult/files?name=brief.pdf`, {
      method: 'POST',
      body: new Uint8Array(pdf),
      headers: { 'Content-Type': 'application/pdf', 'X-Forwarded-For': '198.51.100.23' },
    });
    expect(upload.status).toBe(201);
    const { handle } = (await upload.json()).result as { handle: string };
    const lead = await fetch(`${base}/basic-api/v1/consult`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', 'X-Forwarded-For': '198.51.100.23' },
      body: JSON.stringify({ name: 'Backup Drill', email: 'drill@example.test', message: 'Forty cases for a restore drill.', source_page: '/en/contact', files: [handle] }),
    });
    expect(lead.status).toBe(201);
    const { reference } = (await lead.json()).result as { reference: string };

    // The schedule's first archive (10 s after the start).
    const scheduled = () => (existsSync(backups) ? readdirSync(backups).filter((name) => /^case-site-backup-.*\.tar$/.test(name)) : []);
    await expect.poll(() => scheduled().length, { timeout: 120_000 }).toBeGreaterThan(0);
    expect(server.log()).toContain('[backup] scheduled: every 10s into');

    // On demand: the command line hands the job to the server that holds the folder.
    const manual = path.join(root, 'manual.tar');
    const backup = await run('backup', ['--out', manual], site);
    expect(backup.out).toContain(`Backup written: ${manual}`);
    expect(backup.code).toBe(0);
    const verified = await run('backup', ['--verify', manual], {});
    expect(verified).toMatchObject({ code: 0, out: expect.stringContaining('a sound archive') });

    // Not while the server runs.
    const refused = await run('restore', [manual, '--force'], site);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Stop the server before restoring');
    await stopServer(server.child);
    // The schedule kept at most BACKUP_KEEP archives.
    expect(scheduled().length).toBeLessThanOrEqual(2);

    // A new machine: restored into empty folders, the site starts there with the lead and its file.
    const restoredSite = { PGLITE_DIR: path.join(root, 'restored', 'pglite'), UPLOADS_DIR: path.join(root, 'restored', 'uploads') };
    const restored = await run('restore', [manual], restoredSite);
    expect(restored.out).toContain('every count as in the archive');
    expect(restored.code).toBe(0);
    expect(filesUnder(restoredSite.UPLOADS_DIR)).toEqual(filesUnder(site.UPLOADS_DIR));
    expect(statSync(restoredSite.PGLITE_DIR).isDirectory()).toBe(true);

    server = await startServer(port, restoredSite);
    expect((await (await fetch(`${base}/basic-api/v1/product`)).json()).result.total).toBe(products);
    await stopServer(server.child);
    const db = new PGlite(restoredSite.PGLITE_DIR, { extensions: { pg_trgm } });
    try {
      const { rows } = await db.query<{ name: string; files: number }>(
        'select c.name, (select count(*)::int from consult_attachments a where a.consult_id = c.id) as files from consult_requests c where c.reference = $1',
        [reference],
      );
      expect(rows).toEqual([{ name: 'Backup Drill', files: 1 }]);
    } finally {
      await db.close();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
