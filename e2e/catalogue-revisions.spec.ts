import { expect, test, type Page } from '@playwright/test';
import { accountName } from './support/members';
import { staff } from './support/staff';
import { productForm } from '../lib/server/testing/product-form';
import { shoot } from './support/shots';

/*
 * The catalogue's editing help, as an editor works it at 375 px and 1440 px: a product renamed
 * twice, its revisions compared and the first restored (the public page shows it); two products
 * hidden, then published, from the list's bulk bar; a hidden product previewed in Japanese with an
 * unsaved change, which a visitor cannot open.
 */

const API = '/basic-api/v1';
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };
const PASSWORD = 'Str0ng-Revision-Pass!';

// A client address of its own: the staff logins and writes here do not count against other specs' limits.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.94.${Math.floor(Math.random() * 250)}.1` } });

/** An editor's session in the page's context (its API calls and its pages share the cookie). */
async function logInEditor(page: Page, project: string) {
  const editor = accountName(project, 'rev');
  expect(staff('create', '--account', editor, '--password', PASSWORD, '--role', 'editor').code).toBe(0);
  expect((await page.request.post(`${API}/authorizations`, { headers: SAME_ORIGIN, data: { account: editor, password: PASSWORD } })).status()).toBe(200);
}

/** A pouch in the Pouches category, with `overrides`; answers its id, slug and how to remove it. */
async function createProduct(page: Page, slug: string, overrides: Record<string, unknown>) {
  const categories = await (await page.request.get(`${API}/categories`)).json();
  const pouch = categories.result.list.find((c: { key: string }) => c.key === 'pouch');
  const created = await page.request.post(`${API}/admin/products`, { headers: SAME_ORIGIN, data: productForm(slug, pouch.id, overrides) });
  expect(created.status()).toBe(201);
  const id = (await created.json()).result.id as number;
  return { id, slug, remove: () => page.request.delete(`${API}/admin/products/${id}`, { headers: SAME_ORIGIN }) };
}

/** Saves the product's English name through the API, as the form does (with the `updated_at` it read). */
async function rename(page: Page, id: number, en: string) {
  const current = (await (await page.request.get(`${API}/admin/products/${id}`)).json()).result;
  const saved = await page.request.patch(`${API}/admin/products/${id}`, { headers: SAME_ORIGIN, data: { ...current, name: { ...current.name, en } } });
  expect(saved.status()).toBe(200);
}

const word = (project: string) => `rev${Date.now().toString(36)}${project.slice(0, 2)}`;

test('an editor compares two revisions of a product and restores the first; the public page shows it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await logInEditor(page, testInfo.project.name);
  const w = word(testInfo.project.name);
  const product = await createProduct(page, `${w}-pouch`, { name: { 'zh-CN': `潜水料包 ${w}`, en: `First name ${w}` } });
  try {
    await rename(page, product.id, `Second name ${w}`);
    await rename(page, product.id, `Third name ${w}`);

    await page.goto(`/en/admin/products/${product.id}`);
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `History: Third name ${w}` })).toBeVisible();
    const rows = page.getByRole('region', { name: 'History' }).locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('Name');

    // The first against the newest: the English name, field by field.
    await page.getByLabel('Older').selectOption('1');
    await page.getByLabel('Newer').selectOption('3');
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page.getByText('Revision 1 → revision 3')).toBeVisible();
    const compared = page.getByRole('region', { name: 'Compare revisions' });
    await expect(compared.getByRole('row', { name: /Name/ })).toContainText(`First name ${w}`);
    await expect(compared.getByRole('row', { name: /Name/ })).toContainText(`Third name ${w}`);
    await shoot(page, 'catalogue-revisions', 'revisions-compare');

    // Restore the first: asked first, then a new revision on top.
    await rows.nth(2).getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Restore revision 1?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `History: First name ${w}` })).toBeVisible();
    await expect(rows).toHaveCount(4);

    const visitor = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
    await visitor.goto(`/en/product/${product.id}/${product.slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`First name ${w}`);
    await visitor.close();
  } finally {
    await product.remove();
  }
});

test('an editor hides two products from the list at once, then publishes them again', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await logInEditor(page, testInfo.project.name);
  const w = word(testInfo.project.name);
  const made = [
    await createProduct(page, `${w}-one`, { name: { 'zh-CN': `甲 ${w}`, en: `Bulk one ${w}` } }),
    await createProduct(page, `${w}-two`, { name: { 'zh-CN': `乙 ${w}`, en: `Bulk two ${w}` } }),
  ];
  try {
    await page.goto(`/en/admin/products?keyword=${w}`);
    const bar = page.getByRole('group', { name: 'Bulk actions' });
    await page.getByRole('checkbox', { name: `Select Bulk one ${w}` }).check();
    await page.getByRole('checkbox', { name: `Select Bulk two ${w}` }).check();
    await expect(bar).toContainText('Selected: 2');
    await shoot(page, 'catalogue-revisions', 'bulk-bar');
    await bar.getByRole('button', { name: 'Hide' }).click();
    await expect(bar.getByRole('status')).toHaveText('Changed: 2');
    await expect(page.locator('tbody').getByText('Hidden', { exact: true })).toHaveCount(2);

    await bar.getByLabel('Select this page').check();
    await bar.getByRole('button', { name: 'Publish' }).click();
    await expect(bar.getByRole('status')).toHaveText('Changed: 2');
    await expect(page.locator('tbody').getByText('Published', { exact: true })).toHaveCount(2);
  } finally {
    for (const product of made) await product.remove();
  }
});

test('an editor previews a hidden product in Japanese with an unsaved change; a visitor gets the 404', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await logInEditor(page, testInfo.project.name);
  const w = word(testInfo.project.name);
  const product = await createProduct(page, `${w}-hidden`, { published: false, name: { 'zh-CN': `隐藏 ${w}`, en: `Hidden ${w}`, ja: `非公開 ${w}` } });
  try {
    const visitor = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
    expect((await visitor.goto(`/ja/preview/product/${product.id}`))?.status()).toBe(404);
    await visitor.close();

    await page.goto(`/en/admin/products/${product.id}`);
    await page.getByLabel('Minimum order (pieces)').fill('777');
    await page.getByLabel('Preview language').selectOption('ja');
    const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Preview' }).click()]);
    await expect(preview).toHaveURL(new RegExp(`/ja/preview/product/${product.id}\\?draft=`));
    await expect(preview.getByRole('complementary', { name: 'プレビュー' })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`非公開 ${w}`);
    await expect(preview.locator('main dl').first()).toContainText('777');
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await shoot(preview, 'catalogue-revisions', 'preview-ja');
    // Nothing was saved: the form's change lives in the preview only.
    expect((await (await page.request.get(`${API}/admin/products/${product.id}`)).json()).result.moq).toBe(300);
  } finally {
    await product.remove();
  }
});
