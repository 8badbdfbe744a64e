import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { API, accountName, registerByApi } from './support/members';
import { logIn, staff } from './support/staff';
import { projectContexts } from './support/contexts';
import { shoot } from './support/shots';

/*
 * Orders and proofs, end to end at 375 px and 1440 px: a member requests a quote from
 * a saved design; sales quote it in the back office; the member accepts; sales send a proof; the
 * member asks for changes; sales send version 2; the member finds it first on /manuscript and
 * approves it; sales move the order to production, ship it with a carrier and tracking number and
 * mark it delivered; the member reads the timeline and reorders in one click. Another member gets
 * the site's 404 for the order; a visitor asking for /manuscript is sent to the login page.
 */

const STAFF_PASSWORD = 'Str0ng-Back-Office!';
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };
/** A proof picture: the server sniffs it as a PNG and makes its thumbnail. */
const proofPng = (background: string) =>
  sharp({ create: { width: 320, height: 220, channels: 3, background } })
    .png()
    .toBuffer();

async function uploadProof(page: Page, name: string, note: string, background: string) {
  const PNG = await proofPng(background);
  const upload = page.getByRole('region', { name: 'Proofs' });
  await upload.getByLabel(/^Proof file/).setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await upload.getByLabel('Note to the buyer').fill(note);
  await upload.getByRole('button', { name: 'Upload and send' }).click();
  await expect(upload.getByRole('status')).toHaveText('Saved.');
}

async function moveTo(page: Page, status: string, extra?: { carrier: string; tracking: string; note?: string }) {
  const panel = page.getByRole('region', { name: 'Move the order' });
  await panel.getByLabel('New status').selectOption({ label: status });
  if (extra) {
    await panel.getByRole('combobox', { name: 'Carrier', exact: true }).selectOption({ label: extra.carrier });
    await panel.getByLabel('Tracking number').fill(extra.tracking);
  }
  if (extra?.note) await panel.getByLabel('Note (shown in the buyer’s history)').fill(extra.note);
  await panel.getByRole('button', { name: 'Move' }).click();
  await expect(page.locator('h1 + span')).toHaveText(status);
}

test('a member requests a quote, accepts it, reviews two proofs, approves, receives the order and reorders', async ({ page, browser }, testInfo) => {
  test.setTimeout(300_000);
  const project = testInfo.project.name;
  const sales = accountName(project, 'osal');
  expect(staff('create', '--account', sales, '--password', STAFF_PASSWORD, '--role', 'sales')).toMatchObject({ code: 0 });

  // The buyer: registered, with a design of a catalogue product (DESIGNS' API), requests a quote.
  const buyerContext = await projectContexts(browser, testInfo, '10.93')(project === 'phone' ? 1 : 2);
  const buyer = await buyerContext.newPage();
  // A proof's thumbnail is made in the background: until it exists the page shows the file's kind,
  // and asks for nothing that fails.
  const failed: string[] = [];
  buyer.on('response', (response) => {
    if (response.status() >= 400 && response.url().includes('/files/')) failed.push(`${response.status()} ${response.url()}`);
  });
  buyer.on('requestfailed', (request) => {
    if (request.url().includes('/thumb')) failed.push(`failed ${request.url()}`);
  });
  await registerByApi(buyer.request, accountName(project, 'obuy'), SAME_ORIGIN);
  // Two ship-to addresses (the address book's API): the first is the default.
  for (const [recipient, line1, city, postal] of [
    ['Lena Vogel', 'Torstraße 12', 'Berlin', '10119'],
    ['Depot Hamburg', 'Hafenstraße 3', 'Hamburg', '20095'],
  ]) {
    const made = await buyer.request.post(`${API}/user/addresses`, {
      headers: SAME_ORIGIN,
      data: { kind: 'shipping', recipient, phone: '+49 30 1234567', country: 'DE', line1, city, postal_code: postal },
    });
    expect(made.status()).toBe(201);
  }
  const products = (await (await buyer.request.get(`${API}/product?page=1&limit=6`)).json()).result.list as { id: number }[];
  const design = await buyer.request.post(`${API}/designs`, {
    headers: SAME_ORIGIN,
    data: {
      product_id: products[0].id,
      name: 'Team laptop sleeve',
      size: '35 × 25 cm',
      material: 'Neoprene 4 mm',
      colours: ['navy'],
      print_method: 'screenPrint',
      logo_placement: 'front',
      quantity: 300,
      notes: 'White zip pull',
    },
  });
  expect(design.status()).toBe(201);
  const designId = (await design.json()).result.id as number;
  const created = await buyer.request.post(`${API}/orders`, { headers: SAME_ORIGIN, data: { design_id: designId, note: 'Needed by the end of May.' } });
  expect(created.status()).toBe(201);
  const { id, reference } = (await created.json()).result as { id: number; reference: string };
  expect(reference).toMatch(/^HO-\d{4}-[2-9A-HJKMNP-Z]{4}$/);

  await buyer.goto('/en/user/myOrder');
  await expect(buyer.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  // Filters only for the statuses this member's orders have, with their counts.
  await expect(buyer.getByRole('link', { name: 'Inquiry (1)' })).toBeVisible();
  await expect(buyer.getByRole('link', { name: /^Shipped/ })).toHaveCount(0);
  const row = buyer.getByRole('listitem').filter({ hasText: reference });
  await expect(row).toContainText('Team laptop sleeve');
  await expect(row).toContainText('Inquiry');
  await expect(row).toContainText('Awaiting quote');
  await row.getByRole('link').click();
  await expect(buyer).toHaveURL(new RegExp(`/en/user/myOrder/${id}$`));
  await expect(buyer.getByRole('heading', { level: 1, name: 'Team laptop sleeve' })).toBeVisible();
  await expect(buyer.getByText(/We are preparing your quote/)).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'Messages about this order' })).toHaveAttribute('href', `/en/user/message?order=${id}`);

  // Another member: the site's 404 for the page and the API.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.94.${Math.floor(Math.random() * 250)}.3` } });
  await registerByApi(other.request, accountName(project, 'oth'), SAME_ORIGIN);
  expect((await other.request.get(`${API}/orders/${id}`)).status()).toBe(404);
  expect((await other.request.post(`${API}/orders/${id}/reorder`, { headers: SAME_ORIGIN })).status()).toBe(404);
  const otherPage = await other.newPage();
  expect((await otherPage.goto(`/en/user/myOrder/${id}`))?.status()).toBe(404);
  await other.close();

  // Sales quote it in the back office (amounts in major units).
  await page.goto(`/en/admin/orders?keyword=${reference}`);
  await logIn(page, sales, STAFF_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('link', { name: 'Team laptop sleeve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  const quote = page.getByRole('region', { name: 'Quote' });
  await quote.getByLabel('Unit price').fill('2.35');
  await quote.getByLabel('Sample fee').fill('40');
  await quote.getByLabel('Shipping fee').fill('120');
  await quote.getByLabel('Lead time (days)').fill('20');
  await quote.getByLabel('Currency').selectOption('USD');
  await expect(quote.getByText('Total: $865.00')).toBeVisible();
  await quote.getByLabel('Terms and notes for the buyer').fill('FOB Shenzhen, 30% deposit.');
  await quote.getByRole('button', { name: 'Save and send the quote' }).click();
  await expect(page.locator('h1 + span')).toHaveText('Quoted');
  await shoot(page, 'orders', 'admin-order-quoted');

  // The buyer accepts.
  await buyer.goto('/en/user/myOrder');
  await expect(buyer.getByRole('link', { name: /Waiting for you \(1\)/ })).toBeVisible();
  await expect(buyer.getByRole('listitem').filter({ hasText: reference })).toContainText('Quote to answer');
  await buyer.goto(`/en/user/myOrder/${id}`);
  await expect(buyer.getByText('Your quote is ready: please accept or decline it below.')).toBeVisible();
  const buyerQuote = buyer.getByRole('region', { name: 'Quote' });
  await expect(buyerQuote).toContainText('$2.35');
  await expect(buyerQuote).toContainText('$865.00');
  await expect(buyerQuote).toContainText('20 days');
  await shoot(buyer, 'orders', 'member-order-quote');
  // Accepting is final: the buyer confirms it in a dialog first (going back changes nothing).
  await buyerQuote.getByRole('button', { name: 'Accept quote' }).click();
  const acceptDialog = buyer.getByRole('dialog', { name: 'Accept this quote?' });
  await expect(acceptDialog).toContainText('Accepting is final');
  await acceptDialog.getByRole('button', { name: 'Go back' }).click();
  await expect(acceptDialog).toBeHidden();
  await expect(buyerQuote.getByRole('button', { name: 'Accept quote' })).toBeVisible();
  await buyerQuote.getByRole('button', { name: 'Accept quote' }).click();
  await shoot(buyer, 'orders', 'member-order-accept-dialog', { fullPage: false });
  await acceptDialog.getByRole('button', { name: 'Yes, accept the quote' }).click();
  await expect(buyerQuote.getByText(/^You accepted this quote on /)).toBeVisible();
  // Accepting preset the default ship-to address; the buyer chooses the other one.
  const shipTo = buyer.getByRole('region', { name: 'Ship to' });
  await expect(shipTo.locator('address')).toContainText('Lena Vogel');
  await shipTo.getByLabel('Ship-to address').selectOption({ label: 'Depot Hamburg, Hamburg, Germany' });
  await shipTo.getByRole('button', { name: 'Use this address' }).click();
  await expect(shipTo.locator('address')).toContainText('Depot Hamburg');
  await expect(shipTo.locator('address')).toContainText('20095 Hamburg');

  // Sales send proof version 1; the buyer asks for changes.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Ship to' })).toContainText('Depot Hamburg');
  await uploadProof(page, 'layout-v1.png', 'Logo 40 mm wide, centred.', '#1e3a8a');
  await expect(page.locator('h1 + span')).toHaveText('Proof');
  await buyer.goto(`/en/user/myOrder/${id}`);
  const proofs = buyer.getByRole('region', { name: 'Proofs' });
  await expect(proofs.getByText('Version 1', { exact: true })).toBeVisible();
  await expect(proofs.getByText('Waiting for your review')).toBeVisible();
  await proofs.getByRole('button', { name: 'Request changes' }).click();
  await proofs.getByRole('button', { name: 'Send my changes' }).click();
  await expect(proofs.getByText('This field is required.')).toBeVisible();
  await proofs.getByLabel('What should we change?').fill('Make the logo 60 mm wide, please.');
  await proofs.getByRole('button', { name: 'Send my changes' }).click();
  await expect(proofs.getByText('Changes requested')).toBeVisible();

  // Version 2; the buyer finds it first on /manuscript and approves it.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Proofs' })).toContainText('Make the logo 60 mm wide, please.');
  await uploadProof(page, 'layout-v2.png', 'Logo 60 mm.', '#e8590c');
  await buyer.goto('/en/manuscript');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Proofs' })).toBeVisible();
  await expect(buyer.getByText('1 proof is waiting for your review.')).toBeVisible();
  const first = buyer.getByRole('listitem').filter({ hasText: reference }).first();
  await expect(first).toContainText('Version 2');
  await expect(first).toContainText(reference);
  await shoot(buyer, 'orders', 'member-manuscript');
  await first.getByRole('link', { name: 'Review' }).click();
  await expect(buyer).toHaveURL(new RegExp(`/en/user/myOrder/${id}#proofs$`));
  await shoot(buyer, 'orders', 'member-order-proof');
  await proofs.getByRole('button', { name: 'Approve this proof' }).click();
  await buyer.getByRole('dialog', { name: 'Approve version 2?' }).getByRole('button', { name: 'Yes, approve it' }).click();
  await expect(proofs.getByText('Approved', { exact: true })).toBeVisible();
  await expect(proofs.getByRole('button', { name: 'Approve this proof' })).toHaveCount(0);
  // The history reads the version in words, not a bare "v2".
  const history = buyer.getByRole('region', { name: 'History' });
  await expect(history.getByText('Version 2', { exact: true })).toBeVisible();
  await expect(history.getByText('Version 1: Make the logo 60 mm wide, please.')).toBeVisible();

  // Production, shipping with tracking, delivery.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Proofs' }).getByText('Approved (locked)')).toBeVisible();
  await moveTo(page, 'In production');
  await moveTo(page, 'Shipped', { carrier: 'SF Express', tracking: 'SF1234567890', note: 'Two cartons, 38 kg.' });
  await moveTo(page, 'Delivered');
  await shoot(page, 'orders', 'admin-order-delivered');

  // The buyer reads it at a glance, and reorders in one click.
  await buyer.goto(`/en/user/myOrder/${id}`);
  const progress = buyer.getByRole('list', { name: 'Progress' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Delivered');
  await expect(progress).not.toContainText('Sample');
  // The tracking number opens the carrier's tracking page; sales' note with the move is in the history.
  const tracking = buyer.getByRole('region', { name: 'Shipping' }).getByRole('link', { name: /SF1234567890/ });
  await expect(tracking).toHaveAttribute('href', /^https:\/\/www\.sf-express\.com\/.*SF1234567890$/);
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(buyer.getByRole('region', { name: 'History' }).getByText('Two cartons, 38 kg.')).toBeVisible();
  expect(failed).toEqual([]);
  await shoot(buyer, 'orders', 'member-order-delivered');
  await buyer.getByRole('button', { name: 'Reorder' }).click();
  await expect(buyer).not.toHaveURL(new RegExp(`/en/user/myOrder/${id}$`));
  await expect(buyer).toHaveURL(/\/en\/user\/myOrder\/\d+$/);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Team laptop sleeve' })).toBeVisible();
  await expect(buyer.getByRole('link', { name: reference })).toBeVisible();
  await expect(buyer.locator('header').getByText('Inquiry', { exact: true })).toBeVisible();
  await buyer.goto('/en/user/myOrder');
  await expect(buyer.getByRole('listitem').filter({ hasText: `Reorder of ${reference}` })).toContainText('Inquiry');
  await shoot(buyer, 'orders', 'member-orders');
  await buyer.goto('/en/user/myOrder?status=cancelled');
  await shoot(buyer, 'orders', 'member-orders-cancelled', { fullPage: false });
  await buyerContext.close();
});

test('a visitor asking for /manuscript is sent to the login page and back', async ({ page }) => {
  await page.goto('/en/manuscript');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fmanuscript$/);
  await page.goto('/manuscript');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmanuscript$/);
});
