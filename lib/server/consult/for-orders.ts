import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { containsAny } from '@/lib/server/db/like';
import type { Db } from '@/lib/server/db/types';
import { consultRequests } from './schema';

/*
 * What orders needs to know about leads (inquiries), asked here rather than by joining
 * `consult_requests` in the orders queries: consult stays the one place that reads its table.
 * Every function takes the caller's db or transaction handle, so a call inside a transaction stays in it.
 */

/** The lead an order came from, as the order's page shows it. */
export async function leadOfOrder(db: Db, leadId: number): Promise<{ reference: string; message: string; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ reference: consultRequests.reference, message: consultRequests.message, createdAt: consultRequests.createdAt })
    .from(consultRequests)
    .where(eq(consultRequests.id, leadId));
  return row;
}

/** The references of the leads with these ids, by id, in one query. */
export async function leadReferencesByIds(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: consultRequests.id, reference: consultRequests.reference }).from(consultRequests).where(inArray(consultRequests.id, unique));
  return new Map(rows.map((r) => [r.id, r.reference]));
}

/** The ids of the leads whose reference contains `keyword` (the staff order search). */
export async function leadIdsMatching(db: Db, keyword: string): Promise<number[]> {
  const rows = await db
    .select({ id: consultRequests.id })
    .from(consultRequests)
    .where(containsAny(keyword, [consultRequests.reference]));
  return rows.map((r) => r.id);
}
