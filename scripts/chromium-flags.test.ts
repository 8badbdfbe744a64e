/** @jest-environment node */
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { REPO_ROOT } from '@/lib/testing/source-imports';
import { CHROMIUM_FLAGS, HEADLESS_SHELL } from './chromium-flags.mjs';

/*
 * Every Chromium this repository starts stays on this machine: the flags resolve every host name to
 * nothing but 127.0.0.1 and localhost (checked in Debian's headless Chromium, which `npm test`
 * installs before jest runs), and every file that names a Chromium to start takes them.
 */

jest.setTimeout(60_000);

describe('the Chromium flags', () => {
  let server: Server;
  let port: number;
  let browser: Browser;

  beforeAll(async () => {
    server = createServer((_req, res) => res.end('<!doctype html><title>here</title><p>on this machine</p>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || HEADLESS_SHELL, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reach this machine by 127.0.0.1 and by localhost', async () => {
    const page = await browser.newPage();
    for (const host of ['127.0.0.1', 'localhost']) {
      const response = await page.goto(`http://${host}:${port}/`);
      expect([host, response?.status(), await page.textContent('p')]).toEqual([host, 200, 'on this machine']);
    }
    await page.close();
  });

  it('resolve any other host name to nothing, so the request fails', async () => {
    const page = await browser.newPage();
    // probe.localhost is the check that needs the flags: without them Chromium answers any
    // *.localhost name with this machine itself (and the server above), DNS or not.
    for (const host of ['probe.localhost', 'example.com', 'metadata.google.internal']) await expect(page.goto(`http://${host}:${port}/`)).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
    await page.close();
  });
});

/** What starts or names a browser to start: Playwright's and chrome-launcher's calls and options. */
const STARTS_A_BROWSER = /\b(chromium|chromeLauncher|puppeteer)\.launch\w*\(|launchPersistentContext|connectOverCDP|launchOptions|executablePath|chromePath/;

describe('the files that start a Chromium', () => {
  it('all take the flags', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !file.endsWith('.test.ts') && file !== 'scripts/chromium-flags.mjs');
    const starters = files.filter((file) => STARTS_A_BROWSER.test(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')));
    expect(starters).toEqual(expect.arrayContaining(['playwright.config.ts', 'scripts/bench.mjs', 'scripts/screenshots.mjs']));
    // The flags used in code, not only named in a comment.
    const usesFlags = (text: string) => /^(?!\s*(\/\/|\*)).*\bCHROMIUM_FLAGS\b/m.test(text.replace(/^import .*$/gm, ''));
    for (const file of starters) expect([file, usesFlags(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'))]).toEqual([file, true]);
  });
});
