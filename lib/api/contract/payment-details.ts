import * as z from 'zod/mini';
import type { StaffRole } from '@/lib/config';
import { date, fields, text } from '@/lib/validation/kit';

/*
 * The business's payment details (/admin/company, admin only): what a proforma invoice tells the
 * buyer to pay to. Each is one text, stored as a system-config row of its own (`payment <field>`),
 * never among the public company facts.
 */

/** Who edits them: admins only (a changed account number sends the buyers' money elsewhere). */
export const PAYMENT_STAFF_ROLES: readonly StaffRole[] = ['admin'];

export const PAYMENT_FIELDS = ['beneficiary', 'bank_name', 'account', 'swift', 'bank_address', 'terms'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

/** The longest text of each field (characters). */
export const PAYMENT_LIMITS: Record<PaymentField, number> = { beneficiary: 120, bank_name: 120, account: 60, swift: 11, bank_address: 300, terms: 1000 };

/** The system-config row of a field. */
export const paymentConfigName = (field: PaymentField) => `payment ${field}`;

export type PaymentValues = Record<PaymentField, string>;

export interface PaymentDetails {
  values: PaymentValues;
  /** The latest change of any of them (null: never saved); a save sends it back. */
  updated_at: string | null;
}

/** An account number or IBAN: letters and digits, spaces or dashes between. */
const ACCOUNT_PATTERN = /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/;
/** A SWIFT/BIC code: 8 or 11 letters and digits, the first six letters. */
const SWIFT_PATTERN = /^[A-Za-z]{6}[A-Za-z0-9]{2}(?:[A-Za-z0-9]{3})?$/;

const field = (name: PaymentField, format?: RegExp) =>
  text({ max: PAYMENT_LIMITS[name] + 1, ...(format ? { format: { test: (v: string) => format.test(v), key: 'invalid' as const } } : {}) });

/**
 * PUT /admin/config/payment: every field (empty clears it) and the `updated_at` read with them
 * (absent before the first save). The SWIFT code is kept in capitals.
 */
export const paymentDetailsSchema = z.pipe(
  fields({
    beneficiary: field('beneficiary'),
    bank_name: field('bank_name'),
    account: field('account', ACCOUNT_PATTERN),
    swift: field('swift', SWIFT_PATTERN),
    bank_address: field('bank_address'),
    terms: field('terms'),
    updated_at: date('invalid'),
  }),
  z.transform(({ updated_at, ...values }) => ({ values: { ...values, swift: values.swift.toUpperCase() } as PaymentValues, expectedUpdatedAt: updated_at })),
);
export type PaymentDetailsInput = z.output<typeof paymentDetailsSchema>;
