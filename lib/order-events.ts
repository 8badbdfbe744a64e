import type { OrderStatus } from '@/lib/config';

/** The kinds of an order's history that have a line of their own in the messages (member and back office alike). */
export const ORDER_EVENT_KINDS = [
  'quote',
  'quote_accepted',
  'quote_declined',
  'proof_sent',
  'proof_approved',
  'proof_changes',
  'ship_to',
  'sample_requested',
  'sample_accepted',
  'sample_declined',
  'sample_shipped',
  'sample_received',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Which line of the messages' `event` group tells an event: its status move, its kind, or (any other kind) a note. */
export function eventLine(kind: string, status: OrderStatus | null): { key: 'status'; status: OrderStatus } | { key: OrderEventKind | 'note' } {
  if (kind === 'status' && status) return { key: 'status', status };
  return { key: (ORDER_EVENT_KINDS as readonly string[]).includes(kind) ? (kind as OrderEventKind) : 'note' };
}
