import type { Page } from '@playwright/test';

/** The back office's pages the layout and accessibility specs visit: every section, in menu order. */
export const ADMIN_PAGES = [
  '/admin',
  '/admin/leads',
  '/admin/members',
  '/admin/orders',
  '/admin/messages',
  '/admin/products',
  '/admin/products/new',
  '/admin/categories',
  '/admin/faq',
  '/admin/home-cards',
  '/admin/slider',
  '/admin/company',
  '/admin/courses',
  '/admin/libraries',
  '/admin/rewards',
  '/admin/redemptions',
  '/admin/ledger',
  '/admin/levels',
  '/admin/team',
  '/admin/college',
  '/admin/audit',
  '/admin/insights',
] as const;

/** Where a list page's first detail link is found: the page, and the pattern of its links. */
export const ADMIN_DETAILS: ReadonlyArray<readonly [string, RegExp]> = [
  ['/admin/leads', /\/admin\/leads\/\d+$/],
  ['/admin/members', /\/admin\/members\/\d+$/],
  ['/admin/orders', /\/admin\/orders\/\d+$/],
  ['/admin/products', /\/admin\/products\/\d+$/],
  ['/admin/courses', /\/admin\/courses\/\d+$/],
  ['/admin/libraries', /\/admin\/libraries\/[a-z-]+$/i],
];

/**
 * On a phone a back-office list's filters wait behind one line (a disclosure): open it when it is
 * shown and closed, so a spec can fill the search box at any width.
 */
export async function openListFilters(page: Page): Promise<void> {
  const line = page.locator('form details > summary').first();
  if (!(await line.isVisible())) return;
  const open = await line.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
  if (!open) await line.click();
}
