import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { orderCountOfMember } from '@/lib/server/orders/for-ledger';
import type { OrderEvent } from '@/lib/server/order-events';
import { awardPoints } from './points';

/*
 * The points an order earns its member, as orders announce its events (lib/server/order-events.ts),
 * each inside the transaction that made the change: a refused change earns nothing.
 */

/**
 * first_order, when the order just created is the member's only one; once per member (the ref is
 * the member, so two first orders created at the same moment still earn it once). The note keeps
 * the order's reference.
 */
export async function pointsForNewOrder(tx: Db, { memberId, order }: OrderEvent): Promise<number> {
  if ((await orderCountOfMember(tx, memberId)) !== 1) return 0;
  return awardPoints(tx, memberId, 'first_order', { kind: 'member', id: memberId }, undefined, order.reference);
}

/** proof_approved, once per proof the member approves. */
export async function pointsForApprovedProof(tx: Db, { memberId, order }: OrderEvent, proofId: number): Promise<number> {
  return awardPoints(tx, memberId, 'proof_approved', { kind: 'proof', id: proofId }, undefined, order.reference);
}

/** order_delivered, once per order, when staff move it to delivered. */
export async function pointsForDelivery(tx: Db, { memberId, order }: OrderEvent): Promise<number> {
  return awardPoints(tx, memberId, 'order_delivered', { kind: 'order', id: order.id }, undefined, order.reference);
}
