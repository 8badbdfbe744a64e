// The load balancer's one-second micro-cache (scripts/cluster.mjs's nginx configuration): public
// pages are answered from it, a member's page never is (to another member or to a visitor), a
// request with a session is neither answered from it nor stored, and an edit is seen through it
// within two seconds, and sent to the CDN's purge address (CDN_PURGE_URL, a receiver here).
//   node --test scripts/cluster-tests/micro-cache.test.mjs
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startCluster, stopCluster } from '../cluster.mjs';
import { call } from './http.mjs';
import { runStaff } from './staff.mjs';

const APP_DIR = path.resolve(process.env.CLUSTER_TEST_APP_DIR || '.');
const run = randomBytes(3).toString('hex');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

describe('the micro-cache in front of two instances', { timeout: 600_000 }, () => {
  let dir;
  let state;
  let LB;
  const sessions = {};
  // The CDN's purge receiver: every body it was sent, with the time.
  const purges = [];
  const receiver = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      purges.push({ at: Date.now(), url: req.url, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.end();
    });
  });

  const staff = (...args) => runStaff(APP_DIR, state, ...args);

  async function account(name, role, address) {
    const account = `${name}${run}`;
    const password = `Pw-${run}-${name}-9`;
    staff('create', '--account', account, '--password', password, '--role', role);
    const r = await call(LB, '/basic-api/v1/authorizations', { method: 'POST', body: { account, password }, headers: { 'x-forwarded-for': address } });
    assert.equal(r.status, 200, r.text);
    return { account, token: r.json.result.access_token };
  }

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'case-site-micro-cache-'));
    await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    // The instances take the environment of this process.
    process.env.CDN_PURGE_URL = `http://127.0.0.1:${receiver.address().port}/purge?key=${run}`;
    state = await startCluster({ dir, appDir: APP_DIR, instances: 2, port: 0, quiet: true });
    LB = state.url;
    sessions.anna = await account('anna', 'sales', '198.51.100.31');
    sessions.bert = await account('bert', 'sales', '198.51.100.32');
    sessions.editor = await account('edna', 'editor', '198.51.100.33');
  });
  after(async () => {
    delete process.env.CDN_PURGE_URL;
    if (dir) await stopCluster(dir, { wipe: true, quiet: true });
    receiver.closeAllConnections();
    receiver.close();
  });

  it('answers a public page from the micro-cache, with the request id of each request', async () => {
    const { id, slug } = (await call(LB, '/basic-api/v1/product')).json.result.list[0];
    const page = `/en/product/${id}/${slug}`;
    const first = await call(LB, page);
    const second = await call(LB, page, { headers: { 'x-request-id': `req-${run}-two` } });
    assert.equal(first.status, 200);
    assert.equal(second.status, 200);
    assert.ok(['HIT', 'UPDATING', 'STALE'].includes(second.headers['x-micro-cache']), `second answer: ${second.headers['x-micro-cache']}`);
    assert.equal(second.text, first.text);
    assert.match(second.headers['cache-control'], /^public, s-maxage=\d+, stale-while-revalidate=86400$/);
    // The cached answer carries this request's id, not the one of the request that filled it.
    assert.equal(second.headers['x-request-id'], `req-${run}-two`);
    assert.match(first.headers['x-request-id'], /^[0-9a-f]{32}$/);
  });

  it('never gives a member’s page to another member or a visitor', async () => {
    const page = '/en/user/profile';
    const as = (who) => call(LB, page, { headers: who ? { cookie: `token=${sessions[who].token}` } : {} });
    for (let round = 0; round < 5; round += 1) {
      const [anna, visitor, bert, anna2, visitor2] = [await as('anna'), await as(null), await as('bert'), await as('anna'), await as(null)];
      for (const [who, r] of [
        ['anna', anna],
        ['anna', anna2],
      ]) {
        assert.equal(r.status, 200, `${who}: ${r.status}`);
        assert.ok(r.text.includes(sessions.anna.account) && !r.text.includes(sessions.bert.account), `${who} got another member's page`);
        assert.notEqual(r.headers['x-micro-cache'], 'HIT');
        assert.equal(r.headers['cache-control'], 'private, no-store');
      }
      assert.equal(bert.status, 200);
      assert.ok(bert.text.includes(sessions.bert.account) && !bert.text.includes(sessions.anna.account), 'bert got anna’s page');
      for (const r of [visitor, visitor2]) {
        // A visitor is sent to the login page, never given the page a member was just answered.
        assert.equal(r.status, 307, `visitor: ${r.status}`);
        assert.match(r.headers.location, /\/en\/login\?redirect=/);
        assert.ok(!r.text.includes(sessions.anna.account) && !r.text.includes(sessions.bert.account));
      }
    }
    // The API with a bearer token: never from the cache either.
    const me = await call(LB, '/basic-api/v1/user', { headers: { authorization: `Bearer ${sessions.anna.token}` } });
    const nobody = await call(LB, '/basic-api/v1/user');
    assert.equal(me.status, 200);
    assert.equal(nobody.status, 401);
    assert.ok(!nobody.text.includes(sessions.anna.account));
  });

  it('neither answers nor stores a public page asked for with a session', async () => {
    const { id, slug } = (await call(LB, '/basic-api/v1/product')).json.result.list[1];
    for (const [i, session] of [{ cookie: `token=${sessions.anna.token}` }, { authorization: `Bearer ${sessions.anna.token}` }].entries()) {
      // An address nobody asked for yet: a fresh cache key.
      const page = `/en/product/${id}/${slug}?visit=${run}-${i}`;
      const member = await call(LB, page, { headers: session });
      const again = await call(LB, page, { headers: session });
      assert.equal(member.status, 200);
      assert.equal(member.headers['x-micro-cache'], 'BYPASS');
      assert.equal(again.headers['x-micro-cache'], 'BYPASS');
      // Had the member's answers been stored, this would be a HIT.
      const visitor = await call(LB, page);
      assert.equal(visitor.headers['x-micro-cache'], 'MISS', `visitor after a member: ${visitor.headers['x-micro-cache']}`);
    }
    // The API and the back office are never cached, even for visitors.
    for (const p of ['/basic-api/v1/product', '/basic-api/v1/product', '/en/admin', '/admin']) {
      const r = await call(LB, p);
      assert.ok(['BYPASS', undefined].includes(r.headers['x-micro-cache']), `${p}: ${r.headers['x-micro-cache']}`);
    }
  });

  it('shows an edit through nginx within two seconds, and tells the CDN which pages changed', async () => {
    const auth = { authorization: `Bearer ${sessions.editor.token}` };
    const { id, slug } = (await call(LB, '/basic-api/v1/product')).json.result.list[2];
    const page = `/en/product/${id}/${slug}`;
    // The page is in the micro-cache (and kept there by a steady visitor) when the edit lands.
    let visiting = true;
    const visitor = (async () => {
      while (visiting) {
        await call(LB, page).catch(() => undefined);
        await sleep(50);
      }
    })();
    await sleep(1_500);
    const form = await call(LB, `/basic-api/v1/admin/products/${id}`, { headers: auth });
    assert.equal(form.status, 200, form.text);
    const name = `Micro-cache case ${run}`;
    const saved = await call(LB, `/basic-api/v1/admin/products/${id}`, {
      method: 'PATCH',
      headers: auth,
      body: { ...form.json.result, name: { ...form.json.result.name, en: name } },
    });
    assert.equal(saved.status, 200, saved.text);
    const answered = Date.now();
    let seenAfter = -1;
    const seen = [];
    // Asked until seen (at most 10 s, to tell a slow answer from none), then held to 2 s.
    while (Date.now() - answered <= 10_000) {
      const r = await call(LB, page);
      seen.push(`${Date.now() - answered} ms ${r.status} ${r.headers['x-micro-cache']}`);
      if (r.status === 200 && r.text.includes(name)) {
        seenAfter = Date.now() - answered;
        break;
      }
      await sleep(50);
    }
    visiting = false;
    await visitor;
    assert.ok(seenAfter >= 0 && seenAfter <= 2_000, `the edit was not seen through nginx within 2 s: ${seen.join(', ')}`);
    console.log(`  the edit was seen through nginx ${seenAfter} ms after the PATCH answered`);

    // The purge: that product's pages in every locale and the lists, about 2 s after the write.
    const purged = () => purges.find((p) => p.at >= answered && p.body.paths.includes(page));
    const until = Date.now() + 10_000;
    while (!purged() && Date.now() < until) await sleep(50);
    const purge = purged();
    assert.ok(purge, `no purge named ${page}: ${JSON.stringify(purges.map((p) => p.body.tags))}`);
    assert.equal(purge.url, `/purge?key=${run}`);
    assert.deepEqual(purge.body.tags, ['products']);
    assert.equal(purge.body.site, state.env.SITE_URL);
    assert.equal(purge.body.everything, false);
    for (const p of [`/product/${id}/${slug}`, `/ja/product/${id}/${slug}`, '/products', '/en/products']) assert.ok(purge.body.paths.includes(p), p);
    assert.ok(purge.at - answered >= 1_000, `the purge left ${purge.at - answered} ms after the write, before nginx let go of the old page`);
    console.log(`  the purge of ${purge.body.paths.length} paths arrived ${purge.at - answered} ms after the PATCH answered`);
  });
});
