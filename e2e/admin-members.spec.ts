import { expect, test } from '@playwright/test';
import { API, accountName, registerByApi } from './support/members';
import { staff, logIn } from './support/staff';
import { shoot } from './support/shots';
import { openListFilters } from './support/admin-pages';

/*
 * The back office's member administration: an admin finds a member who has just
 * registered, reads their page (with the lead they sent logged in), disables them (their open
 * session ends at once), enables them, and gives and takes a staff role, at 375 px and 1440 px.
 */

const STAFF_PASSWORD = 'Str0ng-Back-Office!';
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

test('an admin finds a new member, sees their lead, disables and enables them, and gives and takes a staff role', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const admin = accountName(project, 'madm');
  expect(staff('create', '--account', admin, '--password', STAFF_PASSWORD, '--role', 'admin')).toMatchObject({ code: 0 });

  // A buyer registers and, logged in, sends a consultation request.
  const buyer = await page
    .context()
    .browser()!
    .newContext({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': `10.91.${Math.floor(Math.random() * 250)}.1` },
    });
  const member = accountName(project, 'buyer');
  await registerByApi(buyer.request, member, SAME_ORIGIN);
  const sent = await buyer.request.post(`${API}/consult`, {
    headers: { ...SAME_ORIGIN, 'Accept-Language': 'en' },
    data: { name: 'Mia Berger', email: `${member}@buyer.example`, message: 'Please quote 300 EVA cases with foam inserts.', source_page: '/contact' },
  });
  expect(sent.status()).toBe(201);
  const { id: leadId, reference } = (await sent.json()).result as { id: number; reference: string };
  expect((await buyer.request.get(`${API}/user`, { headers: SAME_ORIGIN })).status()).toBe(200);

  // The admin logs in on the way to /admin/members and finds the member by account.
  await page.goto('/en/admin/members');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fadmin%2Fmembers$/);
  await logIn(page, admin, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/en\/admin\/members$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await openListFilters(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(member);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${member}`));
  await expect(page.getByRole('status').filter({ hasText: /member/ })).toHaveText('1 member');
  await shoot(page, 'admin-members', 'list');
  await page.getByRole('link', { name: member }).click();

  // Their page: the profile, the sign-in, the lead (linked to the inbox).
  await expect(page.getByRole('heading', { level: 1, name: member })).toBeVisible();
  const leads = page.getByRole('region', { name: 'Leads' });
  // The lead by the reference the buyer was given (HX-…), not its row id.
  await expect(leads.getByRole('link', { name: reference })).toHaveAttribute('href', `/en/admin/leads/${leadId}`);
  await expect(
    page
      .getByRole('region', { name: 'Sign-in history' })
      .getByText(/^Open until /)
      .first(),
  ).toBeVisible();
  await shoot(page, 'admin-members', 'member-page');

  // Disabled: the buyer's open session ends at once.
  const access = page.getByRole('region', { name: 'Access' });
  await access.getByRole('button', { name: 'Disable the account' }).click();
  const confirm = page.getByRole('dialog', { name: `Disable ${member}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(access.getByText('The account is disabled.')).toBeVisible();
  await expect(access.getByText('The member cannot log in; every session has ended.')).toBeVisible();
  expect((await buyer.request.get(`${API}/user`, { headers: SAME_ORIGIN })).status()).toBe(401);
  await expect(
    page
      .getByRole('region', { name: 'Sign-in history' })
      .getByText(/^Ended /)
      .first(),
  ).toBeVisible();

  // Enabled again: they can log in (their ended session stays ended).
  await access.getByRole('button', { name: 'Enable the account' }).click();
  await page
    .getByRole('dialog', { name: `Enable ${member}?` })
    .getByRole('button', { name: 'Enable', exact: true })
    .click();
  await expect(access.getByText('The account is enabled.')).toBeVisible();
  const login = await buyer.request.post(`${API}/authorizations`, { headers: SAME_ORIGIN, data: { account: member, password: 'Correct-Horse-42' } });
  expect(login.status()).toBe(200);

  // A staff role, given and taken.
  const roles = page.getByRole('region', { name: 'Staff roles' });
  await roles.getByRole('checkbox', { name: 'Sales' }).check();
  await roles.getByRole('button', { name: 'Save the roles' }).click();
  await expect(roles.getByText('The roles are saved.')).toBeVisible();
  await page.goto(`/en/admin/members?role=sales&keyword=${member}`);
  await expect(page.getByRole('link', { name: member })).toBeVisible();
  await page.getByRole('link', { name: member }).click();
  await expect(page.getByRole('region', { name: 'Staff roles' }).getByRole('checkbox', { name: 'Sales' })).toBeChecked();
  await page.getByRole('region', { name: 'Staff roles' }).getByRole('checkbox', { name: 'Sales' }).uncheck();
  await page.getByRole('region', { name: 'Staff roles' }).getByRole('button', { name: 'Save the roles' }).click();
  await expect(page.getByRole('region', { name: 'Staff roles' }).getByText('The roles are saved.')).toBeVisible();
  await page.goto(`/en/admin/members?role=sales&keyword=${member}`);
  await expect(page.getByText('No member matches these filters.')).toBeVisible();

  // Their own account: no disabling, and the admin role cannot be unticked.
  await page.goto(`/en/admin/members?keyword=${admin}`);
  await page.getByRole('link', { name: admin }).click();
  await expect(page.getByText('This is your own account: you cannot disable it.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Staff roles' }).getByRole('checkbox', { name: 'Admin' })).toBeDisabled();

  // Every change is in the audit log.
  await page.goto('/en/admin/audit');
  await expect(page.getByText('member.disable').first()).toBeVisible();
  await buyer.close();
});
