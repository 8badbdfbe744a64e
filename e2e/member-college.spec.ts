import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { samplePng } from '../lib/server/files/samples';
import { API, accountName, registerByApi } from './support/members';
import { logIn, staff } from './support/staff';
import { openListFilters } from './support/admin-pages';
import { shoot } from './support/shots';

/*
 * School verification and the account team. A member sends their student card; sales
 * reject it with a reason, the member reads it and sends again, sales approve it until a date, and
 * the member (and the back office's member list) carry the education flag; another member sees
 * nothing of it. An admin writes a staff card and the office hours, assigns the member's account
 * manager, and the member finds that card on /user/helpGroup and asks for help, which lands in
 * their conversation in Messages.
 */

const forwardedFor = () => ({ 'X-Forwarded-For': `198.19.${Math.floor(Math.random() * 200)}.${1 + Math.floor(Math.random() * 250)}` });
test.use({ locale: 'en-US', extraHTTPHeaders: forwardedFor() });

const STAFF_PASSWORD = 'Str0ng-College-Desk!';
const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin' };

/** A second browser of the same device (the back office), logged in as `account`. */
async function deskFor(browser: Browser, testInfo: TestInfo, path: string, account: string): Promise<Page> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale: 'en-US', extraHTTPHeaders: forwardedFor() });
  const desk = await context.newPage();
  await desk.goto(path);
  await logIn(desk, account, STAFF_PASSWORD);
  await expect(desk).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  return desk;
}

test('a member verifies their school: rejected with a reason, sent again, approved until a date; nobody else sees it', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const account = accountName(project, 'col');
  await registerByApi(page.request, account);

  await page.goto('/en/user/collegeAuthentication');
  await expect(page.getByRole('heading', { name: 'School verification', level: 1 })).toBeVisible();
  const state = page.getByTestId('college-state');
  await expect(state).toContainText('Not verified');
  await shoot(page, 'member-college', 'college-empty');

  // The shared rules speak before anything is sent.
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.locator('#college-school')).toBeFocused();

  await page.getByLabel('School or college').fill('Guangzhou Academy of Fine Arts');
  await page.getByRole('radio', { name: 'Student' }).check();
  await page.getByLabel('Student or staff ID number').fill('GAFA-2025-40718');
  const picker = page.getByTestId('file-picker');
  await picker.locator('input[type=file]').setInputFiles({ name: 'student-card.png', mimeType: 'image/png', buffer: await samplePng(320, 200) });
  await expect(picker.getByText('student-card.png').first()).toBeVisible({ timeout: 30_000 });
  const send = page.getByRole('button', { name: 'Send for review' });
  await expect(send).toBeEnabled({ timeout: 30_000 });
  await send.click();
  await expect(state).toContainText('Under review');
  await expect(page.getByTestId('college-id-number')).toHaveText('•••••••••••0718');
  await expect(page.getByTestId('college-form')).toHaveCount(0);
  await shoot(page, 'member-college', 'college-pending');

  // A second request while one waits is refused; another member sees none of it.
  const again = await page.request.post(`${API}/user/college`, {
    data: { school: 'X College', role: 'staff', id_number: 'AB-1234', document: 'a'.repeat(32) },
    headers: SAME_SITE,
  });
  expect(again.status()).toBe(409);
  const other = await browser.newContext({ extraHTTPHeaders: forwardedFor() });
  const otherPage = await other.newPage();
  await registerByApi(otherPage.request, accountName(project, 'co2'));
  const theirs = await otherPage.request.get(`${API}/user/college`);
  expect((await theirs.json()).result).toMatchObject({ current: null, education: false });
  await other.close();

  // Sales reject it with a reason.
  const seller = accountName(project, 'cds');
  expect(staff('create', '--account', seller, '--password', STAFF_PASSWORD, '--role', 'sales')).toMatchObject({ code: 0 });
  const desk = await deskFor(browser, testInfo, '/en/admin/college', seller);
  await openListFilters(desk);
  await desk.getByRole('searchbox', { name: 'Search' }).fill(account);
  await desk.getByRole('button', { name: 'Search', exact: true }).click();
  const row = desk.locator('[data-testid^="college-row-"]').filter({ hasText: 'Guangzhou Academy of Fine Arts' });
  await expect(row).toContainText('GAFA-2025-40718');
  await expect(row.getByRole('link', { name: 'Download the document' })).toBeVisible();
  await shoot(desk, 'member-college', 'admin-college-queue');
  await row.getByRole('button', { name: 'Reject', exact: true }).click();
  await row.getByLabel('Reason').fill('The expiry date on the card is cut off. Please send a photo of the whole card.');
  await row.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(desk.getByText('No request matches.')).toBeVisible();

  // The member reads the reason and sends again.
  await page.reload();
  await expect(state).toContainText('Not approved');
  await expect(state).toContainText('The expiry date on the card is cut off.');
  await expect(page.getByLabel('School or college')).toHaveValue('Guangzhou Academy of Fine Arts');
  await page.getByLabel('Student or staff ID number').fill('GAFA-2025-40718');
  await picker.locator('input[type=file]').setInputFiles({ name: 'whole-card.png', mimeType: 'image/png', buffer: await samplePng(400, 260) });
  await expect(picker.getByText('whole-card.png').first()).toBeVisible({ timeout: 30_000 });
  await expect(send).toBeEnabled({ timeout: 30_000 });
  await send.click();
  await expect(state).toContainText('Under review');

  // Sales approve it until a date; a date in the past is refused with its message.
  await desk.goto(`/en/admin/college?keyword=${account}`);
  const waiting = desk.locator('[data-testid^="college-row-"]').filter({ hasText: 'Waiting' });
  await expect(waiting).toHaveCount(1);
  const date = waiting.getByLabel('Valid until');
  await date.fill('2020-01-01');
  await waiting.getByRole('button', { name: 'Approve until this date' }).click();
  await expect(waiting.getByText(/Choose a date after today/)).toBeVisible();
  const year = new Date().getUTCFullYear() + 2;
  await date.fill(`${year}-07-31`);
  await waiting.getByRole('button', { name: 'Approve until this date' }).click();
  await expect(desk.getByText('No request matches.')).toBeVisible();

  // The member is verified; the back office lists them as education.
  await page.reload();
  await expect(state).toContainText('Verified');
  await expect(state).toContainText(`July 31, ${year}`);
  await expect(page.getByText('Earlier requests')).toBeVisible();
  await shoot(page, 'member-college', 'college-approved');
  await desk.goto(`/en/admin/members?keyword=${account}`);
  await expect(desk.getByRole('row', { name: new RegExp(account) })).toContainText('Education');
  await desk.getByRole('link', { name: account }).click();
  await expect(desk.getByTestId('member-college')).toContainText(`Education until ${year}-07-31`);
  await shoot(desk, 'member-college', 'admin-member-college');
  await desk.context().close();
});

test('an admin writes a staff card and the office hours, assigns the manager; the member reaches them and asks for help', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const account = accountName(project, 'hlp');
  await registerByApi(page.request, account);
  const memberId = (await (await page.request.get(`${API}/user`)).json()).result.id as number;

  // Before a manager is assigned: the sales team's contact.
  await page.goto('/en/user/helpGroup');
  await expect(page.getByRole('heading', { name: 'Your account team', level: 1 })).toBeVisible();
  await expect(page.getByTestId('help-contact')).toContainText('Sales team');

  const admin = accountName(project, 'had');
  expect(staff('create', '--account', admin, '--password', STAFF_PASSWORD, '--role', 'admin')).toMatchObject({ code: 0 });
  const desk = await deskFor(browser, testInfo, '/en/admin/team', admin);
  const hours = desk.getByTestId('office-hours-form');
  await hours.getByRole('tab', { name: /简体中文/ }).click();
  await hours.getByRole('textbox', { name: /Office hours/ }).fill('周一至周五 8:30–18:00');
  await hours.getByRole('tab', { name: /English/ }).click();
  await hours.getByRole('textbox', { name: /Office hours/ }).fill('Monday to Friday, 8:30–18:00\nSaturday mornings for samples');
  await hours.getByRole('button', { name: 'Save' }).click();
  await expect(hours.getByText('Saved', { exact: true })).toBeVisible();

  const card = desk.locator('[data-testid^="team-card-"]').filter({ hasText: admin });
  await card.getByLabel('Display name').fill(`Lily Chen ${project}`);
  await card.getByLabel('WhatsApp').fill('+86 138 2930 5716');
  await card.getByLabel('WeChat ID').fill('1bad');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('This value cannot be used.')).toBeVisible();
  await card.getByLabel('WeChat ID').fill('lily_cases');
  await card.getByRole('tab', { name: /English/ }).click();
  await card.getByRole('textbox', { name: /Job title/ }).fill('Account manager, export');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Saved', { exact: true })).toBeVisible();
  await shoot(desk, 'member-college', 'admin-team');

  // Assign the member's account manager on their page.
  await desk.goto(`/en/admin/members/${memberId}`);
  const manager = desk.getByTestId('account-manager-form');
  await manager.getByLabel('Assign an account manager').selectOption({ label: `Lily Chen ${project}` });
  await manager.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText(`Account manager: Lily Chen ${project}.`)).toBeVisible();
  await desk.context().close();

  // The member sees the card, the office hours and the time zone, and asks for help.
  await page.reload();
  const contact = page.getByTestId('help-contact');
  await expect(contact).toContainText('Your account manager');
  await expect(contact).toContainText(`Lily Chen ${project}`);
  await expect(contact).toContainText('Account manager, export');
  await expect(contact.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', 'https://wa.me/8613829305716');
  await expect(page.getByTestId('help-whatsapp')).toHaveText('+86 138 2930 5716');
  await expect(page.getByTestId('help-wechat')).toHaveText('lily_cases');
  await expect(page.getByTestId('help-hours')).toContainText('Saturday mornings for samples');
  await expect(page.getByTestId('help-hours')).toContainText('GMT+8');
  await shoot(page, 'member-college', 'help-group');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByLabel('Topic').selectOption({ label: 'Shipping and delivery' });
  await page.getByLabel('Your message').fill('Our order of 300 neoprene sleeves has not moved since Monday. Can you check the tracking?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('help-sent')).toBeVisible();
  await shoot(page, 'member-college', 'help-sent');
  await page.getByRole('link', { name: 'Open the conversation' }).click();
  await expect(page).toHaveURL(/\/en\/user\/message\?thread=\d+/);
  const conversation = page.locator('section[aria-labelledby="message-conversation"]');
  await expect(conversation.getByText('Shipping and delivery')).toBeVisible();
  await expect(conversation.getByText('Our order of 300 neoprene sleeves has not moved since Monday.')).toBeVisible();

  // The same pages right to left, in Arabic.
  await page.goto('/ar/user/helpGroup');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'فريق حسابك', level: 1 })).toBeVisible();
  await expect(page.getByTestId('help-wechat')).toHaveText('lily_cases');
  await shoot(page, 'member-college', 'help-group-ar');
  await page.goto('/ar/user/collegeAuthentication');
  await expect(page.getByTestId('college-state')).toContainText('غير متحقَّق');
  await shoot(page, 'member-college', 'college-ar');
});
