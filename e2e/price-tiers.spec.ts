import { expect, test, type Page } from '@playwright/test';
import { API, accountName, registerByApi } from './support/members';
import { logIn, staff } from './support/staff';

/*
 * Price guidance: a product page shows the range and the tier table in the page's
 * currency and its JSON-LD an AggregateOffer (a converted page marks the estimate); a list card
 * says "From … / pc"; in the design editor the estimate follows the quantity and the options
 * ticked, the quote request carries it, and the sales team sees it with the quote form starting
 * from it.
 */

const forwardedFor = () => ({ 'X-Forwarded-For': `198.19.${Math.floor(Math.random() * 200)}.${1 + Math.floor(Math.random() * 250)}` });
test.use({ locale: 'en-US', extraHTTPHeaders: forwardedFor() });

const STAFF_PASSWORD = 'Str0ng-Back-Office!';
const usd = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);

interface Priced {
  id: number;
  slug: string;
  name: string;
  price: { currency: string; tiers: { quantity: number; unit: number }[]; low: number; high: number; options: { name: string; surcharge: number }[] };
}

/** The first product of the list priced in US dollars (the demo's neoprene pouch), as the English page reads it. */
async function pricedProduct(page: Page): Promise<Priced> {
  const list = await (await page.request.get(`${API}/product?limit=6`, { headers: { 'Accept-Language': 'en' } })).json();
  for (const item of list.result.list as { id: number; facts?: { price: { currency: string } | null } }[]) {
    if (item.facts?.price?.currency !== 'USD') continue;
    const product = (await (await page.request.get(`${API}/product/${item.id}`, { headers: { 'Accept-Language': 'en' } })).json()).result;
    return product as Priced;
  }
  throw new Error('no product priced in USD on the first page');
}

async function offersOf(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'Product')?.offers;
}

test('the product page and a card show the tiers; the editor estimates; the quote request carries the estimate to the sales team', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const product = await pricedProduct(page);
  const { tiers, low, high } = product.price;

  // The product page: range, one row per tier, and the AggregateOffer in the same currency.
  await page.goto(`/en/product/${product.id}/${product.slug}`);
  const guide = page.getByRole('region', { name: 'Price guide' });
  await expect(guide.getByText(`${usd(low)} – ${usd(high)} / pc`)).toBeVisible();
  await expect(guide.getByRole('row')).toHaveCount(tiers.length + 1);
  await expect(guide.getByRole('row').nth(1)).toContainText(`${new Intl.NumberFormat('en').format(tiers[0].quantity)}+ pcs`);
  await expect(guide.getByRole('row').nth(1)).toContainText(usd(tiers[0].unit));
  expect(await offersOf(page)).toMatchObject({
    '@type': 'AggregateOffer',
    priceCurrency: 'USD',
    lowPrice: (low / 100).toFixed(2),
    highPrice: (high / 100).toFixed(2),
    eligibleQuantity: { minValue: tiers[0].quantity },
  });
  // The German page reads euros converted from dollars: marked as an estimate, offered in EUR.
  await page.goto(`/de/product/${product.id}/${product.slug}`);
  await expect(page.getByRole('region', { name: 'Preisübersicht' })).toContainText('Schätzung');
  expect(await offersOf(page)).toMatchObject({ priceCurrency: 'EUR' });

  // A card of the list.
  await page.goto('/en/products');
  await expect(page.getByRole('article').filter({ hasText: product.name }).first()).toContainText(`From ${usd(low)} / pc`);

  // The design editor's live estimate (a member of this run, logged in by the API).
  const account = accountName(project, 'price');
  await registerByApi(page.request, account, forwardedFor());
  await page.goto(`/en/product/editProduct/new?product=${product.id}`);
  await page.waitForFunction(() => Boolean(document.documentElement.dataset.layout));
  await page.getByLabel('Design name').fill('Priced pouch');
  const quantity = tiers[1].quantity + 200;
  await page.locator('#design-quantity').fill(String(quantity));
  const estimate = page.getByRole('region', { name: 'Price estimate' });
  const option = product.price.options[1];
  await estimate.getByRole('checkbox', { name: new RegExp(option.name) }).check();
  const unit = tiers[1].unit + option.surcharge;
  await expect(estimate.getByRole('status')).toContainText(usd(unit));
  await expect(estimate.getByRole('status')).toContainText(usd(unit * quantity));
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design has been saved.')).toBeVisible();

  // The quote request carries it; the order page opens.
  await page.getByRole('button', { name: 'Request a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a quote for “Priced pouch”' });
  await expect(dialog.getByTestId('quote-estimate')).toHaveText(`Estimate: ${usd(unit)} × ${new Intl.NumberFormat('en').format(quantity)} = ${usd(unit * quantity)}`);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/en\/user\/myOrder\/\d+$/, { timeout: 30_000 });
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());

  // The sales team sees the estimate, and the quote form starts from it.
  const sales = accountName(project, 'psal');
  expect(staff('create', '--account', sales, '--password', STAFF_PASSWORD, '--role', 'sales')).toMatchObject({ code: 0 });
  const office = await page
    .context()
    .browser()!
    .newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() ?? undefined });
  const desk = await office.newPage();
  await desk.goto(`/en/admin/orders/${orderId}`);
  await logIn(desk, sales, STAFF_PASSWORD);
  const estimateNote = desk.getByTestId('order-estimate');
  await expect(estimateNote).toContainText(`${usd(unit)} × ${new Intl.NumberFormat('en').format(quantity)} = ${usd(unit * quantity)}`, { timeout: 30_000 });
  await expect(estimateNote).toContainText(option.name);
  const quote = desk.getByRole('region', { name: 'Quote' });
  await expect(quote.getByLabel('Currency')).toHaveValue('USD');
  await expect(quote.getByLabel('Unit price')).toHaveValue((unit / 100).toFixed(2));
  await office.close();
  expect((await request.get(`${API}/orders/${orderId}`)).status()).toBe(401);
});
