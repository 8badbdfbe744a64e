/**
 * The flags of every Chromium this repository starts: the e2e tests' (playwright.config.ts), the
 * bench's Lighthouse (scripts/bench.mjs) and the screenshots (scripts/screenshots.mjs). No window,
 * no sandbox (root on a build machine), nothing in the background, and every host name resolves to
 * nothing but this machine (127.0.0.1 and localhost), so a page, a redirect or the browser itself
 * cannot reach another machine: such a request fails instead.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];
