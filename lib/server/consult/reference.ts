import 'server-only';
import { randomInt } from 'node:crypto';

/*
 * A lead's reference, what the buyer reads on the thank-you page and in their e-mail and what the
 * sales team says on the phone: `HX-2611-7K3Q` (the year and month, then four characters drawn at
 * random from 31 that cannot be mistaken for one another: no 0/O, 1/I/L). A sequential id would
 * tell every buyer how few inquiries came before theirs.
 */

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_PATTERN = /^HX-\d{4}-[2-9A-HJKMNP-Z]{4}$/;

export function makeReference(at: Date = new Date()): string {
  const month = `${String(at.getUTCFullYear() % 100).padStart(2, '0')}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  let tail = '';
  for (let i = 0; i < 4; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `HX-${month}-${tail}`;
}
