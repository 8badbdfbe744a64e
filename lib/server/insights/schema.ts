import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * First-party insights: counted rows, never a row per visitor. A row is a day's count (`grain`
 * 'day') or, once the day is older than the fold keeps (./retention.ts), a month's (`grain`
 * 'month', `day` its first day). Nothing here names a person: no address, agent or account.
 */

/** Public HTML page views per day × page (path without the locale) × locale × referrer host × campaign. */
export const insightPageViews = pgTable(
  'insight_page_views',
  {
    grain: text('grain').notNull().default('day'),
    day: date('day', { mode: 'string' }).notNull(),
    page: text('page').notNull(),
    locale: text('locale').notNull(),
    /** The referring site's host ('' for none, the site itself, or a header that was no address). */
    referrer: text('referrer').notNull().default(''),
    /** `utm_source`, normalised and cut ('' for none). */
    campaign: text('campaign').notNull().default(''),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.grain, t.day, t.page, t.locale, t.referrer, t.campaign] }), check('insight_page_views_grain_check', sql`${t.grain} in ('day', 'month')`)],
);

/** Catalogue searches that found nothing, per day × normalised term × locale. */
export const insightSearchMisses = pgTable(
  'insight_search_misses',
  {
    grain: text('grain').notNull().default('day'),
    day: date('day', { mode: 'string' }).notNull(),
    term: text('term').notNull(),
    locale: text('locale').notNull(),
    searches: integer('searches').notNull(),
  },
  (t) => [primaryKey({ columns: [t.grain, t.day, t.term, t.locale] }), check('insight_search_misses_grain_check', sql`${t.grain} in ('day', 'month')`)],
);
