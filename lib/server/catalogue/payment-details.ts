import 'server-only';
import { inArray } from 'drizzle-orm';
import { PAYMENT_FIELDS, PAYMENT_STAFF_ROLES, paymentConfigName, type PaymentDetails, type PaymentDetailsInput, type PaymentValues } from '@/lib/api/contract/payment-details';
import { requireRole, type Actor } from '@/lib/server/access';
import { isUniqueViolation } from '@/lib/server/db/errors';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem } from '@/lib/server/problems';
import { systemConfig } from './schema';
import { writeConfigRow } from './config-rows';

/*
 * The business's payment details for proforma invoices: one system-config row per field
 * (`payment beneficiary`, ...), like the company facts, but apart from them: the public system
 * config lists only the company facts, and only admins read or change these. A save carries the
 * latest `updated_at` it read and is refused (409) when any row changed since; each changed field
 * is audited.
 */

const NAMES = PAYMENT_FIELDS.map(paymentConfigName);

async function rowsOf(db: Db, lock = false) {
  const query = db.select().from(systemConfig).where(inArray(systemConfig.name, NAMES));
  return lock ? query.for('update') : query;
}

function detailsOf(rows: { name: string; value: unknown; updatedAt: Date }[]): PaymentDetails {
  const byName = new Map(rows.map((r) => [r.name, typeof r.value === 'string' ? r.value : '']));
  const values = Object.fromEntries(PAYMENT_FIELDS.map((f) => [f, byName.get(paymentConfigName(f)) ?? ''])) as PaymentValues;
  const latest = rows.length ? new Date(Math.max(...rows.map((r) => r.updatedAt.getTime()))).toISOString() : null;
  return { values, updated_at: latest };
}

/** The payment details as the form edits them (admin). */
export async function getPaymentDetails(db: Db, actor: Actor | null): Promise<PaymentDetails> {
  requireRole(actor, ...PAYMENT_STAFF_ROLES);
  return detailsOf(await rowsOf(db));
}

/** Writes the fields that changed (an audit row each), if nothing changed since `expectedUpdatedAt` (else 409, nothing written). */
export async function savePaymentDetails(db: Db, actor: Actor | null, input: PaymentDetailsInput): Promise<PaymentDetails> {
  const staff = requireRole(actor, ...PAYMENT_STAFF_ROLES);
  try {
    await db.transaction(async (tx) => {
      const rows = await rowsOf(tx as unknown as Db, true);
      const read = detailsOf(rows);
      if ((read.updated_at ?? null) !== (input.expectedUpdatedAt?.toISOString() ?? null)) throw new ApiProblem(409, 'conflict');
      const stored = new Set(rows.map((r) => r.name));
      for (const field of PAYMENT_FIELDS) {
        const name = paymentConfigName(field);
        const value = input.values[field];
        if (stored.has(name) && read.values[field] === value) continue;
        await writeConfigRow(tx as unknown as Db, staff, name, value, { exists: stored.has(name), value: read.values[field] });
      }
    });
  } catch (error) {
    // Someone else saved the first details at the same moment.
    if (isUniqueViolation(error)) throw new ApiProblem(409, 'conflict');
    throw error;
  }
  return getPaymentDetails(db, actor);
}

/** The payment details a proforma invoice shows (its caller checked the reader may open the order). */
export async function paymentDetailsForDocuments(db: Db): Promise<PaymentValues> {
  return detailsOf(await rowsOf(db)).values;
}
