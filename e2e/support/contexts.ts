import type { Browser, BrowserContext, TestInfo } from '@playwright/test';

/**
 * New browser contexts shaped like the test's project (viewport, user agent, scale, touch, base
 * URL), each with its own client address `<prefix>.<random>.<n>` (the server's per-address limits
 * of one spec or context do not meet another's) and English as the browser's language.
 */
export function projectContexts(browser: Browser, testInfo: TestInfo, prefix: string): (n: number) => Promise<BrowserContext> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  return (n) =>
    browser.newContext({
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': `${prefix}.${Math.floor(Math.random() * 250)}.${n}`, 'Accept-Language': 'en' },
    });
}
