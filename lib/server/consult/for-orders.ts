import 'server-only';
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsAny } from '@/lib/server/db/like';
import type { Db } from '@/lib/server/db/types';
import { consultAttachments, consultRequests } from './schema';

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

/**
 * Whose leads a member may claim: their id, and their e-mail when they have verified it (null
 * otherwise). Either may be a placeholder of a prepared statement (lib/server/orders/member-list.ts).
 */
export interface LeadClaimer {
  id: number | SQLWrapper;
  verifiedEmail: string | SQLWrapper | null;
}

type ClaimingMember = { id: number; email: string | null; emailVerifiedAt: Date | null };

/** The e-mail whose leads a member may claim: theirs once they have verified it, else null. */
export function verifiedEmailOf(member: ClaimingMember): string | null {
  return member.email && member.emailVerifiedAt ? member.email : null;
}

/** A member's claim on leads. */
export function leadClaimer(member: ClaimingMember): LeadClaimer {
  return { id: member.id, verifiedEmail: verifiedEmailOf(member) };
}

/** Says, for a lead's id column, that no order was made of it yet (orders writes it: consult does not read orders). */
export type UnclaimedLead = (leadId: AnyPgColumn) => SQL;

/**
 * The leads a member may turn into orders: sent from their session, or (nobody's session) from the
 * e-mail they have verified; not spam; and not claimed yet, as `unclaimed` says.
 */
export function claimableLeadsWhere(member: LeadClaimer, unclaimed: UnclaimedLead): SQL | undefined {
  const byEmail = member.verifiedEmail === null ? undefined : and(isNull(consultRequests.userId), sql`lower(${consultRequests.email}) = lower(${member.verifiedEmail})`);
  return and(
    byEmail ? or(eq(consultRequests.userId, member.id), byEmail) : eq(consultRequests.userId, member.id),
    ne(consultRequests.status, 'spam'),
    unclaimed(consultRequests.id),
  );
}

/** `exists (…)`: whether a member has a claimable lead, as a fragment the caller's own query embeds (one query, not two). */
export function hasClaimableLead(member: LeadClaimer, unclaimed: UnclaimedLead): SQL {
  return sql`exists (select 1 from ${consultRequests} where ${claimableLeadsWhere(member, unclaimed)})`;
}

export type LeadRow = typeof consultRequests.$inferSelect;

/** A member's claimable leads, oldest first, at most `limit`. */
export async function claimableLeadRows(db: Db, member: LeadClaimer, unclaimed: UnclaimedLead, limit: number): Promise<LeadRow[]> {
  return db.select().from(consultRequests).where(claimableLeadsWhere(member, unclaimed)).orderBy(asc(consultRequests.createdAt)).limit(limit);
}

/** The ids of the files sent with a lead, in the order they were added. */
export async function leadFileIds(db: Db, leadId: number): Promise<number[]> {
  const rows = await db
    .select({ fileId: consultAttachments.fileId })
    .from(consultAttachments)
    .where(eq(consultAttachments.consultId, leadId))
    .orderBy(asc(consultAttachments.sort));
  return rows.map((r) => r.fileId);
}
