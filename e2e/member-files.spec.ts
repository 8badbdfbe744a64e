import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { bigPng, sampleExe, samplePng } from '../lib/server/files/samples';
import { signInDemo } from './support/demo-accounts';
import { API, accountName, registerByApi } from './support/members';
import { logIn, staff } from './support/staff';
import { shoot } from './support/shots';

/*
 * A member's files: a member uploads several files at once on /user/uploading, among
 * them 12 MB and 49 MB ones (the /upload route is off the proxy, which would cut a body at
 * 10 MB), each with a progress bar of the bytes sent; cancels one; a thumbnail appears; a 51 MB
 * file and a renamed program are refused with their messages (and the server answers 413 to the
 * 51 MB body itself); renames one, deletes one; downloads it as an attachment. Another member
 * gets 404 for the file and its thumbnail; sales see the files on the member's back-office page.
 * The big files are made on the fly in the system's temporary folder.
 */

const forwardedFor = () => ({ 'X-Forwarded-For': `198.19.${Math.floor(Math.random() * 200)}.${1 + Math.floor(Math.random() * 250)}` });
test.use({ locale: 'en-US', extraHTTPHeaders: forwardedFor() });

const MB = 1024 * 1024;
const STAFF_PASSWORD = 'Str0ng-Files-Desk!';

/** Limits the page's upload speed (Chromium's network emulation), so the progress can be watched. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return cdp;
}

test('a member uploads artwork with progress, sees a thumbnail, renames and deletes; big and wrong files are refused; nobody else reads them', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const project = testInfo.project.name;
  const dir = path.join(os.tmpdir(), `member-files-e2e-${project}-${Date.now()}`);
  await mkdir(dir, { recursive: true });
  const file = async (name: string, bytes: Buffer) => {
    const where = path.join(dir, name);
    await writeFile(where, bytes);
    return where;
  };
  try {
    const twelve = await file('case-artwork-12mb.png', await bigPng(12 * MB));
    const fortyNine = await file('print-ready-49mb.png', await bigPng(49 * MB));
    const logo = await file('logo-red.png', await samplePng(600, 360));
    const tooBig = await file('too-big-51mb.png', await bigPng(51 * MB));
    const disguised = await file('innocent-logo.png', sampleExe());

    const account = accountName(project, 'files');
    await registerByApi(page.request, account);
    await page.goto('/en/user/uploading');
    await expect(page.getByRole('heading', { level: 1, name: 'My files' })).toBeVisible();
    await expect(page.getByText('You have no files yet.')).toBeVisible();
    // Nothing stored: the space on offer, not a rounded "1 kB of 1,024 MB" beside "0 files".
    await expect(page.getByTestId('quota-free')).toHaveText('Storage used 1,024 MB available');
    await expect(page.getByText('0 files')).toHaveCount(0);
    const input = page.getByTestId('file-drop').locator('input[type=file]');

    // Cancel: a slow upload stopped by the member.
    const cdp = await throttleUploads(page, 2 * MB);
    await input.setInputFiles(twelve);
    const uploads = page.getByRole('list', { name: 'Upload files' });
    await expect(uploads.getByRole('progressbar', { name: 'Uploading case-artwork-12mb.png' })).toBeVisible();
    await uploads.getByRole('button', { name: 'Cancel' }).click();
    await expect(uploads.getByText('Upload cancelled.')).toBeVisible();
    await uploads.getByRole('button', { name: 'Dismiss' }).click();

    // Three at once; the 49 MB one shows its bytes going out.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 40 * MB });
    await input.setInputFiles([twelve, fortyNine, logo]);
    const bar = uploads.getByRole('progressbar', { name: 'Uploading print-ready-49mb.png' });
    await expect(bar).toBeVisible();
    await expect(uploads.getByText(/ of 49 MB$/)).toBeVisible();
    await expect.poll(async () => Number((await bar.getAttribute('aria-valuenow').catch(() => null)) ?? 0), { timeout: 60_000, intervals: [100] }).toBeGreaterThan(0);
    await shoot(page, 'member-files', 'files-uploading');
    const cards = page.getByTestId('file-card');
    await expect(cards).toHaveCount(3, { timeout: 120_000 });
    await expect(uploads).toHaveCount(0);
    await cdp.detach();
    await expect(cards.filter({ hasText: 'print-ready-49mb.png' })).toContainText('49 MB');
    await expect(page.getByTestId('quota-used')).toHaveText(/^61(\.\d)? MB of 1,024 MB$/);

    // The picture's thumbnail appears (made in the background), a real image from the server.
    const logoCard = cards.filter({ hasText: 'logo-red.png' });
    const thumb = logoCard.locator('img');
    await expect(thumb).toHaveAttribute('src', /\/basic-api\/v1\/files\/[0-9a-f]{32}\/thumb\?v=/, { timeout: 60_000 });
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    await expect(logoCard).toContainText('Not used yet');

    // Refused: over 50 MB (before anything is sent), and a program called .png (by the server).
    await input.setInputFiles([tooBig, disguised]);
    await expect(uploads.locator('li').filter({ hasText: 'too-big-51mb.png' })).toContainText('This file is larger than 50 MB and cannot be uploaded.');
    await expect(uploads.locator('li').filter({ hasText: 'innocent-logo.png' })).toContainText(
      'This type of file is not accepted. Please upload PDF, AI, PSD, PNG, JPG, WebP, TIFF or SVG.',
    );
    await shoot(page, 'member-files', 'files-refused');
    await expect(cards).toHaveCount(3);
    // The server itself refuses the 51 MB body with 413 and its message.
    const origin = new URL(page.url()).origin;
    const direct = await page.request.post(`/basic-api/upload?name=too-big.png`, {
      data: await bigPng(51 * MB),
      headers: { 'Content-Type': 'image/png', Origin: origin, 'Accept-Language': 'en' },
    });
    expect(direct.status()).toBe(413);
    expect(await direct.json()).toMatchObject({ status: 'fail', result: { errors: { file: 'The file must not be larger than 50 MB.' } } });

    // Rename (the extension stays), then delete one after confirming.
    await logoCard.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('New name for logo-red.png').fill('Front logo – final');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The file has been renamed.' })).toBeVisible();
    const renamed = cards.filter({ hasText: 'Front logo – final.png' });
    await expect(renamed).toHaveCount(1);
    await cards.filter({ hasText: 'case-artwork-12mb.png' }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete “case-artwork-12mb.png”?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: '“case-artwork-12mb.png” has been deleted.' })).toBeVisible();
    await expect(cards).toHaveCount(2);
    await expect(page.getByTestId('quota-used')).toHaveText(/^49(\.\d)? MB of 1,024 MB$/);
    await shoot(page, 'member-files', 'files-list');

    // The download: an attachment with the new name, byte for byte, to its owner.
    const href = (await renamed.getByRole('link', { name: 'Download' }).getAttribute('href'))!;
    const own = await page.request.get(href);
    expect(own.status()).toBe(200);
    expect(own.headers()['content-disposition']).toMatch(/^attachment; filename="Front logo  final.png"; filename\*=UTF-8''Front%20logo%20%E2%80%93%20final\.png$/);
    expect(own.headers()['content-security-policy']).toContain('sandbox');
    expect((await own.body()).equals(await samplePng(600, 360))).toBe(true);

    // After a reload the list comes from the server, thumbnail included.
    await page.reload();
    await expect(cards).toHaveCount(2);
    await expect(renamed.locator('img')).toHaveAttribute('src', /\/thumb\?v=/);

    // Another member: 404 for the file and its thumbnail, and nothing of it in their list.
    const other = await browser.newContext({ extraHTTPHeaders: forwardedFor() });
    try {
      const otherPage = await other.newPage();
      await registerByApi(otherPage.request, accountName(project, 'filesb'));
      expect((await otherPage.request.get(href)).status()).toBe(404);
      expect((await otherPage.request.get(`${href}/thumb`)).status()).toBe(404);
      const handle = href.split('/').pop()!;
      expect((await otherPage.request.delete(`${API}/user/files/${handle}`, { headers: { Origin: origin } })).status()).toBe(404);
      expect((await otherPage.request.patch(`${API}/user/files/${handle}`, { data: { name: 'mine now' }, headers: { Origin: origin } })).status()).toBe(404);
      expect((await (await otherPage.request.get(`${API}/user/files`)).json()).result.list).toEqual([]);
    } finally {
      await other.close();
    }
    expect((await page.request.get(href)).status()).toBe(200);

    // Sales see the member's files on the member's back-office page.
    const me = await (await page.request.get(`${API}/user`)).json();
    const seller = accountName(project, 'fsales');
    expect(staff('create', '--account', seller, '--password', STAFF_PASSWORD, '--role', 'sales')).toMatchObject({ code: 0 });
    const desk = await browser.newContext({ extraHTTPHeaders: forwardedFor(), viewport: page.viewportSize() ?? undefined });
    try {
      const deskPage = await desk.newPage();
      await deskPage.goto(`/en/admin/members/${me.result.id}`);
      await logIn(deskPage, seller, STAFF_PASSWORD);
      const section = deskPage.getByRole('region', { name: 'Files' });
      await expect(section).toContainText('Front logo – final.png');
      await expect(section).toContainText('print-ready-49mb.png');
      const staffHref = await section.getByRole('link', { name: 'Front logo – final.png' }).getAttribute('href');
      expect((await deskPage.request.get(staffHref!)).status()).toBe(200);
      await shoot(deskPage, 'member-files', 'files-admin');
    } finally {
      await desk.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("a file used in five designs and five orders keeps its links and actions inside its card (the demo buyer's logo)", async ({ page }) => {
  await signInDemo(page, 'demo.member');
  await page.goto('/en/user/uploading');
  const card = page.getByTestId('file-card').filter({ hasText: 'northwind-logo.png' });
  await expect(card.getByRole('link', { name: /^Order HO-/ })).toHaveCount(5);
  // The card clips what sticks out (its corners are rounded): a link past its edge is cut, not shown.
  const edge = await card.evaluate((el) => el.getBoundingClientRect().right);
  const past = await card.locator('a, button').evaluateAll((els, right) => els.filter((el) => el.getBoundingClientRect().right > right + 0.5).map((el) => el.textContent), edge);
  expect(past).toEqual([]);
});
