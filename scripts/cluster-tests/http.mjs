// HTTP for the cluster tests: one request, bounded, its body decoded (the site compresses), as a
// browser sends it (keep-alive through an agent, or a new connection each time: agent false).
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** GETs sent a second time after nginx closed an idle keep-alive connection under them (below). */
export const resent = { count: 0 };

function decoded(encoding, body) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * One request through nginx, bounded; keep-alive connections as browsers use them. `encodings`: the
 * Accept-Encoding sent (null: none, the answer comes uncompressed).
 */
export function call(
  base,
  pathname,
  { method = 'GET', body, headers = {}, agent = false, localAddress, language = 'en', encodings = 'br, gzip', timeoutMs = 30_000, again = false } = {},
) {
  const url = new URL(pathname, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        agent,
        localAddress,
        headers: { 'accept-language': language, ...(encodings ? { 'accept-encoding': encodings } : {}), ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            const body = decoded(res.headers['content-encoding'], Buffer.concat(chunks));
            const text = body.toString('utf8');
            let json = null;
            try {
              json = JSON.parse(text);
            } catch {
              // a page
            }
            resolve({ status: res.statusCode, headers: res.headers, body, text, json });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    req.on('error', (error) => {
      // A reload closes nginx's idle keep-alive connections; a GET written on one at that moment
      // never reached nginx. HTTP lets a client send it again on a new connection, as browsers do
      // (and as Node's documentation of reusedSocket shows): counted apart.
      if (req.reusedSocket && !again && (method === 'GET' || method === 'HEAD') && ['ECONNRESET', 'EPIPE'].includes(error.code)) {
        resent.count += 1;
        resolve(call(base, pathname, { method, body, headers, agent, localAddress, language, encodings, timeoutMs, again: true }));
      } else reject(error);
    });
    req.end(payload);
  });
}
