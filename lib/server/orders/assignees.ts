import 'server-only';
import type { OrderAssignee } from '@/lib/api/contract/orders-staff';
import type { Db } from '@/lib/server/db/types';
import { isSalesAccount } from '@/lib/server/members/lookup';
import { orderActorsByIds } from '@/lib/server/members/for-orders';

export { ASSIGNED_EVENT } from '@/lib/api/contract/orders-staff';

/** The assignees of orders' `assigned_to` ids, by id, in one lookup (a deleted account is absent). */
export async function assigneesByIds(db: Db, ids: readonly (number | null)[]): Promise<Map<number, OrderAssignee>> {
  const people = await orderActorsByIds(
    db,
    ids.filter((id): id is number => id !== null),
  );
  return new Map([...people].map(([id, p]) => [id, { id, name: p.name || `#${id}` }]));
}

/**
 * Who a new request of this member is given to: their account manager, while that account can
 * look after orders (an enabled sales or admin account); else nobody.
 */
export async function assigneeForRequest(db: Db, member: { accountManagerId: number | null }): Promise<number | null> {
  const manager = member.accountManagerId;
  return manager !== null && (await isSalesAccount(db, manager)) ? manager : null;
}
