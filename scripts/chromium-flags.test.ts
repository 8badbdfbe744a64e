/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL } from './chromium-flags.mjs';

/*
 * What the shared flags do, in Debian's headless Chromium (which `npm test` installs before jest
 * runs): no host name resolves except 127.0.0.1 and localhost, so nothing a page does can reach
 * another machine. That every file starting a Chromium takes them: lib/architecture.test.ts.
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
