// `npm run bench -- --cluster`: the product page through the cluster's load balancer (scripts/cluster.mjs:
// Debian's PostgreSQL, Redis and nginx, the built site) with 1, 2 and 3 instances, one after the other
// in one folder (BENCH_CLUSTER_INSTANCES=1,2,3 to choose), under autocannon at BENCH_CONNECTIONS (50)
// for BENCH_SECONDS (10) each: requests per second, the ratio to one instance, p50/p99 and non-2xx.
// Everything (load generator included) shares this machine's cores: the ratio says what more
// instances give on one machine, not what more machines would.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startCluster, stopCluster } from '../cluster.mjs';

function load(url, connections, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: { 'Accept-Language': 'en' } }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function benchCluster({ appDir = '.', connections = 50, duration = 10 } = {}) {
  const counts = (process.env.BENCH_CLUSTER_INSTANCES || '1,2,3').split(',').map(Number).filter((n) => n >= 1 && n <= 8);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'case-site-bench-cluster-'));
  const rows = [];
  try {
    for (const instances of counts) {
      const state = await startCluster({ dir, appDir, instances, port: 0, quiet: true });
      const list = await (await fetch(`${state.url}/basic-api/v1/product`)).json();
      const product = list.result.list[0];
      const page = `${state.url}/en/product/${product.id}/${product.slug}`;
      // Every instance renders (or reads from the shared cache) the page before the clock starts.
      for (const s of state.instances) await (await fetch(`${s.url}/en/product/${product.id}/${product.slug}`)).text();
      await load(page, connections, 2);
      const r = await load(page, connections, duration);
      rows.push({ instances, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts });
    }
  } finally {
    await stopCluster(dir, { wipe: true, quiet: true });
  }
  return rows;
}

export function printCluster(rows, { connections, duration }) {
  console.log(`\nThe product page through nginx, ${connections} connections for ${duration} s (autocannon, PostgreSQL, Redis and the instances on the same 2 cores)`);
  console.log('instances    req/s   × one instance   p50 ms   p99 ms   non-2xx   errors');
  const one = rows.find((r) => r.instances === 1)?.rps;
  for (const r of rows) {
    const ratio = one ? (r.rps / one).toFixed(2) : '–';
    console.log(`${String(r.instances).padStart(9)} ${r.rps.toFixed(0).padStart(8)} ${ratio.padStart(16)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(8)}`);
  }
}
