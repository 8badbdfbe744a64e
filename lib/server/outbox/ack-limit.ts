import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { hitRateLimit, type Limit } from '@/lib/server/rate-limit/counters';

/*
 * How many acknowledgements one address may get. Anyone may type anyone's address into the
 * contact form, so without a limit the form would make the business mail a stranger as often as
 * someone posts it. The count lives in the shared rate-limit counters (the database), so every
 * instance agrees; the lead itself is always stored and staff are always told.
 */

/** Acknowledgements per address and day. */
export const ACK_LIMIT: Limit = { max: 3, windowSeconds: 24 * 3600 };

/**
 * The mailbox an address reaches, for counting: lower case, without a `+tag`, and for Gmail
 * without dots (which Gmail ignores), so `Jane.Doe+1@GMail.com` and `janedoe@gmail.com` count as one.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return address.trim().toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase();
  let domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

/** Counts an acknowledgement to `address` and answers whether it may be sent (in the caller's transaction). */
export async function mayAcknowledge(tx: Db, address: string, now: Date = new Date()): Promise<boolean> {
  const hit = await hitRateLimit(tx, `lead-ack:${mailboxOf(address)}`, ACK_LIMIT, now);
  return hit.allowed;
}
