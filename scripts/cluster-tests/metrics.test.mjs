// Watching several instances with Debian's Prometheus (docs/operations/watch.md): two instances of
// the built site behind nginx (scripts/cluster.mjs), and a Prometheus of this test scraping each
// instance's /metrics every second, on 127.0.0.1 in a folder of its own. Traffic goes through the
// load balancer; Prometheus's HTTP API must then see every instance up, their request counters
// risen and the lead of a consult post counted. Every wait is bounded.
//   node --test scripts/cluster-tests/metrics.test.mjs
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startCluster, stopCluster } from '../cluster.mjs';
import { ensurePrometheus, freePort } from '../test-engines.mjs';

const APP_DIR = path.resolve(process.env.CLUSTER_TEST_APP_DIR || '.');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let state;
let dir;
let prometheus;
let promUrl;

/** One HTTP request without connection reuse, bounded. */
function call(base, pathname, { method = 'GET', body, headers = {}, timeoutMs = 15_000 } = {}) {
  const url = new URL(pathname, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method, agent: false, timeout: timeoutMs, headers: { 'accept-language': 'en', ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** An instant query of Prometheus's HTTP API: { instance label → value } (or { '': value }). */
async function query(promql) {
  const answer = await call(promUrl, `/api/v1/query?query=${encodeURIComponent(promql)}`);
  assert.equal(answer.status, 200, answer.text);
  const { data } = JSON.parse(answer.text);
  return Object.fromEntries(data.result.map((r) => [r.metric.instance ?? '', Number(r.value[1])]));
}

/** Polls `check` until it answers true (at most `ms`); fails with the last thing it saw. */
async function within(ms, what, check) {
  const deadline = Date.now() + ms;
  let last;
  while (Date.now() < deadline) {
    last = await check();
    if (last === true) return;
    await sleep(250);
  }
  assert.fail(`${what}: not within ${ms} ms (last: ${JSON.stringify(last)})`);
}

async function startPrometheus(targets) {
  const binary = ensurePrometheus();
  const folder = path.join(dir, 'prometheus');
  mkdirSync(path.join(folder, 'data'), { recursive: true });
  const config = path.join(folder, 'prometheus.yml');
  // The scrape configuration of docs/operations/watch.md, with this test's instances and a 1 s interval.
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      '  evaluation_interval: 1s',
      'rule_files:',
      `  - ${path.join(APP_DIR, 'docs/operations/alerts.yml')}`,
      'scrape_configs:',
      '  - job_name: case-site',
      '    metrics_path: /metrics',
      '    scrape_timeout: 900ms',
      '    static_configs:',
      `      - targets: [${targets.map((t) => `'${t}'`).join(', ')}]`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const log = path.join(folder, 'prometheus.log');
  const child = spawn(
    binary,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(folder, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--storage.tsdb.retention.time=1h',
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const errors = [];
  child.stderr.on('data', (chunk) => errors.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  promUrl = `http://127.0.0.1:${port}`;
  try {
    await within(
      30_000,
      'prometheus answering',
      async () => (await call(promUrl, '/-/ready').catch(() => ({ status: 0 }))).status === 200 || (child.exitCode !== null ? `exited: ${errors.join('')}` : false),
    );
  } catch (error) {
    child.kill('SIGKILL');
    writeFileSync(log, errors.join(''));
    throw error;
  }
  return {
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

describe('Prometheus watching two instances', { timeout: 600_000 }, () => {
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'case-site-metrics-'));
    state = await startCluster({ dir, appDir: APP_DIR, instances: 2, port: 0, quiet: true });
    prometheus = await startPrometheus(state.instances.map((s) => new URL(s.url).host));
  });
  after(async () => {
    await prometheus?.stop();
    if (dir) await stopCluster(dir, { wipe: true, quiet: true });
  });

  it('every instance is up, ready, and keeps /metrics from clients that come through the load balancer', async () => {
    const targets = state.instances.map((s) => new URL(s.url).host);
    await within(30_000, 'up == 1 for every instance', async () => {
      const up = await query('up{job="case-site"}');
      return targets.every((t) => up[t] === 1) || up;
    });
    for (const instance of state.instances) {
      const ready = await call(instance.url, '/readyz');
      assert.equal(ready.status, 200, ready.text);
      const body = JSON.parse(ready.text);
      assert.equal(body.status, 'ready');
      assert.equal(body.parts.database.ok, true);
      assert.equal(body.parts.redis.ok, true);
      assert.equal(ready.headers['cache-control'], 'no-store');
    }
    // nginx connects from 127.0.0.1 too, but adds X-Forwarded-For: not a local client.
    assert.equal((await call(state.url, '/metrics')).status, 404);
    assert.equal((await call(state.url, '/healthz')).status, 200);
  });

  it('sees the request counters rise by route pattern, and a consult post raise the leads counter', async () => {
    const requests = 'sum by (instance) (http_requests_total{job="case-site", route!~"/healthz|/readyz|/metrics"})';
    const before = await query(requests);
    const leadsBefore = (await query('sum(leads_created_total{job="case-site"})'))[''] ?? 0;
    const list = JSON.parse((await call(state.url, '/basic-api/v1/product')).text).result.list;
    const { id, slug } = list[0];
    // Straight to each instance (nginx's micro-cache would answer most of them itself): 40 answers in all.
    for (const instance of state.instances) {
      for (let i = 0; i < 10; i += 1) {
        assert.equal((await call(instance.url, `/en/product/${id}/${slug}`)).status, 200);
        assert.equal((await call(instance.url, '/basic-api/v1/faq')).status, 200);
      }
    }
    const posted = await call(state.url, '/basic-api/v1/consult', {
      method: 'POST',
      body: { name: 'Metrics Test', company: 'Prom Ltd', email: 'prom@example.com', country: 'Germany', message: 'Please quote 200 EVA cases.', locale: 'en' },
    });
    assert.equal(posted.status, 201, posted.text);

    await within(15_000, 'request counters risen on every instance', async () => {
      const now = await query(requests);
      const total = Object.keys(now).reduce((sum, k) => sum + now[k] - (before[k] ?? 0), 0);
      return (state.instances.every((s) => now[new URL(s.url).host] > (before[new URL(s.url).host] ?? 0)) && total >= 41) || { before, now };
    });
    await within(15_000, 'the leads counter risen by one', async () => {
      const leads = (await query('sum(leads_created_total{job="case-site"})'))[''];
      return leads === leadsBefore + 1 || leads;
    });
    // Labelled by pattern, never by path.
    const product = await query('sum by (instance) (http_requests_total{job="case-site", route="/[locale]/product/[id]/[name]", status="200"})');
    assert.ok(Object.values(product).length === 2 && Object.values(product).every((n) => n >= 10), JSON.stringify(product));
    const paths = await query(`count(http_requests_total{job="case-site", route=~".*${slug}.*"})`);
    assert.deepEqual(paths, {});
    // The alert rules loaded, none firing on a healthy cluster.
    const rules = JSON.parse((await call(promUrl, '/api/v1/rules')).text);
    assert.equal(rules.data.groups[0].rules.length, 6);
    const firing = JSON.parse((await call(promUrl, '/api/v1/alerts')).text).data.alerts.filter((a) => a.state === 'firing');
    assert.deepEqual(firing, []);
  });

  it('each instance writes one JSON line per request, with its id and route pattern and no personal data', async () => {
    const answer = await call(state.instances[0].url, '/basic-api/v1/faq?email=jane%40example.com', { headers: { 'x-request-id': 'metrics-test-0123456789' } });
    assert.equal(answer.headers['x-request-id'], 'metrics-test-0123456789');
    await within(5_000, 'the request line in the instance log', async () => readFileSync(state.instances[0].log, 'utf8').includes('metrics-test-0123456789'));
    const line = readFileSync(state.instances[0].log, 'utf8')
      .split('\n')
      .filter((l) => l.includes('metrics-test-0123456789'))
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === 'request');
    assert.deepEqual(
      { method: line.method, route: line.route, status: line.status, actor: line.actor, level: line.level },
      { method: 'GET', route: '/basic-api/v1/faq', status: 200, actor: 'visitor', level: 'info' },
    );
    assert.ok(line.bytes > 0 && line.ms >= 0 && line.time, JSON.stringify(line));
    assert.ok(!JSON.stringify(line).includes('jane'), JSON.stringify(line));
  });
});
