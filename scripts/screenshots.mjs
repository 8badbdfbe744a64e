// Screenshots of pages at phone (375 px) and desktop (1440 px) width, for looking at the site.
// Usage: node scripts/screenshots.mjs http://localhost:3000 / /en /products … [--out dir] [--full] [--locale zh-CN]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { ensureChromium, ensureFonts } from './test-engines.mjs';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args.splice(outIndex, 2)[1] : 'screenshots';
const localeIndex = args.indexOf('--locale');
const locale = localeIndex >= 0 ? args.splice(localeIndex, 2)[1] : 'en-US';
const full = args.includes('--full');
const [base, ...paths] = args.filter((a) => a !== '--full');
mkdirSync(out, { recursive: true });
ensureFonts();

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: CHROMIUM_FLAGS,
});
for (const [name, width, height] of [
  ['phone', 375, 812],
  ['desktop', 1440, 900],
]) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1, locale });
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    if (full) {
      // Pictures below the fold load as they near the screen (LazyImage): walk down the page first.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height && y < 40_000; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
    }
    const file = path.join(out, `${name}${p.replace(/[^a-z0-9]+/gi, '_') || '_'}.png`);
    await page.screenshot({ path: file, fullPage: full });
    console.log(file);
  }
  await page.close();
}
await browser.close();
