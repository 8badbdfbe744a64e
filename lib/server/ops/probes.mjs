// @ts-check
// The operator's three addresses, answered by scripts/serve.mjs before Next sees the request (so
// no locale, no proxy, no session, no page cache touches them):
//   GET /healthz   the process answers (200, touches nothing else: a liveness probe)
//   GET /readyz    the instance should get traffic (200) or not (503, naming why): ./readiness.mjs
//   GET /metrics   Prometheus's text format, to this machine or with METRICS_TOKEN (../observability/metrics-access.mjs)
import { metricsAccess } from '../observability/metrics-access.mjs';
import { renderMetrics } from '../observability/metrics.mjs';
import { readiness } from './readiness.mjs';

const PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} type
 * @param {string} body
 * @param {Record<string, string>} [extra]
 */
function send(res, status, type, body, extra = {}) {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': String(Buffer.byteLength(body)),
    // Never stored by a browser, a proxy or a CDN: a cached "ready" is a lie.
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    ...extra,
  });
  res.end(body);
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} value */
const json = (res, status, value) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));

/**
 * Answers the request when it is one of the three; false for anything else.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ metricsToken?: string }} [options]
 * @returns {boolean}
 */
export function answerProbe(req, res, options = {}) {
  const pathname = (req.url ?? '/').split('?')[0];
  if (!PATHS.has(pathname)) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'text/plain; charset=utf-8', 'method not allowed\n', { Allow: 'GET, HEAD' });
    return true;
  }
  if (pathname === '/healthz') {
    json(res, 200, { status: 'ok' });
    return true;
  }
  if (pathname === '/readyz') {
    readiness().then(
      ({ httpStatus, body }) => json(res, httpStatus, body),
      () => json(res, 503, { status: 'degraded', failing: ['readiness'], parts: {} }),
    );
    return true;
  }
  const access = metricsAccess({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, options.metricsToken);
  if (access === 404) send(res, 404, 'text/plain; charset=utf-8', 'not found\n');
  else if (access === 401) send(res, 401, 'text/plain; charset=utf-8', 'unauthorized\n', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
  else {
    renderMetrics().then(
      ({ contentType, body }) => send(res, 200, contentType, body),
      () => send(res, 500, 'text/plain; charset=utf-8', 'metrics failed\n'),
    );
  }
  return true;
}
