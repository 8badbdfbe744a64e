import 'server-only';
import type { Db } from '@/lib/server/db/types';

/*
 * What other domains do when an order moves on: today the ledger's points for a first order, an
 * approved proof and a delivery. Orders announce each event here, inside the transaction that
 * made the change (so a rolled-back change earns nothing); each answer is loaded when its event
 * happens, so orders imports none of them and the ledger, which reads orders through
 * orders/for-ledger.ts, keeps the imports pointing one way (as lib/server/member-extras.ts serves
 * members).
 */

/** Whose order it is and how it is named. */
export interface OrderEvent {
  memberId: number;
  order: { id: number; reference: string };
}

export const ORDER_EVENTS = {
  /** An order was created from a design or a claimed lead (a reorder, never a member's first, announces nothing). */
  created: async (tx: Db, event: OrderEvent) => (await import('@/lib/server/ledger/order-points')).pointsForNewOrder(tx, event),
  /** The member approved proof `proofId` of the order. */
  proofApproved: async (tx: Db, event: OrderEvent, proofId: number) => (await import('@/lib/server/ledger/order-points')).pointsForApprovedProof(tx, event, proofId),
  /** Staff moved the order to delivered. */
  delivered: async (tx: Db, event: OrderEvent) => (await import('@/lib/server/ledger/order-points')).pointsForDelivery(tx, event),
};
