import 'server-only';
import type { AddressView } from '@/lib/api/contract';
import { requireRole, type Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';
import { memberContact } from '@/lib/server/members/lookup';
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
  const row = await memberContact(db, memberId);
  if (!row) throw notFound();
  return {
    company: row.company,
    email: row.email,
    email_verified_at: row.email && row.emailVerifiedAt ? row.emailVerifiedAt.toISOString() : null,
    addresses: await addressesOfMember(db, actor, memberId),
  };
}
