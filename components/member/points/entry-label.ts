import type { PointsEntryView } from '@/lib/api/contract/points';

/** The message key and values that describe a points entry (member.points.entry.*). */
export function entryLabel(e: PointsEntryView): { key: string; values: Record<string, string> } {
  const ref = e.note;
  if (e.kind === 'redeemed') return { key: 'entry.redeemed', values: { title: e.reward_title ?? '' } };
  if (e.kind === 'returned') return { key: 'entry.returned', values: { title: e.reward_title ?? '' } };
  if (e.kind === 'adjustment') return e.rule === 'per_amount_paid' ? { key: 'entry.paymentReversed', values: {} } : { key: 'entry.adjustment', values: {} };
  switch (e.rule) {
    case 'per_amount_paid':
      return { key: 'entry.payment', values: {} };
    case 'first_order':
      return { key: 'entry.firstOrder', values: { ref } };
    case 'proof_approved':
      return { key: 'entry.proofApproved', values: { ref } };
    case 'order_delivered':
      return { key: 'entry.orderDelivered', values: { ref } };
    default:
      return { key: 'entry.earned', values: {} };
  }
}

/** A staff note shown under the entry (adjustments, returned redemptions). */
export function entryNote(e: PointsEntryView): string {
  return e.kind === 'adjustment' && e.rule === null ? e.note : e.kind === 'returned' ? e.note : '';
}
