import type { OrderStatus, SampleStatus } from '@/lib/config';
import type { SampleAction } from '@/lib/api/contract/samples';

/*
 * When a sample may be asked for, and the moves of a sample request. A pre-production sample
 * checks the finish before the design is fixed: the buyer may ask while the order is an inquiry,
 * quoted, or at its sample stage (a second sample after one was declined or received). From the
 * proof stage on the design is being fixed and production follows: a sample then is a new order.
 */
export const SAMPLE_ORDER_STATUSES: readonly OrderStatus[] = ['inquiry', 'quoted', 'sample'];

/** A request in one of these states is open: an order has at most one at a time. */
export const OPEN_SAMPLE_STATUSES: readonly SampleStatus[] = ['requested', 'accepted', 'shipped'];

/** The state each of staff's answers starts from and the one it leads to. */
export const SAMPLE_MOVES: Record<SampleAction, { from: SampleStatus; to: SampleStatus; event: string }> = {
  accept: { from: 'requested', to: 'accepted', event: 'sample_accepted' },
  decline: { from: 'requested', to: 'declined', event: 'sample_declined' },
  ship: { from: 'accepted', to: 'shipped', event: 'sample_shipped' },
};

/** The buyer confirms receipt of a shipped sample. */
export const SAMPLE_RECEIPT = { from: 'shipped', to: 'received', event: 'sample_received' } as const;

export function maySampleBeRequested(orderStatus: OrderStatus, openSample: boolean): boolean {
  return SAMPLE_ORDER_STATUSES.includes(orderStatus) && !openSample;
}
