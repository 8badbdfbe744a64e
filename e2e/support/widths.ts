import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * At which width each browser spec runs. A journey is driven once, at the width of the people who
 * mostly make it: a spec whose pages are laid out differently at the two widths runs at both. Each
 * page's layout is still checked at both widths elsewhere: the accessibility scan loads every public,
 * member and back-office page at 375 and 1440 px, admin-narrow.spec.ts fits every back-office page
 * into a phone, and header-layout.spec.ts the header into every width. Running every journey twice
 * cost CI's run about a quarter of an hour for steps that do the same at either width.
 */

/**
 * Specs that run at 375 and 1440 px: the header, the home page, the catalogue, the scroll button,
 * right to left, the member menu (groups with headings on a desk, a tab strip on a phone), the back
 * office's fit into a phone and its home page editor.
 */
export const BOTH_WIDTHS = ['header-layout', 'home', 'catalogue', 'behaviour', 'rtl', 'member-area', 'admin-narrow', 'admin-home'];

/** Specs that run at 375 px only: what prospects do (they mostly come on a phone), and the member journeys made on the go. */
export const PHONE_ONLY = [
  'search',
  'contact',
  'contact-files',
  'order-quote',
  'order-samples',
  'price-tiers',
  'trust',
  'pages',
  'social',
  'password-reset',
  'member-journey',
  'member-files',
  'member-purse',
  'member-points',
  'member-messages',
  'member-academy',
];

// Every other browser spec runs at 1440 px only: the back office, and the member workspace's
// longer tasks (orders, designs, profile, libraries), done at a desk.

/** A pattern matching the spec files of the names given. */
export const specsNamed = (names: readonly string[]) => new RegExp(`(^|/)(${names.join('|')})\\.spec\\.ts$`);

/**
 * A test tagged @any-width only sends requests and runs at the desktop's width only (see
 * playwright.config.ts); in a spec that runs at the phone's width only, it would never run. Fails
 * the configuration's loading when one is there.
 */
export function checkPhoneOnlySpecs(dir: string) {
  const files = new Set(readdirSync(dir));
  for (const name of PHONE_ONLY) {
    const file = `${name}.spec.ts`;
    if (!files.has(file)) throw new Error(`e2e/support/widths.ts names ${file}, which does not exist`);
    if (readFileSync(path.join(dir, file), 'utf8').includes('@any-width')) {
      throw new Error(`${file} runs at the phone's width only: its @any-width tests would never run (move them, or the spec)`);
    }
  }
  for (const name of BOTH_WIDTHS) if (!files.has(`${name}.spec.ts`)) throw new Error(`e2e/support/widths.ts names ${name}.spec.ts, which does not exist`);
}
