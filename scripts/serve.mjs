// Serves the built app. A thin Node server around Next, for what Next leaves open:
// - the client address: x-forwarded-for is replaced with the socket's address (or, behind
//   TRUST_PROXY_HOPS proxies, the entry those proxies vouch for), so a client cannot choose the
//   address its rate limits count against;
// - the security headers on every response, Next's own redirects included (lib/security-headers.mjs);
// - requests Next would answer with a 500: a path whose percent-escapes are not UTF-8 (`/%FF`) and
//   methods no route serves (TRACE): answered 4xx through /basic-api/v1/refused/…;
// - the PGlite folder lock, taken before anything else, so a second server stops at once;
// - compression: the build's scripts and stylesheets in their brotli copies
//   (lib/server/http/precompressed.mjs), everything else compressible (pages, RSC payloads, JSON)
//   brotli (quality 4) or gzip, as the client accepts (`compression`; Next's own, turned off in
//   next.config.mjs, only gzips). It serves as many pages a second as gzip did and a product page's
//   HTML is 11 % smaller (14.2 → 12.7 kB): under the 14.6 kB a new connection delivers in its first
//   round trip, where gzip's product page was over it now and then.
// - the operator's side (docs/operations/watch.md): /healthz, /readyz and /metrics answered before
//   Next; one log line and the metrics of every request, with its X-Request-Id; a graceful stop on
//   SIGTERM (lib/server/ops/shutdown.mjs). The server listens at once: until the app has started
//   (the database opened, migrated and seeded) /healthz answers and /readyz says 'starting'.
// - member pages kept in memory for the session that asked, served again while nothing they show
//   changed (lib/server/http/member-page-cache.mjs);
// - first-party page views for /admin/insights: each public HTML page served to a person is counted
//   in memory (no cookie, no address kept) and written by the app (lib/server/insights/).
import '../lib/server/settings/check-at-start.mjs'; // first: a bad setting stops the start here, exit code 1
import { createServer } from 'node:http';
import compression from 'compression';
import next from 'next';
import { lockFromEnvOrExit } from '../lib/server/db/folder-lock.mjs';
import { securityHeaders } from '../lib/security-headers.mjs';
import { PAGE_BROTLI_PARAMS, precompressedStatic } from '../lib/server/http/precompressed.mjs';
import { log, routeConsoleToLogger } from '../lib/server/observability/logger.mjs';
import { createRequestObserver } from '../lib/server/observability/request-observer.mjs';
import { declaredLocales, routeNamerOfBuild } from '../lib/server/observability/route-names.mjs';
import { answerProbe } from '../lib/server/ops/probes.mjs';
import { drain, graceFromEnv } from '../lib/server/ops/shutdown.mjs';
import { applyCachePolicy } from '../lib/server/http/cache-policy.mjs';
import { createPageViewCounter } from '../lib/server/insights/page-views.mjs';
import { createMemberPageCache } from '../lib/server/http/member-page-cache.mjs';
import { readSettings } from '../lib/server/settings/environment.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';
const hops = Math.max(0, Number(process.env.TRUST_PROXY_HOPS || 0));
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const headers = securityHeaders(false);

export function clientAddressOf(req) {
  const socket = req.socket.remoteAddress || '';
  if (hops === 0) return socket;
  const chain = String(req.headers['x-forwarded-for'] || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .concat(socket);
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/**
 * Whether every percent-escape of the path decodes to UTF-8, also after a second decoding: Next
 * decodes a dynamic segment again (`/en/course/%25FF` is the segment `%FF`, and its 500). No page
 * of ours has a `%` in its address, so a path that does not decode twice is refused.
 */
function readablePath(url) {
  const path = url.split('?')[0];
  try {
    decodeURIComponent(decodeURIComponent(path));
    return true;
  } catch {
    return false;
  }
}

/** Sends what Next cannot answer well to the route that refuses it with a translated 4xx. */
function screen(req) {
  const url = req.url || '/';
  if (!METHODS.has(req.method)) {
    req.method = 'GET';
    req.url = '/basic-api/v1/refused/method';
  } else if (!readablePath(url)) {
    // Pages get the 404 page; API calls the envelope.
    req.url = url.startsWith('/basic-api/') ? '/basic-api/v1/refused/address' : '/refused-address';
  }
}

// What Next and the libraries print becomes log lines too (LOG_FORMAT, LOG_LEVEL).
routeConsoleToLogger();

await lockFromEnvOrExit();

// Next's own idea of its host is only used to build request URLs, and must be the one it resolves
// rewrites against: 'localhost', whatever interface the server binds (with HOST=127.0.0.1 Next
// took every rewrite of the proxy for another origin and redirected pages to themselves).
const app = next({ dev: false, hostname: 'localhost', port });
// Next's handler, once it is prepared: requests that come sooner wait for it. Then requests wait in
// it while the app's startup (instrumentation.ts: the database opened, migrated, seeded) finishes;
// /readyz says 'starting' until the app says it has started.
let handle = null;
const prepared = app.prepare().then(() => {
  handle = app.getRequestHandler();
});

// Next 16 sends the Location header twice when a cached (ISR) page redirects on its first render,
// e.g. /product/{id}/{wrong-name}: keep one, since several Location headers are invalid HTTP.
function singleLocation(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const location = this.getHeader('location');
    if (Array.isArray(location)) this.setHeader('location', location[0]);
    return writeHead.apply(this, args);
  };
}

const staticFiles = precompressedStatic('.next/static');
// Brotli at PAGE_BROTLI_PARAMS (lib/server/http/precompressed.mjs: quality 4, a 256 kB window).
// (compression 1.8 ends its zlib stream itself when a client goes away mid-answer.)
const compress = compression({ brotli: { params: PAGE_BROTLI_PARAMS } });

// Member pages kept for the session that asked, while nothing they show changed
// (lib/server/http/member-page-cache.mjs; MEMBER_PAGE_CACHE_MB=0 turns it off).
const memberPages = createMemberPageCache({ ...readSettings(process.env).memberPageCache, log: log() });

const routeName = routeNamerOfBuild(process.cwd(), declaredLocales) ?? (() => '(unmatched)');
const { observe, inFlight } = createRequestObserver({ routeName });

function serveRequest(req, res) {
  if (answerProbe(req, res, { metricsToken: process.env.METRICS_TOKEN })) return;
  if (!handle)
    return void prepared.then(
      () => serveRequest(req, res),
      () => undefined,
    );
  req.headers['x-forwarded-for'] = clientAddressOf(req);
  for (const { key, value } of headers) res.setHeader(key, value);
  applyCachePolicy(req, res);
  if (staticFiles(req, res)) return;
  screen(req);
  singleLocation(res);
  compress(req, res, () => memberPages.serve(req, res, () => handle(req, res)));
}

// First-party page views (lib/server/insights/page-views.mjs): counted in memory once the answer is
// sent, the app writes them to the database. INSIGHTS_COUNTING=false leaves the hook out.
const countPageView = readSettings(process.env).insights.counting ? createPageViewCounter({ locales: declaredLocales, addressOf: clientAddressOf }) : null;

const server = createServer((req, res) =>
  observe(req, res, () => {
    countPageView?.(req, res);
    serveRequest(req, res);
  }),
);
// Idle keep-alive connections stay open 65 s instead of Node's 5: a client or a proxy that reuses a
// connection at the moment the server closes it gets ECONNRESET (seen in e2e: an API call a few
// seconds after the previous one on the same connection), and proxies keep theirs for 60 s.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
await new Promise((resolve) => {
  // A port another process holds (or one this user may not bind) ends the start with one line, not a stack.
  server.once('error', (error) => {
    const reason = error.code === 'EADDRINUSE' ? 'is already in use by another process' : error.code === 'EACCES' ? 'may not be used by this user' : error.message;
    log().error(`port ${port} on ${hostname} ${reason}: stop that process or set PORT to another port`);
    process.exit(1);
  });
  server.listen(port, hostname, resolve);
});

let stopping = false;
async function stop(signal) {
  // A second signal (Ctrl-C twice) does not wait for the grace.
  if (stopping) {
    log().warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  log().info({ signal }, 'stopping');
  const code = await drain(server, {
    graceMs: graceFromEnv(),
    inFlight,
    log: log(),
    closeDatabase: async () => {
      const db = globalThis[Symbol.for('case-site.database')];
      if (db) await (await db).close();
    },
  });
  process.exit(code);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await prepared;
} catch (error) {
  log().fatal({ error: error instanceof Error ? error.stack : String(error) }, 'the app failed to start');
  process.exit(1);
}
console.log(`ready: http://localhost:${port}`);
