// Next's build output under /_next/static (scripts, stylesheets) served brotli-compressed.
//
// `next start` compresses with gzip only. The build's files never change (their names carry their
// hash), so `npm run build` compresses each once at brotli's best quality (scripts/compress-static.mjs
// writes `<file>.br` beside it) and the server (scripts/serve.mjs) sends that copy to every client
// that accepts br: the catalogue's first-load JavaScript is about 13 % smaller on the wire than
// gzip's, which is what a phone on a slow network waits for before the page is interactive.
// Anything else (no .br copy, a client without br, a path outside the folder) goes to Next as before.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { brotliCompressSync, constants } from 'node:zlib';

const PREFIX = '/_next/static/';
const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
};
/** Files below this size gain nothing worth a second copy. */
const MIN_BYTES = 1024;

/**
 * Brotli's settings for pages and API answers compressed as they are sent (scripts/serve.mjs) and
 * for kept member pages (./member-page-cache.mjs): quality 4 with an 18-bit window (256 kB, more
 * than any page). With brotli's default 4 MB window and quality 5, 50 concurrent browsers got half
 * of gzip's throughput (each stream's encoder allocates its window); this serves as many pages a
 * second as gzip did.
 */
export const PAGE_BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 };

/** Whether an Accept-Encoding header accepts `encoding` (a `q=0` refuses it). */
export function acceptsEncoding(header, encoding) {
  if (!header) return false;
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== encoding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** Whether an Accept-Encoding header accepts br. */
export const acceptsBrotli = (header) => acceptsEncoding(header, 'br');

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` beside every compressible file of the build's static folder that has none yet
 * (or an older one). Returns how many were written and the bytes before and after.
 */
export function compressStaticFolder(staticDir) {
  const summary = { files: 0, bytes: 0, compressed: 0 };
  if (!existsSync(staticDir)) return summary;
  for (const file of filesUnder(staticDir)) {
    if (!(path.extname(file) in TYPES)) continue;
    const stat = statSync(file);
    if (stat.size < MIN_BYTES) continue;
    const target = `${file}.br`;
    if (existsSync(target) && statSync(target).mtimeMs >= stat.mtimeMs) continue;
    const body = brotliCompressSync(readFileSync(file), {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: stat.size },
    });
    writeFileSync(target, body);
    summary.files += 1;
    summary.bytes += stat.size;
    summary.compressed += body.length;
  }
  return summary;
}

/**
 * A request handler for the build's static files: answers GET and HEAD of /_next/static/… with the
 * `.br` copy when the client accepts br and the copy exists, and returns true; returns false for
 * everything else, which the caller hands to Next.
 */
export function precompressedStatic(staticDir) {
  const root = path.resolve(staticDir);
  return function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url || '';
    if (!url.startsWith(PREFIX)) return false;
    if (!acceptsBrotli(req.headers['accept-encoding'])) return false;
    let relative;
    try {
      relative = decodeURIComponent(url.slice(PREFIX.length).split('?')[0]);
    } catch {
      return false;
    }
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return false;
    const type = TYPES[path.extname(file)];
    if (!type) return false;
    let stat;
    try {
      stat = statSync(`${file}.br`);
      // A copy is served only beside its original and never older than it.
      if (!stat.isFile() || statSync(file).mtimeMs > stat.mtimeMs) return false;
    } catch {
      return false;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', stat.size);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    // pipeline closes the file when the client goes away mid-answer (pipe would leave it open).
    pipeline(createReadStream(`${file}.br`), res, () => {});
    return true;
  };
}
