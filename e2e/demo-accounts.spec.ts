import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { projectContexts } from './support/contexts';
import { demoAccountsFile, demoPassword } from './support/demo-accounts';
import { logIn } from './support/staff';
import { shoot } from './support/shots';

/*
 * The first start's demo accounts (SEED_DEMO is on for the e2e server, as for a newcomer): the
 * passwords kept in DEMO_ACCOUNTS_FILE (playwright.config.ts) sign in on the login page, the demo
 * buyer's member pages show their orders, statement and messages, and the demo staff account's
 * back office shows that buyer. Read only: the other specs and the other project see the same.
 */

/** The passwords are kept for the newcomer alone: the file is readable by its owner only. */
function keptPrivately() {
  expect(statSync(demoAccountsFile()).mode & 0o777).toBe(0o600);
}

test('the demo buyer signs in with the kept password and finds orders at several steps, a statement and messages', async ({ browser }, testInfo) => {
  const page = await (await projectContexts(browser, testInfo, '10.97')(1)).newPage();
  await page.goto('/en/login?redirect=/en/user/myOrder');
  keptPrivately();
  await logIn(page, 'demo.member', demoPassword('demo.member'));

  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  for (const title of ['Event tote 2026', 'Earbud case, moulded logo', 'Field laptop sleeve 14"', 'Trail pouch, navy'])
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  for (const status of ['Quoted', 'Proof', 'In production', 'Delivered']) await expect(page.getByRole('main').getByText(status, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Waiting for you (2)' })).toBeVisible();
  await shoot(page, 'demo', 'member-orders');

  await page.goto('/en/user/myPurse');
  await expect(page.getByRole('heading', { level: 1, name: 'Account statement' })).toBeVisible();
  await expect(page.getByText('30 % deposit, bank transfer')).toBeVisible();
  await expect(page.getByText('Balance before shipping')).toBeVisible();
  await shoot(page, 'demo', 'member-statement');

  await page.goto('/en/user/message');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText('General questions')).toBeVisible();
  await expect(page.getByText(/^Order HO-/)).toBeVisible();
  await shoot(page, 'demo', 'member-messages');
});

test('the demo staff account signs in to the back office and sees the demo buyer’s orders', async ({ browser }, testInfo) => {
  const page = await (await projectContexts(browser, testInfo, '10.98')(1)).newPage();
  await page.goto('/en/login?redirect=/en/admin/orders');
  await logIn(page, 'demo.admin', demoPassword('demo.admin'));

  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // Other specs add orders while this one runs: the demo buyer's company finds theirs.
  await page.goto('/en/admin/orders?keyword=Northwind');
  await expect(page.getByText('5 orders')).toBeVisible();
  for (const title of ['Event tote 2026', 'Trail pouch, navy']) await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByText('Lena Hoffmann').first()).toBeVisible();
  await shoot(page, 'demo', 'admin-orders');
});
