import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_DETAILS, ADMIN_PAGES } from './support/admin-pages';
import { signInDemo } from './support/demo-accounts';
import { API } from './support/members';
import { running } from './support/running';

/*
 * The accessibility scan: axe-core on every public page template in four locales, every member
 * page (the demo buyer) in two and every back-office page (the demo staff account) in zh-CN, at 375
 * and 1440 px (some locales at one width only: see the calls of scanEach below). It fails on any serious or critical violation of WCAG 2.0/2.1 A and AA and 2.2 AA,
 * naming the page, locale, width, rule and element. It runs in its own project (a11y, see
 * playwright.config.ts): each test is one group in one locale, with one page (and one login) that
 * loads each path once and is resized between the widths; the tests run in parallel workers.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };
type Width = typeof PHONE;
const WIDTHS: readonly Width[] = [PHONE, DESKTOP];
const BLOCKING = new Set(['serious', 'critical']);
/** The path of the 404 page (scanned in the public group). */
const NOT_FOUND = '/no-such-page';

test.describe.configure({ mode: 'parallel' });

/** The site's address of a path in a locale (zh-CN, the default, has no prefix). */
const inLocale = (locale: string, path: string) => (locale === 'zh-CN' ? path : `/${locale}${path === '/' ? '' : path}`);

/** The path of the first link in the page's main content that matches `pattern` (a detail page to scan). */
async function firstLink(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const found = hrefs.find((href) => pattern.test(href));
  expect(found, `a link matching ${pattern} on ${path}`).toBeTruthy();
  return found!;
}

/**
 * Opens each path once (at the phone's width) and scans it once settled, its script running (the
 * layout marks <html data-layout>) and its fonts loaded, so contrast is measured on what a person
 * sees; then widens the same page to the desktop's width and scans it again (the layout follows the
 * window: one load, two scans). Answers every blocking violation as one line.
 */
async function scan(page: Page, locale: string, paths: readonly string[], widths: readonly Width[]): Promise<string[]> {
  const found: string[] = [];
  const started = Date.now();
  let axeMs = 0;
  for (const path of paths) {
    await page.setViewportSize(widths[0]);
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(response?.status(), `${path} (${locale})`).toBe(path.endsWith(NOT_FOUND) ? 404 : 200);
    await running(page);
    // In the locale asked for (the default one's addresses have no prefix: a browser in another language is not sent away).
    expect(await page.evaluate(() => document.documentElement.lang), `${path}: the page's language`).toBe(locale);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const size of widths) {
      if (size !== widths[0]) {
        await page.setViewportSize(size);
        // The next frames: laid out again at the new width.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      }
      const axeStarted = Date.now();
      // axe.run in the page itself ("legacy" mode): the default runs each frame's part and then
      // opens a blank page of its own to merge them, which cost more than the scan (58 s of 71 for
      // the back office in one locale, 33 s this way). The site's pages have no frames to merge.
      // resultTypes ['violations']: axe still runs every rule on every element, but describes one
      // element only (a selector, its HTML) of each rule that passed or could not tell, not all of
      // them; the violations, all this test reads, are complete.
      const { violations } = await new AxeBuilder({ page })
        .withTags(TAGS)
        .options({ resultTypes: ['violations'] })
        .setLegacyMode()
        .analyze();
      axeMs += Date.now() - axeStarted;
      // Reflow (WCAG 1.4.10, which axe cannot see): at the phone's width the page scrolls up and
      // down only. A page wider than the window makes a phone zoom the whole layout out.
      if (size.width === PHONE.width) {
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        if (wide > size.width) found.push(`${path} · ${locale} · ${size.width} px · reflow: the page is ${wide} px wide`);
      }
      for (const v of violations.filter((violation) => BLOCKING.has(violation.impact ?? ''))) {
        const targets = v.nodes
          .slice(0, 4)
          .map((node) => node.target.join(' '))
          .join(' | ');
        found.push(`${path} · ${locale} · ${size.width} px · ${v.id} (${v.impact}, ${v.nodes.length}×): ${targets}`);
      }
    }
  }
  // What the scan cost, in the report (CI's whole run is near its time budget).
  test.info().annotations.push({
    type: 'scans',
    description: `${paths.length * widths.length} scans in ${Math.round((Date.now() - started) / 1000)} s, ${Math.round(axeMs / 1000)} s of it axe's`,
  });
  return found;
}

const report = (found: string[]) => `serious or critical accessibility violations:\n  ${found.join('\n  ')}\n`;

/**
 * One test per locale of a group, its browser asking for that locale: `pathsOf` signs in if need be
 * and answers what to scan. A locale is scanned at both widths, or at the one width it names.
 */
function scanEach(group: string, locales: readonly (string | readonly [string, Width])[], pathsOf: (page: Page, locale: string) => Promise<string[]>) {
  for (const entry of locales) {
    const [locale, widths] = typeof entry === 'string' ? [entry, WIDTHS] : [entry[0], [entry[1]]];
    const at = widths.length === 1 ? ` at ${widths[0].width} px` : '';
    test.describe(() => {
      test.use({ locale });
      test(`${group} in ${locale}${at} have no serious or critical violation`, async ({ page }) => {
        // About fifty pages a test: minutes on a busy machine.
        test.setTimeout(600_000);
        const found = await scan(page, locale, await pathsOf(page, locale), widths);
        expect(found, report(found)).toEqual([]);
      });
    });
  }
}

/** The catalogue and the site's other pages: every template once, with a real detail page of each kind. */
async function publicPaths(page: Page, locale: string): Promise<string[]> {
  const at = (path: string) => inLocale(locale, path);
  const product = (await (await page.request.get(`${API}/product?limit=6`)).json()).result.list[0] as { id: number; slug: string };
  const paths = [
    at('/'),
    at('/products'),
    at('/products?category=sewing'),
    at('/products?keyword=case'),
    at(`/product/${product.id}/${product.slug}`),
    at('/about'),
    at('/contact'),
    at('/faq'),
    at('/ourprocess'),
    at('/login'),
    at('/course'),
    at('/helpTeam'),
    at('/inspiration'),
    at('/sourceFile'),
    at('/schemeLibrary'),
    at('/imagesLive'),
    at('/schoolEntertainment'),
    at('/music'),
  ];
  // A course, a lesson, a team member's card and an entry of the content libraries (one template for all six).
  const course = await firstLink(page, at('/course'), /\/course\/[^/]+$/);
  paths.push(course, await firstLink(page, course, /\/course\/[^/]+\/[^/]+$/));
  paths.push(await firstLink(page, at('/helpTeam'), /\/helpTeam\/[^/]+$/));
  paths.push(await firstLink(page, at('/inspiration'), /\/inspiration\/[^/]+$/));
  return [...paths, at(NOT_FOUND)];
}

// zh-CN (the default locale: CJK text, the shortest labels and so the smallest targets) at both
// widths; en at the desktop's; ar (right to left) and ru (the longest words, which wrap and crowd)
// at the phone's, where a layout has the least room. The templates are the same in every locale:
// what a locale changes is its text and its direction, so each is scanned where that shows most.
scanEach('public pages', ['zh-CN', ['en', DESKTOP], ['ar', PHONE], ['ru', PHONE]], publicPaths);

const MEMBER_PAGES = [
  '/user/profile',
  '/user/myOrder',
  '/user/myProduct',
  '/user/uploading',
  '/user/message',
  '/user/myPurse',
  '/user/myPurse/print',
  '/user/Address',
  '/user/myFavorite',
  '/user/member',
  '/user/integrateGoods',
  '/user/myLearn',
  '/user/collegeAuthentication',
  '/user/helpGroup',
  '/user/profile/wechatBind',
  '/manuscript',
];

/** The demo buyer's pages, with an order and a design of theirs. */
async function memberPaths(page: Page, locale: string): Promise<string[]> {
  await signInDemo(page, 'demo.member');
  const paths = MEMBER_PAGES.map((path) => inLocale(locale, path));
  paths.push(await firstLink(page, inLocale(locale, '/user/myOrder'), /\/user\/myOrder\/\d+$/));
  paths.push(await firstLink(page, inLocale(locale, '/user/myProduct'), /\/product\/editProduct\/\d+$/));
  return paths;
}

// en at both widths, ar (right to left) at the phone's.
scanEach('member pages', ['en', ['ar', PHONE]], memberPaths);

/** Every back-office section and one page of each kind of detail, as the demo staff account (every role). */
async function adminPaths(page: Page, locale: string): Promise<string[]> {
  await signInDemo(page, 'demo.admin');
  // A visitor's request, so that the leads list has a row and a lead's page to scan.
  const visitor = { 'X-Forwarded-For': `100.68.${Math.floor(Math.random() * 250)}.${locale.length}`, Origin: new URL(test.info().project.use.baseURL!).origin };
  const lead = await page.request.post(`${API}/consult`, {
    headers: visitor,
    data: {
      name: 'Lena Scan',
      company: 'Northwind Cases',
      email: 'lena.scan@example.com',
      country: 'DE',
      message: 'A quote for 500 EVA cases, please.',
      locale,
      source_page: '/contact',
    },
  });
  expect(lead.status(), 'a visitor sends a request').toBe(201);
  const paths = ADMIN_PAGES.map((path) => inLocale(locale, path));
  for (const [list, pattern] of ADMIN_DETAILS) paths.push(await firstLink(page, inLocale(locale, list), pattern));
  const library = paths[paths.length - 1];
  paths.push(await firstLink(page, library, /\/admin\/libraries\/[a-z-]+\/\d+$/i), `${library}/new`);
  // A thread last: opening it marks it read.
  paths.push(await firstLink(page, inLocale(locale, '/admin/messages'), /\/admin\/messages\/\d+$/));
  return paths;
}

// zh-CN, the staff's language, at both widths (the English back office is the same pages with
// other words, every one of them present: lib/i18n's message tests); admin-narrow.spec.ts checks
// that every one of its pages fits a phone with long names.
scanEach('back-office pages', ['zh-CN'], adminPaths);
