import type { OrderStatus, ProofStatus, StaffRole } from '@/lib/config';

/*
 * The orders contract (/basic-api/v1/orders, /proofs and the back office's /admin/orders): what
 * the member's pages and the back office read. Money is integer minor units of `currency`.
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
  /** Download (attachment) and thumbnail (WebP, or 404 when there is none): the files routes. */
  url: string;
  thumb_url: string;
}

export interface OrderQuoteView {
  currency: string;
  unit_price: number;
  quantity: number;
  sample_fee: number;
  shipping_fee: number;
  goods: number;
  total: number;
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
}

/** The ship-to address chosen for an order: a copy taken when it was chosen. */
export interface OrderShipToView {
  /** The address book row it came from (it may have changed or be gone since). */
  address_id: number;
  recipient: string;
  company: string;
  phone: string;
  country: string;
  region: { province: { code: string; name: string }; city: { code: string; name: string }; area: { code: string; name: string } } | null;
  line1: string;
  line2: string;
  city: string;
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
  carrier: string;
  tracking_number: string;
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
}
