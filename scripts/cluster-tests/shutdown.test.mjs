// The graceful stop of the real server (scripts/serve.mjs, the build, PGlite in a folder of this
// run): a consult post whose body is still arriving when SIGTERM comes is stored and answered;
// /readyz says 503 at once (asked on a connection whose request was under way); new connections
// are refused; the process exits 0 within SHUTDOWN_GRACE_MS. The log says so, one JSON line each.
//   node --test scripts/cluster-tests/shutdown.test.mjs
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort } from '../test-engines.mjs';

const APP_DIR = path.resolve(process.env.CLUSTER_TEST_APP_DIR || '.');
const GRACE_MS = 15_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let dir;
let port;
let server;
let exited;
const lines = [];

/** A raw connection to the server: what it received, and a promise of its end. */
function raw() {
  const socket = connect({ port, host: '127.0.0.1' });
  const state = { text: '', error: null };
  socket.on('data', (chunk) => (state.text += chunk.toString('utf8')));
  socket.on('error', (error) => (state.error = error));
  const ended = new Promise((resolve) => socket.once('close', resolve));
  const connected = new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, state, ended, connected };
}

async function within(ms, what, check) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  assert.fail(`${what}: not within ${ms} ms`);
}

describe('stopping an instance', { timeout: 300_000 }, () => {
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'case-site-shutdown-'));
    port = await freePort();
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: path.join(dir, 'pglite'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      SITE_URL: `http://127.0.0.1:${port}`,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
    };
    // One instance on PGlite: nothing shared.
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'METRICS_TOKEN']) delete env[name];
    server = spawn(process.execPath, [path.join(APP_DIR, 'scripts/serve.mjs')], { cwd: APP_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let rest = '';
    const read = (chunk) => {
      rest += chunk.toString('utf8');
      const parts = rest.split('\n');
      rest = parts.pop();
      for (const line of parts) {
        try {
          lines.push(JSON.parse(line));
        } catch {
          lines.push({ text: line });
        }
      }
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
    // Ready once the app has started (database migrated and seeded), not when it first listens.
    await within(180_000, 'the server ready', async () => {
      const probe = raw();
      try {
        await probe.connected;
      } catch {
        return false;
      }
      probe.socket.end(`GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      await probe.ended;
      return probe.state.text.startsWith('HTTP/1.1 200 ');
    });
  });
  after(async () => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await exited;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('finishes the request in flight, says 503 at once, refuses new connections, exits 0 within the grace', async () => {
    // A consult post held open: its headers and half its body sent before the signal.
    const body = Buffer.from(
      JSON.stringify({ name: 'Grace Hopper', company: 'Navy', email: 'grace@example.com', country: 'US', message: 'Please quote 100 cases during the shutdown.', locale: 'en' }),
    );
    const post = raw();
    await post.connected;
    post.socket.write(
      `POST /basic-api/v1/consult HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept-Language: en\r\nX-Request-Id: shutdown-test-held-post\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    post.socket.write(body.subarray(0, 20));
    // A probe on its way when the signal comes.
    const probe = raw();
    await probe.connected;
    probe.socket.write(`GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    await sleep(500);

    const signalled = Date.now();
    server.kill('SIGTERM');
    await within(5_000, 'the drain begun', async () => lines.some((l) => typeof l.msg === 'string' && l.msg.startsWith('draining')));

    probe.socket.write('\r\n');
    await probe.ended;
    assert.match(probe.state.text, /^HTTP\/1\.1 503 /);
    assert.equal(JSON.parse(probe.state.text.split('\r\n\r\n')[1]).status, 'draining');

    const late = raw();
    await assert.rejects(late.connected, /ECONNREFUSED/);

    await sleep(1_000);
    assert.equal(server.exitCode, null, 'the server waits for the post');
    post.socket.write(body.subarray(20));
    await post.ended;
    assert.match(post.state.text, /^HTTP\/1\.1 201 /, post.state.text.slice(0, 300));
    assert.match(post.state.text, /\r\nconnection: close\r\n/i);
    assert.match(post.state.text, /"reference"/);

    const { code, at } = await exited;
    assert.equal(code, 0);
    assert.ok(at - signalled < GRACE_MS, `exited after ${at - signalled} ms`);

    // The log: the post's request line (pattern, status, id), then the stop.
    const request = lines.find((l) => l.msg === 'request' && l.reqId === 'shutdown-test-held-post');
    assert.deepEqual({ route: request?.route, status: request?.status, method: request?.method }, { route: '/basic-api/v1/consult', status: 201, method: 'POST' });
    assert.ok(
      lines.some((l) => l.msg === 'stopped' && l.code === 0),
      JSON.stringify(lines.slice(-5)),
    );
    assert.ok(!JSON.stringify(lines).includes('grace@example.com'));
  });
});
