import { expect, test } from '@playwright/test';

// A browser asking for Chinese: the unprefixed URLs are zh-CN; /en is English whatever the browser asks.
test.use({ locale: 'zh-CN' });

test('the home page renders in zh-CN at / with the company title', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle(/有限公司$/);
  await expect(page.getByRole('heading', { level: 2, name: '缝制系列' })).toBeVisible();
  const slide = page.locator('a[href*="category="]').first();
  await expect(slide).toHaveAttribute('href', /\/products\?category=/);
});

test('the home page renders in English at /en', async ({ page }) => {
  const res = await page.goto('/en');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The legal name in English's form (system config 'legal name').
  await expect(page).toHaveTitle(/Dongguan Hengxin Case Co\., Ltd\.$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Heat Press' })).toBeVisible();
});

test('Arabic is laid out right to left', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('an unknown page is a real 404 in the visitor language', async ({ page }) => {
  const zh = await page.goto('/no-such-page');
  expect(zh?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  const res = await page.goto('/en/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
