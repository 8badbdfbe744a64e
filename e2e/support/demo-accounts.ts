import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { API } from './members';

/** The demo accounts' file (DEMO_ACCOUNTS_FILE of the e2e server, playwright.config.ts), written at its first start. */
export const demoAccountsFile = () => `${process.env.E2E_DATA_DIR}-demo-accounts.txt`;

/** A demo account's password, from the demo accounts' file. */
export function demoPassword(account: string): string {
  const line = readFileSync(demoAccountsFile(), 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${account} `));
  if (!line) throw new Error(`no password for ${account} in the demo accounts file`);
  return line.split(/\s+/)[1];
}

/** Signs the page's browser in as a demo account through the API (the answer sets the token cookie), from an address of its own. */
export async function signInDemo(page: Page, account: string) {
  const headers = { 'X-Forwarded-For': `100.66.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` };
  await page.setExtraHTTPHeaders(headers);
  const res = await page.request.post(`${API}/authorizations`, { headers, data: { account, password: demoPassword(account) } });
  expect(res.status(), `${account} signs in`).toBe(200);
}
