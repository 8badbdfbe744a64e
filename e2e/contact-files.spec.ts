import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bigPng, sampleExe, samplePdf } from '../lib/server/files/samples';
import { API, accountName, registerByApi } from './support/members';
import { logIn, staff } from './support/staff';
import { shoot } from './support/shots';
import { openListFilters } from './support/admin-pages';

/*
 * Files with an inquiry: a buyer sends two files with the contact form, one over 12 MB
 * (the upload route is off the proxy, whose body limit would cut it at 10 MB), sees the HX
 * reference, and a sales account finds the lead by that reference, sees the files and downloads
 * one: as an attachment, byte for byte, and to nobody else. A file that is not artwork is refused
 * with its message, whatever it is called.
 */

// Each worker its own client address: uploads and requests are limited per address.
test.use({ locale: 'en-US', extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${100 + Math.floor(Math.random() * 150)}` } });

const STAFF_PASSWORD = 'Str0ng-Files-Desk!';
const MB = 1024 * 1024;

test('a buyer sends two files (one of 13 MB) with a request; sales find it by its reference and download the file', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const big = await bigPng(13 * MB);
  const brief = samplePdf();

  await page.goto('/en/contact');
  await page.getByLabel('Your name').fill('Tomás Ferreira');
  await page.getByLabel('E-mail').fill(`tomas.${project}@ferreira.example`);
  await page.getByLabel('Country or region').selectOption('PT');
  await page.getByLabel('Your message').fill('Artwork and the dieline for 2,000 padded camera cases are attached.');
  await page.locator('#consult-files').setInputFiles([
    { name: 'camera-case-artwork.png', mimeType: 'image/png', buffer: big },
    { name: 'dieline brief.pdf', mimeType: 'application/pdf', buffer: brief },
  ]);
  const files = page.getByRole('group', { name: 'Artwork and reference files' });
  await expect(files.getByText('camera-case-artwork.png')).toBeVisible();
  await expect(files.getByText('13 MB')).toBeVisible();
  await expect(files.getByText('Uploaded')).toHaveCount(2, { timeout: 60_000 });
  await shoot(page, 'contact-files', 'contact-files');

  await page.getByRole('button', { name: 'Send request' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you, we have your request' });
  await expect(thanks).toContainText(/Your reference number is HX-\d{4}-[2-9A-Z]{4}\./);
  await expect(thanks).toContainText('Files attached: 2');
  const reference = /HX-\d{4}-[2-9A-Z]{4}/.exec((await thanks.textContent()) ?? '')![0];
  await shoot(page, 'contact-files', 'contact-thanks', { fullPage: false });

  // Sales find the lead by the reference the buyer quotes.
  const seller = accountName(project, 'files');
  expect(staff('create', '--account', seller, '--password', STAFF_PASSWORD, '--role', 'sales')).toMatchObject({ code: 0 });
  await page.goto('/en/admin/leads');
  await logIn(page, seller, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/en\/admin\/leads$/);
  await openListFilters(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: /lead/ })).toHaveText('1 lead');
  await expect(page.getByText(`${reference} · 2 files`)).toBeVisible();
  await expect(page.getByText('Portugal', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Tomás Ferreira' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Lead ${reference}` })).toBeVisible();
  const region = page.getByRole('region', { name: /Files/ });
  await expect(region.getByRole('link', { name: 'Download camera-case-artwork.png' })).toBeVisible();
  await expect(region.getByRole('link', { name: 'Download dieline brief.pdf' })).toBeVisible();
  await expect(region.getByText('13 MB · image/png')).toBeVisible();
  await shoot(page, 'contact-files', 'lead-files');

  const downloading = page.waitForEvent('download');
  await region.getByRole('link', { name: 'Download camera-case-artwork.png' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('camera-case-artwork.png');
  const saved = await download.path();
  expect((await stat(saved)).size).toBe(big.length);
  expect((await readFile(saved)).equals(big)).toBe(true);

  // The route's answer: an attachment that never renders on the site.
  const url = await region.getByRole('link', { name: 'Download dieline brief.pdf' }).getAttribute('href');
  expect(url).toMatch(new RegExp(`^${API}/admin/files/[0-9a-f]{32}$`));
  const answer = await page.request.get(url!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-disposition']).toBe(`attachment; filename="dieline brief.pdf"; filename*=UTF-8''dieline%20brief.pdf`);
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
  expect(answer.headers()['cache-control']).toContain('no-store');
  expect((await answer.body()).equals(brief)).toBe(true);

  // Nobody else: no session 401, a member 404.
  const stranger = await browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.201' } });
  expect((await stranger.request.get(url!)).status()).toBe(401);
  await registerByApi(stranger.request, accountName(project, 'nosy'), { 'Sec-Fetch-Site': 'same-origin' });
  expect((await stranger.request.get(url!)).status()).toBe(404);
  await stranger.close();
});

test('a file that is not artwork is refused with its message, whatever it is called', async ({ page }) => {
  await page.goto('/en/contact');
  await page.locator('#consult-files').setInputFiles([
    // A program renamed .png: the server reads its bytes and refuses it.
    { name: 'logo.png', mimeType: 'image/png', buffer: sampleExe() },
    // A text file: refused before it is sent.
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Please quote 500 pouches.') },
  ]);
  const files = page.getByRole('group', { name: 'Artwork and reference files' });
  const message = 'This type of file is not accepted. Please send PDF, AI, EPS, PSD, PNG, JPG, WebP, TIFF or SVG.';
  await expect(files.getByText(message)).toHaveCount(2);
  await expect(files.getByText('Uploaded')).toHaveCount(0);
  // Trying again cannot change what a file is.
  await expect(files.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await shoot(page, 'contact-files', 'contact-refused');

  // Sending waits until the refused files are removed.
  await page.getByLabel('Your name').fill('Li Wei');
  await page.getByLabel('E-mail').fill('li.wei@example.com');
  await page.getByLabel('Your message').fill('Quotation for 2,000 EVA earphone cases, please.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('#consult-summary')).toContainText('Some files could not be uploaded. Remove them or try again.');
  await files.getByRole('button', { name: 'Remove logo.png' }).click();
  await files.getByRole('button', { name: 'Remove notes.txt' }).click();
  await expect(files.getByRole('listitem')).toHaveCount(0);
});

/**
 * Every entry under `root` whose mode lets the group or other users in (links are not followed).
 * PostgreSQL rewrites its relation-cache init files (pg_internal.init) 0644 while it runs: they sit
 * in 0700 folders no other user can enter, and the next start makes them 0600.
 */
async function openToOthers(root: string): Promise<string[]> {
  const found: string[] = [];
  const stack = [root];
  while (stack.length) {
    const at = stack.pop()!;
    const info = await lstat(at).catch(() => null);
    if (!info || info.isSymbolicLink()) continue;
    if ((info.mode & 0o077) !== 0 && !(info.isFile() && path.basename(at) === 'pg_internal.init')) found.push(`${at} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of await readdir(at).catch(() => [])) stack.push(path.join(at, name));
  }
  return found;
}

test('the server keeps its database and the uploaded files for its own user only', async ({ page }) => {
  // The e2e server's folders (playwright.config.ts): PGLITE_DIR and UPLOADS_DIR beside it.
  const dataDir = process.env.E2E_DATA_DIR!;
  const uploadsDir = `${dataDir}-uploads`;
  const upload = await page.request.post(`${API}/consult/files?name=${encodeURIComponent('private.pdf')}`, {
    data: samplePdf(),
    headers: { 'Content-Type': 'application/pdf', 'Sec-Fetch-Site': 'same-origin' },
  });
  expect(upload.status()).toBe(201);
  // The upload is on disk, and so are the database's files: all written since the server started.
  const stored = (await readdir(path.join(uploadsDir, 'files', 'inquiry'))).length;
  expect(stored).toBeGreaterThan(0);
  expect((await lstat(path.join(dataDir, 'PG_VERSION'))).mode & 0o777).toBe(0o600);
  expect(await openToOthers(dataDir)).toEqual([]);
  expect(await openToOthers(uploadsDir)).toEqual([]);
  expect((await lstat(dataDir)).mode & 0o777).toBe(0o700);
  expect((await lstat(uploadsDir)).mode & 0o777).toBe(0o700);
});
