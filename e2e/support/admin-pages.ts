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
