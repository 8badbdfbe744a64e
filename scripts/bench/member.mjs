// The member area's API figures (issue 11), against a running built server on PGlite: a new member
// with MEMBER_ORDERS orders (each requested from a saved design), then
// - GET /basic-api/v1/orders (the member's orders list, first page): 1,000 calls, 10 at a time,
//   each timed (p50, p95, p99) and the rate they were answered at;
// - POST /basic-api/upload of a 10 MB picture, one after another: the time from the first byte
//   sent to the answer (streamed to a temporary file, hashed, sniffed, moved into storage).
// Figures, not pass/fail.
import { randomBytes } from 'node:crypto';

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
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 0 })), chunk('IEND', Buffer.alloc(0))]),
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
    list: { requests: LIST_REQUESTS, rps: LIST_REQUESTS / listSeconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), non2xx, connections },
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
