// The cost of counting page views (lib/server/insights/page-views.mjs): the product page's throughput
// on two servers of the same build, one counting (INSIGHTS_COUNTING=true) and one not (false),
// measured in turns (on, off, on, off) so that the machine's other load falls on both alike. Each
// request looks like a person's browser from an address of its own (behind one trusted proxy hop),
// so every one of them goes the whole way through the counter: classified, capped, tallied.
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

/** The product page's req/s with counting on and off (the mean of `rounds` turns each). */
export async function benchCounting({ appDir, port, connections, duration, rounds = 6 }) {
  const off = startServer(appDir, port + 1, false);
  const on = startServer(appDir, port, true);
  try {
    await Promise.all([on.ready(), off.ready()]);
    const list = await (await fetch(`${on.base}/basic-api/v1/product`)).json();
    const product = list.result.list[0];
    const page = `/en/product/${product.id}/${product.slug}`;
    // Warm both (the first request renders and caches the page).
    for (const server of [on, off]) for (let i = 0; i < 20; i += 1) await fetch(server.base + page, { headers: { 'User-Agent': BROWSER } });
    // Then under load, so that both servers' code is compiled hot before the first measured turn
    // (without it the first turn came out 5–7 % slower, whichever server it was).
    for (const server of [on, off]) await load(server.base + page, connections, Math.max(2, Math.round(duration / 2)));
    const figures = { on: [], off: [] };
    // The server's CPU time per request as well: unlike req/s, it hardly moves with the rest of
    // the machine's load, so it shows what the counting itself costs.
    const cpu = { on: { ms: 0, requests: 0 }, off: { ms: 0, requests: 0 } };
    // In turns, and each pair in the other order than the last (on, off, off, on, …): whichever
    // runs second in a pair meets a warmer machine, so a fixed order would bias the figure.
    for (let i = 0; i < rounds; i += 1) {
      const pair = i % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      for (const which of pair) {
        const server = which === 'on' ? on : off;
        const cpuBefore = server.cpuMs();
        const result = await load(server.base + page, connections, duration);
        figures[which].push(result.requests.average);
        cpu[which].ms += server.cpuMs() - cpuBefore;
        cpu[which].requests += result.requests.total;
      }
    }
    const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
    const perRequest = (c) => (c.requests ? (c.ms * 1000) / c.requests : 0);
    return { on: mean(figures.on), off: mean(figures.off), rounds: figures, cpu: { on: perRequest(cpu.on), off: perRequest(cpu.off) } };
  } finally {
    await Promise.all([on.stop(), off.stop()]);
  }
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

export function printCounting({ on, off, rounds, cpu }) {
  const cost = off > 0 ? (off - on) / off : 0;
  console.log('\nPage view counting (product page, a browser from a new address each request)');
  console.log(`counting on:  ${on.toFixed(0).padStart(6)} req/s`);
  console.log(`counting off: ${off.toFixed(0).padStart(6)} req/s`);
  if (rounds) console.log(`turns (req/s): on ${rounds.on.map((n) => n.toFixed(0)).join(', ')}; off ${rounds.off.map((n) => n.toFixed(0)).join(', ')}`);
  if (cpu)
    console.log(`server CPU a request: on ${cpu.on.toFixed(0)} µs, off ${cpu.off.toFixed(0)} µs (${cpu.off > 0 ? (((cpu.on - cpu.off) / cpu.off) * 100).toFixed(1) : '?'} %)`);
  console.log(`cost: ${(cost * 100).toFixed(1)} % (target ≤ ${COUNTING_TARGET * 100} %: ${cost <= COUNTING_TARGET ? 'ok' : 'OVER'})`);
  // A product page's share of the machine: two cores over the requests served each second.
  const micros = counterMicros();
  const pageMicros = off > 0 ? (2 * 1e6) / off : 0;
  console.log(
    `the counter's own work: ${micros.toFixed(2)} µs a view, ${pageMicros ? ((micros / pageMicros) * 100).toFixed(2) : '?'} % of a product page's ${pageMicros.toFixed(0)} µs`,
  );
}
