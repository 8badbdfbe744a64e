import { expect, test } from '@playwright/test';
import { LEADS_INBOX, receivedMails } from './support/fakes';
import { API, accountName, registerByApi } from './support/members';
import { staff, logIn } from './support/staff';
import { openListFilters } from './support/admin-pages';

/*
 * The back office: staff made with the command line while the server runs (the command
 * goes through the data folder's control socket), the gate, and the leads inbox worked through as
 * a sales person would, at 375 px and 1440 px.
 */

const STAFF_PASSWORD = 'Str0ng-Back-Office!';

test('staff from the command line work the leads inbox: filter, open, move along, assign, note, audit, export', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const admin = accountName(testInfo.project.name, 'adm');
  const made = staff('create', '--account', admin, '--password', STAFF_PASSWORD, '--role', 'admin', '--role', 'sales');
  expect(made).toMatchObject({ code: 0, out: expect.stringContaining(`Created staff account ${admin}`) });
  expect(staff('create', '--account', admin, '--password', STAFF_PASSWORD, '--role', 'admin')).toMatchObject({ code: 2, out: expect.stringContaining('exists already') });
  expect(staff('create', '--account', `${admin}x`, '--password', 'short', '--role', 'sales').code).toBe(2);

  // A buyer sends a request on /contact (in German), with a word nobody else uses.
  const word = `Zebrafoam${Date.now().toString(36)}`;
  const email = `greta.${word.toLowerCase()}@sommer.example`;
  const buyer = await page
    .context()
    .browser()!
    .newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.90.${Math.floor(Math.random() * 250)}.1` } });
  const contact = await buyer.newPage();
  await contact.goto('/de/contact');
  await contact.locator('#consult-name').fill('Greta Sommer');
  await contact.locator('#consult-company').fill('Sommer Taschen');
  await contact.locator('#consult-email').fill(email);
  // /de preselects Germany in the country list.
  await expect(contact.locator('#consult-country')).toHaveValue('DE');
  await contact.locator('#consult-message').fill(`Bitte ein Angebot: 800 ${word} Etuis.`);
  await contact.getByRole('button', { name: 'Anfrage senden' }).click();
  const thanks = contact.getByRole('status').filter({ hasText: email });
  await expect(thanks).toBeVisible();
  const reference = /HX-\d{4}-[2-9A-Z]{4}/.exec((await thanks.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  await buyer.close();

  // It reaches the business by e-mail, and the buyer gets an acknowledgement in German.
  const about = async () => (await receivedMails(LEADS_INBOX)).filter((m) => m.text.includes(email));
  await expect.poll(async () => (await about()).length, { timeout: 20_000 }).toBe(1);
  const [notice] = await about();
  const leadId = Number(/\/admin\/leads\/(\d+)/.exec(notice.text)?.[1]);
  expect(leadId).toBeGreaterThan(0);
  expect(notice.subject).toContain(`${reference}：Greta Sommer · Sommer Taschen`);
  expect(notice.text).toContain('Country: Germany');
  await expect.poll(async () => (await receivedMails(email)).length, { timeout: 20_000 }).toBe(1);
  expect((await receivedMails(email))[0].subject).toBe(`Wir haben Ihre Anfrage ${reference} erhalten`);

  // The gate: no session goes to the login page and comes back to /admin afterwards.
  await page.goto('/en/admin/leads');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fadmin%2Fleads$/);
  await logIn(page, admin, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/en\/admin\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  await openListFilters(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${word}`));
  await expect(page.getByRole('status').filter({ hasText: /lead/ })).toHaveText('1 lead');
  await expect(page.getByRole('table').getByRole('img', { name: 'Unread', exact: true })).toHaveCount(1);
  // A link from another site that opens the lead renders it and writes nothing: still unread.
  const linked = await page.request.get(`/en/admin/leads/${leadId}`, { headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' } });
  expect(linked.status()).toBe(200);
  expect(await linked.text()).toContain(reference);
  await page.reload();
  await expect(page.getByRole('table').getByRole('img', { name: 'Unread', exact: true })).toHaveCount(1);
  await page.getByRole('link', { name: 'Greta Sommer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Lead ${reference}` })).toBeVisible();
  // Shown to staff, the lead becomes read (the page's own POST).
  await expect
    .poll(async () => (await (await page.request.get(`${API}/admin/leads/${leadId}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } })).json()).result.read, { timeout: 15_000 })
    .toBe(true);
  await expect(page.getByText(`Bitte ein Angebot: 800 ${word} Etuis.`)).toBeVisible();
  await expect(page.getByText('E-mail to the business')).toBeVisible();
  await expect(page.getByText(/^Sent /).first()).toBeVisible();

  await page.getByLabel('Status').selectOption('contacted');
  await page.getByLabel('Assignee').selectOption({ label: admin });
  await page.getByLabel('Follow-up date').fill('2026-01-15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  // The note in the list of notes, not the text typed in the box: React writes a controlled
  // textarea's text into the element too, so getByText alone finds the box before the note is saved.
  const note = page.getByRole('region', { name: 'Notes' }).getByRole('listitem').filter({ hasText: 'Called Greta: samples by Friday.' });
  await page.getByLabel('New note').fill('Called Greta: samples by Friday.');
  await page.getByRole('button', { name: 'Add the note' }).click();
  // The box empties once the server has the note; only then may the page be left.
  await expect(page.getByLabel('New note')).toHaveValue('');
  await expect(note).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('contacted');
  await expect(note).toBeVisible();

  // Due for follow-up (the date has passed), and in the CSV.
  await page.goto('/en/admin/leads?due=1&keyword=' + word);
  await expect(page.getByRole('link', { name: 'Greta Sommer' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('img', { name: 'Unread', exact: true })).toHaveCount(0);
  await expect(page.getByText('Overdue')).toBeVisible();
  const csv = await page.request.get(`${API}/admin/leads.csv?keyword=${word}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('"Greta Sommer"');

  await page.goto('/en/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('link', { name: `lead #${leadId}` }).first()).toBeVisible();
  await expect(page.getByText(`command line (`).first()).toBeVisible();
});

test('the back office is a plain 404 to a member, and the staff API answers 404 to them and 401 to nobody', async ({ page, request }, testInfo) => {
  await registerByApi(page.request, accountName(testInfo.project.name, 'nostaff'));
  const res = await page.goto('/en/admin/leads');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const asMember = await page.request.get(`${API}/admin/leads`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(asMember.status()).toBe(404);
  const asNobody = await request.get(`${API}/admin/leads`);
  expect(asNobody.status()).toBe(401);
});
