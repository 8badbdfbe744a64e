// @ts-check
// What scripts/serve.mjs does around every request: gives it an id (X-Request-Id, kept from a
// proxy when sane), serves it inside the request context (./request-context.mjs) so every line the
// app logs meanwhile carries that id, and when the answer is done writes one log line and counts
// it in the metrics. The line holds no personal data: no query string, no address, no user agent,
// no id of a person; the route is the pattern (./route-names.mjs), the actor only its kind.
import { performance } from 'node:perf_hooks';
import { isDraining } from '../ops/health-state.mjs';
import { log } from './logger.mjs';
import { observeRequest } from './metrics.mjs';
import { requestContexts, requestIdOf } from './request-context.mjs';

/** Probes asked every few seconds: their lines are debug, not info (they are still counted). */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);
const SESSION_COOKIE = /(?:^|;\s*)token=[^;\s]/;

/** @param {unknown} chunk @param {unknown} encoding */
function sizeOf(chunk, encoding) {
  if (typeof chunk === 'string') return Buffer.byteLength(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
  if (chunk instanceof Uint8Array) return chunk.byteLength;
  return 0;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {'visitor' | 'unchecked'}
 */
function unverifiedKind(req) {
  // The app never asked who this is (a catalogue page is the same for everyone): a request that
  // carries no session is a visitor; one that carries a session nobody checked is 'unchecked'.
  const bearer = /^Bearer\s+\S/i.test(String(req.headers.authorization ?? ''));
  return bearer || SESSION_COOKIE.test(String(req.headers.cookie ?? '')) ? 'unchecked' : 'visitor';
}

/**
 * Makes the observer of a server.
 * @param {{ routeName: (pathname: string) => string }} options
 */
export function createRequestObserver({ routeName }) {
  /** The answers not finished yet (the shutdown waits for them and marks them `Connection: close`). */
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set();

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => void} next
   */
  function observe(req, res, next) {
    const started = performance.now();
    const id = requestIdOf(req.headers['x-request-id']);
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    // A request that arrives on an open connection while the server drains is its last one.
    if (isDraining()) res.setHeader('Connection', 'close');
    const method = req.method ?? 'GET';
    const pathname = (req.url ?? '/').split('?')[0];
    const route = PROBES.has(pathname) ? pathname : routeName(pathname);
    /** @type {import('./request-context.mjs').RequestContext} */
    const context = { id, route, actor: null };

    // Bytes of the body as sent: counted below the compression (installed before it, so the
    // compressed chunks pass through here).
    let bytes = 0;
    const write = res.write;
    const end = res.end;
    res.write = /** @type {typeof res.write} */ (
      function (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding, /** @type {unknown[]} */ ...rest) {
        bytes += sizeOf(chunk, encoding);
        return Reflect.apply(write, this, [chunk, encoding, ...rest]);
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding, /** @type {unknown[]} */ ...rest) {
        if (typeof chunk !== 'function') bytes += sizeOf(chunk, encoding);
        return Reflect.apply(end, this, [chunk, encoding, ...rest]);
      }
    );

    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      const seconds = (performance.now() - started) / 1000;
      // A client that went away before the end: 499, as nginx counts it.
      const status = res.writableFinished ? res.statusCode : 499;
      observeRequest({ route, method, status, seconds });
      const line = {
        reqId: id,
        method,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        bytes,
        actor: context.actor ?? unverifiedKind(req),
      };
      const logger = log();
      if (PROBES.has(pathname)) logger.debug(line, 'request');
      else if (status >= 500) logger.warn(line, 'request');
      else logger.info(line, 'request');
    });

    requestContexts().run(context, next);
  }

  return { observe, inFlight };
}
