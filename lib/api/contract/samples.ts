import * as z from 'zod/mini';
import { ORDER_CURRENCIES, SAMPLE_REQUESTS, type OrderCurrency, type SampleStatus } from '@/lib/config';
import { MAX_MAJOR_AMOUNT, toMinor } from '@/lib/money';
import { fields, oneOf, positiveInt, text } from '@/lib/validation/kit';
import { CARRIER_MAX, ORDER_MAX_LEAD_DAYS, ORDER_NOTE_MAX, TRACKING_MAX, type OrderShipToView } from './orders';
import { flagField, refuse } from './whole-input';

/*
 * Pre-production samples of an order (/basic-api/v1/orders/{id}/samples and the back office's
 * /admin/orders/{id}/samples): the buyer's request, staff's answers (accept with a fee and lead
 * time, decline with a reason, ship with a carrier and tracking number), the buyer's receipt.
 * Money is integer minor units of `currency`.
 */

export interface SampleView {
  id: number;
  status: SampleStatus;
  quantity: number;
  ship_to: OrderShipToView;
  note: string;
  currency: OrderCurrency | null;
  /** Minor units; null until staff accept. */
  fee: number | null;
  lead_time_days: number | null;
  decline_reason: string;
  carrier: string;
  carrier_name: string;
  tracking_number: string;
  tracking_url: string | null;
  created_at: string;
  decided_at: string | null;
  shipped_at: string | null;
  received_at: string | null;
}

/** The samples of one of the member's orders, newest first, and whether they may ask for one now. */
export interface MemberSamples {
  list: SampleView[];
  can_request: boolean;
}

/** The terms staff start from when they accept: the product's price guidance (or the order's quote). */
export interface SampleTerms {
  currency: OrderCurrency;
  fee: number | null;
  lead_time_days: number | null;
}

export interface StaffSamples {
  list: SampleView[];
  defaults: SampleTerms;
}

const note = () => text({ max: ORDER_NOTE_MAX + 1 });

/** POST /orders/{id}/samples: how many pieces (1 to SAMPLE_REQUESTS.maxQuantity), to which of the member's ship-to addresses, a note. */
export const sampleRequestSchema = z.pipe(
  fields({
    quantity: positiveInt({ key: 'quantity', max: SAMPLE_REQUESTS.maxQuantity }),
    address_id: positiveInt({ key: 'invalid' }),
    note: note(),
  }),
  z.transform((v, ctx) => {
    if (v.quantity === null) flagField(ctx, 'quantity', 'required');
    if (v.address_id === null) flagField(ctx, 'address_id', 'required');
    if (v.quantity === null || v.address_id === null) return z.NEVER;
    return { quantity: v.quantity, addressId: v.address_id, note: v.note };
  }),
);
export type SampleRequestInput = z.output<typeof sampleRequestSchema>;

export const SAMPLE_ACTIONS = ['accept', 'decline', 'ship'] as const;
export type SampleAction = (typeof SAMPLE_ACTIONS)[number];

/**
 * POST /admin/orders/{id}/samples/{sampleId}: staff's answer. accept: currency, fee (major units,
 * optional: free) and lead time; decline: a reason the buyer reads; ship: carrier and tracking number.
 */
export const sampleStaffSchema = z.pipe(
  fields({
    action: oneOf<SampleAction | ''>(SAMPLE_ACTIONS, { key: 'choice', fallback: '' }),
    currency: oneOf<OrderCurrency | ''>(ORDER_CURRENCIES, { key: 'choice', fallback: '' }),
    fee: text({ max: 20 }),
    lead_time_days: positiveInt({ key: 'invalid', max: ORDER_MAX_LEAD_DAYS }),
    reason: note(),
    carrier: text({ max: CARRIER_MAX + 1 }),
    tracking_number: text({ max: TRACKING_MAX + 1, format: { test: (v) => /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(v), key: 'invalid' } }),
  }),
  z.transform((v, ctx) => {
    if (v.action === 'accept') {
      if (!v.currency) return refuse(ctx, 'currency', 'required');
      const fee = v.fee ? toMinor(v.fee, v.currency) : 0;
      if (fee === null) return refuse(ctx, 'fee', 'invalid', { max: MAX_MAJOR_AMOUNT });
      return { action: 'accept' as const, currency: v.currency, fee, leadTimeDays: v.lead_time_days };
    }
    if (v.action === 'decline') return v.reason ? { action: 'decline' as const, reason: v.reason } : refuse(ctx, 'reason', 'required');
    if (v.action === 'ship') {
      if (!v.carrier) flagField(ctx, 'carrier', 'required');
      if (!v.tracking_number) flagField(ctx, 'tracking_number', 'required');
      if (!v.carrier || !v.tracking_number) return z.NEVER;
      return { action: 'ship' as const, carrier: v.carrier, trackingNumber: v.tracking_number };
    }
    return refuse(ctx, 'action', 'required');
  }),
);
export type SampleStaffInput = z.output<typeof sampleStaffSchema>;
