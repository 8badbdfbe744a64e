import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';

/**
 * Screenshots for a person to look at after a run, taken only when E2E_SHOTS names a folder:
 * `E2E_SHOTS=screenshots/e2e npx playwright test member-orders --project=phone` (the folder
 * `screenshots/` is ignored by git). Saved as `<E2E_SHOTS>/<area>/<name>-<project>.png`, so the
 * phone and desktop pictures of a step sit side by side. CI's run sets none: nobody looks at them
 * there, and the hundred-odd full-page pictures of a whole run cost its two cores minutes.
 */
export async function shoot(page: Page, area: string, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  const root = process.env.E2E_SHOTS;
  if (!root) return;
  const dir = path.join(root, area);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${test.info().project.name}.png`), fullPage });
}
