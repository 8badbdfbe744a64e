import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { receivedMails } from './fakes';

/** What the member specs share: the API prefix, a password that passes the rules, fresh names and phones. */

export const API = '/basic-api/v1';
export const PASSWORD = 'Correct-Horse-42';

/** A new account name for this run, project and test (4–32 of letters, digits, _ . -). */
export function accountName(project: string, tag: string): string {
  return `e2e_${project.slice(0, 2)}_${tag}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.slice(0, 32);
}

/** A mainland mobile number nobody has used in this run (11 digits; the server adds +86). */
export function uniquePhone(prefix: '137' | '139' = '139'): string {
  return `${prefix}${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/**
 * Registers through the API of the given context (a page's request shares the browser's cookies,
 * so the page is then logged in) and answers the access token.
 */
export async function registerByApi(request: APIRequestContext, account: string, headers?: Record<string, string>): Promise<string> {
  const res = await request.post(`${API}/authorizations/register`, {
    headers,
    data: { account, password: PASSWORD, password_confirmation: PASSWORD, agree_policy: true },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).result.access_token as string;
}

/** What a browser sends with its own calls (a call carrying the session cookie must come from the site). */
export const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin' };

/** Proves an e-mail address for the logged-in member of `page` (the code arrives at the fake mail server). */
export async function proveEmail(page: Page, email: string) {
  const asked = await page.request.post(`${API}/user/email/code`, { data: { email }, headers: SAME_SITE });
  expect(asked.status()).toBe(200);
  await expect.poll(async () => (await receivedMails(email)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const code = /\b(\d{6})\b/.exec((await receivedMails(email))[0].text)![1];
  const proved = await page.request.post(`${API}/user/email`, { data: { email, code }, headers: SAME_SITE });
  expect(proved.status()).toBe(200);
}

/**
 * A client address of its own (one reverse-proxy hop is trusted in the e2e server): the per-address
 * limits (registrations, codes, forms) of one spec then never depend on what the others sent.
 */
export function ownAddress(prefix: string): Record<string, string> {
  return { 'X-Forwarded-For': `${prefix}.${Math.floor(Math.random() * 200)}.${1 + Math.floor(Math.random() * 250)}` };
}
