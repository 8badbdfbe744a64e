import { expect, test } from '@playwright/test';
import { LOCALES, SCROLL_TOP_THRESHOLD_PX } from '../lib/config';

test.use({ locale: 'en-US' });

test('the scroll-to-top button shows from 100 px of scroll and scrolls smoothly to the top', async ({ page }) => {
  await page.goto('/en/faq');
  const button = page.getByRole('button', { name: 'Back to top' });
  await page.evaluate((y) => window.scrollTo(0, y), SCROLL_TOP_THRESHOLD_PX - 1);
  await expect(button).toBeHidden();
  await page.evaluate((y) => window.scrollTo(0, y), SCROLL_TOP_THRESHOLD_PX + 300);
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 80);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a picture that fails to load shows the error placeholder, never a broken image', async ({ page }) => {
  await page.route('**/media/products/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/en/products');
  const frame = page.locator('main article [data-state]').first();
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('data-state', 'error');
  await expect(frame.locator('img')).toBeHidden();
  await expect(frame.getByText('Image unavailable')).toHaveCount(1);
});

test('pictures show a loading placeholder until they arrive', async ({ page }) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/media/products/**', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/en/products', { waitUntil: 'domcontentloaded' });
  const frame = page.locator('main article [data-state]').first();
  await expect(frame).toHaveAttribute('data-state', 'loading');
  release();
  await expect(frame).toHaveAttribute('data-state', 'loaded');
});

test('a picture below the fold is fetched when it nears the screen, not with the page', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname);
  });
  // The home page's last card: three sections down (and, on a phone, at the end of its scroller).
  await page.goto('/en');
  const last = page.locator('main section [data-state] img').last();
  expect(await last.evaluate((img) => img.getBoundingClientRect().top)).toBeGreaterThan(1500);
  // Not among the page's first requests: no src until the observer sees it near the screen.
  expect(await last.evaluate((img) => img.getAttribute('src'))).toBeNull();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('src', /\/media\/cards\//);
  await expect.poll(() => last.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(last.locator('xpath=..')).toHaveAttribute('data-state', 'loaded');
  const src = new URL((await last.getAttribute('src'))!, page.url()).pathname;
  expect(fetched).toContain(src);
});

test('without JavaScript every picture still shows, from its <noscript> copy', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  for (const path of ['/en', '/en/products', '/en/about']) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Every picture that takes up room on the page has loaded; the src-less placeholders take none.
    const broken = await page.evaluate(async () => {
      const images = [...document.images].filter((img) => img.getBoundingClientRect().width > 0);
      await Promise.all(
        images.map((img) =>
          img.complete
            ? null
            : new Promise((r) => {
                img.addEventListener('load', r, { once: true });
                img.addEventListener('error', r, { once: true });
              }),
        ),
      );
      return { shown: images.length, broken: images.filter((img) => !img.getAttribute('src') || img.naturalWidth === 0).map((img) => img.outerHTML.slice(0, 120)) };
    });
    expect([path, broken.broken]).toEqual([path, []]);
    expect(broken.shown).toBeGreaterThanOrEqual(3);
  }
  await context.close();
});

test('a client navigation shows the progress bar and lands at the top of the next page', async ({ page }) => {
  await page.goto('/en/products');
  // The next page is held until the bar shows: a navigation still under way must show it, however
  // long the listener (loaded when the page is idle, or with the first press) takes to arrive on a
  // busy machine. A fixed delay made that a race between the delay and the listener's fetch.
  let releaseFaq!: () => void;
  const barShown = new Promise<void>((resolve) => (releaseFaq = resolve));
  await page.route('**/en/faq**', async (route) => {
    await barShown;
    await route.continue();
  });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const link = page.locator('footer').getByRole('link', { name: 'FAQ' });
  await link.click();
  try {
    await expect(page.locator('#nprogress')).toBeAttached();
  } finally {
    releaseFaq();
  }
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a first visit without a locale follows Accept-Language; the switcher keeps the page', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/ja\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.getByRole('combobox', { name: /言語|Language/ }).selectOption('de');
  await expect(page).toHaveURL(/\/de\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('combobox').selectOption('zh-CN');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await context.close();
});

test('every locale renders the catalogue with its own lang and direction, and no raw message keys', { tag: '@any-width' }, async ({ request }) => {
  for (const locale of LOCALES) {
    const prefix = locale === 'zh-CN' ? '' : `/${locale}`;
    const res = await request.get(`${prefix}/products`, { headers: { 'Accept-Language': locale }, maxRedirects: 0 });
    expect([locale, res.status()]).toEqual([locale, 200]);
    const html = await res.text();
    expect(html.includes(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`), locale).toBe(true);
    const raw = /\b(products|product|nav|common|home|footer|header|meta)\.[a-z][A-Za-z]+\b/.exec(html.replace(/<script[\s\S]*?<\/script>/g, ''));
    expect([locale, raw?.[0] ?? null]).toEqual([locale, null]);
  }
});

test('the Content-Security-Policy is sent and nothing on the main pages breaks it', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/en', '/en/products', '/en/product/1/x', '/en/contact', '/en/faq', '/en/login', '/en/weChatLogin?code=x&state=y']) {
    const response = await page.goto(path);
    const policy = response!.headers()['content-security-policy'];
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).toContain("frame-ancestors 'none'");
    await page.waitForLoadState('networkidle');
    violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
  }
  expect(violations).toEqual([]);
});
