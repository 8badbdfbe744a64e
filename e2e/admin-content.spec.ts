import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { API, accountName, registerByApi } from './support/members';
import { shoot } from './support/shots';
import { staff, logIn as fillLogin } from './support/staff';

/*
 * The back office's content: an editor made with the command line edits the FAQ, the
 * categories and the company facts, and the public pages show the change on the next request
 * (no restart); a second save on a stale read gets the conflict message. At 375 px and 1440 px.
 */

const STAFF_PASSWORD = 'Str0ng-Content-Desk!';
const CONFLICT = /Someone else changed this record/;

const logIn = (page: Page, account: string) => fillLogin(page, account, STAFF_PASSWORD);

/** An editor's session in a page (the login page sends it back to `path`). */
async function editorPage(browser: Browser, account: string, path: string, viewport: { width: number; height: number } | null): Promise<Page> {
  const context = await browser.newContext({ viewport: viewport ?? undefined });
  const page = await context.newPage();
  await page.goto(path);
  await logIn(page, account);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  return page;
}

/**
 * The company facts are one record set for the whole site, and the FAQ one list: the phone and
 * desktop runs take turns (a lock folder beside the e2e data), so neither meets the other's save
 * as a conflict or sees the other's question move its own.
 */
async function turn<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = `${process.env.E2E_DATA_DIR}-${name}.lock`;
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a run that died: taken over after two minutes.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000 || waited > 150_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function shot(page: Page, name: string) {
  // Scrolled to the end first: a sticky save bar then sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await shoot(page, 'admin-content', name);
}

let editor = '';

test.beforeAll(async ({}, testInfo) => {
  editor = accountName(testInfo.project.name, 'edit');
  expect(staff('create', '--account', editor, '--password', STAFF_PASSWORD, '--role', 'editor')).toMatchObject({ code: 0 });
});

test('an editor adds a question, edits its answer, sees it on /en/faq at once; a stale second save is refused', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const stamp = `${project}-${Date.now().toString(36)}`;
  await page.goto('/en/admin/faq');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fadmin%2Ffaq$/);
  await logIn(page, editor);
  await expect(page).toHaveURL(/\/en\/admin\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await shot(page, 'faq');

  // A new question: Chinese is required, English added on its tab.
  await page.getByRole('button', { name: '+ New question' }).click();
  const create = page.getByRole('form', { name: 'New question' });
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('This field is required.').first()).toBeVisible();
  await create.getByLabel('Question').fill(`样品要多久？${stamp}`);
  await create.getByLabel('Answer').fill('一般5到7天。');
  await create.getByRole('tab', { name: /English/ }).click();
  const question = `How long do samples take? ${stamp}`;
  await create.getByLabel('Question').fill(question);
  await create.getByLabel('Answer').fill('Usually 5 to 7 days.');
  await shot(page, 'faq-create');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  const item = page.getByRole('listitem').filter({ hasText: question });
  await expect(item).toBeVisible();

  // Two editors open the same question.
  const other = await editorPage(browser, editor, '/en/admin/faq', page.viewportSize());
  const otherItem = other.getByRole('listitem').filter({ hasText: question });
  await otherItem.getByRole('button', { name: `Edit: ${question}` }).click();

  await item.getByRole('button', { name: `Edit: ${question}` }).click();
  const form = item.getByRole('form');
  await form.getByRole('tab', { name: /English/ }).click();
  const answer = `Samples take five working days (${stamp}).\n\nA new mould adds three days.`;
  await form.getByLabel('Answer').fill(answer);
  await shot(page, 'faq-edit');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');

  // The public page shows it on the next request.
  const visitor = await browser.newPage();
  await visitor.goto('/en/faq');
  const entry = visitor.locator('details').filter({ hasText: question });
  await entry.locator('summary').click();
  await expect(entry.getByText(`Samples take five working days (${stamp}).`)).toBeVisible();
  await expect(entry.getByText('A new mould adds three days.')).toBeVisible();

  // The second editor saves on what they read before: refused, nothing overwritten.
  const otherForm = otherItem.getByRole('form');
  await otherForm.getByRole('tab', { name: /English/ }).click();
  await otherForm.getByLabel('Answer').fill('Overwritten!');
  await otherForm.getByRole('button', { name: 'Save' }).click();
  await expect(otherForm.getByRole('alert')).toContainText(CONFLICT);
  await expect(otherForm.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await shot(other, 'faq-conflict');
  await visitor.reload();
  await expect(visitor.locator('main')).toContainText(`Samples take five working days (${stamp}).`);
  await expect(visitor.locator('main')).not.toContainText('Overwritten!');
  await other.context().close();

  // Move it up one place, then delete it after the confirmation.
  await item.getByRole('button', { name: `Close: ${question}` }).click();
  await turn('faq', async () => {
    await page.reload();
    const rows = page.locator('main ol > li');
    const place = async () => (await rows.allTextContents()).findIndex((t) => t.includes(question));
    const was = await place();
    expect(was).toBeGreaterThan(0);
    await item.getByRole('button', { name: `Move up: ${question}` }).click();
    await expect.poll(place).toBe(was - 1);
    await item.getByRole('button', { name: `Delete: ${question}` }).click();
    await expect(item.getByText('Delete for good? This cannot be undone.')).toBeVisible();
    await item.getByRole('group').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('listitem').filter({ hasText: question })).toHaveCount(0);
  });
  await visitor.reload();
  await expect(visitor.locator('main')).not.toContainText(question);
  await visitor.close();
});

test('an editor creates a sub-category, sees it on the site, is refused deleting one in use, and deletes theirs', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const key = `e2e-${project}-${Date.now().toString(36)}`;
  const name = `Laptop Sleeves ${project}`;
  await page.goto('/en/admin/categories');
  await logIn(page, editor);
  await expect(page).toHaveURL(/\/en\/admin\/categories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await shot(page, 'categories');

  await page.getByRole('button', { name: '+ New category' }).click();
  const create = page.getByRole('form', { name: 'New category' });
  await create.getByLabel('Key').fill('Not A Key');
  await create.getByLabel('Belongs to').selectOption({ label: 'Sewing (sewing)' });
  await create.getByLabel('Name').fill('电脑内胆包');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('Use lower-case letters, digits and hyphens (2 to 80 characters).')).toBeVisible();
  await create.getByLabel('Key').fill('pouch');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('This value is already used. Please choose another one.')).toBeVisible();
  await create.getByLabel('Key').fill(key);
  await create.getByRole('tab', { name: /English/ }).click();
  await create.getByLabel('Name').fill(name);
  await shot(page, 'categories-create');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  const sewing = page.getByRole('list', { name: 'Sub-category: Sewing' });
  const row = sewing.getByRole('listitem').filter({ hasText: key });
  await expect(row).toContainText(name);
  await expect(row).toContainText('no products');

  // The public product list knows it at once.
  const visitor = await page.context().browser()!.newPage();
  const res = await visitor.goto(`/en/products?category=${key}`);
  expect(res?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();

  // A category with products is not deleted.
  const pouches = sewing.getByRole('listitem').filter({ has: page.locator('code', { hasText: /^pouch$/ }) });
  await pouches.getByRole('button', { name: 'Delete: Pouches' }).click();
  await pouches.getByRole('group').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(pouches.getByRole('alert')).toContainText('It is still in use and cannot be deleted');
  await shot(page, 'categories-in-use');

  await row.getByRole('button', { name: `Delete: ${name}` }).click();
  await row.getByRole('group').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(sewing.getByRole('listitem').filter({ hasText: key })).toHaveCount(0);
  expect((await visitor.goto(`/en/products?category=${key}`))?.status()).toBe(404);
  await visitor.close();
});

test('an editor changes the tagline and sees it in the public footer; a stale second save shows the conflict', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const tagline = `Cases made to order (${project} ${Date.now().toString(36)})`;
  await page.goto('/en/admin/company');
  await logIn(page, editor);
  await expect(page).toHaveURL(/\/en\/admin\/company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();

  // Bad input: a clear message beside the field, nothing saved.
  await page.getByLabel('E-mail').fill('sales at hengxin');
  await page.getByLabel('LinkedIn').fill('http://www.linkedin.com/company/x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Enter an https:// address of the profile page.')).toBeVisible();
  await shot(page, 'company-invalid');
  await page.reload();
  await expect(page.getByLabel('E-mail')).not.toHaveValue('sales at hengxin');

  await turn('company', async () => {
    await page.reload();
    const other = await editorPage(browser, editor, '/en/admin/company', page.viewportSize());
    await page.getByRole('tab', { name: /English/ }).click();
    const original = await page.getByLabel('Tagline').inputValue();
    await page.getByLabel('Tagline').fill(tagline);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('form').getByRole('status')).toHaveText('Saved');

    const visitor = await browser.newPage();
    await visitor.goto('/en');
    await expect(visitor.locator('footer')).toContainText(tagline);

    await other.getByRole('tab', { name: /English/ }).click();
    await other.getByLabel('Tagline').fill('An overwrite');
    await other.getByRole('button', { name: 'Save' }).click();
    await expect(other.locator('form').getByRole('alert')).toContainText(CONFLICT);
    await shot(other, 'company-conflict');
    await other.context().close();
    await visitor.reload();
    await expect(visitor.locator('footer')).toContainText(tagline);

    // Put the tagline back for the other specs.
    await page.getByLabel('Tagline').fill(original);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('form').getByRole('status')).toHaveText('Saved');
    await visitor.reload();
    await expect(visitor.locator('footer')).toContainText(original);
    await visitor.close();
  });
  await page.getByRole('tab', { name: /中文/ }).first().click();
  await shot(page, 'company');
  // The back office in Chinese (the default locale, no prefix) for a browser that asks for it.
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'zh-CN,zh;q=0.9' });
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'zh-CN', url: new URL(page.url()).origin }]);
  await page.goto('/admin/company');
  await expect(page.getByRole('heading', { level: 1, name: '公司信息' })).toBeVisible();
  await shot(page, 'company-zh');
  await page.goto('/admin/categories');
  await shot(page, 'categories-zh');
});

test('the content pages are a 404 to a member and the content API is 404 to them, 401 to nobody', async ({ page, request }, testInfo) => {
  await registerByApi(page.request, accountName(testInfo.project.name, 'nocontent'));
  for (const path of ['/en/admin/faq', '/en/admin/categories', '/en/admin/company']) expect((await page.goto(path))?.status()).toBe(404);
  for (const path of ['/admin/faq', '/admin/categories', '/admin/config']) {
    expect((await page.request.get(`${API}${path}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } })).status()).toBe(404);
    expect((await request.get(`${API}${path}`)).status()).toBe(401);
  }
});
