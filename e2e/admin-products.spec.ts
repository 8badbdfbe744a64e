import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { accountName } from './support/members';
import { staff, logIn as fillLogin } from './support/staff';
import { shoot } from './support/shots';

/*
 * Products in the back office, as an editor works them at 375 px and 1440 px: a new
 * product written in the form, a picture uploaded (and a text file refused), the English name and
 * the slug changed; the public page, the old address, the sitemap and the API show the change on
 * the next request; a second editor's stale save is refused with the conflict message.
 */

const PASSWORD = 'Str0ng-Editor-Pass!';

async function logIn(page: Page, account: string, target: string) {
  await page.goto(`/en/login?redirect=${encodeURIComponent(target)}`);
  await fillLogin(page, account, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${target.replace(/\//g, '\\/')}$`));
}

test('an editor creates a product, uploads its picture, renames it, and the site shows it at once', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const editor = accountName(testInfo.project.name, 'edit');
  expect(staff('create', '--account', editor, '--password', PASSWORD, '--role', 'editor').code).toBe(0);
  await logIn(page, editor, '/en/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  // A new product, written in Chinese only; errors first, named per field.
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Some fields need your attention');
  const word = `zebra${Date.now().toString(36)}${testInfo.project.name.slice(0, 2)}`;
  await page.getByLabel('Address name (slug)').fill(`${word}-tool-roll`);
  await page.getByLabel('Category').selectOption({ label: '— Pouches' });
  await page.getByLabel('Minimum order (pieces)').fill('300');
  await page.getByLabel('Lead time from (days)').fill('20');
  await page.getByLabel('Lead time to (days)').fill('30');
  await page.getByLabel('Size, the same in every language').fill('40 × 30 cm');
  await page.getByLabel('Published on the site').check();
  await page.getByRole('textbox', { name: /^Name/ }).fill(`帆布工具卷包 ${word}`);
  await page.getByLabel('Summary').fill('十个口袋的帆布工具卷包。');
  await page.getByLabel('Description').fill('耐磨帆布，皮质绑带。');
  await page.getByLabel('Material').fill('16 安帆布');

  // A picture: a text file named .png is refused, a real PNG is stored as WebP.
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles({ name: 'not-a-picture.png', mimeType: 'image/png', buffer: Buffer.from('hello, I am text') });
  await expect(page.getByRole('alert').filter({ hasText: 'not a PNG, JPEG or WebP picture' })).toBeVisible();
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 232, g: 89, b: 12 } } })
    .png()
    .toBuffer();
  await upload.setInputFiles({ name: 'roll.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Shown first')).toBeVisible();
  await shoot(page, 'admin-products', 'product-new');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/products\/\d+$/);
  const id = Number(/products\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: `Edit: 帆布工具卷包 ${word}` })).toBeVisible();

  const site = await browser.newContext();
  const visitor = await site.newPage();
  const first = await visitor.goto(`/en/product/${id}/${word}-tool-roll`);
  expect(first?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`帆布工具卷包 ${word}`);
  const picture = visitor.locator('main img[src^="/uploads/media/"]').first();
  await expect(picture).toBeVisible();
  const served = await visitor.request.get((await picture.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/webp');

  // The English name and a new slug; a second editor's page, loaded before, cannot overwrite them.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const stale = await other.newPage();
  await stale.context().addCookies(await page.context().cookies());
  await stale.goto(`/en/admin/products/${id}`);
  await expect(stale.getByLabel('Address name (slug)')).toHaveValue(`${word}-tool-roll`);

  await page.getByRole('tab', { name: /English/ }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Canvas tool roll ${word}`);
  await page.getByLabel('Address name (slug)').fill(`${word}-canvas-roll`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await stale.getByLabel('Minimum order (pieces)').fill('999');
  await stale.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(stale.getByRole('alert').filter({ hasText: 'Someone else changed this record' })).toBeVisible();
  await other.close();

  // On the next request: the page, the old address, the sitemap and the API.
  const renamed = await visitor.goto(`/en/product/${id}/${word}-canvas-roll`);
  expect(renamed?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Canvas tool roll ${word}`);
  await expect(visitor.getByText('300', { exact: false }).first()).toBeVisible();
  await visitor.goto(`/en/product/${id}/${word}-tool-roll`);
  await expect(visitor).toHaveURL(new RegExp(`/en/product/${id}/${word}-canvas-roll$`));
  // The sitemap is an index of child sitemaps (lib/seo/sitemap.ts): read them all.
  const index = await (await visitor.request.get('/sitemap.xml')).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const sitemap = (await Promise.all(children.map(async (url) => (await visitor.request.get(url)).text()))).join('');
  expect(sitemap).toContain(`/en/product/${id}/${word}-canvas-roll`);
  expect(sitemap).not.toContain(`${word}-tool-roll`);
  const api = await (await visitor.request.get(`/basic-api/v1/product/${id}`, { headers: { 'Accept-Language': 'en' } })).json();
  expect(api.result).toMatchObject({ id, name: `Canvas tool roll ${word}`, slug: `${word}-canvas-roll`, specs: { moq: 300 } });

  // Hidden from the list, it is gone from the site; deleted, it is gone for good.
  await page.goto(`/en/admin/products?keyword=${word}`);
  await expect(page.getByRole('status').filter({ hasText: /product/ })).toHaveText('1 product');
  await shoot(page, 'admin-products', 'product-list-filtered');
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  expect((await visitor.goto(`/en/product/${id}/${word}-canvas-roll`))?.status()).toBe(404);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete this product' }).click();
  await page.getByRole('button', { name: 'Delete this product' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/products$/);
  await page.goto(`/en/admin/products?keyword=${word}`);
  await expect(page.getByText('No product matches these filters.')).toBeVisible();
  await site.close();

  // Every step is in the audit log (admins read it; the editor's own writes are there).
  const audit = await page.request.get(`/basic-api/v1/admin/audit?entity=product&entity_id=${id}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(audit.status()).toBe(404); // an editor is not an admin
});

test('a sales account does not see products: 404 on the page and the API', async ({ page }, testInfo) => {
  const sales = accountName(testInfo.project.name, 'sal');
  expect(staff('create', '--account', sales, '--password', PASSWORD, '--role', 'sales').code).toBe(0);
  await logIn(page, sales, '/en/admin/leads');
  expect((await page.goto('/en/admin/products'))?.status()).toBe(404);
  const res = await page.request.get('/basic-api/v1/admin/products', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(res.status()).toBe(404);
});
