// The member area's figures, against a running built server.
//
// Member pages: a new member with no orders; the product page and the
// member pages (/en/user/myOrder, /en/user/profile) each loaded by autocannon at BENCH_MEMBER_CONNECTIONS
// (10) connections for BENCH_SECONDS, in BENCH_MEMBER_ROUNDS (2) rounds that alternate the pages (the
// machine's load drifts; alternating keeps the comparison fair). Printed: req/s, p50, p99 and mean
// latency, p99 ÷ mean, and each member page's throughput as a share of the product page's in the
// same run. Targets: ≥ 0.25 × the product page, p99 ≤ 2.5 × the mean. The 404 page is printed beside
// them for reference: the floor of a page rendered per request (no session, no database read).
// The member pages are served from the pages kept per session once the first load rendered them
// (lib/server/http/member-page-cache.mjs); the row "rendered" is /en/user/myOrder with a cookie of
// its own on every request, so that nothing is kept for it: a first load, or the first after a change.
//
// The member API: a new member with MEMBER_ORDERS orders (each requested from a saved
// design), then
// - GET /basic-api/v1/orders (the member's orders list, first page): 1,000 calls, 10 at a time,
//   each timed (p50, p95, p99) and the rate they were answered at;
// - POST /basic-api/upload of a 10 MB picture, one after another: the time from the first byte
//   sent to the answer (streamed to a temporary file, hashed, sniffed, moved into storage).
// Figures, not pass/fail.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { memberCookie } from './memory.mjs';

// At most ORDER_REQUESTS.max (20) quote requests a member an hour: the bench member makes that many.
const MEMBER_ORDERS = Math.min(20, Number(process.env.BENCH_MEMBER_ORDERS || 20));
const UPLOADS = Number(process.env.BENCH_MEMBER_UPLOADS || 12);
const LIST_REQUESTS = Number(process.env.BENCH_MEMBER_LIST_REQUESTS || 1000);
const API = '/basic-api/v1';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function call(base, method, path, { token, body, headers = {} } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body && !(body instanceof Uint8Array) ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: body instanceof Uint8Array ? body : body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)?.slice(0, 300)}`);
  return json?.result;
}

/** A PNG of about 10 MB: random pixels (they do not compress), so the bytes are real picture bytes. */
function tenMegabytePng() {
  // One IHDR, one stored (uncompressed) IDAT of 1,830 × 1,830 RGB rows: ~10.05 MB.
  const side = 1830;
  const raw = Buffer.alloc((side * 3 + 1) * side);
  randomBytes(raw.length).copy(raw);
  for (let y = 0; y < side; y += 1) raw[y * (side * 3 + 1)] = 0; // filter byte: none
  return import('node:zlib').then(({ deflateSync }) => {
    const crcTable = Array.from({ length: 256 }, (_, n) => {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      return c >>> 0;
    });
    const crc = (buf) => {
      let c = 0xffffffff;
      for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
      return (c ^ 0xffffffff) >>> 0;
    };
    const chunk = (type, data) => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      const td = Buffer.concat([Buffer.from(type), data]);
      const c = Buffer.alloc(4);
      c.writeUInt32BE(crc(td));
      return Buffer.concat([len, td, c]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(side, 0);
    ihdr.writeUInt32BE(side, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // RGB
    return new Uint8Array(
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', ihdr),
        chunk('IDAT', deflateSync(raw, { level: 0 })),
        chunk('IEND', Buffer.alloc(0)),
      ]),
    );
  });
}

export async function benchMember(base, { connections = 10 } = {}) {
  const account = `bench_${Date.now().toString(36)}`;
  const password = 'Correct-Horse-42';
  const reg = await call(base, 'POST', `${API}/authorizations/register`, {
    body: { account, password, password_confirmation: password, agree_policy: true },
    headers: { 'X-Forwarded-For': '10.77.0.1' },
  });
  const token = reg.access_token;
  const products = await call(base, 'GET', `${API}/product?page=1&limit=6`);
  const productId = products.list[0].id;
  const design = await call(base, 'POST', `${API}/designs`, { token, body: { product_id: productId, name: 'Bench case', quantity: 500 } });
  for (let i = 0; i < MEMBER_ORDERS; i += 1) await call(base, 'POST', `${API}/orders`, { token, body: { design_id: design.id, quantity: 500 + i } });

  // LIST_REQUESTS calls of the list, `connections` at a time, each one timed.
  const latencies = [];
  let non2xx = 0;
  let next = 0;
  const listStarted = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < LIST_REQUESTS) {
        next += 1;
        const started = performance.now();
        const res = await fetch(`${base}${API}/orders`, { headers: { Authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.status < 200 || res.status > 299) non2xx += 1;
      }
    }),
  );
  const listSeconds = (performance.now() - listStarted) / 1000;
  latencies.sort((a, b) => a - b);
  const png = await tenMegabytePng();
  const times = [];
  for (let i = 0; i < UPLOADS; i += 1) {
    const started = performance.now();
    await call(base, 'POST', `/basic-api/upload?name=bench-${i}.png`, { token, body: png, headers: { 'Content-Type': 'application/octet-stream' } });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    orders: MEMBER_ORDERS,
    list: {
      requests: LIST_REQUESTS,
      rps: LIST_REQUESTS / listSeconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      non2xx,
      connections,
    },
    upload: { bytes: png.length, count: UPLOADS, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) },
  };
}

export function printMember(figures) {
  const ms = (v) => `${Math.round(v)} ms`;
  console.log(`\nMember API (PGlite; a member with ${figures.orders} orders)`);
  console.log(
    `  GET /orders (first page)   ${figures.list.requests} calls, ${figures.list.connections} at a time: ${Math.round(figures.list.rps)} req/s · p50 ${ms(figures.list.p50)} · p95 ${ms(figures.list.p95)} · p99 ${ms(figures.list.p99)} · non-2xx ${figures.list.non2xx}`,
  );
  console.log(
    `  POST /upload (${(figures.upload.bytes / 1048576).toFixed(1)} MB PNG) ${figures.upload.count}× one after another · p50 ${ms(figures.upload.p50)} · p95 ${ms(figures.upload.p95)} · max ${ms(figures.upload.max)}`,
  );
}

const PAGE_TARGETS = { share: 0.25, p99OverMean: 2.5 };

/*
 * A member moving inside the workspace does not load whole pages: the browser's router asks for the
 * next page's React payload (`RSC: 1`) and names the page it is on (`Next-Router-State-Tree`), and
 * the server renders only what differs (here the page, not the root or member layouts). The request
 * is made as the router makes it from /en/user/myOrder to /en/user/profile: the state tree is
 * myOrder's, and `_rsc` is the hash of those headers that Next checks (its own function computes
 * it). An informative row beside the targets, which are about whole pages.
 */
const MY_ORDER_TREE = JSON.stringify([
  '',
  {
    children: [
      ['locale', 'en', 'd', null],
      { children: ['(member)', { children: ['user', { children: ['myOrder', { children: ['__PAGE__', {}, null, null, 0] }, null, null, 0] }, null, null, 0] }, null, null, 0] },
      null,
      null,
      0,
    ],
  },
  null,
  null,
  16,
]);

async function navigationHeaders(cookie) {
  const { computeCacheBustingSearchParam } = createRequire(import.meta.url)('next/dist/shared/lib/router/utils/cache-busting-search-param.js');
  const headers = { cookie, RSC: '1', 'Next-Router-State-Tree': encodeURIComponent(MY_ORDER_TREE), 'Next-Url': '/en/user/myOrder' };
  const hash = await computeCacheBustingSearchParam(undefined, undefined, headers['Next-Router-State-Tree'], headers['Next-Url']);
  return { path: `/en/user/profile?_rsc=${hash}`, headers };
}

function load(url, { connections, duration, headers, uniqueCookie = false }) {
  let n = 0;
  // A cookie of its own for every request: a page no request before it could have kept.
  const requests = uniqueCookie ? [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: `${headers.cookie}; bench-load=${(n += 1)}` } }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: { 'Accept-Language': 'en', ...headers }, requests }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * The member pages beside the product page, on the server at `base`: { pages: [{ name, path,
 * rounds: [autocannon result] }], connections, duration }. The first page is the product page.
 */
export async function benchMemberPages(
  base,
  {
    connections = Number(process.env.BENCH_MEMBER_CONNECTIONS || 10),
    duration = Number(process.env.BENCH_SECONDS || 10),
    rounds = Number(process.env.BENCH_MEMBER_ROUNDS || 2),
  } = {},
) {
  const list = await (await fetch(`${base}/basic-api/v1/product`)).json();
  const product = list.result.list[0];
  const cookie = await memberCookie(base);
  const pages = [
    { name: 'product page', path: `/en/product/${product.id}/${product.slug}`, headers: {} },
    { name: '/en/user/myOrder (no orders)', path: '/en/user/myOrder', headers: { cookie } },
    { name: '/en/user/profile', path: '/en/user/profile', headers: { cookie } },
    // The same page when nothing was kept for the request: a member's first load of it, or the first
    // after any change (lib/server/http/member-page-cache.mjs). Rendered by Next every time.
    { name: '/en/user/myOrder, rendered', path: '/en/user/myOrder', headers: { cookie }, uniqueCookie: true, rendered: true },
    { name: 'navigation: myOrder → profile', ...(await navigationHeaders(cookie)), navigation: true },
    // The floor of a page rendered per request here: the 404 reads no database and has no session,
    // yet passes the proxy, the locale layout and its metadata like a member page.
    { name: '404 page (no database read)', path: '/en/bench-no-such-page', headers: {}, status: 404, reference: true },
  ];
  for (const page of pages) {
    for (let i = 0; i < 20; i += 1) {
      const res = await fetch(base + page.path, { headers: { 'Accept-Language': 'en', ...page.headers }, redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status !== (page.status ?? 200)) throw new Error(`${page.path} answered ${res.status}, not ${page.status ?? 200} (a member page should render for the bench member)`);
      // A navigation answered with a whole page would measure the wrong thing.
      if (page.navigation && !res.headers.get('content-type')?.includes('text/x-component'))
        throw new Error(`${page.name} answered ${res.headers.get('content-type')}, not a React payload`);
    }
    page.rounds = [];
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const page of pages) page.rounds.push(await load(base + page.path, { connections, duration, headers: page.headers, uniqueCookie: page.uniqueCookie }));
  }
  return { pages, connections, duration, rounds };
}

/** One page's figures over its rounds: req/s (mean), p50 (median of the rounds'), p99 (worst), mean latency (weighted). */
function summary(rounds) {
  const requests = rounds.reduce((n, r) => n + r.requests.total, 0);
  const sorted = (key) => rounds.map((r) => r.latency[key]).sort((a, b) => a - b);
  return {
    rps: rounds.reduce((n, r) => n + r.requests.average, 0) / rounds.length,
    p50: sorted('p50')[Math.floor((rounds.length - 1) / 2)],
    p99: sorted('p99').at(-1),
    mean: rounds.reduce((n, r) => n + r.latency.mean * r.requests.total, 0) / Math.max(1, requests),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
  };
}

export function printMemberPages(figures, label = 'PGlite') {
  const { pages, connections, duration, rounds } = figures;
  console.log(`\nMember pages (${label}; a new member with no orders): ${connections} connections, ${rounds} rounds of ${duration} s per page, alternating`);
  console.log('page                              req/s   p50 ms   p99 ms  mean ms  p99/mean  non-2xx   × product page');
  const product = summary(pages[0].rounds);
  for (const page of pages) {
    const s = summary(page.rounds);
    const isProduct = page === pages[0];
    const share = s.rps / product.rps;
    const ratio = s.p99 / s.mean;
    console.log(
      `${page.name.padEnd(32)} ${s.rps.toFixed(0).padStart(6)} ${String(s.p50).padStart(8)} ${String(s.p99).padStart(8)} ${s.mean.toFixed(1).padStart(8)} ${ratio.toFixed(2).padStart(9)} ${String(page.reference ? '-' : s.non2xx).padStart(8)}   ` +
        (isProduct
          ? ''
          : page.rendered
            ? `${share.toFixed(3)} (informative: a load nothing was kept for, rendered per request)`
            : page.navigation
              ? `${share.toFixed(3)} (informative: only the page's own part, as the router asks for it)`
              : page.reference
                ? `${share.toFixed(3)} (informative: the floor of a page rendered per request)`
                : `${share.toFixed(3)} (≥ ${PAGE_TARGETS.share}: ${share >= PAGE_TARGETS.share ? 'ok' : 'UNDER'}); p99 ≤ ${PAGE_TARGETS.p99OverMean} × mean: ${ratio <= PAGE_TARGETS.p99OverMean ? 'ok' : 'OVER'}`),
    );
  }
  const rounds2 = pages.map((p) => `${p.name.split(' ')[0]} ${p.rounds.map((r) => r.requests.average.toFixed(0)).join('/')}`).join(' · ');
  console.log(`  req/s per round: ${rounds2}`);
}
