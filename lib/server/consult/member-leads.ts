import 'server-only';
import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { MemberLead } from '@/lib/api/contract/members-admin';
import type { Db } from '@/lib/server/db/types';
import { consultRequests } from './schema';

/*
 * The leads the back office's member page lists (lib/server/member-extras.ts hands this to the
 * members domain, which imports no consult module).
 */

/** The leads of a member: those they sent logged in, and those sent from their e-mail address. */
function leadsOf(member: { id: number; email: string | null }): SQL {
  const own = eq(consultRequests.userId, member.id);
  return member.email ? or(own, sql`lower(${consultRequests.email}) = lower(${member.email})`)! : own;
}

/** A member's newest `limit` leads, newest first. */
export async function leadsOfMember(db: Db, member: { id: number; email: string | null }, limit: number): Promise<MemberLead[]> {
  const rows = await db
    .select({
      id: consultRequests.id,
      reference: consultRequests.reference,
      name: consultRequests.name,
      email: consultRequests.email,
      status: consultRequests.status,
      productId: consultRequests.productId,
      createdAt: consultRequests.createdAt,
    })
    .from(consultRequests)
    .where(leadsOf(member))
    .orderBy(desc(consultRequests.createdAt), desc(consultRequests.id))
    .limit(limit);
  return rows.map((l) => ({
    id: l.id,
    reference: l.reference,
    name: l.name,
    email: l.email,
    status: l.status,
    product_id: l.productId,
    created_at: l.createdAt.toISOString(),
  }));
}
