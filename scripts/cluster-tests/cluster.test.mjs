// The site as several instances (scripts/cluster.mjs): Debian's PostgreSQL, redis-server and nginx,
// two instances of the built site behind the load balancer, all on 127.0.0.1, in a folder of this
// run. Run by `npm test` after the e2e tests (it needs the build), or alone:
//   node --test scripts/cluster-tests/          (CLUSTER_TEST_APP_DIR=<copy> tests another built copy)
// Every wait is bounded; the whole file takes about two minutes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startCluster, startRedis, stopCluster, stopInstance, stopRedis } from '../cluster.mjs';
import { call as httpCall } from './http.mjs';
import { runStaff } from './staff.mjs';

const APP_DIR = path.resolve(process.env.CLUSTER_TEST_APP_DIR || '.');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const run = randomBytes(3).toString('hex');

let state;
let dir;
let A;
let B;
let LB;

/** One HTTP request (a chosen loopback source address, no connection reuse, nothing compressed), bounded. */
const call = (base, pathname, options = {}) => httpCall(base, pathname, { encodings: null, timeoutMs: 15_000, ...options });

/** Polls `check` every 50 ms until it holds or `ms` pass; answers the time it took, or throws. */
async function within(ms, what, check) {
  const start = Date.now();
  let last;
  while (Date.now() - start <= ms) {
    last = await check();
    if (last === true) return Date.now() - start;
    await sleep(50);
  }
  assert.fail(`${what}: not within ${ms} ms (last: ${String(last).slice(0, 200)})`);
}

async function login(base, account, password, xff) {
  return call(base, '/basic-api/v1/authorizations', { method: 'POST', body: { account, password }, headers: { 'x-forwarded-for': xff } });
}

const staff = (...args) => runStaff(APP_DIR, state, ...args);

describe('several instances behind nginx', { timeout: 600_000 }, () => {
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'case-site-cluster-'));
    state = await startCluster({ dir, appDir: APP_DIR, instances: 2, port: 0, quiet: true });
    [A, B] = state.instances.map((s) => s.url);
    LB = state.url;
  });
  after(async () => {
    if (dir) await stopCluster(dir, { wipe: true, quiet: true });
  });

  it('a product edited through instance A is on instance B (page, sitemap, API) within a second', async () => {
    const account = `editor${run}`;
    const password = `Pw-${run}-cluster-9`;
    staff('create', '--account', account, '--password', password, '--role', 'editor');
    const session = await login(A, account, password, '198.51.100.10');
    assert.equal(session.status, 200, session.text);
    const auth = { authorization: `Bearer ${session.json.result.access_token}` };

    const list = await call(B, '/basic-api/v1/product');
    const { id, slug } = list.json.result.list[0];
    // B has everything cached before the edit: a stale copy there would be served.
    for (const p of [`/en/product/${id}/${slug}`, '/sitemap/products-1.xml', `/basic-api/v1/product/${id}`]) assert.equal((await call(B, p)).status, 200, p);

    const form = await call(A, `/basic-api/v1/admin/products/${id}`, { headers: auth });
    assert.equal(form.status, 200, form.text);
    const product = form.json.result;
    const name = `Cluster case ${run}`;
    const newSlug = `cluster-case-${run}`;
    const saved = await call(A, `/basic-api/v1/admin/products/${id}`, {
      method: 'PATCH',
      headers: auth,
      body: { ...product, slug: newSlug, name: { ...product.name, en: name } },
    });
    assert.equal(saved.status, 200, saved.text);

    const tookPage = await within(1_000, 'product page on B', async () => {
      const r = await call(B, `/en/product/${id}/${newSlug}`);
      return r.status === 200 && r.text.includes(name) ? true : r.status;
    });
    const tookSitemap = await within(1_000, 'sitemap on B', async () => (await call(B, '/sitemap/products-1.xml')).text.includes(`/product/${id}/${newSlug}`));
    const tookApi = await within(1_000, 'API on B', async () => {
      const r = await call(B, `/basic-api/v1/product/${id}`);
      return JSON.stringify(r.json).includes(name);
    });
    console.log(`  seen on B after ${tookPage} ms (page), ${tookSitemap} ms (sitemap), ${tookApi} ms (API)`);
  });

  it('a session ended on instance A is refused on instance B', async () => {
    const account = `member${run}`;
    const password = `Pw-${run}-member-9`;
    staff('create', '--account', account, '--password', password, '--role', 'sales');
    const session = await login(A, account, password, '198.51.100.20');
    assert.equal(session.status, 200, session.text);
    const token = session.json.result.access_token;
    const auth = { authorization: `Bearer ${token}` };
    assert.equal((await call(B, '/basic-api/v1/user', { headers: auth })).status, 200);
    const out = await call(A, '/basic-api/v1/authorizations/logout', { headers: auth });
    assert.equal(out.status, 200, out.text);
    const after = await call(B, '/basic-api/v1/user', { headers: auth });
    assert.equal(after.status, 401, after.text);
  });

  it('login attempts on A and B count against one limit', async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const statuses = [];
    // 30 attempts per address in 15 minutes (AUTH.rateLimit.loginPerAddress), alternating instances.
    for (let i = 0; i < 30; i += 1) statuses.push((await login(i % 2 ? B : A, `nobody${run}${i}`, 'wrong-password-1', address)).status);
    assert.ok(!statuses.includes(429), `refused too early: ${statuses.join(',')}`);
    const onA = await login(A, `nobody${run}x`, 'wrong-password-1', address);
    const onB = await login(B, `nobody${run}y`, 'wrong-password-1', address);
    assert.equal(onA.status, 429, onA.text);
    assert.equal(onB.status, 429, onB.text);
    // Another address is not concerned.
    assert.notEqual((await login(B, `nobody${run}z`, 'wrong-password-1', '203.0.113.7')).status, 429);
  });

  it('loses no acknowledged lead when an instance is killed (kill -9) under a stream of posts', async () => {
    const marker = `kill9-${run}`;
    const acknowledged = [];
    const refused = [];
    let n = 0;
    const errors = new Set();
    // Client addresses 127.0.1.1–127.0.4.250: the consult form allows 5 posts per address in 10 minutes.
    const post = async () => {
      const i = n++;
      const address = `127.0.${(Math.floor(i / 250) % 4) + 1}.${(i % 250) + 1}`;
      const r = await call(LB, '/basic-api/v1/consult', {
        method: 'POST',
        localAddress: address,
        body: { name: `Buyer ${i}`, email: `buyer${i}@example.com`, company: 'Stream', country: 'Germany', message: `${marker} #${i}`, locale: 'en' },
      }).catch((error) => {
        errors.add(error.code ?? error.message);
        return { status: 0, text: error.message };
      });
      if (r.status >= 200 && r.status < 300) acknowledged.push(r.json.result.reference);
      else refused.push(r.status);
    };
    const stream = async (until) => {
      // At most 1,000 posts in all (a fifth of the addresses' limit), at most 6 s.
      while (Date.now() < until && n < 1_000) await post();
    };
    const end = Date.now() + 6_000;
    const streams = Promise.all([stream(end), stream(end), stream(end), stream(end)]);
    await sleep(1_000);
    await stopInstance(state, 0, { kill: true });
    const atKill = acknowledged.length;
    await streams;
    // The stream went on through the other instance after the kill.
    assert.ok(acknowledged.length - atKill > 50, `after the kill: ${acknowledged.length - atKill} acknowledged`);
    assert.ok(acknowledged.length > 20, `few acknowledged: ${acknowledged.length}, refused ${refused.join(',')}`);
    const db = new pg.Client({ connectionString: state.postgres.url });
    await db.connect();
    try {
      const stored = await db.query('select reference from consult_requests where message like $1', [`${marker} #%`]);
      const references = new Set(stored.rows.map((r) => r.reference));
      const lost = acknowledged.filter((r) => !references.has(r));
      assert.deepEqual(lost, [], `acknowledged but not stored: ${lost.length} of ${acknowledged.length}`);
    } finally {
      await db.end();
    }
    console.log(
      `  ${acknowledged.length} acknowledged, all stored; ${refused.length} refused (${[...new Set(refused)].join(', ') || 'none'}${errors.size ? `; ${[...errors].join(', ')}` : ''})`,
    );
    // Instance A again, for the tests after this one.
    const { startInstance } = await import('../cluster.mjs');
    await startInstance(state, 0);
  });

  it('keeps every page answering while Redis is down, and the cache comes back with it', async () => {
    const list = await call(LB, '/basic-api/v1/product');
    const { id, slug } = list.json.result.list[0];
    const pages = ['/en', '/en/products', `/en/product/${id}/${slug}`, '/sitemap/products-1.xml', '/basic-api/v1/product'];
    const all = async (base) => Promise.all(pages.map(async (p) => [p, (await call(base, p, { timeoutMs: 10_000 })).status]));
    for (const base of [A, B])
      assert.deepEqual(
        await all(base),
        pages.map((p) => [p, 200]),
      );

    await stopRedis(state, { kill: true });
    const down = Date.now();
    for (let round = 0; round < 3; round += 1) {
      for (const base of [LB, A, B]) {
        const started = Date.now();
        assert.deepEqual(
          await all(base),
          pages.map((p) => [p, 200]),
          `Redis down, ${base}`,
        );
        assert.ok(Date.now() - started < 10_000, 'pages answered slowly without Redis');
      }
    }
    console.log(`  Redis down: ${pages.length * 9} pages answered 200 in ${Date.now() - down} ms`);

    await startRedis(state);
    // Back: the instances write to Redis again by themselves (keys appear).
    await within(15_000, 'cache entries in Redis again', async () => {
      await all(LB);
      const keys = spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(state.redis.port), 'dbsize'], { encoding: 'utf8' }).stdout.trim();
      return Number(keys) > 0 ? true : keys;
    });
    for (const base of [A, B])
      assert.deepEqual(
        await all(base),
        pages.map((p) => [p, 200]),
      );
  });
});
