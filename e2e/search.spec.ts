import { expect, test, type Page } from '@playwright/test';

test.use({ extraHTTPHeaders: { 'Accept-Language': 'en' } });

/** The visitor's words in a sentence of the page are isolated (FSI … PDI). */
const isolated = (text: string) => `\u2068${text}\u2069`;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 992;

/** The search box a visitor uses: the header's on a desktop, the list's on a phone (after opening the list). */
async function searchBox(page: Page) {
  if (isPhone(page)) {
    await page.goto('/en/products');
    // The header carries no search field on a phone.
    await expect(page.locator('header').getByRole('searchbox')).toBeHidden();
    return page.getByRole('main').getByRole('searchbox', { name: 'Search products' });
  }
  await page.goto('/en/about');
  // On a desktop the list's own box is hidden: the header has one.
  return page.locator('header').getByRole('searchbox', { name: 'Search products' });
}

test('a search from the header (desktop) or the list (phone) finds a product despite a typo, with the word marked', async ({ page }) => {
  const box = await searchBox(page);
  await expect(box).toBeVisible();
  await box.fill('neoprne');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/products\?keyword=neoprne$/);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${isolated('neoprne')}”` })).toBeVisible();
  const first = page.locator('main article').first();
  await expect(first.getByRole('heading')).toHaveText('Neoprene Zip Pouch');
  await expect(first.locator('mark').first()).toHaveText('Neoprene');
  // The list's box (phones) shows what was searched.
  if (isPhone(page)) await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('neoprne');
  // A card leads to the product.
  await first.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/product\/\d+\/neoprene-zip-pouch$/);
});

test('the search works without JavaScript, in Chinese too', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    extraHTTPHeaders: { 'Accept-Language': 'zh-CN' },
  });
  const page = await context.newPage();
  await page.goto('/about');
  const box = page.locator('header').getByRole('searchbox', { name: '搜索产品' });
  await box.fill('潜水料');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?keyword=%E6%BD%9C%E6%B0%B4%E6%96%99$/);
  const first = page.locator('main article').first();
  await expect(first.getByRole('heading')).toHaveText('潜水料拉链收纳包');
  await expect(first.locator('mark').first()).toHaveText('潜水料');
  await context.close();
});

test('results are noindex with the list as canonical; the list itself stays indexable', async ({ page, baseURL }) => {
  const res = await page.goto('/en/products?keyword=pouch&category=sewing');
  expect(res?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/products?category=sewing`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^Search: ${isolated('pouch')} \\| `));
  await page.goto('/en/products?sort=name');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/products`);
  await page.goto('/en/products');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/products`);
});

test('a search that finds nothing suggests categories and the contact form', async ({ page }) => {
  await page.goto('/en/products?keyword=zeppelin');
  const none = page.getByRole('region', { name: `No products match “${isolated('zeppelin')}”` });
  await expect(none).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(0);
  await expect(none.getByRole('link', { name: 'Hard-Shell Cases' })).toBeVisible();
  await none.getByRole('link', { name: 'Tell us what you need' }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
});

test('sorting: by name, newest and lowest MOQ, in the list and in results; a bad order is a 404', async ({ page }) => {
  await page.goto('/en/products');
  const sort = page.getByRole('navigation', { name: 'Sort by' });
  await expect(sort.getByRole('link', { name: 'Recommended' })).toHaveAttribute('aria-current', 'true');
  await sort.getByRole('link', { name: 'Name' }).click();
  await expect(page).toHaveURL(/\/en\/products\?sort=name$/);
  await expect(sort.getByRole('link', { name: 'Name' })).toHaveAttribute('aria-current', 'true');
  const names = await page.locator('main article h2').allTextContents();
  expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare));
  // Page 2 keeps the order.
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/en/products?sort=name&page=2');

  await page.goto('/en/products?keyword=case');
  await expect(sort.getByRole('link', { name: 'Best match' })).toHaveAttribute('aria-current', 'true');
  await sort.getByRole('link', { name: 'Lowest MOQ' }).click();
  await expect(page).toHaveURL(/\/en\/products\?keyword=case&sort=moq$/);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${isolated('case')}”` })).toBeVisible();
  expect(await page.locator('main article').count()).toBeGreaterThan(0);

  expect((await page.goto('/en/products?sort=price'))?.status()).toBe(404);
  expect((await page.goto(`/en/products?keyword=${'x'.repeat(120)}`))?.status()).toBe(404);
});
