import { expect, test } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/*
 * What goes over the wire (scripts/serve.mjs): pages and API answers brotli-compressed for a client
 * that takes br, gzip for one that takes only gzip, as they are for one that takes neither; the
 * build's scripts and stylesheets from their brotli copies. Read with node:http, which, unlike
 * fetch, leaves the body as it came.
 */

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function raw(baseURL: string, path: string, acceptEncoding?: string): Promise<Raw> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-language': 'en', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(r: Raw): string {
  const encoding = r.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(r.body).toString();
  if (encoding === 'gzip') return gunzipSync(r.body).toString();
  return r.body.toString();
}

test('a page is brotli for a browser, gzip for a gzip-only client, plain for the rest, and the same page each way', async ({ baseURL }) => {
  const plain = await raw(baseURL!, '/en/products');
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const br = await raw(baseURL!, '/en/products', 'gzip, deflate, br, zstd');
  const gzip = await raw(baseURL!, '/en/products', 'gzip, deflate');
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(String(br.headers.vary)).toMatch(/Accept-Encoding/i);
  // The same document each way, and brotli's the smallest on the wire.
  for (const r of [br, gzip]) {
    const html = decoded(r);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html === plain.body.toString()).toBe(true);
  }
  expect(br.body.length).toBeLessThan(gzip.body.length);
  // The security headers stay on a compressed answer.
  expect(br.headers['x-content-type-options']).toBe('nosniff');
});

test('the scripts and stylesheets a page loads come as their brotli copies, byte for byte the files', async ({ baseURL }) => {
  const html = decoded(await raw(baseURL!, '/en/products', 'br'));
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
  expect(assets.length).toBeGreaterThan(3);
  let brotli = 0;
  for (const asset of assets) {
    const plain = await raw(baseURL!, asset);
    expect([asset, plain.status]).toEqual([asset, 200]);
    const br = await raw(baseURL!, asset, 'gzip, deflate, br');
    expect([asset, br.status]).toEqual([asset, 200]);
    expect(decoded(br)).toBe(plain.body.toString());
    expect(String(br.headers['cache-control'])).toContain('immutable');
    if (br.headers['content-encoding'] === 'br') brotli += 1;
  }
  // Files under 1 kB have no copy (gzip'd by the server instead); every other one does.
  expect(brotli).toBeGreaterThan(assets.length / 2);
});

test('API answers are compressed too, and a client that refuses br gets gzip', async ({ baseURL }) => {
  const r = await raw(baseURL!, '/basic-api/v1/product', 'br;q=0, gzip');
  expect(r.status).toBe(200);
  expect(r.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(decoded(r)).code).toBe(200);
});
