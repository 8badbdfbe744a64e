import { spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';

/**
 * `npm run staff -- …` against the running e2e server's data folder (the command goes through
 * its control socket): answers the exit code and what it printed.
 */
export function staff(...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', 'staff', '--', ...args], {
    env: { ...process.env, PGLITE_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}`.trim() };
}

/**
 * Fills and sends the login form the page shows (English texts), from an address of its own: the
 * server counts logins per address (30 in 15 minutes), and a whole run's staff logins from the
 * default context would all count against 127.0.0.1.
 */
export async function logIn(page: Page, account: string, password: string) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `100.64.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });
  // As a person would: once the page is running (the layout marks <html data-layout> after it has
  // hydrated). The form also keeps what was typed sooner (AccountLoginForm).
  await page.waitForFunction(() => Boolean(document.documentElement.dataset.layout));
  await page.getByRole('textbox', { name: 'Account', exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}
