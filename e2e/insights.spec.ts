import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { accountName } from './support/members';
import { logIn, staff } from './support/staff';

/*
 * First-party insights: a visitor's page views (with a campaign and a referrer) and quote request
 * reach /admin/insights after the server's flush; a crawler and a prefetch are not counted; the
 * funnel shows the product's view and request; the CSV carries the same rows.
 */

const PASSWORD = 'Str0ng-Insights-Office!';
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Row = { key: string; label: string; count: number };
type Report = { views: Record<'campaign' | 'referrer' | 'product', Row[]>; funnel: { product_id: number | null; locale: string; views: number; requests: number }[] };

async function report(request: APIRequestContext): Promise<Report> {
  const answer = await request.get('/basic-api/v1/admin/insights');
  expect(answer.status()).toBe(200);
  return (await answer.json()).result as Report;
}

const countOf = (rows: Row[], key: string) => rows.find((r) => r.key === key)?.count ?? 0;

test('views and a quote request reach /admin/insights; bots and prefetches do not; the CSV has the rows', async ({ page, browser, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough: the figures are the same at every width');
  test.setTimeout(120_000);
  const campaign = `spring-${Date.now().toString(36)}`;
  const list = await (await request.get('/basic-api/v1/product', { headers: { 'Accept-Language': 'en' } })).json();
  const product = list.result.list[2];
  const address = `198.51.100.${10 + Math.floor(Math.random() * 200)}`;

  // A crawler and a prefetch of the same page, under campaigns of their own: neither is counted.
  const productPath = `/en/product/${product.id}/${product.slug}`;
  await request.get(`${productPath}?utm_source=${campaign}-bot`, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
  await request.get(`${productPath}?utm_source=${campaign}-pre`, { headers: { 'Sec-Purpose': 'prefetch', 'X-Forwarded-For': address } });

  // A visitor from a newsletter: the product page, a list, then the quote form, sent.
  // A person's browser (headless Chromium says so in its user agent, and is left out like a crawler).
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address }, locale: 'en-US', userAgent: PERSON });
  const tab = await visitor.newPage();
  await tab.goto(`${productPath}?utm_source=${campaign}`, { referer: 'https://news.example.org/spring-issue' });
  await expect(tab.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await tab.goto(`/en/products?utm_source=${campaign}`, { referer: 'https://news.example.org/spring-issue' });
  await tab.goto(`/en/contact?product=${product.id}&utm_source=${campaign}`);
  await tab.locator('#consult-name').fill('Ines Campo');
  await tab.locator('#consult-email').fill(`ines.${campaign}@campo.example`);
  await tab.getByLabel('Country or region').selectOption({ label: 'Portugal' });
  await tab.locator('#consult-message').fill(`Please quote 400 cases (${campaign}).`);
  await tab.getByRole('button', { name: 'Send request' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Thank you, we have your request' })).toBeVisible();
  await visitor.close();

  const admin = accountName(testInfo.project.name, 'ins');
  expect(staff('create', '--account', admin, '--password', PASSWORD, '--role', 'sales').code).toBe(0);
  await page.goto('/en/admin/insights');
  await logIn(page, admin, PASSWORD);
  await expect(page).toHaveURL(/\/en\/admin\/insights$/);

  // Written within a flush or two (INSIGHTS_FLUSH_MS in playwright.config.ts).
  await expect.poll(async () => countOf((await report(page.request)).views.campaign, campaign), { timeout: 20_000 }).toBe(3);
  const figures = await report(page.request);
  expect(countOf(figures.views.campaign, `${campaign}-bot`)).toBe(0);
  expect(countOf(figures.views.campaign, `${campaign}-pre`)).toBe(0);
  expect(countOf(figures.views.referrer, 'news.example.org')).toBeGreaterThanOrEqual(2);
  const funnel = figures.funnel.find((f) => f.product_id === product.id && f.locale === 'en');
  expect(funnel?.views).toBeGreaterThanOrEqual(1);
  expect(funnel?.requests).toBeGreaterThanOrEqual(1);

  // The page shows them: the campaign's row, the product's funnel row, Portugal among the countries.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByTestId('insights-campaign').getByRole('row').filter({ hasText: campaign }).first()).toContainText('3');
  const row = page.getByTestId('insights-funnel').getByRole('row').filter({ hasText: product.name }).filter({ hasText: 'English' });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('insights-countries')).toContainText('Portugal');
  await expect(page.getByRole('img', { name: /Page views per day/ })).toBeVisible();

  // The CSV: UTF-8 with a byte-order mark, the same campaign row.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^insights-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(`"campaign","${campaign}","${campaign}","3"`);
  expect(csv).toContain(`"funnel","${product.id}/en"`);
});
