// A rolling restart (`npm run cluster -- restart`, scripts/cluster.mjs) under a steady stream of
// visitors: both instances restarted one after the other while a fixed number of workers ask for
// pages and the API and post consultation requests through nginx. No request may fail, and every
// acknowledged lead must be in the database exactly once (none lost, none doubled).
//   node --test scripts/cluster-tests/rolling-restart.test.mjs
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { readState, rollingRestart, startCluster, stopCluster } from '../cluster.mjs';
import { call, resent } from './http.mjs';

const APP_DIR = path.resolve(process.env.CLUSTER_TEST_APP_DIR || '.');
const run = randomBytes(3).toString('hex');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

describe('a rolling restart under load', { timeout: 900_000 }, () => {
  let dir;
  let state;

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'case-site-restart-'));
    state = await startCluster({ dir, appDir: APP_DIR, instances: 2, port: 0, quiet: true });
  });
  after(async () => {
    if (dir) await stopCluster(dir, { wipe: true, quiet: true });
  });

  it('restarts both instances with no failed request and every acknowledged lead stored once', async () => {
    const LB = state.url;
    const list = (await call(LB, '/basic-api/v1/product')).json;
    const { id, slug } = list.result.list[0];
    // (The unprefixed address is zh-CN's: asked for in Chinese, or the language detection redirects.)
    const pages = ['/en', `/en/product/${id}/${slug}`, '/en/products?category=sewing', '/products', '/en/faq'];
    const apis = ['/basic-api/v1/product', `/basic-api/v1/product/${id}`, '/basic-api/v1/slider', '/basic-api/v1/categories'];
    const pids = state.instances.map((s) => s.pid);

    const failures = [];
    const counts = { pages: 0, api: 0, posts: 0 };
    const acknowledged = [];
    const marker = `restart-${run}`;
    let stop = false;
    let posted = 0;
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 8 });

    const note = (what, outcome) => failures.push(`${what}: ${outcome}`);
    const pageWorker = async (offset) => {
      for (let n = offset; !stop && n < offset + 20_000; n += 1) {
        const p = pages[n % pages.length];
        const r = await call(LB, p, { agent: keepAlive, language: p.startsWith('/en') ? 'en' : 'zh-CN' }).catch((e) => ({ status: 0, error: e.code ?? e.message }));
        if (r.status !== 200) note(`GET ${p}`, r.status || r.error);
        counts.pages += 1;
      }
    };
    const apiWorker = async (offset) => {
      for (let n = offset; !stop && n < offset + 20_000; n += 1) {
        const p = apis[n % apis.length];
        const r = await call(LB, p, { agent: keepAlive }).catch((e) => ({ status: 0, error: e.code ?? e.message }));
        if (r.status !== 200) note(`GET ${p}`, r.status || r.error);
        counts.api += 1;
      }
    };
    // The consult form allows 5 posts per address in 10 minutes: each post comes from its own
    // loopback address (127.0.1.1–127.0.8.250), one post every 100 ms per worker, at most 2,000 in all.
    const postWorker = async () => {
      while (!stop && posted < 2_000) {
        const i = posted++;
        const r = await call(LB, '/basic-api/v1/consult', {
          method: 'POST',
          localAddress: `127.0.${Math.floor(i / 250) + 1}.${(i % 250) + 1}`,
          body: { name: `Buyer ${i}`, email: `buyer${i}@example.com`, company: 'Restart', country: 'Germany', message: `${marker} #${i}`, locale: 'en' },
        }).catch((e) => ({ status: 0, error: e.code ?? e.message }));
        if (r.status >= 200 && r.status < 300) acknowledged.push(r.json.result.reference);
        else note(`POST consult #${i}`, r.status || r.error);
        counts.posts += 1;
        await sleep(100);
      }
    };

    const load = Promise.all([pageWorker(0), pageWorker(1), apiWorker(0), apiWorker(1), postWorker(), postWorker()]);
    await sleep(1_000);
    const started = Date.now();
    await rollingRestart(dir, { quiet: true });
    const took = Date.now() - started;
    // A moment of traffic on the restarted pair, then the workers stop.
    await sleep(1_000);
    stop = true;
    await load;
    keepAlive.destroy();

    const restarted = readState(dir);
    assert.ok(
      restarted.instances.every((s, i) => s.pid !== pids[i] && !s.down),
      'both instances were restarted and are back in the upstream',
    );
    assert.deepEqual(failures.slice(0, 20), [], `${failures.length} failed requests (${resent.count} sent again after a keep-alive close)`);
    assert.ok(counts.pages > 100 && counts.api > 100 && acknowledged.length > 50, `too little traffic: ${JSON.stringify(counts)}`);

    const db = new pg.Client({ connectionString: state.postgres.url });
    await db.connect();
    try {
      const stored = await db.query('select reference from consult_requests where message like $1', [`${marker} #%`]);
      const references = stored.rows.map((r) => r.reference);
      const lost = acknowledged.filter((r) => !references.includes(r));
      assert.deepEqual(lost, [], `acknowledged but not stored: ${lost.length} of ${acknowledged.length}`);
      // Every post was answered (none failed): as many rows as posts means none was stored twice.
      assert.equal(references.length, acknowledged.length, 'a lead stored twice');
      assert.equal(new Set(references).size, references.length);
    } finally {
      await db.end();
    }
    console.log(
      `  restart took ${(took / 1000).toFixed(1)} s; ${counts.pages} pages, ${counts.api} API calls, ${acknowledged.length} leads, 0 failed (${resent.count} GETs sent again on a new connection after nginx closed an idle keep-alive one)`,
    );
  });
});
