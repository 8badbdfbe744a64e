import { expect, test, type Page } from '@playwright/test';
import { ADMIN_DETAILS, ADMIN_PAGES } from './support/admin-pages';
import { API, accountName, registerByApi } from './support/members';
import { running } from './support/running';
import { shoot } from './support/shots';
import { logIn, staff } from './support/staff';

/*
 * Every back-office page fits the screen: at 375 px (phone) and 1440 px (desktop) the page is no
 * wider than the window, with the demo content and with what makes pages widen: an unread message
 * (the nav's count), and names, companies, e-mail addresses, titles and notes without spaces. A
 * page wider than a phone lets Chrome zoom the layout out, and taps land on the wrong rows.
 */

const STAFF_PASSWORD = 'Str0ng-Narrow-Desk!';
const LONG = {
  company: 'InternationalCustomCaseProcurementAndLogisticsCorporationLimitedGmbH',
  nickname: 'Bartholomew-Alexandrovich-Konst',
  title: 'Thelongestdesignnamewithoutanyspacesatallforthebackofficeordertitle',
  words: 'Pleaseconfirmthereferencenumber-ABCDEFGHIJKLMNOPQRSTUVWXYZ-0123456789-ABCDEFGHIJKLMNOPQRSTUVWXYZ',
};

/**
 * The page's width in CSS pixels (not measured against innerWidth: a phone zooms out to show a page
 * wider than itself, and innerWidth grows with it), and the innermost elements past `width`, to
 * name in a failure.
 */
const measure = (page: Page, width: number) =>
  page.evaluate((screen) => {
    const past = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > screen + 0.5);
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
    return {
      width: document.documentElement.scrollWidth,
      past: innermost.slice(0, 3).map((el) => `${el.parentElement ? `${name(el.parentElement)} > ` : ''}${name(el)} "${(el.textContent ?? '').trim().slice(0, 30)}"`),
    };
  }, width);

async function firstLink(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

/**
 * A list's filters: on a phone folded behind one line (the list right under it) that opens them;
 * wider, shown with no such line. In the side column every section name fits on one line.
 */
async function filtersFold(page: Page, width: number) {
  const form = page.getByRole('form', { name: 'Filter the leads' });
  const line = form.locator('summary');
  const search = form.getByRole('searchbox', { name: 'Search' });
  if (width < 768) {
    await expect(line).toHaveText(/^Filters/);
    await expect(search).toBeHidden();
    await line.click();
    await expect(search).toBeVisible();
    return;
  }
  await expect(line).toBeHidden();
  await expect(search).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Back office menu' });
  const heights = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
  expect(Math.max(...heights), 'a section name on two lines in the side column').toBeLessThanOrEqual(Math.min(...heights) + 1);
}

test('every back-office page is no wider than the screen, with long names and an unread message', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const width = testInfo.project.use.viewport!.width;
  const address = { 'X-Forwarded-For': `10.77.${project === 'phone' ? 1 : 2}.${1 + Math.floor(Math.random() * 250)}` };

  // A buyer with a long account name, company and nickname writes (unread), designs and asks for a quote; a visitor sends a request.
  const account = accountName(project, 'narrow').padEnd(32, 'x');
  const token = await registerByApi(request, account, address);
  // The browser's Origin, as the site's own pages send it: a write with the session cookie and none is refused.
  const site = { ...address, Origin: new URL(testInfo.project.use.baseURL!).origin };
  const member = { ...site, Authorization: `Bearer ${token}` };
  expect((await request.patch(`${API}/user`, { headers: member, data: { nickname: LONG.nickname, company: LONG.company } })).status()).toBe(200);
  expect((await request.post(`${API}/messages`, { headers: member, data: { general: true, body: `${LONG.words} https://example.com/${LONG.words}`, files: [] } })).status()).toBe(
    201,
  );
  const product = (await (await request.get(`${API}/product?limit=6`, { headers: address })).json()).result.list[0];
  const design = await request.post(`${API}/designs`, {
    headers: member,
    data: {
      product_id: product.id,
      name: LONG.title,
      size: '30 x 22 cm',
      material: 'EVA',
      colours: [],
      print_method: '',
      logo_placement: '',
      quantity: '500',
      notes: LONG.words,
      files: [],
    },
  });
  expect(design.status()).toBe(201);
  const order = await request.post(`${API}/orders`, { headers: member, data: { design_id: (await design.json()).result.id, quantity: '500', note: LONG.words } });
  expect(order.status()).toBe(201);
  const email = `procurement.${LONG.company.toLowerCase()}@example.com`;
  const lead = await request.post(`${API}/consult`, {
    headers: site,
    data: {
      name: LONG.nickname.replace(/-/g, ''),
      company: LONG.company,
      email,
      country: 'DE',
      message: `${LONG.words} https://example.com/${LONG.words}`,
      locale: 'en',
      source_page: `/en/contact/${LONG.words}`,
    },
  });
  expect(lead.status()).toBe(201);

  const desk = accountName(project, 'nrw');
  expect(staff('create', '--account', desk, '--password', STAFF_PASSWORD, '--role', 'admin', '--role', 'editor', '--role', 'sales')).toMatchObject({ code: 0 });
  await page.goto('/en/admin');
  await logIn(page, desk, STAFF_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The nav counts the unread message: its words for screen readers once widened every page on a phone.
  await expect(page.getByTestId('nav-badge-messages')).toBeVisible();

  const paths: string[] = [...ADMIN_PAGES];
  for (const [list, pattern] of ADMIN_DETAILS) {
    await page.goto(`/en${list}`);
    const href = await firstLink(page, pattern);
    expect(href, `a detail link on ${list}`).not.toBeNull();
    paths.push(href!.replace(/^\/en/, ''));
  }
  const library = paths.find((path) => /\/admin\/libraries\/[a-z-]+$/i.test(path))!;
  await page.goto(`/en${library}`);
  const entry = await firstLink(page, /\/admin\/libraries\/[a-z-]+\/\d+$/i);
  if (entry) paths.push(entry.replace(/^\/en/, ''));
  paths.push(`${library}/new`);
  // The request, the buyer's order, member page and thread, with the long words (the thread last: opening it reads it).
  // The request's page lists its notifications by recipient: the long e-mail address once widened it to 1638 px.
  await page.goto(`/en/admin/leads?keyword=${encodeURIComponent(email)}`);
  const leadPath = (await firstLink(page, /\/admin\/leads\/\d+$/))!.replace(/^\/en/, '');
  paths.push(leadPath);
  await page.goto(`/en/admin/orders?keyword=${encodeURIComponent(account)}`);
  paths.push((await firstLink(page, /\/admin\/orders\/\d+$/))!.replace(/^\/en/, ''));
  await page.goto(`/en/admin/members?keyword=${encodeURIComponent(account)}`);
  paths.push((await firstLink(page, /\/admin\/members\/\d+$/))!.replace(/^\/en/, ''));
  await page.goto(`/en/admin/messages?keyword=${encodeURIComponent(account)}`);
  const thread = await firstLink(page, /\/admin\/messages\/\d+$/);
  expect(thread, 'the unread thread').not.toBeNull();
  paths.push(thread!.replace(/^\/en/, ''));

  for (const path of paths) {
    const response = await page.goto(`/en${path}`);
    expect(response?.status(), path).toBe(200);
    await running(page);
    // The request's page does list the acknowledgement sent to that address (the case it is here for).
    if (path === leadPath) await expect(page.locator('li', { hasText: 'Acknowledgement to the buyer' }).getByText(email, { exact: true })).toBeVisible();
    const { width: wide, past } = await measure(page, width);
    expect.soft(wide, `${path}: the page's width on a ${width} px screen (past its edge: ${past.join('; ')})`).toBeLessThanOrEqual(width);
    if (width < 992) {
      // On a phone the tabs row keeps its own height: a short page (an empty list) once stretched it into a blank band.
      const menu = await page
        .getByRole('navigation', { name: 'Back office menu' })
        .evaluate((nav) => ({ nav: nav.getBoundingClientRect().height, tabs: nav.firstElementChild!.getBoundingClientRect().height }));
      expect.soft(menu.nav, `${path}: the height of the tabs row`).toBeLessThanOrEqual(menu.tabs + 2);
    }
    if (path === '/admin/leads') await filtersFold(page, width);
    if (path === '/admin/orders' || path === '/admin/messages') await shoot(page, 'admin-narrow', path.slice(1).replace(/\//g, '-'));
  }
});
