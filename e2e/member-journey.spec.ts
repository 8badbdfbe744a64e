import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { samplePng } from '../lib/server/files/samples';
import { PASSWORD, accountName } from './support/members';
import { logIn, staff } from './support/staff';
import { shoot } from './support/shots';
import { running } from './support/running';
import { expectNotRunning, holdScripts } from './support/slow-scripts';
import { step } from './support/steps';
import { openListFilters } from './support/admin-pages';

/*
 * The member area's whole first part, in one walk through the UI at 375 px and 1440 px: a new member
 * registers on the login page (sent there by the guard of /user/uploading and back), uploads
 * artwork, opens a catalogue product, saves it as a favourite, customises it with that artwork,
 * saves the design and requests a quote; sales (another browser) find the order in the back
 * office and quote it; the member accepts; sales send a proof; the member approves it from
 * /manuscript; sales move the order to production, ship it with a tracking number and mark it
 * delivered; the member writes about the order and reads the staff reply; saves a ship-to address
 * (China through the province/city/district cascade on phones, Germany on desktops); finds the
 * favourite on /user/myFavorite; and reorders the delivered order. Only the staff account is made
 * outside the UI (the command line, as an operator would).
 *
 * Each part of the walk is a step with a budget of its own (support/steps.ts), about three times the
 * longest it took in 6 walks on a 2-core machine kept busy (load average 19-21): 2-18 s a step,
 * 86-117 s the whole walk, so one 90 s limit for all of it failed busy runs without any step being
 * wrong. After every full page load the walk waits for the page to run before pressing its buttons
 * (support/running.ts), as a person would: a press before hydration does nothing. The design's
 * fields are filled before the editor's script has arrived (held back, support/slow-scripts.ts),
 * as a buyer on a slow phone does: what was typed is what is saved.
 */

const STAFF_PASSWORD = 'Str0ng-Journey-Desk!';
const forwardedFor = () => ({ 'X-Forwarded-For': `198.20.${Math.floor(Math.random() * 200)}.${1 + Math.floor(Math.random() * 250)}` });

/** A proof picture the server sniffs as a PNG. */
const proofPng = () =>
  sharp({ create: { width: 320, height: 220, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

/** Back office: a status move (and the carrier and tracking number when shipping), as member-orders.spec.ts does it. */
async function moveTo(desk: Page, status: string, extra?: { carrier: string; tracking: string }) {
  const panel = desk.getByRole('region', { name: 'Move the order' });
  await panel.getByLabel('New status').selectOption({ label: status });
  if (extra) {
    await panel.getByRole('combobox', { name: 'Carrier', exact: true }).selectOption({ label: extra.carrier });
    await panel.getByLabel('Tracking number').fill(extra.tracking);
  }
  await panel.getByRole('button', { name: 'Move' }).click();
  await expect(desk.locator('h1 + span')).toHaveText(status);
}

test('a new member: artwork, a design from a product, quote, proof, delivery, messages, an address, a favourite, a reorder', async ({ browser }, testInfo) => {
  const project = testInfo.project.name;
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const device = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, locale: 'en-US' };

  const seller = accountName(project, 'jsal');
  expect(staff('create', '--account', seller, '--password', STAFF_PASSWORD, '--role', 'sales')).toMatchObject({ code: 0 });

  const buyerContext = await browser.newContext({ ...device, extraHTTPHeaders: forwardedFor() });
  const deskContext = await browser.newContext({ ...device, extraHTTPHeaders: forwardedFor() });
  try {
    const page = await buyerContext.newPage();
    const desk = await deskContext.newPage();
    const conversation = page.locator('section[aria-labelledby="message-conversation"]');
    const menu = page.getByRole('navigation', { name: 'Member menu' });
    const artwork = page.getByTestId('file-card').filter({ hasText: 'journey-logo.png' });

    await step('registration on the login page, where the guard of /user/uploading sends a visitor; back there after', 30_000, async () => {
      const account = accountName(project, 'journey');
      await page.goto('/en/user/uploading');
      await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fuser%2Fuploading$/);
      await running(page);
      await page.getByRole('tab', { name: 'Register' }).click();
      await page.getByRole('textbox', { name: 'Account', exact: true }).fill(account);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/en\/user\/uploading$/);
    });

    await step('artwork uploaded on /user/uploading', 40_000, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'My files' })).toBeVisible();
      await running(page);
      await page
        .getByTestId('file-drop')
        .locator('input[type=file]')
        .setInputFiles({ name: 'journey-logo.png', mimeType: 'image/png', buffer: await samplePng(600, 360) });
      await expect(artwork).toHaveCount(1, { timeout: 30_000 });
      await expect(artwork).toContainText('Not used yet');
    });

    const slowPhone = await step('a catalogue product: a favourite (the heart), then "Customise this product"', 30_000, async () => {
      await page.goto('/en/products');
      const card = page.locator('main article').first();
      const name = (await card.getByRole('heading').textContent())!.trim();
      await card.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(/\/en\/product\/\d+\/[^/]+$/);
      const id = Number(new URL(page.url()).pathname.split('/')[3]);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await running(page);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
      // The editor opens on a slow phone: its HTML arrives, its script is held back.
      const scripts = await holdScripts(page);
      await page.getByRole('link', { name: 'Customise this product' }).first().click();
      await expect(page).toHaveURL(new RegExp(`/en/product/editProduct/new\\?product=${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'New design' })).toBeVisible();
      return { productName: name, scripts };
    });
    const { productName } = slowPhone;

    await step("the design, typed before the page runs, with the artwork chosen from the member's files", 30_000, async () => {
      // No waiting for the page to run: the buyer types at once (the script is still held back).
      await page.getByLabel('Design name').fill('Journey sleeve');
      await page.getByLabel('Print method').selectOption({ label: 'Screen print' });
      await page.getByLabel('Logo placement').selectOption({ label: 'Front' });
      await page.getByLabel('Quantity').fill('500');
      await expectNotRunning(page);
      await slowPhone.scripts.release();
      // The buttons (a colour, the file picker, save) answer once the page runs.
      await running(page);
      await expect(page.getByRole('heading', { level: 2, name: 'Journey sleeve' })).toBeVisible();
      await page.getByRole('button', { name: 'Navy' }).click();
      const picker = page.getByTestId('file-picker');
      await picker.getByRole('button', { name: 'Choose from my files' }).click();
      await picker.getByRole('checkbox', { name: 'Select journey-logo.png' }).check();
      await picker.getByRole('button', { name: 'Done' }).click();
      await expect(picker.getByText('1 file chosen')).toBeVisible();
      await page.getByRole('button', { name: 'Save design' }).click();
      await expect(page.getByText('Your design has been saved.')).toBeVisible();
      await expect(page).toHaveURL(/\/en\/product\/editProduct\/\d+$/);
    });

    const { orderUrl, orderId, reference } = await step('the quote request: the order page opens, an inquiry', 30_000, async () => {
      await page.getByRole('button', { name: 'Request a quote' }).click();
      const request = page.getByRole('dialog', { name: 'Request a quote for “Journey sleeve”' });
      await request.getByLabel('Note for the sales team (optional)').fill('Delivery to our warehouse, please.');
      await request.getByRole('button', { name: 'Send request' }).click();
      await expect(page).toHaveURL(/\/en\/user\/myOrder\/\d+$/, { timeout: 20_000 });
      const url = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { level: 1, name: 'Journey sleeve' })).toBeVisible();
      const ref = (await page
        .getByText(/^HO-\d{4}-[2-9A-HJKMNP-Z]{4}$/)
        .first()
        .textContent())!;
      await expect(page.getByRole('region', { name: 'Artwork' })).toContainText('journey-logo.png');
      return { orderUrl: url, orderId: Number(url.split('/').pop()), reference: ref };
    });

    await step('sales find it in the back office and quote it', 60_000, async () => {
      await desk.goto('/en/admin/orders');
      await logIn(desk, seller, STAFF_PASSWORD);
      await expect(desk.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      await openListFilters(desk);
      await desk.getByRole('searchbox', { name: 'Search' }).fill(reference);
      await desk.getByRole('button', { name: 'Apply' }).click();
      await expect(desk).toHaveURL(new RegExp(`keyword=${reference}`));
      await desk.getByRole('link', { name: 'Journey sleeve' }).click();
      await expect(desk.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
      await running(desk);
      const quote = desk.getByRole('region', { name: 'Quote' });
      await quote.getByLabel('Currency').selectOption('USD');
      await quote.getByLabel('Unit price').fill('2');
      // The form starts from the buyer's estimate (its sample fee included): this quote has none.
      await quote.getByLabel('Sample fee').fill('0');
      await quote.getByLabel('Shipping fee').fill('100');
      await quote.getByLabel('Lead time (days)').fill('18');
      await expect(quote.getByText('Total: $1,100.00')).toBeVisible();
      await quote.getByRole('button', { name: 'Save and send the quote' }).click();
      await expect(desk.locator('h1 + span')).toHaveText('Quoted');
    });

    await step('the member accepts it', 20_000, async () => {
      await page.reload();
      await running(page);
      const memberQuote = page.getByRole('region', { name: 'Quote' });
      await expect(memberQuote).toContainText('$1,100.00');
      await memberQuote.getByRole('button', { name: 'Accept quote' }).click();
      await page.getByRole('dialog', { name: 'Accept this quote?' }).getByRole('button', { name: 'Yes, accept the quote' }).click();
      await expect(memberQuote.getByText(/^You accepted this quote on /)).toBeVisible();
    });

    await step('sales send a proof; the member finds it on /manuscript and approves it', 45_000, async () => {
      await desk.reload();
      await running(desk);
      const proofUpload = desk.getByRole('region', { name: 'Proofs' });
      await proofUpload.getByLabel(/^Proof file/).setInputFiles({ name: 'journey-proof.png', mimeType: 'image/png', buffer: await proofPng() });
      await proofUpload.getByLabel('Note to the buyer').fill('Logo 50 mm, centred on the front.');
      await proofUpload.getByRole('button', { name: 'Upload and send' }).click();
      await expect(proofUpload.getByRole('status')).toHaveText('Saved.');
      await expect(desk.locator('h1 + span')).toHaveText('Proof');
      await page.goto('/en/manuscript');
      await expect(page.getByText('1 proof is waiting for your review.')).toBeVisible();
      await page.getByRole('listitem').filter({ hasText: reference }).first().getByRole('link', { name: 'Review' }).click();
      await expect(page).toHaveURL(new RegExp(`${orderUrl}#proofs$`));
      await running(page);
      const proofs = page.getByRole('region', { name: 'Proofs' });
      await expect(proofs).toContainText('Logo 50 mm, centred on the front.');
      await proofs.getByRole('button', { name: 'Approve this proof' }).click();
      await page.getByRole('dialog', { name: 'Approve version 1?' }).getByRole('button', { name: 'Yes, approve it' }).click();
      await expect(proofs.getByText('Approved', { exact: true })).toBeVisible();
    });

    await step('production, shipping with a tracking number, delivery', 40_000, async () => {
      await desk.reload();
      await running(desk);
      await expect(desk.getByRole('region', { name: 'Proofs' }).getByText('Approved (locked)')).toBeVisible();
      await moveTo(desk, 'In production');
      await moveTo(desk, 'Shipped', { carrier: 'DHL Express', tracking: 'JD014600003828' });
      await moveTo(desk, 'Delivered');
      await page.goto(orderUrl);
      await expect(page.getByRole('list', { name: 'Progress' }).locator('[aria-current="step"]')).toContainText('Delivered');
      await expect(page.getByRole('region', { name: 'Shipping' })).toContainText('JD014600003828');
      await expect(page.getByRole('region', { name: 'Shipping' })).toContainText('DHL Express');
      await shoot(page, 'journey', 'order-delivered');
    });

    await step("a message about the order; sales reply from the order's page in the back office", 45_000, async () => {
      await page.getByRole('link', { name: 'Messages about this order' }).click();
      await expect(page).toHaveURL(new RegExp(`/en/user/message\\?order=${orderId}$`));
      await running(page);
      await page.getByLabel('Your message').fill('Thank you! Could the reorder ship before the 20th? The logo again, attached.');
      await page.getByRole('button', { name: 'Attachments' }).click();
      const attach = page.getByTestId('file-picker');
      await attach.getByRole('button', { name: 'Choose from my files' }).click();
      await attach.getByRole('checkbox', { name: 'Select journey-logo.png' }).check();
      await attach.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(conversation.getByText('Could the reorder ship before the 20th?')).toBeVisible();
      await expect(conversation.getByRole('link', { name: 'Download journey-logo.png' })).toBeVisible();

      await desk.getByRole('link', { name: 'Messages of this order' }).click();
      await expect(desk.getByText('Could the reorder ship before the 20th?')).toBeVisible();
      await running(desk);
      // The member's account name in the title wraps: the page is no wider than the screen. (On a
      // phone it was 546 px wide, Chrome widened the layout, and every click on 'Send reply' landed
      // on the row above it until the test's limit: the 'slow' phone journey.)
      expect(await desk.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await expect(desk.getByRole('link', { name: 'Download journey-logo.png' })).toBeVisible();
      await desk.getByRole('textbox', { name: 'Reply' }).fill('Yes: a reorder of the same design ships in 12 days.');
      await desk.getByRole('button', { name: 'Send reply' }).click();
      await expect(desk.locator('ol').getByText('a reorder of the same design ships in 12 days')).toBeVisible();
    });

    await step('a ship-to address (China through the cascade on phones, Germany on desktops); the member menu says a message is waiting', 40_000, async () => {
      await page.goto('/en/user/Address');
      await running(page);
      // On a phone the link waits in the closed menu panel, and the menu button carries the count.
      await expect(menu.getByRole('link', { name: /^Messages.*1 unread message$/, includeHidden: true })).toHaveCount(1);
      if (project === 'phone') await expect(menu.getByRole('button', { name: /Menu/ })).toContainText('1');
      const shipping = page.locator('section[data-kind="shipping"]');
      await shipping.getByRole('button', { name: 'Add address' }).click();
      const form = page.locator('form', { has: page.getByRole('heading', { name: 'New shipping address' }) });
      if (project === 'phone') {
        await form.getByLabel('Country or region').selectOption('CN');
        await form.getByLabel('Recipient').fill('李雷');
        await form.getByLabel('Phone').fill('139 0013 9000');
        await form.getByLabel('Province', { exact: true }).selectOption({ label: '浙江省' });
        await form.getByLabel('City', { exact: true }).selectOption({ label: '杭州市' });
        await form.getByLabel('District', { exact: true }).selectOption({ label: '西湖区' });
        await form.getByLabel('Street address').fill('文三路 90 号 3 楼');
        await form.getByLabel('Postal code').fill('310012');
        await form.getByRole('button', { name: 'Save address' }).click();
        const saved = shipping.locator('li', { hasText: '李雷' });
        await expect(saved).toContainText('浙江省杭州市西湖区 文三路 90 号 3 楼');
        await expect(saved.getByText('Default', { exact: true })).toBeVisible();
      } else {
        await form.getByLabel('Country or region').selectOption('DE');
        await form.getByLabel('Recipient').fill('Jonas Weber');
        await form.getByLabel('Phone').fill('+49 89 1234567');
        await form.getByLabel('Address line 1').fill('Landsberger Straße 110');
        await form.getByLabel('City', { exact: true }).fill('München');
        await form.getByLabel('Postal code').fill('80339');
        await form.getByRole('button', { name: 'Save address' }).click();
        const saved = shipping.locator('li', { hasText: 'Jonas Weber' });
        await expect(saved).toContainText('80339 München');
        await expect(saved.getByText('Default', { exact: true })).toBeVisible();
      }
    });

    await step("the reply, read from the menu's Messages; then nothing is unread any more", 20_000, async () => {
      // On a phone the menu's groups open from its button first.
      if (project === 'phone') await menu.getByRole('button', { name: /Menu/ }).click();
      await menu.getByRole('link', { name: /^Messages/ }).click();
      await expect(page).toHaveURL(/\/en\/user\/message$/);
      await running(page);
      await page.getByRole('button', { name: new RegExp(`Order ${reference}`) }).click();
      await expect(conversation.getByText('Yes: a reorder of the same design ships in 12 days.')).toBeVisible();
      // Shown, the page marks the reply read with its own request (before leaving, wait for it).
      await expect.poll(async () => (await (await page.request.get('/basic-api/v1/messages')).json()).result.unread_total).toBe(0);
    });

    await step('the favourite from the product page', 20_000, async () => {
      await page.goto('/en/user/myFavorite');
      await expect(menu.getByRole('link', { name: 'Messages', exact: true, includeHidden: true })).toHaveCount(1);
      const favourites = page.locator('article[data-favorite-card]');
      await expect(favourites).toHaveCount(1);
      await expect(favourites.first().getByRole('link', { name: productName })).toBeVisible();
    });

    await step('reorder the delivered order: a new inquiry with the same design and artwork', 50_000, async () => {
      await page.goto(orderUrl);
      await running(page);
      await page.getByRole('button', { name: 'Reorder' }).click();
      await expect(page).toHaveURL(/\/en\/user\/myOrder\/\d+$/);
      await expect(page).not.toHaveURL(new RegExp(`${orderUrl}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Journey sleeve' })).toBeVisible();
      await expect(page.getByRole('link', { name: reference })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Artwork' })).toContainText('journey-logo.png');

      await page.goto('/en/user/myOrder');
      const rows = page.getByRole('listitem').filter({ hasText: 'Journey sleeve' });
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: 'Inquiry' })).toHaveCount(1);
      await expect(rows.filter({ hasText: 'Delivered' })).toHaveCount(1);
      await shoot(page, 'journey', 'orders');
    });

    await step('the artwork knows where it is used: the design, both orders and the message', 20_000, async () => {
      await page.goto('/en/user/uploading');
      await expect(artwork.getByRole('link', { name: 'Design: Journey sleeve' })).toBeVisible();
      await expect(artwork.getByRole('link', { name: `Order ${reference}` })).toBeVisible();
      await expect(artwork.getByRole('link', { name: /^Order HO-/ })).toHaveCount(2);
      await expect(artwork.getByRole('link', { name: `A message about ${reference}` })).toBeVisible();
    });
  } finally {
    await buyerContext.close();
    await deskContext.close();
  }
});
