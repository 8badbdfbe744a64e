/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { acceptsBrotli, compressStaticFolder, precompressedStatic } from './precompressed.mjs';

let dir: string;
let server: Server;
let base: string;
const script = `console.log(${JSON.stringify('a chunk of the build '.repeat(200))});\n`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks/app.js'), script);
  writeFileSync(path.join(dir, 'chunks/tiny.css'), 'a{color:red}');
  writeFileSync(path.join(dir, 'chunks/font.woff2'), Buffer.alloc(4096, 1));
  writeFileSync(path.join(dir, 'secret.txt.br'), 'outside');
  const serve = precompressedStatic(path.join(dir));
  server = createServer((req, res) => {
    if (serve(req, res)) return;
    res.statusCode = 299; // "handed on to Next"
    res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

it('reads Accept-Encoding: br accepted unless its q is 0', () => {
  expect(acceptsBrotli('gzip, deflate, br')).toBe(true);
  expect(acceptsBrotli('br;q=0.5, gzip')).toBe(true);
  expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
  expect(acceptsBrotli('gzip')).toBe(false);
  expect(acceptsBrotli(undefined)).toBe(false);
  expect(acceptsBrotli('brotli')).toBe(false);
});

it('compresses each compressible file once and skips small ones and other types', () => {
  const first = compressStaticFolder(dir);
  expect(first.files).toBe(1);
  expect(first.compressed).toBeLessThan(first.bytes / 5);
  expect(existsSync(path.join(dir, 'chunks/app.js.br'))).toBe(true);
  expect(existsSync(path.join(dir, 'chunks/tiny.css.br'))).toBe(false);
  expect(existsSync(path.join(dir, 'chunks/font.woff2.br'))).toBe(false);
  expect(compressStaticFolder(dir).files).toBe(0);
  expect(compressStaticFolder(path.join(dir, 'missing'))).toEqual({ files: 0, bytes: 0, compressed: 0 });
});

describe('serving', () => {
  beforeAll(() => compressStaticFolder(dir));

  const get = (url: string, encoding = 'gzip, deflate, br', method = 'GET') => fetch(base + url, { method, headers: { 'accept-encoding': encoding } });

  it('sends the brotli copy, immutable, to a client that accepts br', async () => {
    const res = await get('/_next/static/chunks/app.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=UTF-8');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch decodes br itself: the body is the original file.
    expect(await res.text()).toBe(script);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await get('/_next/static/chunks/app.js', 'br', 'HEAD');
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await res.text()).toBe('');
  });

  it('never sends a copy older than its original, or one whose original is gone', async () => {
    writeFileSync(path.join(dir, 'chunks/changed.js'), script);
    writeFileSync(path.join(dir, 'chunks/orphan.js'), script);
    compressStaticFolder(dir);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'chunks/changed.js'), later, later);
    rmSync(path.join(dir, 'chunks/orphan.js'));
    expect((await get('/_next/static/chunks/changed.js')).status).toBe(299);
    expect((await get('/_next/static/chunks/orphan.js')).status).toBe(299);
  });

  it('hands everything else to Next', async () => {
    for (const [url, encoding, method] of [
      ['/_next/static/chunks/app.js', 'gzip', 'GET'], // no br
      ['/_next/static/chunks/app.js', 'br;q=0, gzip', 'GET'],
      ['/_next/static/chunks/app.js', 'br', 'POST'],
      ['/_next/static/chunks/tiny.css', 'br', 'GET'], // no copy
      ['/_next/static/chunks/missing.js', 'br', 'GET'],
      ['/_next/static/chunks/font.woff2', 'br', 'GET'],
      ['/_next/static/../secret.txt', 'br', 'GET'],
      ['/_next/static/%2e%2e/secret.txt', 'br', 'GET'],
      ['/_next/static/%FF.js', 'br', 'GET'],
      ['/en/products', 'br', 'GET'],
    ] as const) {
      const res = await get(url, encoding, method);
      expect([url, encoding, method, res.status]).toEqual([url, encoding, method, 299]);
    }
  });

  it('the copy decodes to the file', () => {
    const { readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'chunks/app.js.br'))).toString()).toBe(script);
  });
});
