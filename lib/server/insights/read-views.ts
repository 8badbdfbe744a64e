import 'server-only';
import { and, between, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { insightPageViews, insightSearchMisses } from './schema';

/*
 * Reading the counted rows back for a range of days (both ends included). Days older than the
 * fold are month rows: a month counts when its first day is in the range or the range starts in it.
 */

export interface DayRange {
  from: string;
  to: string;
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

function inRange(table: typeof insightPageViews | typeof insightSearchMisses, range: DayRange): SQL | undefined {
  return or(and(eq(table.grain, 'day'), between(table.day, range.from, range.to)), and(eq(table.grain, 'month'), between(table.day, monthOf(range.from), range.to)));
}

const views = sql<number>`sum(${insightPageViews.views})::int`;

/** Views per day (a month row on its first day). */
export async function viewsPerDay(db: Db, range: DayRange): Promise<Map<string, number>> {
  const rows = await db.select({ day: insightPageViews.day, views }).from(insightPageViews).where(inRange(insightPageViews, range)).groupBy(insightPageViews.day);
  return new Map(rows.map((r) => [r.day, Number(r.views)]));
}

export type ViewDimension = 'page' | 'locale' | 'referrer' | 'campaign';

/** Views grouped by one dimension, most first (at most `limit` rows). */
export async function viewsBy(db: Db, range: DayRange, dimension: ViewDimension, limit: number): Promise<{ key: string; views: number }[]> {
  const column = insightPageViews[dimension];
  const rows = await db.select({ key: column, views }).from(insightPageViews).where(inRange(insightPageViews, range)).groupBy(column).orderBy(desc(views), column).limit(limit);
  return rows.map((r) => ({ key: r.key, views: Number(r.views) }));
}

/** Views of the catalogue's product and list pages by page and locale (for products, families and the funnel). */
export async function catalogueViews(db: Db, range: DayRange): Promise<{ page: string; locale: string; views: number }[]> {
  const rows = await db
    .select({ page: insightPageViews.page, locale: insightPageViews.locale, views })
    .from(insightPageViews)
    .where(and(inRange(insightPageViews, range), sql`(${insightPageViews.page} like '/product/%' or ${insightPageViews.page} like '/products?category=%')`))
    .groupBy(insightPageViews.page, insightPageViews.locale);
  return rows.map((r) => ({ ...r, views: Number(r.views) }));
}

/** Search terms that found nothing, most searched first. */
export async function missedSearches(db: Db, range: DayRange, limit: number): Promise<{ key: string; views: number }[]> {
  const searches = sql<number>`sum(${insightSearchMisses.searches})::int`;
  const rows = await db
    .select({ key: insightSearchMisses.term, searches })
    .from(insightSearchMisses)
    .where(inRange(insightSearchMisses, range))
    .groupBy(insightSearchMisses.term)
    .orderBy(desc(searches), insightSearchMisses.term)
    .limit(limit);
  return rows.map((r) => ({ key: r.key, views: Number(r.searches) }));
}

/** The product a page shows (`/product/12/…` → 12) or the family a list shows (`/products?category=bags` → 'bags'). */
export function pageSubject(page: string): { productId: number } | { family: string } | null {
  const product = /^\/product\/(\d{1,9})(?:\/|$)/.exec(page);
  if (product) return { productId: Number(product[1]) };
  const family = /^\/products\?category=([a-z0-9-]{1,64})$/.exec(page);
  return family ? { family: family[1] } : null;
}
