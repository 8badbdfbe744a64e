import { expect, test } from '@playwright/test';
import { accountName, API, SAME_SITE } from './support/members';
import { logIn, staff } from './support/staff';
import { productForm } from '../lib/server/testing/product-form';

/*
 * Translation help, as an editor uses it with the fake LibreTranslate the e2e server is set up
 * with (e2e/support/fakes.ts): a protected term added in the back office, a new product written
 * in Chinese and English gets its 12 other languages filled, the Japanese tab shows the machine's
 * text marked "not reviewed", the public Japanese page shows it with the term as written and
 * marked translate="no", and saving the form clears the marks (saving is reviewing).
 */

const PASSWORD = 'Str0ng-Editor-Pass!';

test('an editor fills a new product’s missing languages, keeps a brand name, and reviews Japanese', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const editor = accountName(testInfo.project.name, 'tr');
  expect(staff('create', '--account', editor, '--password', PASSWORD, '--role', 'editor').code).toBe(0);
  await page.goto(`/en/login?redirect=${encodeURIComponent('/en/admin/translate')}`);
  await logIn(page, editor, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Protected terms' })).toBeVisible();
  await expect(page.getByText('Translation provider: LibreTranslate')).toBeVisible();

  // The brand, protected from the back office.
  const brand = `Zorblax${Date.now().toString(36)}${testInfo.project.name.slice(0, 2)}`;
  await page.getByRole('textbox', { name: 'Term' }).fill(brand);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('button', { name: `Remove ${brand}` })).toBeVisible();

  // A new product in zh-CN and en, named after the brand (through the API, with the page's session).
  const categories = await (await page.request.get(`${API}/categories`)).json();
  const pouch = categories.result.list.find((c: { key: string }) => c.key === 'pouch');
  const slug = `tr-pouch-${Date.now().toString(36)}-${testInfo.project.name.slice(0, 2)}`;
  const created = await page.request.post(`${API}/admin/products`, {
    headers: SAME_SITE,
    data: productForm(slug, pouch.id, { name: { 'zh-CN': `${brand} 潜水料拉链包`, en: `${brand} neoprene pouch` } }),
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).result.id as number;

  await page.goto(`/en/admin/products/${id}`);
  const japanese = page.getByRole('tab', { name: /日本語/ });
  await expect(japanese).toHaveAccessibleName(/not written/);
  await page.getByRole('button', { name: 'Fill the missing languages' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Languages filled: 12.' })).toBeVisible();
  await expect(japanese).toHaveAccessibleName(/machine translated, not reviewed/);
  await japanese.click();
  await expect(page.getByText('Machine translated, not reviewed.')).toBeVisible();
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).toHaveValue(`[ja] ${brand} 潜水料拉链包`);
  await page.screenshot({ path: testInfo.outputPath('translate-filled.png'), fullPage: true });

  // The public Japanese page: the machine's text, the brand as written and left alone by browsers.
  const shop = await page.context().newPage();
  await shop.goto(`/ja/product/${id}/${slug}`);
  const title = shop.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(`[ja] ${brand} 潜水料拉链包`);
  await expect(title.locator('span[translate="no"]')).toHaveText(brand);
  await shop.close();

  // The editor rewrites the Japanese name and saves: saving the form reviews every language, Korean too.
  await name.fill(`${brand} ネオプレン ポーチ`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: /日本語/ })).not.toHaveAccessibleName(/machine translated/);
  await expect(page.getByRole('tab', { name: /한국어/ })).not.toHaveAccessibleName(/machine translated/);
  expect((await page.request.delete(`${API}/admin/products/${id}`, { headers: SAME_SITE })).status()).toBe(200);
});
