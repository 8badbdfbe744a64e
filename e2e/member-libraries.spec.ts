import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { accountName, PASSWORD, registerByApi } from './support/members';
import { logIn, staff } from './support/staff';
import { shoot } from './support/shots';
import { projectContexts } from './support/contexts';

/*
 * The content libraries, end to end at 375 px and 1440 px: a visitor browses a public
 * library (server-rendered HTML with tag chips as links, CollectionPage JSON-LD), filters by a
 * tag, opens an entry (gallery, CreativeWork JSON-LD, canonical) and downloads a public dieline;
 * a members-only download says "Log in to download" and brings the member back to the entry,
 * where the file downloads; the members-only solutions library shows a visitor only its intro
 * and a login prompt (noindex), and a member its entries, with the Gold-only quotation locked.
 * An editor creates an entry in the back office with a picture and a tag; it is on the site at
 * once; then deletes it.
 */

const STAFF_PASSWORD = 'Str0ng-Back-Office!';
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

test('visitors browse and download public library entries; members get members-only files; an editor publishes an entry', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const context = projectContexts(browser, testInfo, '10.97');
  const page = await (await context(project === 'phone' ? 1 : 2)).newPage();
  const shot = (name: string) => shoot(page, 'libraries', name);

  // A public library, as a crawler gets it: the entries are in the HTML, the tags are links.
  const html = await (await page.request.get('/en/inspiration')).text();
  expect(html).toContain('An EVA camera case for a drone brand');
  expect(html).toContain('href="/en/inspiration?tag=eva"');
  expect(html).toContain('"@type":"CollectionPage"');

  await page.goto('/en/inspiration');
  await expect(page.getByRole('heading', { level: 1, name: 'Inspiration' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await shot('list');
  await page
    .getByRole('navigation', { name: 'Filter by tag' })
    .getByRole('link', { name: /EVA molded/ })
    .click();
  await expect(page).toHaveURL(/\/en\/inspiration\?tag=eva$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByText('1 entry tagged “EVA molded”')).toBeVisible();
  await page.getByRole('link', { name: 'An EVA camera case for a drone brand' }).click();
  await expect(page).toHaveURL(/\/en\/inspiration\/drone-camera-eva-case$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An EVA camera case for a drone brand');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/inspiration\/drone-camera-eva-case$/);
  expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('"@type":"CreativeWork"')]));
  await expect(page.locator('article img')).toHaveCount(2);
  await shot('entry');

  // A public dieline downloads without an account; the product it belongs to is linked.
  await page.goto('/en/sourceFile/neoprene-zip-pouch-dieline');
  const downloads = page.getByRole('region', { name: 'Downloads' });
  const svgLink = downloads.getByRole('link', { name: /Dieline \(SVG, vector\)/ });
  const svg = await page.request.get((await svgLink.getAttribute('href'))!);
  expect(svg.status()).toBe(200);
  expect(await svg.text()).toContain('<svg');
  await shot('dieline');
  // The product's own (static) page links back to its dielines and templates.
  await page.getByRole('region', { name: 'The product' }).getByRole('link', { name: 'View the product' }).click();
  await expect(page).toHaveURL(/\/en\/product\/\d+\/neoprene-zip-pouch$/);
  await page.getByRole('region', { name: 'Dielines & templates' }).getByRole('link', { name: 'Neoprene zip pouch dieline (220 × 140 mm)' }).click();
  await expect(page).toHaveURL(/\/en\/sourceFile\/neoprene-zip-pouch-dieline$/);

  // A members' download: locked for a visitor (and the file route says 404), then the member logs in and is brought back.
  await page.goto('/en/sourceFile/canvas-tote-template');
  const locked = page.getByRole('region', { name: 'Downloads' });
  await expect(locked.getByText('These files are for members. Log in to download them.')).toBeVisible();
  await expect(locked.getByRole('link', { name: /Download/ })).toHaveCount(0);
  await shot('download-locked');
  const member = accountName(project, 'lib');
  await registerByApi(page.request, member, SAME_ORIGIN);
  await page.context().clearCookies();
  await page.goto('/en/sourceFile/canvas-tote-template');
  await page.getByTestId('login-to-download').click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2FsourceFile%2Fcanvas-tote-template/);
  await logIn(page, member, PASSWORD);
  await expect(page).toHaveURL(/\/en\/sourceFile\/canvas-tote-template$/);
  const memberLink = page.getByRole('region', { name: 'Downloads' }).getByRole('link', { name: /Dieline \(PDF, printable\)/ });
  await expect(memberLink).toBeVisible();
  const pdf = await page.request.get((await memberLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await shot('download-member');

  // /imagesLive shows a logged-in member their own orders' production photos (none yet) under the public list.
  await page.goto('/en/imagesLive');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByTestId('production-photos')).toBeVisible();

  // The members-only solutions: a member sees the entries; the Gold quotation stays locked for a new member.
  await page.goto('/en/schemeLibrary');
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.goto('/en/schemeLibrary/car-trunk-gift-sets');
  await expect(page.getByRole('region', { name: 'Downloads' }).getByText('These files are for Gold members and above.')).toBeVisible();
  await shot('level-locked');

  // A visitor sees only the intro and a login prompt, and crawlers are told not to index it.
  const visitor = await context(project === 'phone' ? 3 : 4);
  const stranger = await visitor.newPage();
  await stranger.goto('/en/schemeLibrary');
  await expect(stranger.getByTestId('library-locked')).toContainText('For members');
  await expect(stranger.getByRole('article')).toHaveCount(0);
  await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await shoot(stranger, 'libraries', 'members-locked');
  await visitor.close();

  // An editor publishes an entry with a picture and a tag; it is on the site at once; then deletes it.
  const editor = accountName(project, 'led');
  expect(staff('create', '--account', editor, '--password', STAFF_PASSWORD, '--role', 'editor')).toMatchObject({ code: 0 });
  await page.context().clearCookies();
  await page.goto('/en/admin/libraries');
  await logIn(page, editor, STAFF_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Content libraries' })).toBeVisible();
  await shot('admin-list');
  await page
    .getByRole('row', { name: /Inspiration/ })
    .getByRole('link', { name: 'Manage' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inspiration' })).toBeVisible();
  await shot('admin-library');
  await page.getByRole('link', { name: '+ New entry' }).click();
  const slug = `e2e-${project}-${Date.now().toString(36)}`;
  await page.getByLabel('Address (slug)').fill(slug);
  await page.getByLabel(/^Title/).fill('测试案例：EVA 耳机盒');
  await page.getByLabel(/^Summary/).fill('为耳机品牌定制的 EVA 收纳盒。');
  await page
    .getByRole('tab', { name: /English/ })
    .first()
    .click();
  await page.getByLabel(/^Title/).fill('Test project: an EVA earphone case');
  await page.getByLabel(/^Summary/).fill('A fitted EVA case for an earphone brand.');
  await page.getByLabel(/^Text/).fill('First paragraph.\n\nSecond paragraph.');
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();
  await page.getByText('Upload a picture').locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('region', { name: 'Cover picture' }).locator('img')).toBeVisible();
  await page.getByRole('region', { name: 'Tags' }).getByLabel('EVA molded').check();
  await shot('admin-entry');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/libraries\/inspiration\/\d+$/);
  await page.goto(`/en/inspiration/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test project: an EVA earphone case');
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'EVA molded' })).toHaveAttribute('href', '/en/inspiration?tag=eva');
  await page.goto('/en/admin/libraries/inspiration');
  await page.getByRole('link', { name: 'Test project: an EVA earphone case' }).first().click();
  await page.getByRole('button', { name: /^Delete entry/ }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/libraries\/inspiration$/);
  expect((await page.request.get(`/en/inspiration/${slug}`)).status()).toBe(404);
});
