import * as z from 'zod/mini';
import { ORDER_STATUSES, type OrderStatus, type ProofStatus, type StaffRole } from '@/lib/config';
import { date, fields, oneOf, positiveInt, text, tokenList, validate, type Validation } from '@/lib/validation/kit';
import { PRICING_LIMITS, type OrderEstimate } from './pricing';
import type { AddressView } from './addresses';
import type { PaymentValues } from './payment-details';
import { flagField, refuse } from './whole-input';
import { TURN_FILTERS, type OrderAssignee, type OurTurn, type TurnFilter } from './orders-staff';
import { note, ORDER_MAX_QUANTITY, type QuoteBreakView } from './quotes';

export { ORDER_MAX_LEAD_DAYS, ORDER_MAX_QUANTITY, ORDER_MAX_TOTAL_MINOR, ORDER_NOTE_MAX, quoteSchema } from './quotes';
export type { QuoteBreak, QuoteBreakView, QuoteExtra, QuoteInput } from './quotes';

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
  /** The sales or admin account looking after it (null: nobody yet). */
  assignee: OrderAssignee | null;
  /** What the business owes the buyer next (null: nothing now). */
  our_turn: OurTurn | null;
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
  assignee: OrderAssignee | null;
  events: AdminOrderEventView[];
  /** The states the order may move to now (the state machine and its conditions). */
  moves: OrderStatus[];
  /** Whether a quote may be set now (inquiry or quoted), and a proof version uploaded. */
  can_quote: boolean;
  can_upload_proof: boolean;
  /** The price estimate the quote request carried (the product's tiers and the chosen options), or null. */
  estimate: OrderEstimate | null;
}

/** The printable documents of an order: the quote (once quoted) and the proforma invoice (once accepted). */
export const ORDER_DOCUMENT_KINDS = ['quote', 'proforma'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

/** What a quote or proforma invoice shows (the page prints it; the buyer's and the staff's alike). */
export interface OrderDocument {
  kind: OrderDocumentKind;
  id: number;
  reference: string;
  title: string;
  created_at: string;
  quote: OrderQuoteView;
  /** The last day the quote's prices hold (QUOTE_VALID_DAYS from when it was sent). */
  valid_until: string | null;
  buyer: { name: string; company: string; email: string | null; phone: string | null };
  ship_to: OrderShipToView | null;
  /** The business's payment details: the proforma only. */
  payment: PaymentValues | null;
}

/* ───────────────────────── limits ───────────────────────── */

export const ORDERS_PAGE_SIZE = 10;
export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const CARRIER_MAX = 60;
export const TRACKING_MAX = 80;
/** A proof's staff note travels in a header of the upload (URI-encoded). */
export const PROOF_NOTE_MAX = 1000;
export const PROOF_NOTE_HEADER = 'x-proof-note';

/* ───────────────────────── the member's inputs ───────────────────────── */

/** The list filter of /user/myOrder: a status, or what waits for the member. */
export type OrderFilter = OrderStatus | 'waiting' | '';

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
    /** Waiting on us (`ours`) or for one of our steps; `mine=1`: assigned to the reader. */
    turn: oneOf<TurnFilter | ''>(TURN_FILTERS, { key: 'choice', fallback: '' }),
    mine: oneOf<'1' | ''>(['1'], { key: 'choice', fallback: '' }),
    page: positiveInt({ key: 'invalid', max: 100_000 }),
  }),
  z.transform((v) => ({ status: v.status || null, keyword: v.keyword, member: v.member, turn: v.turn || null, mine: v.mine === '1', page: v.page ?? 1 })),
);
export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;

export const ALL_ORDERS: AdminOrderQuery = { status: null, keyword: '', member: null, turn: null, mine: false, page: 1 };

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
