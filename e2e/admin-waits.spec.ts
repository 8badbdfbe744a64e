import { expect, test } from '@playwright/test';
import { openListFilters } from './support/admin-pages';
import { accountName, API, ownAddress, registerByApi, SAME_SITE } from './support/members';
import { shoot } from './support/shots';
import { logIn, staff } from './support/staff';

/*
 * What waits for staff: a sales account logs in with no page asked for and lands on the back
 * office's overview, where a buyer's new quote request waits among "Orders waiting for a quote";
 * the count leads to the orders list filtered to exactly those, where the sales person gives the
 * order to themselves, and "Assigned: to me" then lists it.
 */

const STAFF_PASSWORD = 'Str0ng-Back-Office!';

test('staff land on what waits, follow it to the filtered orders, and take an order', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const shot = (name: string) => shoot(page, 'admin-waits', name);
  const sales = accountName(project, 'wts');
  expect(staff('create', '--account', sales, '--password', STAFF_PASSWORD, '--role', 'sales')).toMatchObject({ code: 0 });

  // A buyer asks for a quote from a design.
  const address = ownAddress('10.88');
  const token = await registerByApi(request, accountName(project, 'wtb'), address);
  const buyer = { ...address, ...SAME_SITE, Authorization: `Bearer ${token}` };
  const product = (await (await request.get(`${API}/product?limit=6`, { headers: address })).json()).result.list[0];
  const title = `Waiting case ${project} ${Date.now().toString(36)}`;
  const design = await request.post(`${API}/designs`, { headers: buyer, data: { product_id: product.id, name: title, quantity: 120 } });
  expect(design.status()).toBe(201);
  const created = await request.post(`${API}/orders`, { headers: buyer, data: { design_id: (await design.json()).result.id } });
  expect(created.status()).toBe(201);
  const { reference } = (await created.json()).result as { reference: string };

  // No page asked for: the sales account lands on the overview, not the public home page.
  await page.goto('/en/login');
  await logIn(page, sales, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/en\/admin$/);
  const waits = page.getByRole('region', { name: 'What waits for us' });
  const quotes = waits.getByRole('region', { name: 'Orders waiting for a quote' });
  await expect(quotes.getByRole('link', { name: title })).toBeVisible();
  await expect(waits.getByRole('region', { name: 'Leads due for follow-up' })).toBeVisible();
  // Each figure once: the leads due are among what waits; the leads panel below counts the unread and each status.
  await expect(page.getByRole('region', { name: 'Leads: unread and by status' }).getByRole('link', { name: /^Unread leads \d+$/ })).toBeVisible();
  await expect(page.getByText('Due for follow-up', { exact: true })).toHaveCount(0);
  await shot('overview');

  // The count opens the orders list filtered to the orders waiting for a quote.
  await quotes.getByRole('link', { name: /^Orders waiting for a quote: \d+, show them all$/ }).click();
  await expect(page).toHaveURL(/\/en\/admin\/orders\?turn=quote$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('We owe a quote');
  await openListFilters(page);
  await expect(page.getByRole('combobox', { name: 'Waiting on us' })).toHaveValue('quote');

  // The sales person gives the order to themselves; "Assigned: to me" lists it.
  await row.getByRole('combobox', { name: `Assignee of ${reference}` }).selectOption({ label: sales });
  await row.getByRole('button', { name: 'Assign' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved');
  await shot('orders-waiting');
  await page.goto('/en/admin/orders?mine=1');
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
  await openListFilters(page);
  await expect(page.getByRole('combobox', { name: 'Assigned' }).locator('option:checked')).toHaveText(/^To me \(\d+\)$/);
});
