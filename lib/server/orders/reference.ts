import 'server-only';
import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '@/lib/server/db/errors';

/*
 * An order's reference, what the buyer, staff and the messages call it: `HO-2611-7K3Q` (the year
 * and month, then four characters from 31 that cannot be mistaken for one another), like a lead's
 * `HX-…` (lib/server/consult/reference.ts). A sequential id would tell every buyer how few orders
 * came before theirs. The unique index catches the rare repeat; the service draws again.
 */

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_REFERENCE_PATTERN = /^HO-\d{4}-[2-9A-HJKMNP-Z]{4}$/;

export function makeOrderReference(at: Date = new Date()): string {
  const month = `${String(at.getUTCFullYear() % 100).padStart(2, '0')}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  let tail = '';
  for (let i = 0; i < 4; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `HO-${month}-${tail}`;
}

/** Whether an error is the unique index on the reference (two orders drew the same one). */
const isReferenceCollision = (error: unknown) => isUniqueViolation(error, 'reference');

const REFERENCE_ATTEMPTS = 5;

/** Runs `insert` with a fresh reference, drawing again on the rare repeat. */
export async function withReference<T>(insert: (reference: string) => Promise<T>, draw: () => string = () => makeOrderReference()): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insert(draw());
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !isReferenceCollision(error)) throw error;
    }
  }
}
