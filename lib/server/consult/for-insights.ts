import 'server-only';
import { and, count, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { consultRequests } from './schema';

/*
 * What the insights report counts of the leads: numbers grouped by product, locale and country
 * (never a name, an address or a message), for leads created in [from, to). Spam is left out.
 */

export interface LeadCount {
  productId: number | null;
  locale: string;
  /** The country the buyer chose on the quote form ('' when none). */
  country: string;
  won: boolean;
  leads: number;
}

export async function leadCounts(db: Db, from: Date, to: Date): Promise<LeadCount[]> {
  const rows = await db
    .select({ productId: consultRequests.productId, locale: consultRequests.locale, country: consultRequests.country, status: consultRequests.status, leads: count() })
    .from(consultRequests)
    .where(and(gte(consultRequests.createdAt, from), lt(consultRequests.createdAt, to), ne(consultRequests.status, 'spam')))
    .groupBy(consultRequests.productId, consultRequests.locale, consultRequests.country, consultRequests.status);
  return rows.map((r) => ({ productId: r.productId, locale: r.locale, country: r.country, won: r.status === 'won', leads: r.leads }));
}

/** Leads created in [from, to) (spam aside): their id, when they came and who is assigned, for response times. */
export async function leadArrivals(db: Db, from: Date, to: Date): Promise<{ id: number; createdAt: Date; assigneeId: number | null }[]> {
  return db
    .select({ id: consultRequests.id, createdAt: consultRequests.createdAt, assigneeId: consultRequests.assigneeId })
    .from(consultRequests)
    .where(and(gte(consultRequests.createdAt, from), lt(consultRequests.createdAt, to), ne(consultRequests.status, 'spam')));
}

/** The locale of each of these leads (the language its buyer wrote in). */
export async function leadLocales(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: consultRequests.id, locale: consultRequests.locale }).from(consultRequests).where(inArray(consultRequests.id, unique));
  return new Map(rows.map((r) => [r.id, r.locale]));
}
