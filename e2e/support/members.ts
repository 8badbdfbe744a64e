import { expect, type APIRequestContext } from '@playwright/test';

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
