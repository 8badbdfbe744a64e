// The cost of counting page views (lib/server/insights/page-views.mjs): the product page's throughput
// on two servers of the same build, one counting (INSIGHTS_COUNTING=true) and one not (false),
// measured in turns (on, off, off, on, …) so that the machine's other load falls on both alike, and
// over several pairs of fresh servers. Each request looks like a person's browser from an address of
// its own (behind one trusted proxy hop), so every one of them goes the whole way through the
// counter: classified, capped, tallied.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import autocannon from 'autocannon';
import { createPageViewCounter } from '../../lib/server/insights/page-views.mjs';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Clock ticks a second in /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;
/** The counting may cost at most this share of the throughput. */
export const COUNTING_TARGET = 0.05;

function startServer(appDir, port, counting) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'case-site-bench-insights-'));
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: appDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PGLITE_DIR: dataDir, NODE_ENV: 'production', TRUST_PROXY_HOPS: '1', INSIGHTS_COUNTING: String(counting) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    /** The server's CPU time so far, in milliseconds (user + system, from /proc). */
    cpuMs() {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
    },
    async ready() {
      for (let i = 0; i < 300; i += 1) {
        try {
          if ((await fetch(`${base}/basic-api/v1/slider`)).ok) return;
        } catch {
          // starting
        }
        await new Promise((r) => setTimeout(r, 300));
      }
      throw new Error(`the bench server on ${port} did not start`);
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function load(url, connections, duration) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        headers: { 'Accept-Language': 'en', 'User-Agent': BROWSER },
        // A new address every request: the per-address cap never cuts the work short.
        requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` } }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/**
 * One pair of fresh servers, one counting and one not, measured in `rounds` turns each: the mean
 * req/s of each, the turns, and each server's CPU time per request. `offFirst` starts the one that
 * does not count first; `control` makes neither count (the bench's own noise: "on" is then only a name).
 */
async function measurePair({ appDir, port, connections, duration, rounds, offFirst, control }) {
  const off = offFirst ? startServer(appDir, port + 1, false) : null;
  const on = startServer(appDir, port, !control);
  const offServer = off ?? startServer(appDir, port + 1, false);
  try {
    await Promise.all([on.ready(), offServer.ready()]);
    const list = await (await fetch(`${on.base}/basic-api/v1/product`)).json();
    const product = list.result.list[0];
    const page = `/en/product/${product.id}/${product.slug}`;
    // Warm both (the first request renders and caches the page).
    for (const server of [on, offServer]) for (let i = 0; i < 20; i += 1) await fetch(server.base + page, { headers: { 'User-Agent': BROWSER } });
    // Then under load, so that both servers' code is compiled hot before the first measured turn
    // (without it the first turn came out 5–7 % slower, whichever server it was).
    for (const server of [on, offServer]) await load(server.base + page, connections, Math.max(2, Math.round(duration / 2)));
    const figures = { on: [], off: [] };
    // The server's CPU time per request as well: unlike req/s, it hardly moves with the rest of
    // the machine's load.
    const cpu = { on: { ms: 0, requests: 0 }, off: { ms: 0, requests: 0 } };
    // In turns, and each pair in the other order than the last (on, off, off, on, …): whichever
    // runs second in a pair meets a warmer machine, so a fixed order would bias the figure.
    for (let i = 0; i < rounds; i += 1) {
      const order = i % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      for (const which of order) {
        const server = which === 'on' ? on : offServer;
        const cpuBefore = server.cpuMs();
        const result = await load(server.base + page, connections, duration);
        figures[which].push(result.requests.average);
        cpu[which].ms += server.cpuMs() - cpuBefore;
        cpu[which].requests += result.requests.total;
      }
    }
    const perRequest = (c) => (c.requests ? (c.ms * 1000) / c.requests : 0);
    return { on: mean(figures.on), off: mean(figures.off), rounds: figures, cpu: { on: perRequest(cpu.on), off: perRequest(cpu.off) } };
  } finally {
    await Promise.all([on.stop(), offServer.stop()]);
  }
}

const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;

/**
 * The product page's req/s with counting on and off, over `pairs` pairs of fresh servers. One pair
 * is not enough: two processes of the same build, both not counting, differed by up to 5 % for a
 * whole run (where the code and the heap happen to land), every turn alike, so one pair's figure
 * was 2.5, 6.0, 9.3 and 3.1 % in four runs; with neither counting (`--insights-control`), three pairs
 * gave 5.0, -3.3 and -8.3 %. New processes each time average that away.
 */
export async function benchCounting({ appDir, port, connections, duration, pairs = 4, rounds = 4, control = false }) {
  const measured = [];
  for (let i = 0; i < pairs; i += 1) measured.push(await measurePair({ appDir, port, connections, duration, rounds, offFirst: i % 2 === 1, control }));
  return {
    on: mean(measured.map((m) => m.on)),
    off: mean(measured.map((m) => m.off)),
    pairs: measured,
    cpu: { on: mean(measured.map((m) => m.cpu.on)), off: mean(measured.map((m) => m.cpu.off)) },
  };
}

/**
 * The counter's own work per view in microseconds, measured in this process on made-up answers
 * (the time of making them taken off): the figure the servers' throughput cannot show through the
 * noise of a shared machine.
 */
export function counterMicros(views = 300_000) {
  const settings = { locales: ['zh-CN', 'en'], defaultLocale: 'zh-CN' };
  const count = createPageViewCounter({ locales: () => settings, addressOf: (req) => req.headers['x-forwarded-for'] });
  const exchange = (n) => {
    const req = {
      method: 'GET',
      url: '/en/product/1/bag?utm_source=mail',
      headers: { 'user-agent': BROWSER, host: '127.0.0.1', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    };
    const res = Object.assign(new EventEmitter(), { req, statusCode: 200, getHeader: () => 'text/html; charset=utf-8' });
    return { req, res };
  };
  const time = (counting) => {
    const start = process.hrtime.bigint();
    for (let n = 0; n < views; n += 1) {
      const { req, res } = exchange(n);
      if (counting) count(req, res);
      res.emit('finish');
    }
    return Number(process.hrtime.bigint() - start) / 1000 / views;
  };
  time(true);
  time(false);
  return Math.max(0, time(true) - time(false));
}

export function printCounting({ on, off, pairs, cpu }) {
  const cost = off > 0 ? (off - on) / off : 0;
  const percent = (a, b) => (b > 0 ? (((a - b) / b) * 100).toFixed(1) : '?');
  console.log('\nPage view counting (product page, a browser from a new address each request)');
  console.log(`counting on:  ${on.toFixed(0).padStart(6)} req/s`);
  console.log(`counting off: ${off.toFixed(0).padStart(6)} req/s`);
  for (const [i, pair] of (pairs ?? []).entries()) {
    console.log(
      `  servers ${i + 1}: on ${pair.rounds.on.map((n) => n.toFixed(0)).join(', ')}; off ${pair.rounds.off.map((n) => n.toFixed(0)).join(', ')} req/s: ` +
        `cost ${pair.off > 0 ? (((pair.off - pair.on) / pair.off) * 100).toFixed(1) : '?'} %, CPU a request ${percent(pair.cpu.on, pair.cpu.off)} %`,
    );
  }
  if (cpu) console.log(`server CPU a request: on ${cpu.on.toFixed(0)} µs, off ${cpu.off.toFixed(0)} µs (${percent(cpu.on, cpu.off)} %)`);
  console.log(`cost: ${(cost * 100).toFixed(1)} % (target ≤ ${COUNTING_TARGET * 100} %: ${cost <= COUNTING_TARGET ? 'ok' : 'OVER'})`);
  // A product page's share of the machine: two cores over the requests served each second.
  const micros = counterMicros();
  const pageMicros = off > 0 ? (2 * 1e6) / off : 0;
  console.log(
    `the counter's own work: ${micros.toFixed(2)} µs a view, ${pageMicros ? ((micros / pageMicros) * 100).toFixed(2) : '?'} % of a product page's ${pageMicros.toFixed(0)} µs`,
  );
}
