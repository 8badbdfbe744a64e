import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { PRIVATE_FILE_CSP, PRIVATE_FILE_ROUTES, securityHeaders } from './lib/security-headers.mjs';

const development = process.env.NODE_ENV !== 'production';

// The same headers scripts/serve.mjs puts on every response (lib/security-headers.mjs).
const headers = securityHeaders(development);

// Next's cache (the unstable_cache entries, the rendered pages) goes through a handler of ours, whose
// entries are as old as the request that rendered them, so a render that read the database before a
// save and was stored after it is never served (docs/operations/caches.md). Several instances
// (docs/operations.md, "The shared cache"): with REDIS_URL it lives in Redis, shared by every instance,
// and nothing is kept in an instance's memory. Without it (the PGlite default, one instance): in this
// process's memory only (cacheMaxMemorySize, Next's default 50 MB), so every start begins empty.
const cache = process.env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL('./lib/server/cache/redis-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : { cacheHandler: fileURLToPath(new URL('./lib/server/cache/memory-handler.mjs', import.meta.url)) };
// Builds made on several machines agree on their id when NEXT_BUILD_ID names it (one build copied to
// every machine needs nothing): the shared cache's keys carry it.
const buildId = process.env.NEXT_BUILD_ID ? { generateBuildId: async () => process.env.NEXT_BUILD_ID ?? null } : {};

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // scripts/serve.mjs compresses (brotli where the client takes it; Next's own only gzips).
  compress: false,
  ...cache,
  ...buildId,
  experimental: {
    // Turbopack's default merged every route's CSS modules into one 75 kB stylesheet (the back
    // office's, the contact form's, the About page's…), loaded render-blocking by every page:
    // 'graph' groups CSS by the routes that import it, and a catalogue page loads 8.5–10 kB gzipped
    // instead of 15.8 (docs/tests-and-figures.md). `inlineCss` was measured too and is not used:
    // it writes the CSS into the HTML three times (a style tag and twice in the RSC payload), the
    // HTML grew from 13 to 30 kB gzipped and Lighthouse's blocking time rose, for no steady gain.
    cssChunking: 'graph',
    // Load a route's code with its first request rather than every route's at start: an instance
    // serves a few routes most of the time (the back office's ~40 screens rarely), and the rest
    // stayed resident (docs/operations/performance.md).
    preloadEntriesOnStart: false,
  },
  // PGlite and the pg driver are loaded by Node at run time, not bundled. So are the logger and the
  // metrics, and the Redis client of /readyz: scripts/serve.mjs (plain Node) and the app's bundle
  // must share one instance of each (lib/server/observability/).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'pino', 'pino-pretty', 'prom-client', 'redis'],
  async headers() {
    return [
      { source: '/:path*', headers },
      { source: '/media/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // Uploaded files: a sandbox instead of the site's policy (the later rule wins).
      ...PRIVATE_FILE_ROUTES.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: PRIVATE_FILE_CSP }] })),
    ];
  },
};

/**
 * next-intl's plugin only sets build-time aliases (its request config), so the server of a built app
 * goes without it: importing it loads SWC's and @parcel/watcher's native binaries into every
 * instance, 17 MB resident for nothing (docs/operations/performance.md).
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin('./i18n/request.ts')(nextConfig);
}
