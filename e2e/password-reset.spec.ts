import { expect, test } from '@playwright/test';
import { receivedMails } from './support/fakes';
import { accountName, API, proveEmail, registerByApi, SAME_SITE } from './support/members';
import { projectContexts } from './support/contexts';

/*
 * "Forgot password": from the login page's link, a member who proved an e-mail asks for
 * a code by account name, receives it by mail (the outbox and the fake mail server), sets a new
 * password; the session they had elsewhere is gone, and the new password logs them in.
 */

const NEW_PASSWORD = 'Reset-Battery-58';

test('a member resets a forgotten password with a mailed code; the old session ends and the new password works', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const contexts = projectContexts(browser, testInfo, '198.19');
  const account = accountName(testInfo.project.name, 'reset');
  const email = `${account.replace(/[^a-z0-9]/gi, '').toLowerCase()}@reset.example`;

  // Elsewhere (another browser), the member is logged in and has proved an e-mail address.
  const elsewhere = await (await contexts(1)).newPage();
  await registerByApi(elsewhere.request, account);
  await proveEmail(elsewhere, email);
  const mailsBefore = (await receivedMails(email)).length;

  // Here, logged out: the login page links to the reset page.
  const page = await (await contexts(2)).newPage();
  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/en\/resetPassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

  await page.getByLabel('Account, e-mail or mobile number').fill(account);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If these details belong to an account' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

  await expect.poll(async () => (await receivedMails(email)).length, { timeout: 30_000 }).toBeGreaterThan(mailsBefore);
  const mail = (await receivedMails(email)).at(-1)!;
  expect(mail.subject).toMatch(/^Your password reset code: \d{6}$/);
  expect(mail.text).not.toContain(account);
  const code = /\b(\d{6})\b/.exec(mail.text)![1];

  // A wrong code is refused with the server's words; the right one sets the new password.
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The verification code is wrong or has expired.')).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your new password is set and every session has been logged out.' })).toBeVisible();

  // The session elsewhere has ended.
  expect((await elsewhere.request.get(`${API}/user`, { headers: SAME_SITE })).status()).toBe(401);

  // The new password logs in.
  await page.getByRole('link', { name: 'Log in with the new password' }).click();
  await expect(page).toHaveURL(/\/en\/login/);
  await page.getByRole('textbox', { name: 'Account', exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expect((await page.request.get(`${API}/user`, { headers: SAME_SITE })).status()).toBe(200);
});
