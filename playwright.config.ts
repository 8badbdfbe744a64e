import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, HEADLESS_SHELL } from './scripts/chromium-flags.mjs';
import { fakeServicesEnv } from './e2e/support/fakes';
import { BOTH_WIDTHS, PHONE_ONLY, checkPhoneOnlySpecs, specsNamed } from './e2e/support/widths';

const PORT = Number(process.env.E2E_PORT || 3100);
// 127.0.0.1: the browser below resolves no host name but 127.0.0.1 and localhost (scripts/chromium-flags.mjs).
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
// The e2e server's data folder, in the environment so the test workers find it too (the staff
// command line hands its commands to that server through the folder's control socket).
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `case-site-e2e-${process.pid}`);

/**
 * Debian's headless Chromium (chromium-headless-shell, which `npm test` installs: see
 * scripts/test-engines.mjs): browsers cannot be downloaded on this machine. With its flags
 * (scripts/chromium-flags.mjs) no host name resolves but 127.0.0.1 and localhost, so a redirect that
 * left the site (or any other request) cannot leave the machine: the page fails to load instead.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || HEADLESS_SHELL,
  args: CHROMIUM_FLAGS,
};

/** The specs that send HTTP requests only (no page, so no width): project api runs them once. */
const API_SPECS = /(api|persistence|guard|hardening|sitemap-crawl|seo)\.spec\.ts/;
/** What the phone and desktop projects do not run: the API specs (project api) and the accessibility scan (project a11y). */
const BROWSER_IGNORES = [API_SPECS, /a11y\.spec\.ts/];
/**
 * A test of a browser spec that sends requests only (a redirect, a status, the HTML of every
 * locale) is tagged @any-width: the server answers the same whatever the window, so desktop runs it
 * and phone does not.
 */
const ANY_WIDTH = /@any-width/;
/** Which browser specs run at which width: e2e/support/widths.ts. */
checkPhoneOnlySpecs(path.join(__dirname, 'e2e'));
const PHONE_SPECS = specsNamed([...BOTH_WIDTHS, ...PHONE_ONLY]);
const DESKTOP_IGNORES = [...BROWSER_IGNORES, specsNamed(PHONE_ONLY)];

export default defineConfig({
  testDir: './e2e',
  // The fake WeChat/QQ and SMS gateway the server below is pointed at.
  globalSetup: './e2e/global-setup.ts',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  // A catalogue page's first render on a cold server (PGlite, 2 cores, tests in parallel) can take
  // several seconds before it is cached; what a test waits for after a navigation may take as long.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'api', testMatch: API_SPECS },
    {
      name: 'phone',
      testMatch: PHONE_SPECS,
      grepInvert: ANY_WIDTH,
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 812 }, launchOptions: chromium },
    },
    { name: 'desktop', testIgnore: DESKTOP_IGNORES, use: { viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
    // The accessibility scan sets both widths itself, once: in phone and desktop it would run twice.
    { name: 'a11y', testMatch: /a11y\.spec\.ts/ },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `${E2E_BASE_URL}/basic-api/v1/slider`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      PGLITE_DIR: process.env.E2E_DATA_DIR,
      // Uploaded pictures beside the data folder, removed with it.
      UPLOADS_DIR: `${process.env.E2E_DATA_DIR}-uploads`,
      // The demo accounts' passwords beside it too (e2e/support/demo.ts reads them).
      DEMO_ACCOUNTS_FILE: `${process.env.E2E_DATA_DIR}-demo-accounts.txt`,
      SITE_URL: E2E_BASE_URL,
      NODE_ENV: 'production',
      // As if behind one reverse proxy: each spec sends its own X-Forwarded-For, so the rate limits
      // of one spec do not depend on what another spec sent before it.
      TRUST_PROXY_HOPS: '1',
      // Page views reach /admin/insights a second after they are served (e2e/insights.spec.ts polls).
      INSIGHTS_FLUSH_MS: '1000',
      // WeChat and QQ configured against the fake provider, texts to the fake gateway.
      ...fakeServicesEnv(),
    },
  },
});
