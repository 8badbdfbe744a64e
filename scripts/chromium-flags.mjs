/** Debian's headless Chromium: the e2e run's and the screenshots' browser (scripts/test-engines.mjs installs it). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The flags of every Chromium this repository starts: the e2e tests' (playwright.config.ts), the
 * bench's Lighthouse (scripts/bench.mjs) and the screenshots (scripts/screenshots.mjs). No window,
 * no sandbox (root on a build machine), nothing in the background, and no host name resolves except
 * 127.0.0.1 and localhost: a page, a redirect or the browser itself that asks for any other fails,
 * so nothing it does can reach another machine.
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
