import { expect, type Page, type Route } from '@playwright/test';

const SCRIPTS = /\/_next\/static\/.+\.js(\?.*)?$/;

/**
 * A slow phone, made certain: the page's scripts are held back until `release()`, so the server's
 * HTML is on screen and a person types into it before anything of the page runs. (Waiting for the
 * machine to be slow enough would prove nothing on a fast run.) Navigate with
 * `waitUntil: 'domcontentloaded'` or by a click: the load event waits for the held scripts.
 */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = new Set<Promise<void>>();
  const hold = (route: Route) => {
    const passed = gate.then(() => route.continue());
    held.add(passed);
    return passed;
  };
  await page.route(SCRIPTS, hold);
  return {
    release: async () => {
      open();
      // Every held request goes on before the route is removed (removing it first would answer them twice).
      await Promise.all(held);
      await page.unroute(SCRIPTS, hold);
    },
  };
}

/** Fails unless the page has not hydrated yet (the root layout marks `<html data-layout>` once it has). */
export async function expectNotRunning(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.dataset.layout ?? null)).toBeNull();
}
