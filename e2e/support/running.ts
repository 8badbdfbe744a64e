import type { Page } from '@playwright/test';

/**
 * Waits until the page's script runs, as a person waits for a page to respond: the root layout
 * marks `<html data-layout>` once it has hydrated. Until then a click on a button does nothing and
 * what is typed into a form is not in its state (a design saved under the product's name instead of
 * the one typed, on a busy machine). Needed after every full page load (goto, reload, a plain link)
 * before the page is used; a client navigation keeps the page running.
 */
export async function running(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(document.documentElement.dataset.layout));
}
