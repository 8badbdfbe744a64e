import { expect, test } from '@playwright/test';
import { API, accountName, registerByApi } from './support/members';
import { logIn, staff } from './support/staff';
import { projectContexts } from './support/contexts';
import { shoot } from './support/shots';

/*
 * Levels, points and the points shop, end to end at 375 px and 1440 px: a member's
 * first order earns the first-order points; sales post a ¥25,000 payment (Silver, a point per
 * ¥100); an admin adds points on the member's page (a take-away below 0 is refused first); the
 * member reads their level, the progress to Gold and their history on /user/member, redeems a
 * reward after a confirmation on /user/integrateGoods, and cannot redeem one they cannot afford;
 * sales fulfil the redemption with the tracking number and the member sees it. Another member
 * sees none of it and cannot handle redemptions.
 */

const STAFF_PASSWORD = 'Str0ng-Back-Office!';
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

test('a member earns points, reaches Silver, redeems a reward; staff adjust points and fulfil the redemption', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const admin = accountName(project, 'ladm');
  expect(staff('create', '--account', admin, '--password', STAFF_PASSWORD, '--role', 'admin')).toMatchObject({ code: 0 });

  const context = projectContexts(browser, testInfo, '10.96');
  const buyerContext = await context(project === 'phone' ? 1 : 2);
  const buyer = await buyerContext.newPage();
  const buyerAccount = accountName(project, 'lbuy');
  await registerByApi(buyer.request, buyerAccount, SAME_ORIGIN);
  const buyerId = (await (await buyer.request.get(`${API}/user`)).json()).result.id as number;

  // Before anything: the lowest level, the way to Silver, no points.
  await buyer.goto('/en/user/member');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Membership level' })).toBeVisible();
  await expect(buyer.getByTestId('level-badge')).toHaveText('Standard');
  await expect(buyer.getByTestId('points-balance')).toContainText('0');
  await expect(buyer.getByText('No points yet: your first order earns you some.')).toBeVisible();

  // The first order earns 200 points (the demo rule).
  const products = (await (await buyer.request.get(`${API}/product?page=1&limit=6`)).json()).result.list as { id: number }[];
  const design = await buyer.request.post(`${API}/designs`, { headers: SAME_ORIGIN, data: { product_id: products[0].id, name: 'Tool case, EVA', quantity: 300 } });
  const created = await buyer.request.post(`${API}/orders`, { headers: SAME_ORIGIN, data: { design_id: (await design.json()).result.id } });
  expect(created.status()).toBe(201);
  const { reference } = (await created.json()).result as { reference: string };

  // Staff: a ¥25,000 payment on the statement (250 points, Silver), then points added on the member's page.
  await page.goto(`/en/admin/members/${buyerId}`);
  await logIn(page, admin, STAFF_PASSWORD);
  const section = page.getByRole('region', { name: 'Level and points' });
  await expect(section).toBeVisible();
  const posted = await page.request.post(`${API}/admin/ledger`, {
    headers: SAME_ORIGIN,
    data: { member_id: buyerId, kind: 'payment', amount: '25000', currency: 'CNY', note: 'Bank transfer' },
  });
  expect(posted.status()).toBe(201);
  await page.reload();
  await expect(section).toContainText('Silver');
  await expect(section.getByTestId('admin-member-points')).toHaveText('450');
  await section.getByText('Adjust points').click();
  // Taking more than the member has is refused with a clear message; nothing changes.
  await section.getByLabel('Points (+ to add, − to take)').fill('-1000');
  await section.getByLabel('Reason').fill('Too many');
  await section.getByRole('button', { name: 'Adjust' }).click();
  await expect(section.getByRole('alert')).toContainText('fewer points than you are taking away');
  await section.getByLabel('Points (+ to add, − to take)').fill('2000');
  await section.getByLabel('Reason').fill('Trade fair welcome gift');
  await section.getByRole('button', { name: 'Adjust' }).click();
  await expect(section.getByRole('status')).toHaveText('Points adjusted');
  await expect(section.getByTestId('admin-member-points')).toHaveText('2,450');
  await shoot(page, 'points', 'admin-member');
  // The members list shows the level beside the account.
  await page.goto(`/en/admin/members?keyword=${buyerAccount}`);
  await expect(page.getByRole('row').filter({ hasText: buyerAccount }).getByTestId('member-level')).toHaveText('Silver');

  // The member: Silver, ¥25,000 paid, ¥75,000 more for Gold, 2,450 points with their history.
  await buyer.goto('/en/user/member');
  await expect(buyer.getByTestId('level-badge')).toHaveText('Silver');
  await expect(buyer.getByTestId('paid-12m')).toHaveText('CN¥25,000');
  await expect(buyer.getByText('Spend CN¥75,000 more to reach Gold.')).toBeVisible();
  await expect(buyer.getByTestId('points-balance')).toContainText('2,450');
  const history = buyer.getByRole('region', { name: 'Points history' });
  await expect(history).toContainText(`First order ${reference}`);
  await expect(history).toContainText('Payment received');
  await expect(history).toContainText('Trade fair welcome gift');
  await expect(buyer.getByText('1 point for every CN¥100 paid')).toBeVisible();
  await shoot(buyer, 'points', 'member-level');

  // The shop: the organiser (4,000) is out of reach; the tote (800) is redeemed after the confirmation.
  await buyer.goto('/en/user/integrateGoods');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Points shop' })).toBeVisible();
  await expect(buyer.getByTestId('shop-balance')).toContainText('2,450');
  const organiser = buyer.getByTestId('reward').filter({ hasText: 'Car trunk organiser' });
  await expect(organiser.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  await expect(organiser.getByRole('button', { name: 'Redeem' })).toHaveAccessibleDescription('1,550 more points needed');
  // How points are earned, from the active rules, above the rewards.
  await expect(buyer.getByRole('region', { name: 'How to earn points' })).toContainText('1 point for every CN¥100 paid');
  await shoot(buyer, 'points', 'shop');
  const tote = buyer.getByTestId('reward').filter({ hasText: 'Canvas tote bag' });
  await tote.getByRole('button', { name: 'Redeem' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Redeem Canvas tote bag?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1,650 points');
  await shoot(buyer, 'points', 'shop-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(tote.getByRole('status')).toContainText('Redeemed!');
  await expect(buyer.getByTestId('shop-balance')).toContainText('1,650');
  await expect(buyer.getByTestId('my-redemptions')).toContainText('Canvas tote bag');
  await expect(buyer.getByTestId('my-redemptions')).toContainText('Preparing');

  // Another member sees only their own (nothing), and cannot handle redemptions.
  const otherContext = await context(3);
  const other = await otherContext.newPage();
  await registerByApi(other.request, accountName(project, 'loth'), SAME_ORIGIN);
  const shop = (await (await other.request.get(`${API}/user/rewards`)).json()).result as { points: number; redemptions: unknown[] };
  expect(shop).toMatchObject({ points: 0, redemptions: [] });
  const mine = (await (await buyer.request.get(`${API}/user/rewards`)).json()).result as { redemptions: { id: number }[] };
  expect((await other.request.post(`${API}/admin/redemptions/${mine.redemptions[0].id}`, { headers: SAME_ORIGIN, data: { action: 'cancel', note: 'x' } })).status()).toBe(404);
  const redeemOther = await other.request.post(`${API}/user/rewards/999999/redeem`, { headers: SAME_ORIGIN });
  expect(redeemOther.status()).toBe(404);
  await otherContext.close();

  // Sales fulfil it with the courier and tracking number.
  await page.goto('/en/admin/redemptions?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Redemptions' })).toBeVisible();
  const row = page.getByTestId('admin-redemption').filter({ hasText: buyerAccount });
  await row.getByRole('button', { name: 'Mark fulfilled' }).click();
  await row.getByRole('button', { name: 'Fulfil' }).click();
  await expect(row.getByText('This field is required.')).toBeVisible();
  await row.getByLabel('Courier and tracking number').fill('SF Express SF1234567890');
  await shoot(page, 'points', 'admin-redemptions');
  // The list is opened once the fulfilment is stored (a navigation at once could leave before the write).
  const fulfilled = page.waitForResponse((r) => r.request().method() === 'POST' && /\/admin\/redemptions\/\d+$/.test(new URL(r.url()).pathname));
  await row.getByRole('button', { name: 'Fulfil' }).click();
  expect((await fulfilled).status()).toBe(200);
  await page.goto('/en/admin/redemptions?status=fulfilled');
  await expect(page.getByTestId('admin-redemption').filter({ hasText: buyerAccount })).toContainText('SF Express SF1234567890');

  await buyer.goto('/en/user/integrateGoods');
  await expect(buyer.getByTestId('my-redemptions')).toContainText('Sent: SF Express SF1234567890');
  await shoot(buyer, 'points', 'shop-sent');

  // The back office's levels and rewards pages.
  await page.goto('/en/admin/levels');
  await expect(page.getByTestId('admin-level')).toHaveCount(4);
  await shoot(page, 'points', 'admin-levels');
  await page.goto('/en/admin/rewards');
  await expect(page.getByTestId('admin-reward').first()).toBeVisible();
  await shoot(page, 'points', 'admin-rewards');
  await buyerContext.close();
});
