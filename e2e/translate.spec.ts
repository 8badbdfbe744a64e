import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { accountName, API, SAME_SITE } from './support/members';
import { logIn, staff } from './support/staff';
import { productForm } from '../lib/server/testing/product-form';
import { shoot } from './support/shots';

/*
 * Translation help, as an editor uses it with the fake LibreTranslate the e2e server is set up
 * with (e2e/support/fakes.ts): a protected term added in the back office, a new product written
 * in Chinese and English gets its 12 other languages filled, the Japanese tab shows the machine's
 * text marked "not reviewed", the public Japanese page shows it with the term as written and
 * marked translate="no", and saving the form clears the marks (saving is reviewing).
 */

const PASSWORD = 'Str0ng-Editor-Pass!';

/** A new editor of this project, logged in on `path`; answers the account's name. */
async function editorOn(page: Page, testInfo: TestInfo, tag: string, path: string): Promise<string> {
  const editor = accountName(testInfo.project.name, tag);
  expect(staff('create', '--account', editor, '--password', PASSWORD, '--role', 'editor').code).toBe(0);
  await page.goto(`/en/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, editor, PASSWORD);
  // Signed in once the page asked for is shown.
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return editor;
}

/** The id of the demo catalogue's pouch category. */
async function pouchCategory(page: Page): Promise<number> {
  const categories = await (await page.request.get(`${API}/categories`)).json();
  return categories.result.list.find((c: { key: string }) => c.key === 'pouch').id;
}

test('an editor fills a new product’s missing languages, keeps a brand name, and reviews Japanese', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await editorOn(page, testInfo, 'tr', '/en/admin/translate');
  await expect(page.getByRole('heading', { level: 1, name: 'Protected terms' })).toBeVisible();
  await expect(page.getByText('Translation provider: LibreTranslate')).toBeVisible();

  // The brand, protected from the back office.
  const brand = `Zorblax${Date.now().toString(36)}${testInfo.project.name.slice(0, 2)}`;
  await page.getByRole('textbox', { name: 'Term' }).fill(brand);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('button', { name: `Remove ${brand}` })).toBeVisible();

  // A new product in zh-CN and en, named after the brand (through the API, with the page's session).
  const pouch = await pouchCategory(page);
  const slug = `tr-pouch-${Date.now().toString(36)}-${testInfo.project.name.slice(0, 2)}`;
  const created = await page.request.post(`${API}/admin/products`, {
    headers: SAME_SITE,
    data: productForm(slug, pouch, { name: { 'zh-CN': `${brand} 潜水料拉链包`, en: `${brand} neoprene pouch` } }),
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
  await shoot(page, 'translate', 'translate-filled');

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
  // The product list's mark follows.
  await page.goto(`/en/admin/products?keyword=${slug}`);
  await expect(page.getByText(slug)).toBeVisible();
  await expect(page.getByText(/Machine translated/)).toHaveCount(0);
  expect((await page.request.delete(`${API}/admin/products/${id}`, { headers: SAME_SITE })).status()).toBe(200);
});

test('an editor fills a course’s missing languages, and its save reviews them all', async ({ page }, testInfo) => {
  const editor = await editorOn(page, testInfo, 'trc', '/en/admin/courses');
  const slug = `tr-course-${Date.now().toString(36)}-${testInfo.project.name.slice(0, 2)}`;
  const created = await page.request.post(`${API}/admin/courses`, {
    headers: SAME_SITE,
    data: { slug, title: { 'zh-CN': '缝纫入门', en: 'Sewing basics' }, summary: { 'zh-CN': '从零开始', en: 'From scratch' }, cover: '/media/academy/artwork-cover.webp' },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).result.id as number;

  await page.goto(`/en/admin/courses/${id}`);
  await page.getByRole('button', { name: 'Fill the missing languages' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Languages filled: 12.' })).toBeVisible();
  // The course's own form (the lesson forms below have language tabs too).
  const form = page.locator('form[data-course-form]');
  const japanese = form.getByRole('tab', { name: /日本語/ });
  await expect(japanese).toHaveAccessibleName(/machine translated, not reviewed/);
  await japanese.click();
  await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue('[ja] 缝纫入门');
  await shoot(page, 'translate', 'translate-course');

  // The fill is in the course's history, by the editor.
  const history = await (await page.request.get(`${API}/admin/revisions/course/${id}`)).json();
  expect(history.result.list[0]).toMatchObject({ actor: editor, changed: ['title', 'summary'] });

  // Saved as it is: saving is reviewing, every mark goes.
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByRole('tab', { name: /日本語/ })).not.toHaveAccessibleName(/machine translated/);
  await expect(form.getByRole('tab', { name: /Deutsch/ })).not.toHaveAccessibleName(/machine translated/);
});

test('an editor fills and exports the products chosen on the list', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await editorOn(page, testInfo, 'trb', '/en/admin/products');
  const pouch = await pouchCategory(page);
  const keyword = `trb-${Date.now().toString(36)}-${testInfo.project.name.slice(0, 2)}`;
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const created = await page.request.post(`${API}/admin/products`, { headers: SAME_SITE, data: productForm(`${keyword}-${n}`, pouch) });
    expect(created.status()).toBe(201);
    ids.push((await created.json()).result.id as number);
  }
  // "Every match" is read when a fill starts: the list's filter answers exactly its products' ids.
  const matches = await page.request.get(`${API}/admin/products/ids?keyword=${keyword}`);
  expect(matches.status()).toBe(200);
  expect((await matches.json()).result).toEqual({ ids });

  await page.goto(`/en/admin/products?keyword=${keyword}`);
  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  // One of the three is left out of the choice.
  await page.getByRole('table').getByRole('checkbox').nth(2).uncheck();
  await expect(page.getByText('Selected: 2')).toBeVisible();
  // The export's label keeps to one line, on a phone too (it once broke between its words beside the buttons).
  const exportLabel = page.getByText('Export the selection:', { exact: true });
  const lines = await exportLabel.evaluate((e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).fontSize));
  expect(lines).toBeLessThan(2);
  await page.getByRole('button', { name: 'Fill missing languages' }).click();
  await expect(page.getByText(/Fill the missing languages of the 2 chosen products\?/)).toBeVisible();
  await page.getByRole('button', { name: 'Fill', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Products done: 2. Languages filled: 24.' })).toBeVisible();
  await expect(page.getByText('Machine translated: 12')).toHaveCount(2);
  await shoot(page, 'translate', 'translate-bulk');

  // The same two as a spreadsheet: exactly them.
  const href = await page.getByRole('link', { name: 'Export the selection as CSV' }).getAttribute('href');
  const sheet = await page.request.get(href!);
  expect(sheet.status()).toBe(200);
  const text = await sheet.text();
  expect([1, 2, 3].filter((n) => text.includes(`${keyword}-${n}`))).toHaveLength(2);
  for (const id of ids) expect((await page.request.delete(`${API}/admin/products/${id}`, { headers: SAME_SITE })).status()).toBe(200);
});
