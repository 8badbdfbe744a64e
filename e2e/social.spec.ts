import { expect, test as base, type Page } from '@playwright/test';
import { API, registerByApi } from './support/members';

// WeChat and QQ login and binding, end to end: the site's buttons, the provider's
// authorize page (the fake provider of e2e/support/fakes.ts, started by the global setup), the
// provider's return to /weChatLogin, /qqLogin and the bind pages, and the state check.
// Each project has its own client address: the social calls are rate-limited per address.
const test = base.extend({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': testInfo.project.name === 'phone' ? '203.0.113.81' : '203.0.113.82' });
  },
});
test.use({ locale: 'en-US' });

function unique(project: string, tag: string): string {
  return `${tag}_${project.slice(0, 2)}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** On the provider's authorize page: agree as this person (openid, nickname), or refuse. */
async function atProvider(page: Page, person: { openid: string; nickname: string } | 'deny') {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/(connect\/qrconnect|oauth2\.0\/authorize)\?/);
  if (person === 'deny') {
    await page.getByRole('button', { name: 'Deny' }).click();
    return;
  }
  await page.getByLabel('openid').fill(person.openid);
  await page.getByLabel('nickname').fill(person.nickname);
  await page.getByRole('button', { name: 'Agree' }).click();
}

const detail = (page: Page, term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('WeChat login: the button, the provider, back on /weChatLogin, logged in on the page asked for; the same person later is the same member', async ({ page }, testInfo) => {
  const person = { openid: unique(testInfo.project.name, 'wx'), nickname: `Wei ${unique(testInfo.project.name, 'n')}` };
  await page.goto('/en/user/profile');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fuser%2Fprofile$/);
  await expect(page.getByRole('heading', { name: 'Or log in with' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in with WeChat' }).click();

  const returned = page.waitForURL(/\/en\/weChatLogin\?code=/);
  await atProvider(page, person);
  await returned;
  await expect(page).toHaveURL(/\/en\/user\/profile$/);
  await expect(page.getByRole('heading', { level: 2, name: person.nickname })).toBeVisible();
  await expect(detail(page, 'Account')).toHaveText('Not set');
  await expect(page.getByRole('region', { name: 'Linked accounts' })).toContainText(`Linked as ${person.nickname}`);

  // A second WeChat login as the same person finds the same member, not a new one.
  const first = await (await page.request.get(`${API}/user`)).json();
  await page.context().clearCookies();
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'Log in with WeChat' }).click();
  await atProvider(page, person);
  await expect(page).toHaveURL(/\/en$/);
  const again = await (await page.request.get(`${API}/user`)).json();
  expect(again.result.id).toBe(first.result.id);
});

test.describe('in zh-CN', () => {
  test.use({ locale: 'zh-CN' });

  test('QQ login: the buttons are the configured ones, and the login goes home', async ({ page }, testInfo) => {
    const person = { openid: unique(testInfo.project.name, 'qq'), nickname: `企鹅${Date.now() % 100000}` };
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '微信登录' })).toBeVisible();
    await page.getByRole('button', { name: 'QQ登录' }).click();
    const returned = page.waitForURL(/\/qqLogin\?code=/);
    await atProvider(page, person);
    await returned;
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { level: 2, name: person.nickname })).toBeVisible();
    await expect(page.getByRole('region', { name: '关联账号' })).toContainText(`已绑定：${person.nickname}`);
  });
});

test('binding WeChat from the profile: "Bound successfully", the link shows, and a WeChat login then opens that account', async ({ page, browser }, testInfo) => {
  const account = unique(testInfo.project.name, 'bind').slice(0, 32);
  await registerByApi(page.request, account);
  await page.goto('/en/user/profile');
  const links = page.getByRole('region', { name: 'Linked accounts' });
  await expect(links).toContainText('Not linked');

  const person = { openid: unique(testInfo.project.name, 'wxb'), nickname: `Bound ${account.slice(-6)}` };
  await links.getByRole('button', { name: 'Bind WeChat' }).click();
  const returned = page.waitForURL(/\/en\/user\/profile\/wechatBind\?app=wechat&code=/);
  await atProvider(page, person);
  await returned;
  await expect(page.getByText('Bound successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/en\/user\/profile$/);
  await expect(links).toContainText(`Linked as ${person.nickname}`);
  await expect(links.getByRole('button', { name: 'Bind WeChat' })).toHaveCount(0);

  // In another browser, a WeChat login as that person opens the account bound above.
  const other = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.83' } });
  const visitor = await other.newPage();
  await visitor.goto('/en/login');
  await visitor.getByRole('button', { name: 'Log in with WeChat' }).click();
  await atProvider(visitor, person);
  await expect(visitor).toHaveURL(/\/en$/);
  await visitor.goto('/en/user/profile');
  await expect(detail(visitor, 'Account')).toHaveText(account);
  await other.close();
});

test('binding a QQ account that belongs to another member shows the server message and offers a way back', async ({ page, browser }, testInfo) => {
  const person = { openid: unique(testInfo.project.name, 'qqo'), nickname: 'Owner' };
  // Somebody logs in with this QQ account first: it belongs to that (new) member.
  const ownerContext = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.84' } });
  const owner = await ownerContext.newPage();
  await owner.goto('/en/login');
  await owner.getByRole('button', { name: 'Log in with QQ' }).click();
  await atProvider(owner, person);
  await expect(owner).toHaveURL(/\/en$/);
  await ownerContext.close();

  const account = unique(testInfo.project.name, 'qb').slice(0, 32);
  await registerByApi(page.request, account);
  await page.goto('/en/user/profile');
  await page.getByRole('button', { name: 'Bind QQ' }).click();
  await atProvider(page, person);
  await expect(page).toHaveURL(/\/en\/user\/profile\/qqBind$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bind QQ' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This QQ account is already bound to another member.');
  await page.getByRole('link', { name: 'Back to my profile' }).click();
  await expect(page).toHaveURL(/\/en\/user\/profile$/);
  await expect(page.getByRole('region', { name: 'Linked accounts' })).toContainText('Not linked');
});

test('a wrong state is refused: a link finished in another browser, and a forged one; "Try again" starts afresh', async ({ page, browser }, testInfo) => {
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'Log in with WeChat' }).click();
  await expect(page).toHaveURL(/\/connect\/qrconnect\?/);
  const providerPage = page.url();

  // The same authorize link (and its state), agreed to in another browser: that browser has no
  // cookie binding it to the state, as a victim lured to an attacker's link would not.
  const otherContext = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.85' } });
  const other = await otherContext.newPage();
  await other.goto(providerPage);
  await atProvider(other, { openid: unique(testInfo.project.name, 'atk'), nickname: 'Mallory' });
  await expect(other).toHaveURL(/\/en\/weChatLogin$/);
  await expect(other.getByRole('main').getByRole('alert')).toHaveText('The login link has expired or was opened in another browser. Please start the WeChat login again.');
  expect((await other.request.get(`${API}/user`)).status()).toBe(401);
  await otherContext.close();

  // A forged state in this browser.
  await page.goto('/en/weChatLogin?code=made-up&state=forged');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The login link has expired or was opened in another browser. Please start the WeChat login again.');
  await expect(page).toHaveURL(/\/en\/weChatLogin$/);
  expect((await page.request.get(`${API}/user`)).status()).toBe(401);

  // "Try again" goes back to the provider with a new state, and this time the login works.
  await page.getByRole('button', { name: 'Try again' }).click();
  await atProvider(page, { openid: unique(testInfo.project.name, 'ok'), nickname: 'Retry' });
  await expect(page).toHaveURL(/\/en$/);
  expect((await page.request.get(`${API}/user`)).status()).toBe(200);
});

test('refusing at the provider says so, and nothing is logged in', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'Log in with QQ' }).click();
  await atProvider(page, 'deny');
  await expect(page).toHaveURL(/\/en\/qqLogin$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('QQ sent no authorization: it was cancelled or did not finish.');
  await expect(page.getByRole('link', { name: 'Back to the login page' })).toHaveAttribute('href', '/en/login');
  expect((await page.request.get(`${API}/user`)).status()).toBe(401);
});

test("QQ's implicit flow: the token comes back in the fragment of /qqLogin and logs in", async ({ page }, testInfo) => {
  // The buttons use the code flow; a start with response_type=token (docs/api.md, "WeChat and QQ login and binding") gets QQ's
  // implicit flow, whose access_token the page reads from the fragment (/qqLogin?access_token=).
  const start = await page.request.get(`${API}/authorizations/social/qq/start?purpose=login&redirect=%2Fen%2Ffaq&locale=en&response_type=token`);
  expect(start.status()).toBe(200);
  await page.goto((await start.json()).result.url);
  const returned = page.waitForURL(/\/en\/qqLogin#access_token=/);
  await atProvider(page, { openid: unique(testInfo.project.name, 'qqt'), nickname: 'Implicit' });
  await returned;
  await expect(page).toHaveURL(/\/en\/faq$/);
  expect((await (await page.request.get(`${API}/user`)).json()).result.nickname).toBe('Implicit');
});
