/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EXPECTED } from './environment.mjs';

jest.setTimeout(60_000);

const root = path.resolve(__dirname, '../../..');

/** Runs a start script as an operator would and collects what it says (killed after 30 s: it must not serve). */
function run(script: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd: root, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('a start with a malformed setting', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'start-check-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  // Everything else valid and pointed at a folder of its own, so a start that went on would serve
  // (and touch nothing of this checkout's data).
  const env = () => ({
    PORT: '3157',
    HOST: '127.0.0.1',
    PGLITE_DIR: path.join(dir, 'pglite'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    DEMO_ACCOUNTS_FILE: path.join(dir, 'demo.txt'),
    SKIP_BUILD: 'true',
    SMTP_URL: 'mailer-secret-password@mail.example.com',
  });

  it.each(['scripts/serve.mjs', 'scripts/start.mjs'])('stops %s with exit code 1 and one line naming SMTP_URL, before opening anything', async (script) => {
    const { code, stdout, stderr } = await run(script, env());
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([`invalid setting SMTP_URL: expected ${EXPECTED.SMTP_URL}`]);
    expect(stderr).not.toContain('mailer-secret-password');
    expect(stdout).toBe('');
    // Nothing was opened: no data folder, no lock.
    expect(await readdir(dir)).toEqual([]);
  });
});
