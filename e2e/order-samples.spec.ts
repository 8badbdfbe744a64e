import { expect, test } from '@playwright/test';
import { API, accountName, registerByApi } from './support/members';
import { logIn, staff } from './support/staff';
import { projectContexts } from './support/contexts';
import { shoot } from './support/shots';

/*
 * Pre-production samples and the home cards' products, end to end. A buyer asks for a sample
 * from their order page; sales accept it with a fee, then ship it with a carrier and tracking
 * number; the buyer sees each step, follows the tracking link and confirms receipt. An editor
 * chooses the product an EVA card names, and the home page names and opens it.
 */

const STAFF_PASSWORD = 'Str0ng-Back-Office!';
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

test('a buyer asks for a sample, sales accept it with a fee and ship it, the buyer follows it and confirms receipt', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const sales = accountName(project, 'ssal');
  expect(staff('create', '--account', sales, '--password', STAFF_PASSWORD, '--role', 'sales')).toMatchObject({ code: 0 });

  // The buyer, with a ship-to address and an order made through the API.
  const buyerContext = await projectContexts(browser, testInfo, '10.97')(project === 'phone' ? 1 : 2);
  const buyer = await buyerContext.newPage();
  await registerByApi(buyer.request, accountName(project, 'sbuy'), SAME_ORIGIN);
  const address = await buyer.request.post(`${API}/user/addresses`, {
    headers: SAME_ORIGIN,
    data: { kind: 'shipping', recipient: 'Lena Vogel', phone: '+49 30 1234567', country: 'DE', line1: 'Torstraße 12', city: 'Berlin', postal_code: '10119' },
  });
  expect(address.status()).toBe(201);
  const products = (await (await buyer.request.get(`${API}/product?page=1&limit=6`)).json()).result.list as { id: number }[];
  const design = await buyer.request.post(`${API}/designs`, { headers: SAME_ORIGIN, data: { product_id: products[0].id, name: 'Sample pouch', quantity: 300 } });
  expect(design.status()).toBe(201);
  const created = await buyer.request.post(`${API}/orders`, { headers: SAME_ORIGIN, data: { design_id: (await design.json()).result.id } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).result as { id: number };

  // The buyer asks for two pieces.
  await buyer.goto(`/en/user/myOrder/${id}`);
  const samples = buyer.getByRole('region', { name: 'Samples' });
  await samples.getByLabel('Pieces').fill('2');
  await samples.getByLabel('Note (optional)').fill('Navy zip, please');
  await samples.getByRole('button', { name: 'Request a sample' }).click();
  await expect(samples.getByTestId('sample')).toContainText('Requested');
  await expect(samples.getByTestId('sample')).toContainText('Navy zip, please');
  await expect(samples.getByText(/A sample is in progress/)).toBeVisible();
  await shoot(buyer, 'samples', 'buyer-requested');

  // Sales accept it with a fee, then ship it.
  await page.goto(`/en/admin/orders/${id}`);
  await logIn(page, sales, STAFF_PASSWORD);
  const panel = page.getByRole('region', { name: 'Samples' });
  await expect(panel.getByText('2 pieces')).toBeVisible();
  await panel.getByLabel('Currency').selectOption('USD');
  await panel.getByLabel('Sample fee').fill('35');
  await panel.getByLabel('Lead time (days)').fill('7');
  await panel.getByRole('button', { name: 'Accept the sample' }).click();
  await expect(panel.getByText('Accepted', { exact: true })).toBeVisible();
  await panel.getByRole('combobox', { name: 'Carrier', exact: true }).selectOption({ label: 'DHL Express' });
  await panel.getByLabel('Tracking number').fill('1234567890');
  await panel.getByRole('button', { name: 'Ship the sample' }).click();
  await expect(panel.getByText('Shipped', { exact: true })).toBeVisible();
  await shoot(page, 'samples', 'admin-shipped');

  // The buyer sees the fee, the tracking link and each step in the history, then confirms receipt.
  await buyer.reload();
  const sample = buyer.getByRole('region', { name: 'Samples' }).getByTestId('sample');
  await expect(sample).toContainText('Shipped');
  await expect(sample).toContainText('$35.00');
  await expect(sample.getByRole('link', { name: /1234567890/ })).toHaveAttribute('href', /dhl\.com.*1234567890/);
  const history = buyer.getByRole('region', { name: 'History' });
  for (const step of ['Sample requested', 'Sample accepted', 'Sample shipped']) await expect(history.getByText(step)).toBeVisible();
  await shoot(buyer, 'samples', 'buyer-shipped');
  await sample.getByRole('button', { name: 'I received the sample' }).click();
  await expect(sample).toContainText('Received');
  await expect(history.getByText('Sample received')).toBeVisible();
  // Another may be asked for now.
  await expect(buyer.getByRole('region', { name: 'Samples' }).getByRole('button', { name: 'Request a sample' })).toBeVisible();
  await buyerContext.close();
});

test('an editor chooses the product an EVA card names, and the home page names and opens it', async ({ page }, testInfo) => {
  // One width is enough: the form is the same, and the phone's run would edit the same card.
  test.skip(testInfo.project.name !== 'desktop', 'desktop only');
  const editor = accountName(testInfo.project.name, 'hced');
  expect(staff('create', '--account', editor, '--password', STAFF_PASSWORD, '--role', 'editor')).toMatchObject({ code: 0 });
  await page.goto('/en/admin/home-cards');
  await logIn(page, editor, STAFF_PASSWORD);
  const section = page.getByRole('region', { name: 'EVA Molded' });
  const card = section.getByRole('listitem', { name: 'Card 4' });
  await card.getByRole('button', { name: 'Edit' }).click();
  const picker = card.getByLabel('Product shown');
  const options = await picker.locator('option').allTextContents();
  const name = options[options.length - 1];
  await picker.selectOption({ label: name });
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toContainText('Saved.');
  await page.reload();
  await expect(section.getByRole('listitem', { name: 'Card 4' }).getByTestId('card-product')).toHaveText(`Shows: ${name}`);
  await shoot(page, 'samples', 'admin-home-cards');

  await page.goto('/en');
  const link = page.locator('section[data-family="evaMolded"] li a').filter({ hasText: name });
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('href', /^\/en\/product\/\d+\//);
});
