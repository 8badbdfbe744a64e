import { ORDER_CURRENCIES, ORDER_STATUSES, type OrderCurrency, type OrderStatus } from '@/lib/config';
import { MAX_MAJOR_AMOUNT, toMinor } from '@/lib/money';
import { date, fields, oneOf, positiveInt, text, validate, type FieldErrors, type Validation } from './kit';

/*
 * The inputs of orders and proofs, shared by the server (the rule that counts) and the forms:
 * a member's request from a design, their answers to a quote and a proof, the lists' filters, and
 * the back office's quote, moves and proof uploads.
 */

export const ORDERS_PAGE_SIZE = 10;
export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ORDER_NOTE_MAX = 2000;
export const ORDER_MAX_QUANTITY = 10_000_000;
/**
 * The largest order total (unit price × quantity + shipping, minor units) a quote may make: far above
 * any real order, and far below Number.MAX_SAFE_INTEGER, so the statement's sums stay exact.
 */
export const ORDER_MAX_TOTAL_MINOR = 10_000_000_000_000;
export const ORDER_MAX_LEAD_DAYS = 365;
export const CARRIER_MAX = 60;
export const TRACKING_MAX = 80;
/** A proof's staff note travels in a header of the upload (URI-encoded). */
export const PROOF_NOTE_MAX = 1000;
export const PROOF_NOTE_HEADER = 'x-proof-note';

/** The list filter of /user/myOrder: a status, or what waits for the member. */
export type OrderFilter = OrderStatus | 'waiting' | '';

const FILTERS = ['waiting', ...ORDER_STATUSES] as const;

export const orderQuerySchema = fields({
  status: oneOf<OrderFilter>(FILTERS, { key: 'choice', fallback: '' }),
  page: positiveInt({ key: 'invalid', max: 100_000 }),
});

export interface OrderQuery {
  status: OrderFilter;
  page: number;
}

export function validateOrderQuery(raw: unknown): Validation<OrderQuery> {
  const checked = validate(orderQuerySchema, raw);
  if (!checked.ok) return checked;
  return { ok: true, value: { status: checked.value.status, page: checked.value.page ?? 1 } };
}

export const orderCreateSchema = fields({
  design_id: positiveInt({ key: 'invalid' }),
  quantity: positiveInt({ key: 'quantity', max: ORDER_MAX_QUANTITY }),
  note: text({ max: ORDER_NOTE_MAX + 1 }),
});

export interface OrderCreate {
  designId: number;
  quantity: number | null;
  note: string;
}

export function validateOrderCreate(raw: unknown): Validation<OrderCreate> {
  const checked = validate(orderCreateSchema, raw);
  if (!checked.ok) return checked;
  if (checked.value.design_id === null) return { ok: false, errors: { design_id: { key: 'required' } } };
  return { ok: true, value: { designId: checked.value.design_id, quantity: checked.value.quantity, note: checked.value.note } };
}

export const quoteDecisionSchema = fields({
  decision: oneOf<'accepted' | 'declined' | ''>(['accepted', 'declined'], { key: 'choice', fallback: '' }),
  note: text({ max: ORDER_NOTE_MAX + 1 }),
});

export interface QuoteDecision {
  decision: 'accepted' | 'declined';
  note: string;
}

export function validateQuoteDecision(raw: unknown): Validation<QuoteDecision> {
  const checked = validate(quoteDecisionSchema, raw);
  if (!checked.ok) return checked;
  if (!checked.value.decision) return { ok: false, errors: { decision: { key: 'required' } } };
  return { ok: true, value: { decision: checked.value.decision, note: checked.value.note } };
}

export const shipToSchema = fields({
  address_id: positiveInt({ key: 'invalid' }),
});

/** PUT /orders/{id}/ship-to: one of the member's own ship-to addresses. */
export interface ShipToInput {
  addressId: number;
}

export function validateShipTo(raw: unknown): Validation<ShipToInput> {
  const checked = validate(shipToSchema, raw);
  if (!checked.ok) return checked;
  if (checked.value.address_id === null) return { ok: false, errors: { address_id: { key: 'required' } } };
  return { ok: true, value: { addressId: checked.value.address_id } };
}

export const proofDecisionSchema = fields({
  decision: oneOf<'approve' | 'changes' | ''>(['approve', 'changes'], { key: 'choice', fallback: '' }),
  note: text({ max: ORDER_NOTE_MAX + 1 }),
});

export interface ProofDecision {
  decision: 'approve' | 'changes';
  note: string;
}

/** Approve, or ask for changes, which needs a note saying what to change. */
export function validateProofDecision(raw: unknown): Validation<ProofDecision> {
  const checked = validate(proofDecisionSchema, raw);
  if (!checked.ok) return checked;
  const { decision, note } = checked.value;
  if (!decision) return { ok: false, errors: { decision: { key: 'required' } } };
  if (decision === 'changes' && !note) return { ok: false, errors: { note: { key: 'required' } } };
  return { ok: true, value: { decision, note } };
}

/* The back office */

export const adminOrderQuerySchema = fields({
  status: oneOf<OrderStatus | ''>(ORDER_STATUSES, { key: 'choice', fallback: '' }),
  keyword: text({ max: 101 }),
  member: positiveInt({ key: 'invalid' }),
  page: positiveInt({ key: 'invalid', max: 100_000 }),
});

export interface AdminOrderQuery {
  status: OrderStatus | null;
  keyword: string;
  member: number | null;
  page: number;
}

export const ALL_ORDERS: AdminOrderQuery = { status: null, keyword: '', member: null, page: 1 };

export function validateAdminOrderQuery(raw: unknown): Validation<AdminOrderQuery> {
  const checked = validate(adminOrderQuerySchema, raw);
  if (!checked.ok) return checked;
  const v = checked.value;
  return { ok: true, value: { status: v.status || null, keyword: v.keyword, member: v.member, page: v.page ?? 1 } };
}

/** An amount in major units as typed ('12.50'); checked against the currency afterwards. */
const amount = (required: boolean) => text({ max: 20, required });

export const quoteSchema = fields({
  currency: oneOf<OrderCurrency | ''>(ORDER_CURRENCIES, { key: 'choice', fallback: '' }),
  unit_price: amount(true),
  quantity: positiveInt({ key: 'quantity', max: ORDER_MAX_QUANTITY }),
  sample_fee: amount(false),
  shipping_fee: amount(false),
  lead_time_days: positiveInt({ key: 'invalid', max: ORDER_MAX_LEAD_DAYS }),
  note: text({ max: ORDER_NOTE_MAX + 1 }),
  updated_at: date('invalid'),
});

export interface QuoteInput {
  currency: OrderCurrency;
  /** Minor units. */
  unitPrice: number;
  quantity: number;
  sampleFee: number;
  shippingFee: number;
  leadTimeDays: number | null;
  note: string;
  /** The order's `updated_at` the form was rendered with: a change in between is a 409. */
  expectedUpdatedAt: Date;
}

/** A quote: amounts typed in major units, stored as integer minor units of the currency. */
export function validateQuote(raw: unknown): Validation<QuoteInput> {
  const checked = validate(quoteSchema, raw);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  const v = checked.ok ? checked.value : null;
  // The amounts are checked even when another field failed, so every mistake is shown at once.
  const typedRaw = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const rawCurrency = ORDER_CURRENCIES.find((c) => c === typedRaw.currency) ?? null;
  const currency = v ? v.currency || null : rawCurrency;
  if (checked.ok && !currency) errors.currency = { key: 'required' };
  if (checked.ok && v!.quantity === null) errors.quantity = { key: 'required' };
  if (checked.ok && !v!.updated_at) errors.updated_at = { key: 'required' };
  const minor = (name: 'unit_price' | 'sample_fee' | 'shipping_fee') => {
    const typed = v ? v[name] : typeof typedRaw[name] === 'string' ? (typedRaw[name] as string).trim() : '';
    if (typed === '' || !currency) return 0;
    const value = toMinor(typed, currency);
    if (value === null) errors[name] = { key: 'invalid', values: { max: MAX_MAJOR_AMOUNT } };
    return value ?? 0;
  };
  const unitPrice = minor('unit_price');
  const sampleFee = minor('sample_fee');
  const shippingFee = minor('shipping_fee');
  const quantity = v?.quantity ?? 0;
  if (!errors.unit_price && unitPrice * quantity + shippingFee > ORDER_MAX_TOTAL_MINOR) errors.unit_price = { key: 'invalid', values: { max: MAX_MAJOR_AMOUNT } };
  if (!checked.ok || Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      currency: currency!,
      unitPrice,
      quantity: v!.quantity!,
      sampleFee,
      shippingFee,
      leadTimeDays: v!.lead_time_days,
      note: v!.note,
      expectedUpdatedAt: v!.updated_at!,
    },
  };
}

export const moveSchema = fields({
  status: oneOf<OrderStatus | ''>(ORDER_STATUSES, { key: 'choice', fallback: '' }),
  note: text({ max: ORDER_NOTE_MAX + 1 }),
  carrier: text({ max: CARRIER_MAX + 1 }),
  tracking_number: text({ max: TRACKING_MAX + 1, format: { test: (v) => /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(v), key: 'invalid' } }),
  updated_at: date('invalid'),
});

export interface MoveInput {
  status: OrderStatus;
  note: string;
  carrier: string;
  trackingNumber: string;
  expectedUpdatedAt: Date;
}

/** A move of the state machine (carrier and tracking number are required when shipping: the service checks). */
export function validateMove(raw: unknown): Validation<MoveInput> {
  const checked = validate(moveSchema, raw);
  if (!checked.ok) return checked;
  const v = checked.value;
  if (!v.status) return { ok: false, errors: { status: { key: 'required' } } };
  if (!v.updated_at) return { ok: false, errors: { updated_at: { key: 'required' } } };
  if (v.status === 'shipped') {
    const errors: FieldErrors = {};
    if (!v.carrier) errors.carrier = { key: 'required' };
    if (!v.tracking_number) errors.tracking_number = { key: 'required' };
    if (Object.keys(errors).length) return { ok: false, errors };
  }
  return { ok: true, value: { status: v.status, note: v.note, carrier: v.carrier, trackingNumber: v.tracking_number, expectedUpdatedAt: v.updated_at } };
}

/** A proof's staff note, read from its header (URI-encoded UTF-8). */
export function validateProofNote(header: string | null): Validation<string> {
  if (!header) return { ok: true, value: '' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(header);
  } catch {
    return { ok: false, errors: { note: { key: 'characters' } } };
  }
  const checked = validate(fields({ note: text({ max: PROOF_NOTE_MAX + 1 }) }), { note: decoded });
  return checked.ok ? { ok: true, value: checked.value.note } : checked;
}
