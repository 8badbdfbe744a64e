import { expect, test } from '@playwright/test';
import { API, accountName, registerByApi } from './support/members';
import { logIn, staff } from './support/staff';
import { projectContexts } from './support/contexts';
import { shoot } from './support/shots';

/*
 * Quotes a buyer can take to their purchasing department, at 375 px and 1440 px: sales quote three
 * quantities and a tooling line in the back office; the buyer sees them as a table, chooses 1,000
 * and accepts after the confirmation; the order then stands at 1,000 pieces. The quote and the
 * proforma invoice (with the payment details an admin set) open for the buyer and for staff;
 * another member gets the site's 404 for both.
 */

const STAFF_PASSWORD = 'Str0ng-Back-Office!';
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };
const BANK = {
  beneficiary: 'Hengxin Case Co., Ltd.',
  bank_name: 'Bank of China, Dongguan Branch',
  account: 'CN58 1049 0000 7788',
  swift: 'BKCHCNBJ45A',
  bank_address: '1 Dongcheng Road, Dongguan',
  terms: '30% deposit, balance before shipment.',
};

test('staff quote three quantities and tooling; the buyer accepts 1,000; the quote and proforma open with the bank details', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const admin = accountName(project, 'qadm');
  expect(staff('create', '--account', admin, '--password', STAFF_PASSWORD, '--role', 'admin')).toMatchObject({ code: 0 });

  // The buyer requests a quote for a design (the designs' and orders' APIs).
  const contexts = projectContexts(browser, testInfo, '10.95');
  const buyerContext = await contexts(1);
  const buyer = await buyerContext.newPage();
  await registerByApi(buyer.request, accountName(project, 'qbuy'), SAME_ORIGIN);
  const products = (await (await buyer.request.get(`${API}/product?page=1&limit=6`)).json()).result.list as { id: number }[];
  const design = await buyer.request.post(`${API}/designs`, {
    headers: SAME_ORIGIN,
    data: {
      product_id: products[0].id,
      name: 'Camera case',
      size: '20 × 14 cm',
      material: 'EVA',
      colours: ['black'],
      print_method: 'screenPrint',
      logo_placement: 'front',
      quantity: 800,
    },
  });
  expect(design.status()).toBe(201);
  const created = await buyer.request.post(`${API}/orders`, { headers: SAME_ORIGIN, data: { design_id: (await design.json()).result.id } });
  expect(created.status()).toBe(201);
  const { id, reference } = (await created.json()).result as { id: number; reference: string };

  // An admin sets the payment details (the admin API), then quotes in the back office.
  await page.goto(`/en/admin/orders/${id}`);
  await logIn(page, admin, STAFF_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  const read = (await (await page.request.get(`${API}/admin/config/payment`)).json()).result as { updated_at: string | null };
  expect((await page.request.put(`${API}/admin/config/payment`, { headers: SAME_ORIGIN, data: { ...BANK, updated_at: read.updated_at ?? '' } })).status()).toBe(200);

  const quote = page.getByRole('region', { name: 'Quote', exact: true });
  await quote.getByLabel('Currency').selectOption('USD');
  await quote.getByLabel('Sample fee').fill('');
  const breaks = quote.getByTestId('quote-break');
  for (const [i, [quantity, price]] of [
    ['500', '1.80'],
    ['1000', '1.50'],
    ['2000', '1.30'],
  ].entries()) {
    if (i > 0) await quote.getByRole('button', { name: 'Add a quantity' }).click();
    await breaks.nth(i).getByLabel('Quantity').fill(quantity);
    await breaks
      .nth(i)
      .getByLabel(/^Unit price/)
      .fill(price);
  }
  await quote.getByRole('button', { name: 'Add a line' }).click();
  await quote.getByTestId('quote-extra').getByLabel('Label').fill('Tooling');
  await quote
    .getByTestId('quote-extra')
    .getByLabel(/^Amount/)
    .fill('120');
  await expect(breaks.nth(1)).toContainText('Total: $1,620.00');
  await quote.getByRole('button', { name: 'Save and send the quote' }).click();
  await expect(quote.getByRole('status')).toHaveText('Saved.');
  await expect(quote.getByTestId('quote-options').locator('tbody tr')).toHaveCount(3);
  await shoot(page, 'quote', 'admin-order-options');

  // The buyer sees the three options with their totals, chooses 1,000 and accepts after the dialog.
  await buyer.goto(`/en/user/myOrder/${id}`);
  const options = buyer.getByTestId('quote-options');
  await expect(options.locator('tbody tr')).toHaveCount(3);
  await expect(options).toContainText('$1,020.00');
  await expect(options).toContainText('$1,620.00');
  await expect(options).toContainText('$2,720.00');
  await expect(buyer.getByText('Tooling')).toBeVisible();
  const accept = buyer.getByRole('button', { name: 'Accept quote' });
  await expect(accept).toBeDisabled();
  await buyer.getByRole('radio', { name: /^1,000 pcs at \$1\.50 each/ }).check();
  await shoot(buyer, 'quote', 'member-order-options');
  await accept.click();
  await buyer.getByRole('dialog', { name: 'Accept this quote?' }).getByRole('button', { name: 'Yes, accept the quote' }).click();
  await expect(buyer.getByText(/^You accepted this quote on /)).toBeVisible();
  await expect(buyer.getByText('Goods (1,000 pcs)')).toBeVisible();
  expect((await (await buyer.request.get(`${API}/orders/${id}`)).json()).result).toMatchObject({ quantity: 1000, quote: { unit_price: 150, total: 162000 } });

  // The quote and the proforma invoice, from the order page.
  await buyer.getByRole('link', { name: 'Quote (PDF)' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Quote' })).toBeVisible();
  await expect(buyer.getByTestId('order-sheet')).toContainText(reference);
  await expect(buyer.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await buyer.goto(`/en/user/myOrder/${id}`);
  await buyer.getByRole('link', { name: 'Proforma invoice (PDF)' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Proforma invoice' })).toBeVisible();
  const sheet = buyer.getByTestId('order-sheet');
  await expect(sheet.getByTestId('sheet-lines')).toContainText('1,000');
  await expect(sheet.getByTestId('sheet-lines')).toContainText('$1,620.00');
  await expect(sheet.getByTestId('payment-details')).toContainText(BANK.account);
  await expect(sheet.getByTestId('payment-details')).toContainText(BANK.swift);
  await shoot(buyer, 'quote', 'member-proforma');

  // Staff open the same documents; another member gets the site's 404.
  await page.goto(`/en/admin/orders/${id}/proforma`);
  await expect(page.getByTestId('payment-details')).toContainText(BANK.beneficiary);
  const otherContext = await contexts(2);
  await registerByApi(otherContext.request, accountName(project, 'qoth'), SAME_ORIGIN);
  const other = await otherContext.newPage();
  expect((await other.goto(`/en/user/myOrder/${id}/proforma`))?.status()).toBe(404);
  expect((await other.goto(`/en/user/myOrder/${id}/quote`))?.status()).toBe(404);
  await otherContext.close();
  await buyerContext.close();
});
