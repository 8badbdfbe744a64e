/** @jest-environment node */
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { REPO_ROOT } from '@/lib/testing/source-imports';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

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
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell', args: CHROMIUM_FLAGS });
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

  it('are taken by every file that starts a Chromium', () => {
    const starters = ['playwright.config.ts', ...fs.readdirSync(path.join(REPO_ROOT, 'scripts'), { recursive: true }).map((name) => `scripts/${name}`)]
      .filter((file) => /\.(m?js|ts)$/.test(file) && !file.endsWith('.test.ts') && file !== 'scripts/chromium-flags.mjs')
      .filter((file) => /\b(executablePath|chromePath)\s*:/.test(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')));
    expect(starters).toEqual(expect.arrayContaining(['playwright.config.ts', 'scripts/bench.mjs', 'scripts/screenshots.mjs']));
    for (const file of starters) expect([file, /\bCHROMIUM_FLAGS\b/.test(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'))]).toEqual([file, true]);
  });
});
