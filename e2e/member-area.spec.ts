import { expect, test as base } from '@playwright/test';
import en from '../messages/en.json';
import ja from '../messages/ja.json';
import { MEMBER_NAV } from '../lib/member-nav';
import { accountName, registerByApi } from './support/members';
import { shoot } from './support/shots';

/*
 * The member area's promise: every member route and named area serves a real page to a
 * logged-in member, in their language, from the member menu, which lists every one of them. A new
 * member (no orders, no statement, no points) opens each menu item in English and in Japanese:
 * each answers 200 where it was asked (no 404, no detour to the login page), has its heading, and
 * shows no message key and no English in the Japanese page's menu. Screenshots of each page at
 * the project's width go to `$E2E_SHOTS/member-area/` for people to look at (e2e/support/shots.ts).
 */
const address = () => `198.19.${Math.floor(Math.random() * 200)}.${1 + Math.floor(Math.random() * 250)}`;
const test = base.extend<{ forwarded: string }>({
  forwarded: async ({}, use) => use(address()),
  extraHTTPHeaders: async ({ forwarded }, use) => use({ 'X-Forwarded-For': forwarded }),
});

const RAW_KEY = /\b(member|library|academy|admin)\.[a-z][A-Za-z]+\.[a-z][A-Za-z.]*\b/;

test('every member page and named area answers a logged-in member from the menu, in English and Japanese', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  await registerByApi(page.request, accountName(project, 'area'));

  for (const [locale, messages] of [
    ['en', en],
    ['ja', ja],
  ] as const) {
    for (const item of MEMBER_NAV) {
      const url = `/${locale}${item.path}`;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      expect(new URL(page.url()).pathname, url).toBe(url);
      await expect(page.locator('h1').first(), url).toBeVisible();
      const text = await page.locator('main').innerText();
      expect(text, `${url} shows a message key`).not.toMatch(RAW_KEY);
      if (locale === 'en' || project === 'desktop') await shoot(page, 'member-area', `${locale}-${item.key}`);
    }

    // The menu (on a /user page, inside the member shell) lists every item with its label in the page's language.
    await page.goto(`/${locale}/user/profile`);
    const menu = page.getByRole('navigation', { name: messages.member.nav.label });
    for (const item of MEMBER_NAV) {
      const label = (messages.member.nav.items as Record<string, string>)[item.key];
      await expect(menu.getByRole('link', { name: label, exact: true, includeHidden: true }), `${locale} ${item.key}`).toHaveAttribute('href', `/${locale}${item.path}`);
    }
  }
});
