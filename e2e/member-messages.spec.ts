import { expect, test } from '@playwright/test';
import { samplePdf, samplePng } from '../lib/server/files/samples';
import { receivedMails } from './support/fakes';
import { API, accountName, proveEmail, registerByApi, SAME_SITE } from './support/members';
import { logIn, staff } from './support/staff';
import { openListFilters } from './support/admin-pages';
import { shoot } from './support/shots';

/*
 * Messages: a member writes in their general thread with a picture uploaded on the
 * spot; sales see the thread unread in the back office, reply with a file; the member sees the
 * unread badge on /user/message, reads the reply and downloads the file, and gets an e-mail about
 * it; another member cannot read or write in that thread by its id.
 */

const forwardedFor = () => ({ 'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 200)}.${1 + Math.floor(Math.random() * 250)}` });
test.use({ locale: 'en-US', extraHTTPHeaders: forwardedFor() });

const STAFF_PASSWORD = 'Str0ng-Messages-Desk!';

test('a member writes with a file, staff reply with one, the member sees it unread, reads it and is e-mailed; nobody else reads the thread', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const account = accountName(project, 'msg');
  await registerByApi(page.request, account);
  const email = `${account.replace(/[^a-z0-9]/gi, '').toLowerCase()}@buyer.example`;
  await proveEmail(page, email);

  // The member starts their general thread, with a picture uploaded on the spot.
  await page.goto('/en/user/message');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  // Mail is set up and the address confirmed: the page may promise e-mailed replies, to that address.
  await expect(page.getByText(`Our replies also reach you at ${email}.`)).toBeVisible();
  await page.getByRole('button', { name: /General questions/ }).click();
  await expect(page.getByText('Ask us anything: artwork, materials, prices, delivery.')).toBeVisible();
  await page.getByLabel('Your message').fill('Hello! Our logo for 500 laptop sleeves is attached. Could you quote?');
  await page.getByRole('button', { name: 'Attachments' }).click();
  const picker = page.getByTestId('file-picker');
  await picker.locator('input[type=file]').setInputFiles({ name: 'sleeve-logo.png', mimeType: 'image/png', buffer: await samplePng(64, 64) });
  // Chosen (the first list); the member's files beside it may list it too once they are fetched again.
  await expect(picker.getByText('sleeve-logo.png').first()).toBeVisible({ timeout: 30_000 });
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeEnabled({ timeout: 30_000 });
  await send.click();
  const conversation = page.locator('section[aria-labelledby="message-conversation"]');
  await expect(conversation.getByText('Hello! Our logo for 500 laptop sleeves is attached.')).toBeVisible();
  await expect(conversation.getByRole('link', { name: 'Download sleeve-logo.png' })).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue('');
  await shoot(page, 'member-messages', 'member-sent');
  // The member leaves: a conversation left open and visible would show staff's reply at its next
  // poll and mark it read, as it should, before the member comes back to find it unread below.
  await page.goto('about:blank');

  // Sales see it unread, and reply with a file.
  const seller = accountName(project, 'desk');
  expect(staff('create', '--account', seller, '--password', STAFF_PASSWORD, '--role', 'sales')).toMatchObject({ code: 0 });
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const deskContext = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale: 'en-US', extraHTTPHeaders: forwardedFor() });
  const desk = await deskContext.newPage();
  await desk.goto('/en/admin/messages');
  await logIn(desk, seller, STAFF_PASSWORD);
  await expect(desk).toHaveURL(/\/en\/admin\/messages$/);
  await expect(desk.getByTestId('nav-badge-messages')).toHaveText(/^[1-9]\d*$/);
  await openListFilters(desk);
  await desk.getByRole('searchbox', { name: 'Search' }).fill(account);
  await desk.getByRole('button', { name: 'Apply' }).click();
  const row = desk.getByRole('link', { name: new RegExp(account) });
  await expect(row).toContainText('1 unread');
  await expect(row).toContainText('General questions');
  await shoot(desk, 'member-messages', 'staff-inbox');
  // Opening the thread from another site's link renders it and writes nothing: still unread.
  const unreadOf = async () => {
    const listed = await (await desk.request.get(`${API}/admin/messages?keyword=${encodeURIComponent(account)}`, { headers: SAME_SITE })).json();
    return (listed.result.list as { unread: number }[])[0].unread;
  };
  const threadHref = (await row.getAttribute('href'))!;
  const linked = await desk.request.get(threadHref, { headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' } });
  expect(linked.status()).toBe(200);
  expect(await unreadOf()).toBe(1);
  await row.click();
  await expect(desk.getByText('Hello! Our logo for 500 laptop sleeves is attached.')).toBeVisible();
  // Shown to staff, the thread becomes read (the page's own POST), before anyone replies.
  await expect.poll(unreadOf, { timeout: 15_000 }).toBe(0);
  await expect(desk.getByRole('link', { name: 'Download sleeve-logo.png' })).toBeVisible();
  await expect(desk.getByText(`Replies are also e-mailed to ${email}`)).toBeVisible();
  await desk.getByRole('textbox', { name: 'Reply' }).fill('Thank you! The price list for 500 sleeves is attached; a sample takes 5 days.');
  await desk.getByTestId('staff-attach').setInputFiles({ name: 'price-list.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  const sendReply = desk.getByRole('button', { name: 'Send reply' });
  await expect(desk.getByText('price-list.pdf')).toBeVisible();
  await expect(sendReply).toBeEnabled({ timeout: 30_000 });
  await sendReply.click();
  await expect(desk.locator('ol').getByText('The price list for 500 sleeves is attached')).toBeVisible();
  await expect(desk.getByRole('link', { name: 'Download price-list.pdf' })).toBeVisible();
  await shoot(desk, 'member-messages', 'staff-thread');
  await deskContext.close();

  // A link from another site to the member's thread (a top-level GET with the cookie) renders it and
  // writes nothing: the reply stays unread, by the page and by the API alike.
  const unreadTotal = async () => (await (await page.request.get(`${API}/messages`)).json()).result.unread_total as number;
  const ownThread = (await (await page.request.get(`${API}/messages`)).json()).result.list[0].id as number;
  const linkedPage = await page.request.get(`/en/user/message?thread=${ownThread}`, { headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' } });
  expect(linkedPage.status()).toBe(200);
  expect(await linkedPage.text()).toContain('The price list for 500 sleeves is attached');
  const linkedApi = await page.request.get(`${API}/messages/${ownThread}`, { headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' } });
  expect((await linkedApi.json()).result.thread.unread).toBe(1);
  expect(await unreadTotal()).toBe(1);

  // The member sees the reply unread, reads it (shown, the page marks it read), and downloads the file staff sent.
  await page.goto('/en/user/message');
  const general = page.getByRole('button', { name: /General questions/ });
  await expect(general.getByTestId('thread-unread')).toHaveText('1');
  await expect(page.getByRole('status').filter({ hasText: 'unread' })).toHaveText('1 unread');
  await expect(page.locator('a[data-nav="message"]').first()).toContainText('1');
  await shoot(page, 'member-messages', 'member-unread');
  await general.click();
  await expect(conversation.getByText('Thank you! The price list for 500 sleeves is attached')).toBeVisible();
  const download = conversation.getByRole('link', { name: 'Download price-list.pdf' });
  await expect(download).toBeVisible();
  const fileHref = (await download.getAttribute('href'))!;
  const file = await page.request.get(fileHref);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment;/);
  await shoot(page, 'member-messages', 'member-read');
  // The member menu's badge follows at once, without a reload.
  await expect(page.locator('a[data-nav="message"]').first()).not.toContainText(/\d/);
  expect(await unreadTotal()).toBe(0);
  await page.reload();
  await expect(page.getByRole('button', { name: /General questions/ }).getByTestId('thread-unread')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'read' })).toHaveText('All read');

  // The e-mail about the reply, in the language the member wrote in.
  await expect.poll(async () => (await receivedMails(email)).filter((m) => m.subject.startsWith('New message from')).length, { timeout: 30_000 }).toBe(1);
  const mail = (await receivedMails(email)).find((m) => m.subject.startsWith('New message from'))!;
  expect(mail.text).toContain('Thank you! The price list for 500 sleeves is attached');
  expect(mail.text).toContain('price-list.pdf');
  expect(mail.text).toMatch(/\/en\/user\/message/);

  // Another member cannot read or write in that thread by its id, nor fetch its files.
  const threads = await (await page.request.get(`${API}/messages`)).json();
  const threadId = threads.result.list[0].id as number;
  const otherContext = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: forwardedFor() });
  const other = await otherContext.newPage();
  await registerByApi(other.request, accountName(project, 'msgB'));
  expect((await other.request.get(`${API}/messages/${threadId}`)).status()).toBe(404);
  const intrude = await other.request.post(`${API}/messages`, { data: { thread_id: threadId, body: 'Let me in' }, headers: SAME_SITE });
  expect(intrude.status()).toBe(404);
  expect((await other.request.get(fileHref)).status()).toBe(404);
  await other.goto(`/en/user/message?thread=${threadId}`);
  await expect(other.getByText('Thank you! The price list')).toHaveCount(0);
  await expect(other.getByRole('button', { name: /General questions/ })).toBeVisible();
  await otherContext.close();

  // The thread of the first member still holds just the two messages.
  const mine = await (await page.request.get(`${API}/messages/${threadId}`)).json();
  expect(mine.result.messages).toHaveLength(2);
});
