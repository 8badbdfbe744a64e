import * as z from 'zod/mini';
import { date, fields, yesNo } from '@/lib/validation/kit';

/*
 * /admin/insights and GET /admin/insights: first-party counts over a date range (UTC days, both
 * ends included), optionally beside the period of the same length just before it.
 */

const DAY_MS = 86_400_000;
/** The longest range a report covers (a longer one is cut to its last RANGE_MAX_DAYS days). */
export const RANGE_MAX_DAYS = 800;
/** The range when none is asked for: the last 30 days. */
export const RANGE_DEFAULT_DAYS = 30;
/** The ranges offered as one click. */
export const RANGE_PRESETS = [7, 30, 90] as const;
/** Rows in each ranking (pages, referrers, campaigns, terms …). */
export const RANKING_ROWS = 20;
/** A search term is cut to this many characters before it is counted. */
export const SEARCH_TERM_MAX = 60;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** `?from=&to=&compare=`: bad days are refused; a reversed range is turned round, a long one cut. */
export const insightsQuerySchema = z.pipe(
  fields({ from: date(), to: date(), compare: yesNo(false) }),
  z.transform((v) => rangeOf(v.from, v.to, v.compare, new Date())),
);
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

/** The range as days: `to` defaults to today, `from` to RANGE_DEFAULT_DAYS before it. */
export function rangeOf(from: Date | null, to: Date | null, compare: boolean, now: Date) {
  let end = to ?? new Date(`${dayOf(now)}T00:00:00Z`);
  let start = from ?? new Date(end.getTime() - (RANGE_DEFAULT_DAYS - 1) * DAY_MS);
  if (start > end) [start, end] = [end, start];
  start = new Date(`${dayOf(start)}T00:00:00Z`);
  end = new Date(`${dayOf(end)}T00:00:00Z`);
  if ((end.getTime() - start.getTime()) / DAY_MS + 1 > RANGE_MAX_DAYS) start = new Date(end.getTime() - (RANGE_MAX_DAYS - 1) * DAY_MS);
  return { from: dayOf(start), to: dayOf(end), compare };
}

/** A ranking's row: what it is (a page, a locale, a host …), its label, and the counts now and before. */
export interface InsightsRow {
  key: string;
  label: string;
  count: number;
  /** The previous period's count (null when not compared). */
  previous: number | null;
}

export interface FunnelRow {
  product_id: number | null;
  product: string;
  locale: string;
  /** The locale in its own language ('' when the order came without a lead). */
  language: string;
  views: number;
  requests: number;
  orders: number;
  won: number;
}

export interface ResponseRow {
  /** The staff member who answered first (null: leads nobody has answered yet). */
  staff_id: number | null;
  name: string;
  /** Leads answered first by them (for the null row: leads waiting for a first answer). */
  leads: number;
  median_minutes: number | null;
  p90_minutes: number | null;
}

export interface InsightsReport {
  from: string;
  to: string;
  /** The period before, as long as this one (null when not compared). */
  previous: { from: string; to: string } | null;
  totals: { views: number; leads: number; orders: number; won: number; previous_views: number | null; previous_leads: number | null };
  /** One point per day of the range; `previous` the same day of the period before. */
  timeline: { day: string; views: number; previous: number | null }[];
  views: { page: InsightsRow[]; product: InsightsRow[]; family: InsightsRow[]; locale: InsightsRow[]; referrer: InsightsRow[]; campaign: InsightsRow[] };
  funnel: FunnelRow[];
  response: ResponseRow[];
  searches: InsightsRow[];
  countries: InsightsRow[];
}
