import * as z from 'zod/mini';
import { ORDER_CURRENCIES, ORDER_STATUSES, QUOTE_LIMITS, type OrderCurrency, type OrderStatus, type ProofStatus, type StaffRole } from '@/lib/config';
import { MAX_MAJOR_AMOUNT, toMinor } from '@/lib/money';
import { date, fields, oneOf, positiveInt, text, tokenList, validate, type Validation } from '@/lib/validation/kit';
import { PRICING_LIMITS, type OrderEstimate } from './pricing';
import type { AddressView } from './addresses';
import { flagField, refuse, type RuleContext } from './whole-input';

/*
 * The orders contract (/basic-api/v1/orders, /proofs and the back office's /admin/orders): what
 * the member's pages and the back office send (a request from a design, the answers to a quote
 * and a proof, the lists' filters, the quote, moves and proof notes) and what they read. Money is
 * integer minor units of `currency`.
 */

/** Who runs orders in the back office (admin holds every role): the routes, the pages and the service read this one list. */
export const ORDER_STAFF_ROLES: readonly StaffRole[] = ['sales'];

export interface OrderSpecView {
  size: string;
  material: string;
  colours: string[];
  print_method: string;
  logo_placement: string;
  notes: string;
}

export interface OrderFileView {
  handle: string;
  name: string;
  mime: string;
  bytes: number;
  /** Download (attachment) and thumbnail (WebP): the files routes; no thumbnail address until one is made (none ever for PSD, or a PDF whose preview failed). */
  url: string;
  thumb_url: string | null;
}

/** One quantity option of a quote as stored (minor units per piece). */
export interface QuoteBreak {
  quantity: number;
  unitPrice: number;
}

/** One extra line of a quote as stored (tooling, setup, ...; minor units). */
export interface QuoteExtra {
  label: string;
  amount: number;
}

/** A quantity option as the buyer reads it: the goods (unit price × quantity) and the total with the fees and extra lines. */
export interface QuoteBreakView {
  quantity: number;
  unit_price: number;
  goods: number;
  total: number;
  /** The option the order stands at now (the accepted one, once the buyer accepted). */
  current: boolean;
}

export interface OrderQuoteView {
  currency: string;
  /** The unit price and quantity the order stands at: the first option until the buyer accepts one. */
  unit_price: number;
  quantity: number;
  sample_fee: number;
  shipping_fee: number;
  goods: number;
  /** Goods, sample and shipping fees and the extra lines. */
  total: number;
  /** The quantity options, ascending (one for a single-price quote). */
  breaks: QuoteBreakView[];
  extras: { label: string; amount: number }[];
  /** When the quote was sent (or last revised). */
  quoted_at: string | null;
  lead_time_days: number | null;
  note: string;
  /** The member's answer: null while it waits for them. */
  decision: 'accepted' | 'declined' | null;
  decided_at: string | null;
}

export interface ProofView {
  id: number;
  version: number;
  status: ProofStatus;
  /** The latest version: only it can be decided on; an older pending one is superseded. */
  latest: boolean;
  staff_note: string;
  member_note: string;
  decided_at: string | null;
  created_at: string;
  file: OrderFileView;
}

export interface OrderEventView {
  id: number;
  kind: string;
  status: OrderStatus | null;
  note: string;
  /** Who: the member themself, or the business (staff names are not shown to members). */
  by: 'member' | 'staff' | 'system';
  created_at: string;
}

/** One step of the timeline: reached (with the date it was first reached) or still to come. */
export interface TimelineStep {
  status: OrderStatus;
  reached_at: string | null;
  current: boolean;
}

export interface OrderSummary {
  id: number;
  reference: string;
  title: string;
  status: OrderStatus;
  quantity: number;
  currency: string;
  /** The quote's total, once a quote exists. */
  total: number | null;
  /** Something waits for the member: a quote to answer or a proof to review. */
  waiting: 'quote' | 'proof' | null;
  /** The lead it came from (`HX-…`), when it started as a /contact request. */
  lead_reference: string | null;
  /** The order it repeats (`HO-…`), for a reorder. */
  reorder_of_reference: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderPage {
  list: OrderSummary[];
  total: number;
  page: number;
  limit: number;
  /** How many of all the member's orders wait for them (the filter's badge). */
  waiting: number;
  /** How many of all the member's orders stand at each status (absent: none), for the filters worth offering. */
  by_status: Partial<Record<OrderStatus, number>>;
}

/** The fields of an address book entry an order's ship-to copies as they are (the stored copy and its view alike). */
export type ShipToAddress = Pick<AddressView, 'recipient' | 'company' | 'phone' | 'country' | 'region' | 'line1' | 'line2' | 'city'>;

/** The ship-to address chosen for an order: a copy taken when it was chosen. */
export interface OrderShipToView extends ShipToAddress {
  /** The address book row it came from (it may have changed or be gone since). */
  address_id: number;
  postal_code: string;
  chosen_at: string;
}

export interface OrderDetail extends OrderSummary {
  spec: OrderSpecView;
  member_note: string;
  design_id: number | null;
  product_id: number | null;
  reorder_of: { id: number; reference: string } | null;
  lead: { reference: string; message: string; created_at: string } | null;
  quote: OrderQuoteView | null;
  /** A key of the carriers' table (lib/config.ts CARRIERS), or a carrier staff typed. */
  carrier: string;
  /** The carrier as people read it (the table's name, or the text typed). */
  carrier_name: string;
  tracking_number: string;
  /** The carrier's tracking page for the number; null for a carrier not in the table. */
  tracking_url: string | null;
  /** Where it goes (null until the member chooses; preset from their default ship-to when they accept the quote). */
  ship_to: OrderShipToView | null;
  files: OrderFileView[];
  proofs: ProofView[];
  timeline: TimelineStep[];
  events: OrderEventView[];
  /** What the member may do now. */
  can: { decide_quote: boolean; decide_proof: number | null; reorder: boolean; choose_ship_to: boolean };
}

export interface OrderCreated {
  id: number;
  reference: string;
}

/** A proof in /manuscript: across the member's orders. */
export interface ManuscriptProof extends ProofView {
  order: { id: number; reference: string; title: string; status: OrderStatus };
  /** Waits for the member's decision (the latest pending version of an order in the proof stage). */
  waiting: boolean;
}

/* The back office */

export interface AdminOrderMember {
  id: number;
  name: string;
  account: string | null;
  email: string | null;
  email_verified: boolean;
  phone: string | null;
  company: string;
}

export interface AdminOrderSummary extends OrderSummary {
  member: AdminOrderMember;
}

export interface AdminOrderPage {
  list: AdminOrderSummary[];
  total: number;
  page: number;
  limit: number;
}

export interface AdminOrderEventView extends OrderEventView {
  actor: string | null;
}

export interface AdminOrderDetail extends Omit<OrderDetail, 'events' | 'can'> {
  member: AdminOrderMember;
  events: AdminOrderEventView[];
  /** The states the order may move to now (the state machine and its conditions). */
  moves: OrderStatus[];
  /** Whether a quote may be set now (inquiry or quoted), and a proof version uploaded. */
  can_quote: boolean;
  can_upload_proof: boolean;
  /** The price estimate the quote request carried (the product's tiers and the chosen options), or null. */
  estimate: OrderEstimate | null;
}

/* ───────────────────────── limits ───────────────────────── */

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

/* ───────────────────────── the member's inputs ───────────────────────── */

/** The list filter of /user/myOrder: a status, or what waits for the member. */
export type OrderFilter = OrderStatus | 'waiting' | '';

const note = () => text({ max: ORDER_NOTE_MAX + 1 });

export const orderQuerySchema = z.pipe(
  fields({
    status: oneOf<OrderFilter>(['waiting', ...ORDER_STATUSES], { key: 'choice', fallback: '' }),
    page: positiveInt({ key: 'invalid', max: 100_000 }),
  }),
  z.transform((v) => ({ status: v.status, page: v.page ?? 1 })),
);
export type OrderQuery = z.output<typeof orderQuerySchema>;

/** POST /orders: a quote request from one of the member's designs (the quantity: the one sent or the design's). */
export const orderCreateSchema = z.pipe(
  fields({
    design_id: positiveInt({ key: 'invalid' }),
    quantity: positiveInt({ key: 'quantity', max: ORDER_MAX_QUANTITY }),
    note: note(),
    // The price options chosen in the design editor (indexes of the product's options): the request's estimate.
    price_options: tokenList({ pattern: /^[0-9]$/, maxItems: PRICING_LIMITS.options, key: 'choice', tooMany: 'choice' }),
  }),
  z.transform((v, ctx): { designId: number; quantity: number | null; note: string; priceOptions?: number[] } =>
    v.design_id === null ? refuse(ctx, 'design_id', 'required') : { designId: v.design_id, quantity: v.quantity, note: v.note, priceOptions: v.price_options.map(Number) },
  ),
);
export type OrderCreate = z.output<typeof orderCreateSchema>;

/**
 * The member's answer to a quote: accepted or declined, with a note; accepting a quote of several
 * quantity options names the one chosen (`quantity`: one of the options' quantities).
 */
export const quoteDecisionSchema = z.pipe(
  fields({
    decision: oneOf<'accepted' | 'declined' | ''>(['accepted', 'declined'], { key: 'choice', fallback: '' }),
    note: note(),
    quantity: positiveInt({ key: 'choice', max: ORDER_MAX_QUANTITY }),
  }),
  z.transform((v, ctx): { decision: 'accepted' | 'declined'; note: string; quantity?: number | null } =>
    v.decision ? { decision: v.decision, note: v.note, quantity: v.quantity } : refuse(ctx, 'decision', 'required'),
  ),
);
export type QuoteDecision = z.output<typeof quoteDecisionSchema>;

/** PUT /orders/{id}/ship-to: one of the member's own ship-to addresses. */
export const shipToSchema = z.pipe(
  fields({ address_id: positiveInt({ key: 'invalid' }) }),
  z.transform((v, ctx) => (v.address_id === null ? refuse(ctx, 'address_id', 'required') : { addressId: v.address_id })),
);
export type ShipToInput = z.output<typeof shipToSchema>;

/** Approve, or ask for changes, which needs a note saying what to change. */
export const proofDecisionSchema = z.pipe(
  fields({ decision: oneOf<'approve' | 'changes' | ''>(['approve', 'changes'], { key: 'choice', fallback: '' }), note: note() }),
  z.transform((v, ctx) => {
    if (!v.decision) return refuse(ctx, 'decision', 'required');
    if (v.decision === 'changes' && !v.note) return refuse(ctx, 'note', 'required');
    return { decision: v.decision, note: v.note };
  }),
);
export type ProofDecision = z.output<typeof proofDecisionSchema>;

/* ───────────────────────── the back office's inputs ───────────────────────── */

export const adminOrderQuerySchema = z.pipe(
  fields({
    status: oneOf<OrderStatus | ''>(ORDER_STATUSES, { key: 'choice', fallback: '' }),
    keyword: text({ max: 101 }),
    member: positiveInt({ key: 'invalid' }),
    page: positiveInt({ key: 'invalid', max: 100_000 }),
  }),
  z.transform((v) => ({ status: v.status || null, keyword: v.keyword, member: v.member, page: v.page ?? 1 })),
);
export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;

export const ALL_ORDERS: AdminOrderQuery = { status: null, keyword: '', member: null, page: 1 };

const FEES = ['sample_fee', 'shipping_fee'] as const;
const currencyOf = (value: unknown) => ORDER_CURRENCIES.find((c) => c === value) ?? null;
/** An amount as typed, trimmed ('' when absent or refused). */
const typedAmount = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** An amount in major units as typed ('12.50'); checked against the currency afterwards. */
const amount = (required: boolean) => text({ max: 20, required });

/** One quantity option of a quote as sent: `{ quantity, unit_price }` (the price in major units). */
const breakSchema = fields({ quantity: positiveInt({ key: 'quantity', max: ORDER_MAX_QUANTITY }), unit_price: amount(true) });
/** One extra line of a quote as sent: `{ label, amount }` (tooling, setup, ...). */
const extraSchema = fields({ label: text({ max: QUOTE_LIMITS.extraLabel + 1, required: true }), amount: amount(true) });

/** The part of a quote's body the rules below read (each field as its builder left it, or junk when it failed). */
interface QuoteFields {
  currency?: unknown;
  unit_price?: unknown;
  quantity?: unknown;
  sample_fee?: unknown;
  shipping_fee?: unknown;
  breaks?: unknown;
  extras?: unknown;
}

const rowsOf = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null) : []);

/** The quantity options a body means: its `breaks`, or (an older client) its one `unit_price` and `quantity`. */
function typedBreaks(v: QuoteFields): { quantity: unknown; unit_price: unknown; at: (name: string) => string }[] {
  if (Array.isArray(v.breaks) && v.breaks.length) return rowsOf(v.breaks).map((r, i) => ({ quantity: r.quantity, unit_price: r.unit_price, at: (name) => `breaks.${i}.${name}` }));
  return [{ quantity: v.quantity, unit_price: v.unit_price, at: (name) => name }];
}

/**
 * The rules over a whole quote: the currency decides what each amount may be; the quantity
 * options ascend and stay within QUOTE_LIMITS; no option's total may pass ORDER_MAX_TOTAL_MINOR.
 * Every mistake is reported at once, on the field the form shows it beside.
 */
function checkQuote(v: QuoteFields, ctx: RuleContext) {
  const fine = ctx.issues.length === 0;
  const currency = currencyOf(v.currency);
  if (fine && !currency) flagField(ctx, 'currency', 'required');
  const failed = (path: string) => ctx.issues.some((issue) => issue.path?.map(String).join('.') === path);
  /** Minor units of an amount, or null with the field's one error ('invalid' with the largest amount). */
  const minorOf = (typed: unknown, path: string, required: boolean): number | null => {
    const text = typedAmount(typed);
    if (text === '') {
      if (required && !failed(path)) ctx.issues.push({ code: 'custom', message: 'required', input: undefined, path: path.split('.') });
      return required ? null : 0;
    }
    const value = currency ? toMinor(text, currency) : 0;
    if (value !== null) return value;
    ctx.issues.splice(0, ctx.issues.length, ...ctx.issues.filter((issue) => issue.path?.map(String).join('.') !== path));
    ctx.issues.push({ code: 'custom', message: 'invalid', input: undefined, path: path.split('.'), params: { values: { max: MAX_MAJOR_AMOUNT } } });
    return null;
  };
  const fees = FEES.map((name) => minorOf(v[name], name, false) ?? 0).reduce((a, b) => a + b, 0);
  const extras = rowsOf(v.extras);
  if (Array.isArray(v.extras) && v.extras.length > QUOTE_LIMITS.extras) flagField(ctx, 'extras', 'tooLong', { max: QUOTE_LIMITS.extras + 1 });
  const extraSum = extras.map((r, i) => minorOf(r.amount, `extras.${i}.amount`, true) ?? 0).reduce((a, b) => a + b, 0);
  if (Array.isArray(v.breaks) && v.breaks.length > QUOTE_LIMITS.breaks) flagField(ctx, 'breaks', 'tooLong', { max: QUOTE_LIMITS.breaks + 1 });
  let previous = 0;
  for (const b of typedBreaks(v)) {
    const quantity = typeof b.quantity === 'number' ? b.quantity : null;
    if (quantity === null && !failed(b.at('quantity'))) ctx.issues.push({ code: 'custom', message: 'required', input: undefined, path: b.at('quantity').split('.') });
    if (quantity !== null && quantity <= previous) ctx.issues.push({ code: 'custom', message: 'tierAscending', input: undefined, path: b.at('quantity').split('.') });
    previous = quantity ?? previous;
    const unit = minorOf(b.unit_price, b.at('unit_price'), true);
    if (unit !== null && quantity !== null && unit * quantity + fees + extraSum > ORDER_MAX_TOTAL_MINOR) {
      ctx.issues.push({ code: 'custom', message: 'invalid', input: undefined, path: b.at('unit_price').split('.'), params: { values: { max: MAX_MAJOR_AMOUNT } } });
    }
  }
}

/**
 * A quote: one or more quantity options (`breaks`: [{quantity, unit_price}], ascending; an older
 * client's single `unit_price` and `quantity` is one option), optional extra lines (`extras`:
 * [{label, amount}]), sample and shipping fees, the lead time and a note. Amounts are typed in major
 * units and stored as integer minor units of the currency; every amount is checked even when
 * another field failed, so every mistake is shown at once.
 */
export const quoteSchema = z.pipe(
  fields({
    currency: oneOf<OrderCurrency | ''>(ORDER_CURRENCIES, { key: 'choice', fallback: '' }),
    unit_price: amount(false),
    quantity: positiveInt({ key: 'quantity', max: ORDER_MAX_QUANTITY }),
    breaks: z.optional(z.array(breakSchema)),
    extras: z.optional(z.array(extraSchema)),
    sample_fee: amount(false),
    shipping_fee: amount(false),
    lead_time_days: positiveInt({ key: 'invalid', max: ORDER_MAX_LEAD_DAYS }),
    note: note(),
    updated_at: date('invalid'),
  }).check(
    z.superRefine(
      (v, ctx) => {
        if (typeof v !== 'object' || v === null) return;
        if (ctx.issues.length === 0 && !v.updated_at) flagField(ctx, 'updated_at', 'required');
        checkQuote(v, ctx);
      },
      { when: () => true },
    ),
  ),
  z.transform((v) => {
    const minor = (typed: string) => toMinor(typed, v.currency) ?? 0;
    return {
      currency: currencyOf(v.currency)!,
      /** The quantity options, ascending, prices in minor units. */
      breaks: typedBreaks(v).map((b): QuoteBreak => ({ quantity: b.quantity as number, unitPrice: minor(typedAmount(b.unit_price)) })),
      extras: (v.extras ?? []).map((e): QuoteExtra => ({ label: e.label, amount: minor(e.amount) })),
      sampleFee: v.sample_fee ? minor(v.sample_fee) : 0,
      shippingFee: v.shipping_fee ? minor(v.shipping_fee) : 0,
      leadTimeDays: v.lead_time_days,
      note: v.note,
      /** The order's `updated_at` the form was rendered with: a change in between is a 409. */
      expectedUpdatedAt: v.updated_at!,
    };
  }),
);
export type QuoteInput = z.output<typeof quoteSchema>;

/** A move of the state machine: carrier and tracking number are required when shipping. */
export const orderMoveSchema = z.pipe(
  fields({
    status: oneOf<OrderStatus | ''>(ORDER_STATUSES, { key: 'choice', fallback: '' }),
    note: note(),
    carrier: text({ max: CARRIER_MAX + 1 }),
    tracking_number: text({ max: TRACKING_MAX + 1, format: { test: (v) => /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(v), key: 'invalid' } }),
    updated_at: date('invalid'),
  }),
  z.transform((v, ctx) => {
    if (!v.status) return refuse(ctx, 'status', 'required');
    if (!v.updated_at) return refuse(ctx, 'updated_at', 'required');
    if (v.status === 'shipped' && (!v.carrier || !v.tracking_number)) {
      if (!v.carrier) flagField(ctx, 'carrier', 'required');
      if (!v.tracking_number) flagField(ctx, 'tracking_number', 'required');
      return z.NEVER;
    }
    return { status: v.status, note: v.note, carrier: v.carrier, trackingNumber: v.tracking_number, expectedUpdatedAt: v.updated_at };
  }),
);
export type OrderMoveInput = z.output<typeof orderMoveSchema>;

export const proofNoteSchema = fields({ note: text({ max: PROOF_NOTE_MAX + 1 }) });

/** A proof's staff note, read from its header (URI-encoded UTF-8). */
export function proofNoteFromHeader(header: string | null): Validation<string> {
  if (!header) return { ok: true, value: '' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(header);
  } catch {
    return { ok: false, errors: { note: { key: 'characters' } } };
  }
  const checked = validate(proofNoteSchema, { note: decoded });
  return checked.ok ? { ok: true, value: checked.value.note } : checked;
}
