import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { insightPageViews, insightSearchMisses } from './schema';
import type { Taken } from './tally.mjs';

/*
 * Writing the tallies: one upsert per batch that adds to the counts already there
 * (`views = views + excluded.views`), so several instances, and several flushes of one, add up.
 */

const BATCH = 500;

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

/** Adds what a process counted to the stored day rows. */
export async function writeTallies(db: Db, taken: Taken): Promise<void> {
  for (const batch of batches(taken.views)) {
    await db
      .insert(insightPageViews)
      .values(batch.map(({ key, n }) => ({ grain: 'day', ...key, views: n })))
      .onConflictDoUpdate({
        target: [insightPageViews.grain, insightPageViews.day, insightPageViews.page, insightPageViews.locale, insightPageViews.referrer, insightPageViews.campaign],
        set: { views: sql`${insightPageViews.views} + excluded.views` },
      });
  }
  for (const batch of batches(taken.misses)) {
    await db
      .insert(insightSearchMisses)
      .values(batch.map(({ key, n }) => ({ grain: 'day', ...key, searches: n })))
      .onConflictDoUpdate({
        target: [insightSearchMisses.grain, insightSearchMisses.day, insightSearchMisses.term, insightSearchMisses.locale],
        set: { searches: sql`${insightSearchMisses.searches} + excluded.searches` },
      });
  }
}

/** The first day of the month `months` before the month of `now` (UTC), as YYYY-MM-DD. */
export function monthStart(now: Date, months: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
}

/** Days kept as days: the current month and the three before it; older days become month rows. */
export const DAYS_KEPT_MONTHS = 3;

/**
 * The daily fold: day rows before the fold's month become (added to) month rows, in one statement
 * (the DELETE … RETURNING feeds the INSERT, so two instances folding at once never count a day
 * twice); then rows older than the retention are removed.
 */
export async function foldAndExpire(db: Db, retentionMonths: number, now: Date = new Date()): Promise<void> {
  const foldBefore = monthStart(now, DAYS_KEPT_MONTHS);
  const keepFrom = monthStart(now, retentionMonths);
  await db.execute(sql`
    with gone as (delete from insight_page_views where grain = 'day' and day < ${foldBefore} returning day, page, locale, referrer, campaign, views)
    insert into insight_page_views (grain, day, page, locale, referrer, campaign, views)
    select 'month', date_trunc('month', day)::date, page, locale, referrer, campaign, sum(views)::int from gone
    group by 2, page, locale, referrer, campaign
    on conflict (grain, day, page, locale, referrer, campaign) do update set views = insight_page_views.views + excluded.views`);
  await db.execute(sql`
    with gone as (delete from insight_search_misses where grain = 'day' and day < ${foldBefore} returning day, term, locale, searches)
    insert into insight_search_misses (grain, day, term, locale, searches)
    select 'month', date_trunc('month', day)::date, term, locale, sum(searches)::int from gone
    group by 2, term, locale
    on conflict (grain, day, term, locale) do update set searches = insight_search_misses.searches + excluded.searches`);
  await db.delete(insightPageViews).where(sql`${insightPageViews.day} < ${keepFrom}`);
  await db.delete(insightSearchMisses).where(sql`${insightSearchMisses.day} < ${keepFrom}`);
}
