import type { OrderStatus } from '@/lib/config';

/*
 * The order's state machine: inquiry → quoted → sample → proof → production → shipped →
 * delivered → closed. The sample is optional (quoted → proof); an order can be cancelled from any
 * state before it ships. Each move has a condition besides the table (see `moveProblem`): a quote
 * before `quoted`, the member's acceptance before a sample or a proof, an approved proof before
 * production, a carrier and tracking number to ship.
 */

export const NEXT_STATUS: Record<OrderStatus, readonly OrderStatus[]> = {
  inquiry: ['quoted', 'cancelled'],
  quoted: ['sample', 'proof', 'cancelled'],
  sample: ['proof', 'cancelled'],
  proof: ['production', 'cancelled'],
  production: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['closed'],
  closed: [],
  cancelled: [],
};

/** The steps of the timeline a buyer reads, in order (cancelled is shown apart). */
export const TIMELINE: readonly OrderStatus[] = ['inquiry', 'quoted', 'sample', 'proof', 'production', 'shipped', 'delivered', 'closed'];

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUS[from].includes(to);
}

/** What the conditions of a move look at. */
export interface MoveFacts {
  hasQuote: boolean;
  quoteDecision: 'accepted' | 'declined' | null;
  /** The latest proof version's status, or null when there is none. */
  latestProof: 'pending' | 'approved' | 'changes_requested' | null;
  shipping: { carrier: string; trackingNumber: string };
}

/** Why a move the table allows cannot be made now (a message key of `server.orders`), or null. */
export function moveProblem(
  from: OrderStatus,
  to: OrderStatus,
  facts: MoveFacts,
): 'badTransition' | 'needsQuote' | 'needsAcceptance' | 'needsApprovedProof' | 'needsTracking' | null {
  if (!canMove(from, to)) return 'badTransition';
  if (to === 'quoted' && !facts.hasQuote) return 'needsQuote';
  if ((to === 'sample' || to === 'proof') && from === 'quoted' && facts.quoteDecision !== 'accepted') return 'needsAcceptance';
  if (to === 'production' && facts.latestProof !== 'approved') return 'needsApprovedProof';
  if (to === 'shipped' && (!facts.shipping.carrier || !facts.shipping.trackingNumber)) return 'needsTracking';
  return null;
}

/** The moves open now: the table's, filtered by their conditions (a shipment's tracking comes with the move). */
export function openMoves(from: OrderStatus, facts: Omit<MoveFacts, 'shipping'>): OrderStatus[] {
  return NEXT_STATUS[from].filter((to) => moveProblem(from, to, { ...facts, shipping: { carrier: 'x', trackingNumber: 'x' } }) === null);
}

/** A quote may be set (or revised) before the member has accepted one and work started. */
export function canQuote(status: OrderStatus, quoteDecision: string | null): boolean {
  return status === 'inquiry' || (status === 'quoted' && quoteDecision !== 'accepted');
}

/**
 * A proof version may be sent once the quote is accepted, during the sample or the proof stage,
 * until one version is approved (it is then locked; production follows).
 */
export function canSendProof(status: OrderStatus, quoteDecision: string | null, latestProof: MoveFacts['latestProof']): boolean {
  if (latestProof === 'approved') return false;
  return (status === 'quoted' && quoteDecision === 'accepted') || status === 'sample' || status === 'proof';
}

export const REORDERABLE: readonly OrderStatus[] = ['delivered', 'closed'];

/** The member may choose (or change) the ship-to address until the order ships (or is cancelled). */
export const SHIP_TO_OPEN: readonly OrderStatus[] = ['inquiry', 'quoted', 'sample', 'proof', 'production'];
