import { expect, test as base, request as playwrightRequest, type Page } from '@playwright/test';
import sharp from 'sharp';
import { receivedMails } from './support/fakes';
import en from '../messages/en.json';
import { MEMBER_NAV } from '../lib/member-nav';
import { accountName, API, PASSWORD, registerByApi } from './support/members';

// The member shell, the profile's edits and the address book. Every test registers its
// own members from an address of its own (registrations and code requests are counted per address).
const address = () => `198.18.${Math.floor(Math.random() * 200)}.${1 + Math.floor(Math.random() * 250)}`;
const test = base.extend<{ forwarded: string }>({
  forwarded: async ({}, use) => use(address()),
  extraHTTPHeaders: async ({ forwarded }, use) => use({ 'X-Forwarded-For': forwarded }),
});
test.use({ locale: 'en-US' });

const NEW_PASSWORD = 'Battery-Staple-77';

async function memberMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Member menu' });
  await expect(nav).toBeVisible();
  return nav;
}

/** The code in the newest mail to `to` (the fake mail server's inbox), waiting for it to arrive. */
async function mailedCode(to: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = await receivedMails(to);
        code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

test('the member menu, then name, company, a confirmed e-mail and a cropped picture', async ({ page }, testInfo) => {
  const account = accountName(testInfo.project.name, 'prof');
  await registerByApi(page.request, account);
  await page.goto('/en/user/profile');

  // The menu: every member page, the current one marked; beside the page on a desktop, above it on a phone.
  const nav = await memberMenu(page);
  // (On a phone the links sit closed behind the menu button, hidden until it opens.)
  await expect(nav.getByRole('link', { includeHidden: true })).toHaveText(MEMBER_NAV.map((item) => (en.member.nav.items as Record<string, string>)[item.key]));
  await expect(nav.getByRole('link', { name: 'My profile', includeHidden: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  const menuBox = (await nav.boundingBox())!;
  const headingBox = (await page.getByRole('heading', { level: 1, name: 'My profile' }).boundingBox())!;
  if (testInfo.project.name === 'desktop') expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(headingBox.x);
  else expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(headingBox.y);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(1);
  await expect(nav.getByRole('group', { includeHidden: true })).toHaveText(Object.values(en.member.nav.groups).map((name) => new RegExp(`^${name}`)));

  // On a phone the groups hide behind a menu button naming the current page: it opens them as a
  // panel, Escape closes it and gives the focus back, a choice goes to that page.
  const toggle = nav.getByRole('button', { name: /Menu/ });
  if (testInfo.project.name === 'desktop') {
    await expect(toggle).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Instrument cases' })).toBeVisible();
  } else {
    await expect(toggle).toContainText('My profile');
    await expect(nav.getByRole('link', { name: 'Addresses' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('group', { name: 'Libraries' }).getByRole('link', { name: 'Instrument cases' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Addresses' })).toBeHidden();
    await toggle.click();
    await nav.getByRole('link', { name: 'Addresses' }).click();
    await expect(page).toHaveURL(/\/en\/user\/Address$/);
    await expect(toggle).toContainText('Addresses');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.goto('/en/user/profile');
  }

  // Name and company, checked by the server's rules, then saved.
  const basics = page.getByRole('region', { name: 'Picture, name and company' });
  await basics.getByLabel('Nickname').fill('');
  await basics.getByRole('button', { name: 'Save' }).click();
  await expect(basics.getByText('This field is required.')).toBeVisible();
  await basics.getByLabel('Nickname').fill('Anna Buyer');
  await basics.getByLabel('Company', { exact: true }).fill('Anna Bags Ltd.');
  await basics.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Picture, name and company' }).getByLabel('Nickname')).toHaveValue('Anna Buyer');
  await expect(page.getByRole('region', { name: 'Picture, name and company' }).getByLabel('Company', { exact: true })).toHaveValue('Anna Bags Ltd.');
  await expect(page.locator('aside')).toContainText('Anna Bags Ltd.');

  // An e-mail address proved by the code mailed to it.
  const email = `${account.replace(/_/g, '-')}@buyer.example`.toLowerCase();
  const mailCard = page.getByRole('region', { name: 'E-mail' });
  await mailCard.getByLabel('E-mail address').fill(email);
  await mailCard.getByRole('button', { name: 'Send code' }).click();
  await expect(mailCard.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  const code = await mailedCode(email);
  await mailCard.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await mailCard.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(mailCard.getByText('The verification code is wrong or has expired.')).toBeVisible();
  await mailCard.getByLabel('Verification code').fill(code);
  await mailCard.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(mailCard.getByText(email)).toBeVisible();
  await expect(mailCard.getByText('Confirmed', { exact: true })).toBeVisible();
  const me = await (await page.request.get(`${API}/user`)).json();
  expect(me.result).toMatchObject({ email, email_verified: true, company: 'Anna Bags Ltd.', nickname: 'Anna Buyer' });

  // A picture: picked, cropped square in the browser, re-encoded by the server as a 256 px WebP.
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const cropper = page.getByRole('dialog', { name: 'Crop your picture' });
  await expect(cropper).toBeVisible();
  await cropper.getByRole('slider', { name: 'Zoom' }).fill('1.5');
  const uploaded = page.waitForResponse((res) => res.url().endsWith(`${API}/user/avatar`));
  await cropper.getByRole('button', { name: 'Use this picture' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(cropper).toBeHidden();
  const picture = page.getByRole('img', { name: 'Picture of Anna Buyer' });
  await expect(picture).toHaveAttribute('src', /\/basic-api\/v1\/avatars\/[0-9a-f]{32}$/);
  const src = (await picture.getAttribute('src'))!;
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/webp');
  const meta = await sharp(await served.body()).metadata();
  expect([meta.width, meta.height]).toEqual([256, 256]);
  await expect(page.locator('aside img')).toHaveAttribute('src', src);
});

test('a password changed with the current one ends the other sessions and logs in', async ({ page, forwarded }, testInfo) => {
  const account = accountName(testInfo.project.name, 'pwd');
  await registerByApi(page.request, account);
  // A session of the same member on another device.
  const elsewhere = await playwrightRequest.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: { 'X-Forwarded-For': forwarded } });
  const login = await elsewhere.post(`${API}/authorizations`, { data: { account, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const otherDevice = (await login.json()).result.access_token as string;

  await page.goto('/en/user/profile');
  const card = page.getByRole('region', { name: 'Password' });
  await card.getByLabel('Current password').fill('not-the-password');
  await card.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await card.getByLabel('New password again').fill(NEW_PASSWORD);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('The current password is wrong.')).toBeVisible();
  await card.getByLabel('Current password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been saved. Your other sessions have been logged out.')).toBeVisible();

  // This page stays logged in; the other device does not.
  expect((await page.request.get(`${API}/user`)).status()).toBe(200);
  expect((await elsewhere.get(`${API}/user`, { headers: { authorization: `Bearer ${otherDevice}` } })).status()).toBe(401);
  await elsewhere.dispose();

  // Log out through the menu, then in with the new password.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Warm reminder' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/login?redirect=%2Fen%2Fuser%2FAddress');
  await page.getByRole('textbox', { name: 'Account', exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/user\/Address$/);
  await expect((await memberMenu(page)).getByRole('link', { name: 'Addresses', includeHidden: true })).toHaveAttribute('aria-current', 'page');
});

test('addresses: a Chinese one through the cascade, a German one, the default switched, one deleted; another member cannot touch them', async ({ page, forwarded }, testInfo) => {
  const account = accountName(testInfo.project.name, 'addr');
  await registerByApi(page.request, account);
  await page.goto('/en/user/Address');
  await expect((await memberMenu(page)).getByRole('link', { name: 'Addresses', includeHidden: true })).toHaveAttribute('aria-current', 'page');
  const shipping = page.locator('section[data-kind="shipping"]');
  const billing = page.locator('section[data-kind="billing"]');
  await expect(shipping.getByText('No shipping address yet.')).toBeVisible();

  // China: the province → city → district cascade.
  await shipping.getByRole('button', { name: 'Add address' }).click();
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'New shipping address' }) });
  await form.getByLabel('Country or region').selectOption('CN');
  await form.getByLabel('Recipient').fill('王芳');
  await form.getByLabel('Phone').fill('138 0013 8000');
  await form.getByLabel('Province', { exact: true }).selectOption({ label: '广东省' });
  await form.getByLabel('City', { exact: true }).selectOption({ label: '深圳市' });
  await form.getByLabel('District', { exact: true }).selectOption({ label: '南山区' });
  await form.getByLabel('Street address').fill('科技园南区 8 栋 502');
  await form.getByLabel('Postal code').fill('51805');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Please enter a valid postal code for this country.')).toBeVisible();
  await form.getByLabel('Postal code').fill('518057');
  await form.getByRole('button', { name: 'Save address' }).click();
  const chinese = shipping.locator('li', { hasText: '王芳' });
  await expect(chinese).toContainText('广东省深圳市南山区 科技园南区 8 栋 502');
  await expect(chinese).toContainText('+8613800138000');
  await expect(chinese.getByText('Default', { exact: true })).toBeVisible();

  // Germany: lines, city and postal code; the first billing address is its default.
  await billing.getByRole('button', { name: 'Add address' }).click();
  const germanForm = page.locator('form', { has: page.getByRole('heading', { name: 'New billing address' }) });
  await germanForm.getByLabel('Country or region').selectOption('DE');
  await germanForm.getByLabel('Recipient').fill('Lena Vogel');
  await germanForm.getByLabel('Company (optional)').fill('Vogel Taschen GmbH');
  await germanForm.getByLabel('Phone').fill('030 1234567');
  await germanForm.getByLabel('Address line 1').fill('Torstraße 12');
  await germanForm.getByLabel('City', { exact: true }).fill('Berlin');
  await germanForm.getByLabel('Postal code').fill('10119');
  await germanForm.getByRole('button', { name: 'Save address' }).click();
  await expect(germanForm.getByText('Enter the number with its country code, e.g. +49 30 1234567.')).toBeVisible();
  await germanForm.getByLabel('Phone').fill('+49 30 1234567');
  await germanForm.getByRole('button', { name: 'Save address' }).click();
  const german = billing.locator('li', { hasText: 'Lena Vogel' });
  await expect(german).toContainText('10119 Berlin');
  await expect(german).toContainText('Germany');
  await expect(german.getByText('Default', { exact: true })).toBeVisible();

  // A second shipping address (Germany) made the default: the Chinese one is not any more.
  await shipping.getByRole('button', { name: 'Add address' }).click();
  const second = page.locator('form', { has: page.getByRole('heading', { name: 'New shipping address' }) });
  await second.getByLabel('Country or region').selectOption('DE');
  await second.getByLabel('Recipient').fill('Max Lager');
  await second.getByLabel('Phone').fill('+49 40 7654321');
  await second.getByLabel('Address line 1').fill('Hafenweg 3');
  await second.getByLabel('City', { exact: true }).fill('Hamburg');
  await second.getByLabel('Postal code').fill('20457');
  await second.getByRole('button', { name: 'Save address' }).click();
  const warehouse = shipping.locator('li', { hasText: 'Max Lager' });
  await expect(warehouse).toBeVisible();
  await expect(warehouse.getByText('Default', { exact: true })).toHaveCount(0);
  await warehouse.getByRole('button', { name: 'Make the address of Max Lager the default' }).click();
  await expect(warehouse.getByText('Default', { exact: true })).toBeVisible();
  await expect(shipping.locator('li', { hasText: '王芳' }).getByText('Default', { exact: true })).toHaveCount(0);

  // Member B: A's address by id is a 404, and nothing changes.
  const mine = (await (await page.request.get(`${API}/user/addresses`)).json()).result as { id: number; recipient: string }[];
  const target = mine.find((a) => a.recipient === '王芳')!;
  // Member B's calls come from this site (the origin rule refuses a cookie-carrying call without one).
  const other = await playwrightRequest.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: { 'X-Forwarded-For': forwarded, 'Sec-Fetch-Site': 'same-origin' } });
  await registerByApi(other, accountName(testInfo.project.name, 'addrB'));
  const body = { kind: 'shipping', recipient: 'Mallory', phone: '+49301234567', country: 'DE', line1: 'x', city: 'Berlin', postal_code: '10119' };
  expect((await other.patch(`${API}/user/addresses/${target.id}`, { data: body })).status()).toBe(404);
  expect((await other.post(`${API}/user/addresses/${target.id}/default`)).status()).toBe(404);
  expect((await other.delete(`${API}/user/addresses/${target.id}`)).status()).toBe(404);
  expect((await (await other.get(`${API}/user/addresses`)).json()).result).toEqual([]);
  await other.dispose();
  const after = (await (await page.request.get(`${API}/user/addresses`)).json()).result;
  expect(after).toEqual(mine);
  expect(after.find((a: { id: number }) => a.id === target.id)).toMatchObject({ recipient: '王芳', is_default: false });

  // Delete, after the confirmation.
  await chinese.getByRole('button', { name: 'Delete the address of 王芳' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(confirm).toContainText('王芳');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(shipping.locator('li', { hasText: '王芳' })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('section[data-kind="shipping"] li')).toHaveCount(1);
  await expect(page.locator('section[data-kind="billing"] li')).toHaveCount(1);
});
