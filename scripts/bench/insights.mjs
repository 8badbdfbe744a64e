// The cost of counting page views (lib/server/insights/page-views.mjs): the product page's throughput
// on two servers of the same build, one counting (INSIGHTS_COUNTING=true) and one not (false),
// measured in turns (on, off, on, off) so that the machine's other load falls on both alike. Each
// request looks like a person's browser from an address of its own (behind one trusted proxy hop),
// so every one of them goes the whole way through the counter: classified, capped, tallied.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
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
export async function benchCounting({ appDir, port, connections, duration, rounds = 2 }) {
  const on = startServer(appDir, port, true);
  const off = startServer(appDir, port + 1, false);
  try {
    await Promise.all([on.ready(), off.ready()]);
    const list = await (await fetch(`${on.base}/basic-api/v1/product`)).json();
    const product = list.result.list[0];
    const page = `/en/product/${product.id}/${product.slug}`;
    // Warm both (the first request renders and caches the page).
    for (const server of [on, off]) for (let i = 0; i < 20; i += 1) await fetch(server.base + page, { headers: { 'User-Agent': BROWSER } });
    const figures = { on: [], off: [] };
    for (let i = 0; i < rounds; i += 1) {
      figures.on.push((await load(on.base + page, connections, duration)).requests.average);
      figures.off.push((await load(off.base + page, connections, duration)).requests.average);
    }
    const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
    return { on: mean(figures.on), off: mean(figures.off) };
  } finally {
    await Promise.all([on.stop(), off.stop()]);
  }
}

export function printCounting({ on, off }) {
  const cost = off > 0 ? (off - on) / off : 0;
  console.log('\nPage view counting (product page, a browser from a new address each request)');
  console.log(`counting on:  ${on.toFixed(0).padStart(6)} req/s`);
  console.log(`counting off: ${off.toFixed(0).padStart(6)} req/s`);
  console.log(`cost: ${(cost * 100).toFixed(1)} % (target ≤ ${COUNTING_TARGET * 100} %: ${cost <= COUNTING_TARGET ? 'ok' : 'OVER'})`);
}
