import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { API, accountName, registerByApi } from './support/members';
import { logIn, staff } from './support/staff';
import { projectContexts } from './support/contexts';
import { shoot } from './support/shots';

/*
 * The account statement and production photos, end to end at 375 px and 1440 px: a
 * member's order is quoted (USD, 300 × 2.35 + 120 shipping = 825.00) and accepted; sales post a
 * sample fee, a deposit (reversed: the wrong amount) and a payment in the back office and add a
 * production photo to the order; the member reads the statement (due 825 − (−40 + 250 − 250 + 500)
 * = 365.00), downloads the CSV, opens the printable statement and sees the photo on the order.
 * Another member sees none of it and cannot post.
 */

const STAFF_PASSWORD = 'Str0ng-Back-Office!';
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

test('sales post and reverse entries; the member reads the statement, the CSV, the printable page and the order’s production photo', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const sales = accountName(project, 'psal');
  expect(staff('create', '--account', sales, '--password', STAFF_PASSWORD, '--role', 'sales')).toMatchObject({ code: 0 });

  const context = projectContexts(browser, testInfo, '10.95');
  const buyerContext = await context(project === 'phone' ? 1 : 2);
  const buyer = await buyerContext.newPage();
  const buyerAccount = accountName(project, 'pbuy');
  await registerByApi(buyer.request, buyerAccount, SAME_ORIGIN);
  const products = (await (await buyer.request.get(`${API}/product?page=1&limit=6`)).json()).result.list as { id: number }[];
  const design = await buyer.request.post(`${API}/designs`, { headers: SAME_ORIGIN, data: { product_id: products[0].id, name: 'Tool case, EVA', quantity: 300 } });
  expect(design.status()).toBe(201);
  const created = await buyer.request.post(`${API}/orders`, { headers: SAME_ORIGIN, data: { design_id: (await design.json()).result.id } });
  const { id, reference } = (await created.json()).result as { id: number; reference: string };

  // Empty statement first: a clear empty state.
  await buyer.goto('/en/user/myPurse');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Account statement' })).toBeVisible();
  await expect(buyer.getByText('No entries yet')).toBeVisible();

  // Sales quote through the back office's API (the orders spec drives that form), the buyer accepts.
  await page.goto('/en/admin/ledger');
  await logIn(page, sales, STAFF_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Account statements' })).toBeVisible();
  const order = (await (await page.request.get(`${API}/admin/orders/${id}`)).json()).result as { updated_at: string };
  const quoted = await page.request.put(`${API}/admin/orders/${id}/quote`, {
    headers: SAME_ORIGIN,
    data: { currency: 'USD', unit_price: '2.35', quantity: 300, sample_fee: '40', shipping_fee: '120', updated_at: order.updated_at },
  });
  expect(quoted.status()).toBe(200);
  expect((await buyer.request.post(`${API}/orders/${id}/quote-decision`, { headers: SAME_ORIGIN, data: { decision: 'accepted' } })).status()).toBe(200);

  // Find the member, then post on the form.
  await page.getByLabel('Find the member').fill(buyerAccount);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('listitem').filter({ hasText: buyerAccount }).getByRole('link', { name: 'Choose' }).click();
  const post = page.getByRole('region', { name: 'Post an entry' });
  await expect(post).toContainText(`Posting to ${buyerAccount}`);
  const postEntry = async (kind: string, amount: string, note: string) => {
    await post.getByLabel('Order').selectOption({ label: `${reference} · Tool case, EVA (USD)` });
    await post.getByLabel('Kind').selectOption({ label: kind });
    await post.getByLabel('Amount').fill(amount);
    await post.getByLabel('Note').fill(note);
    await post.getByRole('button', { name: 'Post entry' }).click();
    await expect(post.getByRole('status')).toHaveText('Posted.');
  };
  // Bad input first: a zero amount is refused with the field's message, nothing posted.
  await post.getByLabel('Amount').fill('0');
  await post.getByRole('button', { name: 'Post entry' }).click();
  await expect(post.getByRole('alert')).toBeVisible();
  await expect(post.getByText('This value cannot be used.')).toBeVisible();
  await postEntry('Sample fee', '40', 'Two pre-production samples');
  await postEntry('Deposit', '250', 'Deposit, wrong amount');
  await postEntry('Payment', '500', 'Bank transfer 30% + balance');
  await expect(post.getByTestId('admin-total-USD')).toContainText('$115.00'); // 825 − (−40 + 250 + 500)

  // Reverse the deposit from the newest entries.
  await page.goto('/en/admin/ledger');
  const recent = page.getByRole('region', { name: 'Newest entries' });
  const depositRow = recent.getByRole('row').filter({ hasText: 'Deposit, wrong amount' }).filter({ hasText: reference });
  await depositRow.getByRole('button', { name: 'Reverse' }).click();
  await depositRow.getByLabel('Reason (shown to the member)').fill('Posted twice');
  await depositRow.getByRole('button', { name: 'Reverse it' }).click();
  await expect(recent.getByRole('row').filter({ hasText: 'Posted twice' }).filter({ hasText: reference })).toContainText(/Reversal of No\. \d+/);
  await expect(page.getByTestId('ledger-due').getByRole('row').filter({ hasText: buyerAccount })).toContainText('$365.00');
  await shoot(page, 'purse', 'admin-ledger');

  // A production photo on the order.
  await page.goto(`/en/admin/orders/${id}`);
  const photos = page.getByRole('region', { name: 'Production photos' });
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#5b7f95' } })
    .jpeg()
    .toBuffer();
  await photos.getByLabel(/^Photo/).setInputFiles({ name: 'cutting.jpg', mimeType: 'image/jpeg', buffer: picture });
  await photos.getByLabel('Caption').fill('Cutting the EVA shells');
  await photos.getByRole('button', { name: 'Upload photo' }).click();
  await expect(photos.getByRole('status')).toHaveText('Added.');
  await expect(photos.getByText('Cutting the EVA shells')).toBeVisible();

  // The member's statement.
  await buyer.goto('/en/user/myPurse');
  await expect(buyer.getByTestId('total-USD')).toContainText('Due');
  await expect(buyer.getByTestId('total-USD')).toContainText('$365.00');
  const orders = buyer.getByRole('region', { name: 'Due per order' });
  await expect(orders.getByRole('row').filter({ hasText: reference })).toContainText('$825.00');
  await expect(orders.getByRole('link', { name: 'Tool case, EVA' })).toHaveAttribute('href', `/en/user/myOrder/${id}`);
  const entries = buyer.getByTestId('entries');
  await expect(entries.locator('tbody tr')).toHaveCount(4);
  await expect(entries.locator('tbody tr').filter({ hasText: 'Posted twice' })).toContainText(/Reversal of No\. \d+/);
  await expect(entries.locator('tbody tr').filter({ hasText: 'Two pre-production samples' })).toContainText('Sample fee');
  await shoot(buyer, 'purse', 'member-statement');

  // The CSV: a byte-order mark, English headers, one line per entry with the running balance.
  expect(await buyer.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(`${API}/user/statement?format=csv`);
  const csv = await buyer.request.get(`${API}/user/statement?format=csv`);
  expect(csv.headers()['content-disposition']).toMatch(/filename="statement-\d{8}\.csv"/);
  const text = (await csv.body()).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('"Date","No.","Entry","Order","Note","Currency","Amount","Balance","Reverses No."');
  expect(lines).toHaveLength(5);
  // Same day: in posting order, the reversal last; its balance is the statement's.
  expect(lines[4]).toMatch(/,"Deposit","HO-[^"]+","Posted twice",USD,-250\.00,460\.00,\d+$/);

  // The printable statement.
  await buyer.getByRole('link', { name: 'Printable statement' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Statement of account' })).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(buyer.locator('article')).toContainText('$365.00');
  await shoot(buyer, 'purse', 'member-print');

  // The photo on the member's order.
  await buyer.goto(`/en/user/myOrder/${id}`);
  const seen = buyer.getByRole('region', { name: 'Production photos' });
  await expect(seen).toContainText('Cutting the EVA shells');
  const img = seen.getByRole('img', { name: 'Cutting the EVA shells' });
  const src = await img.getAttribute('src');
  await expect.poll(async () => (await buyer.request.get(src!)).status(), { timeout: 15_000 }).toBe(200);
  await shoot(buyer, 'purse', 'member-order-photos');

  // Another member: an empty statement, the photo's file closed, no posting.
  const otherContext = await context(3);
  await registerByApi(otherContext.request, accountName(project, 'poth'), SAME_ORIGIN);
  const theirs = (await (await otherContext.request.get(`${API}/user/statement`)).json()).result;
  expect(theirs.entries).toEqual([]);
  expect((await otherContext.request.get(src!)).status()).toBe(404);
  expect((await otherContext.request.post(`${API}/admin/ledger`, { headers: SAME_ORIGIN, data: { member_id: 1, kind: 'credit', amount: '5', currency: 'USD' } })).status()).toBe(
    404,
  );
  await otherContext.close();
  await buyerContext.close();
});
