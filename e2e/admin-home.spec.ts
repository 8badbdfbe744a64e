import { expect, test, type Page } from '@playwright/test';
import { mkdir, rmdir } from 'node:fs/promises';
import sharp from 'sharp';
import { accountName } from './support/members';
import { staff, logIn } from './support/staff';
import { shoot } from './support/shots';

/*
 * The home page in the back office: an editor made with the command line adds a banner
 * (a PNG made here, a category, a link address), edits and moves a home card, and the public
 * home page shows each change on the next request; a text file offered as a picture is refused
 * with its message. Desktop and phone each work on their own banner and section, and run side by
 * side: each saves while the other's reloads of /en are rendering, the race in which Next's own
 * cache kept a render that read the database before a save (lib/server/cache/memory-handler.mjs).
 */

const STAFF_PASSWORD = 'Str0ng-Back-Office!';

/**
 * A project's runs work on the same banner and section: when several run at once
 * (`--repeat-each`), one at a time. Desktop and phone never wait for each other.
 */
async function projectLock(project: string): Promise<() => Promise<void>> {
  const dir = `${process.env.E2E_DATA_DIR}.home-${project}`;
  for (;;) {
    try {
      await mkdir(dir);
      return () => rmdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A banner-shaped PNG (1920 × 787) in a colour of its own. */
function bannerPng(red: number): Promise<Buffer> {
  return sharp({ create: { width: 1920, height: 787, channels: 3, background: { r: red, g: 120, b: 60 } } })
    .png()
    .toBuffer();
}

test('an editor adds a banner and edits a home card, and the home page shows them at once', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const phone = testInfo.project.name === 'phone';
  const shot = (name: string) => shoot(page, 'admin-home', name);
  const editor = accountName(testInfo.project.name, 'edh');
  expect(staff('create', '--account', editor, '--password', STAFF_PASSWORD, '--role', 'editor')).toMatchObject({ code: 0 });

  await page.goto('/en/admin/slider');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fadmin%2Fslider$/);
  await logIn(page, editor, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/en\/admin\/slider$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slider' })).toBeVisible();
  const banners = page.getByRole('region', { name: 'Banners' });
  await expect(banners.getByRole('img', { name: 'sewing', exact: true })).toBeVisible();
  await shot('slider');
  const release = await projectLock(testInfo.project.name);
  try {
    await editHomePage(page, phone, shot, testInfo.project.name);
  } finally {
    await release();
  }
});

async function editHomePage(page: Page, phone: boolean, shot: (name: string) => Promise<void>, project: string) {
  const banners = page.getByRole('region', { name: 'Banners' });
  // A new banner: a text file called banner.png is refused, a real PNG is taken.
  const sign = phone ? 'pencil-bag' : 'phone-case';
  await page.getByRole('button', { name: 'Add a banner' }).click();
  const form = page.getByRole('region', { name: 'New banner' });
  await form.getByLabel('Upload a picture').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from('These are notes, not a picture.\n') });
  await expect(form.getByRole('alert')).toHaveText('This file is not a PNG, JPEG or WebP picture.');
  await form.getByLabel('Upload a picture').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await bannerPng(phone ? 200 : 90) });
  await expect(form.getByLabel('Replace the picture')).toBeAttached();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByLabel('Category').selectOption(sign);
  await form.getByLabel('Link address').fill('//evil.example');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Enter a path of this site (starting with /) or an https address.')).toBeVisible();
  await form.getByLabel('Link address').fill('/products');
  await expect(form.getByText(`Opens /products?category=${sign}`)).toBeVisible();
  await shot('slider-new');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The banner was added' })).toBeVisible();
  const mine = banners.getByRole('listitem').filter({ has: page.getByRole('img', { name: sign, exact: true }) });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText(`/products?category=${sign}`)).toBeVisible();

  // The public home page shows it on the next request: the picture with its sign as alt text, linking to url?category=sign.
  await page.goto('/en');
  const carousel = page.getByRole('region', { name: 'Featured collections' });
  const slide = carousel.locator(`a[href="/en/products?category=${sign}"]`);
  await expect(slide).toHaveCount(1);
  await expect(slide.getByRole('img', { name: sign, exact: true })).toHaveAttribute('src', /^\/uploads\/media\/[a-f0-9]{32}\.webp$/);
  const src = await slide.getByRole('img').getAttribute('src');
  expect((await page.request.get(src!)).headers()['content-type']).toBe('image/webp');

  // Its edit form opens in place, showing what it holds.
  await page.goto('/en/admin/slider');
  await mine.getByRole('button', { name: 'Edit' }).click();
  await expect(mine.getByLabel('Category')).toHaveValue(sign);
  await expect(mine.getByLabel('Link address')).toHaveValue('/products');
  await shot('slider-edit');
  await mine.getByRole('button', { name: 'Close' }).click();

  // A home card: a localized error per language, then the English introduction changed.
  await page.goto('/en/admin/home-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Home cards' })).toBeVisible();
  const section = page.getByRole('region', { name: phone ? 'Heat Press' : 'Sewing' });
  await expect(section.getByRole('listitem')).toHaveCount(5);
  await shot('home-cards');
  const card = section.getByRole('listitem', { name: 'Card 2' });
  await card.getByRole('button', { name: 'Edit' }).click();
  const introduction = card.getByRole('textbox', { name: 'Introduction' });
  const chinese = await introduction.inputValue();
  expect(chinese).not.toBe('');
  await introduction.fill('');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(introduction).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByRole('alert')).toContainText('Introduction · 简体中文: This field is required.');
  await introduction.fill(chinese);
  await card.getByRole('tab', { name: /^English/ }).click();
  const text = `Sewn to order in ${project} ${Date.now().toString(36)}`;
  await introduction.fill(text);
  await shot('home-card-edit');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved. The home page shows it now.');

  await page.goto('/en');
  await expect(page.locator(`section[data-family="${phone ? 'heatPress' : 'sewing'}"] li`).nth(1)).toContainText(text);

  // The card moves up within its section, and the home page follows.
  await page.goto('/en/admin/home-cards');
  await section.getByRole('listitem', { name: 'Card 2' }).getByRole('button', { name: 'Move up: Card 2' }).click();
  await expect(section.getByRole('listitem', { name: 'Card 1' })).toContainText(text);
  await page.goto('/en');
  const cards = page.locator(`section[data-family="${phone ? 'heatPress' : 'sewing'}"] li`);
  await expect(cards.first()).toContainText(text);
  // A moved card keeps the category it links to (the tote card opens tote bags wherever it stands).
  if (!phone) await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/en/products?category=tote-bag');
  await page.goto('/en/admin/home-cards');
  await section.getByRole('listitem', { name: 'Card 1' }).getByRole('button', { name: 'Move down: Card 1' }).click();
  await expect(section.getByRole('listitem', { name: 'Card 2' })).toContainText(text);

  // The banner is deleted after a confirmation, and leaves the home page.
  await page.goto('/en/admin/slider');
  await mine.getByRole('button', { name: 'Delete' }).click();
  await expect(mine.getByText('Delete for good? This cannot be undone.')).toBeVisible();
  await mine.getByRole('group', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The banner was deleted.' })).toBeVisible();
  await expect(mine).toHaveCount(0);
  await page.goto('/en');
  await expect(page.getByRole('region', { name: 'Featured collections' }).locator(`a[href="/en/products?category=${sign}"]`)).toHaveCount(0);
}

test('the home page sections of the back office are for editors: a sales account gets the 404 page, the API 404', async ({ page, request }, testInfo) => {
  const sales = accountName(testInfo.project.name, 'slh');
  expect(staff('create', '--account', sales, '--password', STAFF_PASSWORD, '--role', 'sales')).toMatchObject({ code: 0 });
  await page.goto('/en/login');
  await logIn(page, sales, STAFF_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  for (const path of ['/en/admin/slider', '/en/admin/home-cards']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  }
  const api = await page.request.get('/basic-api/v1/admin/slider');
  expect(api.status()).toBe(404);
  // No session at all: 401.
  expect((await request.get('/basic-api/v1/admin/home-cards')).status()).toBe(401);
});
