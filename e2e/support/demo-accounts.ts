import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { API } from './members';

/** A demo account's password (DEMO_ACCOUNTS_FILE, written by the e2e server's first start). */
export function demoPassword(account: string): string {
  const line = readFileSync(`${process.env.E2E_DATA_DIR}-demo-accounts.txt`, 'utf8')
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
