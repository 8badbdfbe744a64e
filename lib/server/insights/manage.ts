import 'server-only';
import { DEFAULT_LOCALE, LOCALE_NATIVE_NAMES, type Locale } from '@/lib/config';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract/leads';
import { RANKING_ROWS, type InsightsQuery, type InsightsReport, type InsightsRow } from '@/lib/api/contract/insights';
import { countryLabel } from '@/lib/countries';
import { requireRole, type Actor } from '@/lib/server/access';
import { firstStaffActions } from '@/lib/server/audit/for-insights';
import { familyNamesByKeys, productsWithFamilies } from '@/lib/server/catalogue/for-insights';
import { leadArrivals, leadCounts, leadLocales } from '@/lib/server/consult/for-insights';
import type { Db } from '@/lib/server/db/types';
import { memberCardsByIds } from '@/lib/server/members/lookup';
import { orderCounts } from '@/lib/server/orders/for-insights';
import { funnelOf } from './funnel';
import { catalogueViews, missedSearches, pageSubject, viewsBy, viewsPerDay, type DayRange } from './read-views';
import { responseRows } from './response-times';

/*
 * The insights report (sales, admin): the same figures for /admin/insights, its CSV and
 * GET /admin/insights. Counts only: no row names a visitor or a buyer.
 */

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const at = (day: string) => new Date(`${day}T00:00:00Z`);
/** The end of a range as a time: the start of the day after its last day. */
const endOf = (range: DayRange) => new Date(at(range.to).getTime() + DAY_MS);

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: DayRange): DayRange {
  const days = (at(range.to).getTime() - at(range.from).getTime()) / DAY_MS + 1;
  const to = new Date(at(range.from).getTime() - DAY_MS);
  return { from: dayOf(new Date(to.getTime() - (days - 1) * DAY_MS)), to: dayOf(to) };
}

/** Rows of a ranking, with the previous period's counts beside them when there is one. */
function ranked(now: readonly { key: string; views: number }[], before: readonly { key: string; views: number }[] | null, label: (key: string) => string): InsightsRow[] {
  const previous = new Map((before ?? []).map((r) => [r.key, r.views]));
  return now.map((r) => ({ key: r.key, label: label(r.key), count: r.views, previous: before ? (previous.get(r.key) ?? 0) : null }));
}

function sumBy<T>(items: readonly T[], key: (item: T) => string, n: (item: T) => number): { key: string; views: number }[] {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(key(item), (totals.get(key(item)) ?? 0) + n(item));
  return [...totals].map(([k, views]) => ({ key: k, views })).sort((a, b) => b.views - a.views || a.key.localeCompare(b.key));
}

/** Views of products and of families (a product's views count for its family too). */
async function catalogueRankings(db: Db, range: DayRange, locale: Locale) {
  const rows = await catalogueViews(db, range);
  const productViews = rows.flatMap((r) => {
    const subject = pageSubject(r.page);
    return subject && 'productId' in subject ? [{ productId: subject.productId, locale: r.locale, views: r.views }] : [];
  });
  const products = await productsWithFamilies(
    db,
    productViews.map((v) => v.productId),
    locale,
  );
  const familyViews = rows.flatMap((r) => {
    const subject = pageSubject(r.page);
    if (!subject) return [];
    const family = 'family' in subject ? subject.family : products.get(subject.productId)?.familyKey;
    return family ? [{ family, views: r.views }] : [];
  });
  return {
    productViews,
    products,
    byProduct: sumBy(
      productViews,
      (v) => String(v.productId),
      (v) => v.views,
    ),
    byFamily: sumBy(
      familyViews,
      (v) => v.family,
      (v) => v.views,
    ),
  };
}

/** The view counts of a range, `rows` per ranking (the previous period reads more, to find the current rows in it). */
async function viewFigures(db: Db, range: DayRange, rows: number) {
  const [perDay, page, locale, referrer, campaign] = await Promise.all([
    viewsPerDay(db, range),
    viewsBy(db, range, 'page', rows),
    viewsBy(db, range, 'locale', rows),
    viewsBy(db, range, 'referrer', rows + 1),
    viewsBy(db, range, 'campaign', rows + 1),
  ]);
  // '' is "no referrer" and "no campaign": the rankings are of the ones there are.
  return { perDay, page, locale, referrer: referrer.filter((r) => r.key).slice(0, rows), campaign: campaign.filter((r) => r.key).slice(0, rows) };
}

function timeline(range: DayRange, now: ReadonlyMap<string, number>, before: ReadonlyMap<string, number> | null, previous: DayRange | null) {
  const days: InsightsReport['timeline'] = [];
  for (let t = at(range.from).getTime(), i = 0; t <= at(range.to).getTime(); t += DAY_MS, i += 1) {
    const day = dayOf(new Date(t));
    const then = previous && before ? (before.get(dayOf(new Date(at(previous.from).getTime() + i * DAY_MS))) ?? 0) : null;
    days.push({ day, views: now.get(day) ?? 0, previous: then });
  }
  return days;
}

/** A locale in its own language ('ja' → 日本語), or the code when it is none of ours. */
export const languageName = (code: string) => (code in LOCALE_NATIVE_NAMES ? LOCALE_NATIVE_NAMES[code as Locale] : code);

const total = (perDay: ReadonlyMap<string, number>) => [...perDay.values()].reduce((a, b) => a + b, 0);

async function responseFigures(db: Db, range: DayRange) {
  const arrivals = await leadArrivals(db, at(range.from), endOf(range));
  const first = await firstStaffActions(
    db,
    'lead',
    arrivals.map((a) => a.id),
    ['lead.change', 'lead.note'],
  );
  const cards = await memberCardsByIds(
    db,
    [...first.values()].map((f) => f.actorId),
  );
  const names = new Map([...cards].map(([id, card]) => [id, card.nickname || card.account || `#${id}`]));
  return responseRows(arrivals, first, names);
}

/** The report for `query` (sales, admin); names in `locale`. */
export async function insightsReport(db: Db, actor: Actor | null, query: InsightsQuery, locale: Locale = DEFAULT_LOCALE): Promise<InsightsReport> {
  requireRole(actor, ...LEADS_STAFF_ROLES);
  const range: DayRange = { from: query.from, to: query.to };
  const previous = query.compare ? previousRange(range) : null;
  const [views, before, catalogue, leads, leadsBefore, orders, searches, searchesBefore, response] = await Promise.all([
    viewFigures(db, range, RANKING_ROWS),
    previous ? viewFigures(db, previous, RANKING_ROWS * 5) : null,
    catalogueRankings(db, range, locale),
    leadCounts(db, at(range.from), endOf(range)),
    previous ? leadCounts(db, at(previous.from), endOf(previous)) : null,
    orderCounts(db, at(range.from), endOf(range)),
    missedSearches(db, range, RANKING_ROWS),
    previous ? missedSearches(db, previous, RANKING_ROWS * 5) : null,
    responseFigures(db, range),
  ]);
  const catalogueBefore = previous ? await catalogueRankings(db, previous, locale) : null;
  const families = await familyNamesByKeys(
    db,
    catalogue.byFamily.map((f) => f.key),
    locale,
  );
  const locales = await leadLocales(
    db,
    orders.flatMap((o) => (o.leadId === null ? [] : [o.leadId])),
  );
  const funnel = funnelOf(catalogue.productViews, leads, orders, locales);
  const funnelProducts = await productsWithFamilies(
    db,
    funnel.flatMap((f) => (f.product_id === null ? [] : [f.product_id])),
    locale,
  );
  const productName = (id: string) => catalogue.products.get(Number(id))?.name ?? `#${id}`;
  const byCountry = (rows: typeof leads) =>
    sumBy(
      rows,
      (r) => r.country,
      (r) => r.leads,
    );
  const leadTotal = (rows: typeof leads) => rows.reduce((n, r) => n + r.leads, 0);
  const same = (key: string) => key;
  return {
    from: range.from,
    to: range.to,
    previous,
    totals: {
      views: total(views.perDay),
      leads: leadTotal(leads),
      orders: orders.reduce((n, o) => n + o.orders, 0),
      won: orders.reduce((n, o) => n + (o.won ? o.orders : 0), 0),
      previous_views: before ? total(before.perDay) : null,
      previous_leads: leadsBefore ? leadTotal(leadsBefore) : null,
    },
    timeline: timeline(range, views.perDay, before?.perDay ?? null, previous),
    views: {
      page: ranked(views.page, before?.page ?? null, same),
      product: ranked(catalogue.byProduct.slice(0, RANKING_ROWS), catalogueBefore?.byProduct ?? null, productName),
      family: ranked(catalogue.byFamily.slice(0, RANKING_ROWS), catalogueBefore?.byFamily ?? null, (key) => families.get(key) ?? key),
      locale: ranked(views.locale, before?.locale ?? null, languageName),
      referrer: ranked(views.referrer, before?.referrer ?? null, same),
      campaign: ranked(views.campaign, before?.campaign ?? null, same),
    },
    funnel: funnel.map((f) => ({
      ...f,
      language: f.locale ? languageName(f.locale) : '',
      product: f.product_id === null ? '' : (funnelProducts.get(f.product_id)?.name ?? `#${f.product_id}`),
    })),
    response,
    searches: ranked(searches, searchesBefore, same),
    countries: ranked(byCountry(leads).slice(0, RANKING_ROWS), leadsBefore ? byCountry(leadsBefore) : null, (code) => (code ? countryLabel(code, locale) : '')),
  };
}
