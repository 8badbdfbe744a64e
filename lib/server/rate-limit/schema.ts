import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every instance (PostgreSQL) for rate limits, failure counts and
 * captcha thresholds. `expires_at` is the end of the current window: rows past it are worth
 * nothing and are swept away (lib/server/rate-limit/counters.ts), so the table stays small.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);
