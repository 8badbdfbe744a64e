import { expect, test as base, type Page } from '@playwright/test';
import { receivedCodes } from './support/fakes';
import { accountName, API, PASSWORD, registerByApi, uniquePhone } from './support/members';

// The member area's login and session: login page, profile, logout, session expiry, the guard's way back.
// Each project has its own client address (the e2e server trusts one proxy hop): login failures and
// registrations are counted per address, so the phone and desktop runs never add up to a captcha.
const test = base.extend({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': testInfo.project.name === 'phone' ? '203.0.113.71' : '203.0.113.72' });
  },
});
test.use({ locale: 'en-US' });

async function logIn(page: Page, account: string, password: string) {
  await page.getByRole('textbox', { name: 'Account', exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

const detail = (page: Page, term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('register, land on the profile, log out through the dialog; the page is guarded again and the old token refused', async ({ page, request }, testInfo) => {
  const account = accountName(testInfo.project.name, 'reg');
  await page.goto('/en/user/profile');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fuser%2Fprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Member login' })).toBeVisible();

  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByRole('textbox', { name: 'Account', exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  const answer = page.waitForResponse((res) => res.url().endsWith(`${API}/authorizations/register`) && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create account' }).click();
  const registered = await answer;
  expect(registered.status()).toBe(201);
  const token = (await registered.json()).result.access_token as string;
  expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

  await expect(page).toHaveURL(/\/en\/user\/profile$/);
  await expect(page.getByRole('heading', { level: 2, name: account })).toBeVisible();
  await expect(detail(page, 'Account')).toHaveText(account);
  await expect(detail(page, 'Points')).toHaveText('0');
  // The token stays in memory: nothing of it in browser storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(token);

  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Warm reminder' });
  await expect(dialog).toContainText('Are you sure you want to log out?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/en$/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();

  await page.goto('/en/user/profile');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fuser%2Fprofile$/);

  const refused = await request.get(`${API}/user`, { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
});

test('a session ended on the server brings up the expiry dialog; it cannot be dismissed and its confirm goes home', async ({ page, request }, testInfo) => {
  const account = accountName(testInfo.project.name, 'exp');
  await registerByApi(page.request, account);
  await page.goto('/en/user/profile');
  await expect(page.getByRole('heading', { level: 2, name: account })).toBeVisible();

  // End the session elsewhere, with the browser's cookie: the page does not know yet.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(cookie).toBeDefined();
  const ended = await request.get(`${API}/authorizations/logout`, { headers: { Cookie: `token=${cookie!.value}`, 'Sec-Fetch-Site': 'same-origin' } });
  expect(ended.status()).toBe(200);

  // The open page learns it at its next call: SWR asks again when the window gets the focus back.
  // (Opening the page anew is the server's job: it goes to the login page, see the guard tests.)
  // (The profile is rendered on the server, so it shows before the page has hydrated: focus until SWR listens.)
  const dialog = page.getByRole('dialog', { name: 'Login expired' });
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog).toContainText('Your login has expired. Please log in again.');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveCount(1);

  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/en$/);
  // The dead cookie was cleared by the 401: the guard stops the next visit.
  await page.goto('/en/user/profile');
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
});

test('a wrong password shows the generic error; the right one goes home', async ({ page, request }, testInfo) => {
  const account = accountName(testInfo.project.name, 'pw');
  await registerByApi(request, account);
  await page.goto('/en/login');
  await logIn(page, account, 'Wrong-Horse-42');
  await expect(page.getByRole('alert').filter({ hasText: 'The account or password is wrong.' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Wrong-Horse-42');

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('phone and code: the code arrives by text (the fake gateway), a new phone becomes a member, the code works once', async ({ page }) => {
  const phone = uniquePhone('137');
  await page.goto('/en/login');
  await page.getByRole('tab', { name: 'Mobile code' }).click();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await expect.poll(() => receivedCodes(`+86${phone}`)).toHaveLength(1);
  const [code] = await receivedCodes(`+86${phone}`);
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);

  await page.goto('/en/user/profile');
  await expect(detail(page, 'Mobile number')).toHaveText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
  await expect(detail(page, 'Account')).toHaveText('Not set');
  // The code is spent: the same code again logs nobody in.
  const again = await page.request.post(`${API}/authorizations/phone_login`, { data: { phone, code }, headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(again.status()).toBe(400);
});

test("the guard's redirect lands back on the asked page after login, and a member skips the login page", async ({ page, request }, testInfo) => {
  const account = accountName(testInfo.project.name, 'back');
  await registerByApi(request, account);
  await page.goto('/en/user/profile');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fuser%2Fprofile$/);
  await expect(page.getByText('Log in to continue to the page you asked for.')).toBeVisible();
  await logIn(page, account.toUpperCase(), PASSWORD);
  await expect(page).toHaveURL(/\/en\/user\/profile$/);
  await expect(detail(page, 'Account')).toHaveText(account);

  await page.goto('/en/login?redirect=%2Fen%2Fuser%2Fprofile');
  await expect(page).toHaveURL(/\/en\/user\/profile$/);
  await page.goto('/en/login?redirect=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/\/en$/);
});

test.describe('in zh-CN', () => {
  test.use({ locale: 'zh-CN' });

  test('the login page: zh-CN texts, tabs, noindex', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByLabel('账号', { exact: true })).toHaveAttribute('placeholder', '请输入账号');
    await expect(page.getByLabel('密码', { exact: true })).toHaveAttribute('placeholder', '请输入密码');
    await page.getByRole('tab', { name: '手机验证码' }).click();
    await expect(page.getByLabel('手机号码')).toHaveAttribute('placeholder', '请输入手机号码');
    await expect(page.getByLabel('验证码', { exact: true })).toHaveAttribute('placeholder', '请输入验证码');
    await page.getByRole('tab', { name: '注册' }).click();
    await page.getByRole('button', { name: '注册账号' }).click();
    await expect(page.getByText('请先勾选协议再注册。')).toBeVisible();
  });
});

test('/index follows a same-site redirect query, else goes home', { tag: '@any-width' }, async ({ request }) => {
  const followed = await request.get('/en/index?redirect=%2Fen%2Ffaq', { maxRedirects: 0 });
  expect(followed.status()).toBe(307);
  expect(new URL(followed.headers().location, 'http://x').pathname).toBe('/en/faq');
  for (const asked of ['/en/index', '/en/index?redirect=%2F%2Fevil.example']) {
    const res = await request.get(asked, { maxRedirects: 0 });
    expect([asked, res.status(), new URL(res.headers().location, 'http://x').pathname]).toEqual([asked, 307, '/en']);
  }
});
