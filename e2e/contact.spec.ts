import { expect, test } from '@playwright/test';
import { running } from './support/running';
import { expectNotRunning, holdScripts } from './support/slow-scripts';

// Its own client address (the e2e server trusts one proxy hop): the consult rate limit is per address.
test.use({ locale: 'en-US', extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.40' } });

test('the contact form shows translated field errors, keeps what was typed, and confirms a sent request', async ({ page, request }) => {
  const list = await (await request.get('/basic-api/v1/product', { headers: { 'Accept-Language': 'en' } })).json();
  const product = list.result.list[1];
  await page.goto(`/en/contact?product=${product.id}`);
  await expect(page.getByText(product.name)).toBeVisible();

  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Please correct the highlighted fields.');
  const name = page.getByLabel('Your name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();

  // The country list is in English, the browser's country (en-US) preselected; the privacy note sits by the button.
  await expect(page.getByLabel('Country or region')).toHaveValue('US');
  await page.getByLabel('Country or region').selectOption({ label: 'Brazil' });
  await expect(page.getByText('We keep your details and files only to answer this request')).toBeVisible();
  await name.fill('Ana Souza');
  await page.getByLabel('E-mail').fill('ana@example');
  await page.getByLabel('Your message').fill('We need 600 printed canvas totes for a trade fair in March.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.', { exact: true })).toBeVisible();
  await expect(name).toHaveValue('Ana Souza');

  await page.getByLabel('E-mail').fill('ana@souza-trading.example');
  await page.getByRole('button', { name: 'Send request' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Thank you, we have your request' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('ana@souza-trading.example');
  // A reference the buyer can quote, not the lead's sequential number.
  await expect(status).toContainText(/Your reference number is HX-\d{4}-[2-9A-Z]{4}\./);
});

test("a slow phone: what was typed before the page's script arrived is sent", async ({ page }, testInfo) => {
  // An address of its own (the consult limit is per address), per project.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${testInfo.project.name === 'phone' ? 41 : 42}` });
  const scripts = await holdScripts(page);
  await page.goto('/en/contact', { waitUntil: 'domcontentloaded' });
  // Typed into the server's page at once, without waiting for it to run.
  await page.getByLabel('Your name').fill('Kofi Mensah');
  await page.getByLabel('Company').fill('Accra Audio');
  await page.getByLabel('E-mail').fill('kofi@accra-audio.example');
  await page.getByLabel('Country or region').selectOption('GH');
  await page.getByLabel('Your message').fill('Hard cases for 300 portable speakers, foam inserts cut to shape.');
  await expectNotRunning(page);
  await scripts.release();
  await running(page);

  // Hydrated, its draft and country effects run: the typed text is still there and is what is sent.
  await expect(page.getByLabel('Your name')).toHaveValue('Kofi Mensah');
  await expect(page.getByLabel('Country or region')).toHaveValue('GH');
  let sent: unknown = null;
  await page.route('**/basic-api/v1/consult', async (route) => {
    sent = route.request().postDataJSON();
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, we have your request' })).toContainText('kofi@accra-audio.example');
  expect(sent).toMatchObject({
    name: 'Kofi Mensah',
    company: 'Accra Audio',
    email: 'kofi@accra-audio.example',
    country: 'GH',
    message: 'Hard cases for 300 portable speakers, foam inserts cut to shape.',
  });
});

test('a refused submission keeps every typed value', async ({ page }) => {
  await page.route('**/basic-api/v1/consult', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ code: 429, result: null, message: 'Too many requests. Please wait 10 minutes and try again.', status: 'fail' }),
    }),
  );
  await page.goto('/en/contact');
  await page.getByLabel('Your name').fill('Li Wei');
  await page.getByLabel('E-mail').fill('li.wei@example.com');
  await page.getByLabel('Your message').fill('Quotation for 2,000 EVA earphone cases, please.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Too many requests. Please wait 10 minutes and try again.')).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Li Wei');
  await expect(page.getByLabel('E-mail')).toHaveValue('li.wei@example.com');
  await expect(page.getByLabel('Your message')).toHaveValue('Quotation for 2,000 EVA earphone cases, please.');
});
