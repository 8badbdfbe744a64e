import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { QuoteBreak, QuoteExtra, ShipToAddress } from '../../api/contract/orders';
import type { OrderEstimate } from '../../api/contract/pricing';
import type { OrderStatus, ProofStatus } from '../../config';
import { products } from '../catalogue/schema';
import { consultRequests } from '../consult/schema';
import { designs } from '../designs/schema';
import { storedFiles } from '../files/schema';
import { users } from '../members/schema';

/*
 * Orders (/user/myOrder; the back office's orders): a quote request that becomes a sample, a
 * proof, a production run and a delivery. Money is integer minor units in the order's currency.
 * Every change of state is an `order_events` row (the buyer's timeline), never only a column.
 */

/** What an order was made from, copied when it is requested (the design may change later). */
export interface OrderSpec {
  size: string;
  material: string;
  colours: string[];
  printMethod: string;
  logoPlacement: string;
  notes: string;
}

/**
 * Where an order goes: a copy of one of the member's ship-to addresses taken when they chose it
 * (the address book may change or lose it later; the order keeps what was chosen).
 */
export interface OrderShipTo extends ShipToAddress {
  /** The address book row it was copied from (it may be gone or changed since). */
  addressId: number;
  postalCode: string;
  chosenAt: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** What the buyer and staff call it: `HO-2611-7K3Q` (like a lead's HX reference). */
    reference: text('reference').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    designId: integer('design_id').references(() => designs.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The lead it came from (a /contact request by the same, verified e-mail, or one staff converted). */
    leadId: integer('lead_id')
      .unique()
      .references(() => consultRequests.id, { onDelete: 'set null' }),
    /** The order it repeats (reorder of a delivered order). */
    reorderOf: integer('reorder_of').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /** The product's name at the time of the request (in the member's language), or the design's name. */
    title: text('title').notNull(),
    spec: jsonb('spec').$type<OrderSpec>().notNull(),
    /** The member's note with the request. */
    memberNote: text('member_note').notNull().default(''),
    status: text('status').$type<OrderStatus>().notNull().default('inquiry'),
    quantity: integer('quantity').notNull(),
    currency: text('currency').notNull().default('CNY'),
    /** Per piece, in minor units; set by staff with the quote. */
    unitPrice: bigint('unit_price', { mode: 'number' }),
    sampleFee: bigint('sample_fee', { mode: 'number' }),
    shippingFee: bigint('shipping_fee', { mode: 'number' }),
    leadTimeDays: integer('lead_time_days'),
    /** What staff wrote with the quote (terms, what is included). */
    quoteNote: text('quote_note').notNull().default(''),
    /*
     * The quote's quantity options and extra lines, as jsonb the contract's quoteSchema validated:
     * they are always written, read and shown whole with their order (never queried one by one), and
     * a few at most (QUOTE_LIMITS). unitPrice and quantity above stay the price the order stands at
     * (the first option, then the one the buyer accepts), so the statement and points read them as
     * before. An older order quoted before options existed has none: its one price is its option.
     */
    quoteBreaks: jsonb('quote_breaks').$type<QuoteBreak[]>().notNull().default([]),
    quoteExtras: jsonb('quote_extras').$type<QuoteExtra[]>().notNull().default([]),
    /** When the current quote was sent (or revised): its documents' date and validity. */
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    /** The member's answer to the current quote: null (none yet), accepted or declined. */
    quoteDecision: text('quote_decision'),
    quoteDecidedAt: timestamp('quote_decided_at', { withTimezone: true }),
    carrier: text('carrier').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    /** The ship-to address the member chose (a snapshot), or null while none is chosen. */
    shipTo: jsonb('ship_to').$type<OrderShipTo>(),
    /** The price estimate the quote request carried (the product's tiers and chosen options), or null (priced on request). */
    estimate: jsonb('estimate').$type<OrderEstimate>(),
    /** The sales or admin account looking after the order (null: nobody yet; set null when the account goes). */
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.createdAt),
    index('orders_status_idx').on(t.status, t.updatedAt),
    index('orders_assigned_idx').on(t.assignedTo, t.updatedAt),
    check('orders_status_check', sql`${t.status} in ('inquiry', 'quoted', 'sample', 'proof', 'production', 'shipped', 'delivered', 'closed', 'cancelled')`),
    check('orders_quantity_check', sql`${t.quantity} > 0`),
    check('orders_money_check', sql`coalesce(${t.unitPrice}, 0) >= 0 and coalesce(${t.sampleFee}, 0) >= 0 and coalesce(${t.shippingFee}, 0) >= 0`),
    check('orders_decision_check', sql`${t.quoteDecision} is null or ${t.quoteDecision} in ('accepted', 'declined')`),
  ],
);

/** The order a row of an order's own table belongs to: the row goes when the order goes. */
const orderColumn = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });

/** A stored file an order's row shows: the file cannot be deleted while a row holds it. */
const fileColumn = () =>
  integer('file_id')
    .notNull()
    .references(() => storedFiles.id, { onDelete: 'restrict' });

/**
 * The order's history: each state it entered (`kind` = 'status', with `status`), each quote, the
 * member's decisions, proofs sent and answered, notes. Append-only.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: orderColumn(),
    /** status | quote | quote_accepted | quote_declined | proof_sent | proof_approved | proof_changes | shipped | note */
    kind: text('kind').notNull(),
    status: text('status').$type<OrderStatus>(),
    note: text('note').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** The artwork files of an order (copied from the design when it was requested, or added later). */
export const orderFiles = pgTable(
  'order_files',
  {
    orderId: orderColumn(),
    fileId: fileColumn(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.fileId] }), index('order_files_file_idx').on(t.fileId)],
);

/**
 * Proofs (设计稿, the "manuscript" area): versions staff upload to an order; the member approves
 * one (it is then locked) or asks for changes with a note. The history stays.
 */
export const proofs = pgTable(
  'proofs',
  {
    id: serial('id').primaryKey(),
    orderId: orderColumn(),
    version: integer('version').notNull(),
    fileId: fileColumn(),
    /** What staff wrote with this version. */
    staffNote: text('staff_note').notNull().default(''),
    status: text('status').$type<ProofStatus>().notNull().default('pending'),
    /** The member's note when asking for changes (or approving). */
    memberNote: text('member_note').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('proofs_order_version_unique').on(t.orderId, t.version),
    index('proofs_status_idx').on(t.status, t.createdAt),
    check('proofs_status_check', sql`${t.status} in ('pending', 'approved', 'changes_requested')`),
  ],
);

/**
 * Production photos staff attach to an order (files with purpose `staff`): the member sees them on
 * the order and in /imagesLive; staff may also show one publicly there (`public`).
 */
export const orderPhotos = pgTable(
  'order_photos',
  {
    id: serial('id').primaryKey(),
    orderId: orderColumn(),
    fileId: fileColumn(),
    caption: text('caption').notNull().default(''),
    /** The production stage it shows (an order status, e.g. production). */
    stage: text('stage').$type<OrderStatus>().notNull().default('production'),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_photos_order_idx').on(t.orderId, t.createdAt)],
);
export * from './sample-schema';
