import 'server-only';
import { eq } from 'drizzle-orm';
import type { AddressView } from '@/lib/api/contract';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { users } from '@/lib/server/members/schema';
import { notFound } from '@/lib/server/problems';
import { addressesOfMember } from './service';
import { ADDRESS_STAFF_ROLES } from '@/lib/api/contract/addresses';

export interface MemberContactForStaff {
  company: string;
  email: string | null;
  /** When the member proved the e-mail (null: not proved). */
  email_verified_at: string | null;
  addresses: AddressView[];
}

/** What sales see of a member's company, e-mail and addresses (the back office's member page). */
export async function memberContactForStaff(db: Db, actor: Actor | null, memberId: number): Promise<MemberContactForStaff> {
  requireRole(actor, ...ADDRESS_STAFF_ROLES);
  const [row] = await db.select({ company: users.company, email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, memberId));
  if (!row) throw notFound();
  return {
    company: row.company,
    email: row.email,
    email_verified_at: row.email && row.verifiedAt ? row.verifiedAt.toISOString() : null,
    addresses: await addressesOfMember(db, actor, memberId),
  };
}
