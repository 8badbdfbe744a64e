import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SampleStatus } from '../../config';
import { users } from '../members/schema';
import { orders, type OrderShipTo } from './schema';

/**
 * Pre-production samples a buyer asks for from an order: requested → accepted (staff set the fee
 * and lead time) or declined (with a reason) → shipped (carrier and tracking number) → received
 * (the buyer confirms). At most one open request (requested, accepted or shipped) per order: the
 * partial unique index keeps two requests sent at once from both being stored.
 */
export const sampleRequests = pgTable(
  'sample_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<SampleStatus>().notNull().default('requested'),
    quantity: integer('quantity').notNull(),
    /** A copy of the member's ship-to address chosen for the sample (the address book may change later). */
    shipTo: jsonb('ship_to').$type<OrderShipTo>().notNull(),
    /** The buyer's note with the request. */
    note: text('note').notNull().default(''),
    /** Set by staff when they accept: the fee in minor units of `currency`, and the days until it ships. */
    currency: text('currency'),
    fee: bigint('fee', { mode: 'number' }),
    leadTimeDays: integer('lead_time_days'),
    declineReason: text('decline_reason').notNull().default(''),
    carrier: text('carrier').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sample_requests_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('sample_requests_one_open')
      .on(t.orderId)
      .where(sql`${t.status} in ('requested', 'accepted', 'shipped')`),
    check('sample_requests_status_check', sql`${t.status} in ('requested', 'accepted', 'declined', 'shipped', 'received')`),
    check('sample_requests_quantity_check', sql`${t.quantity} > 0`),
    check('sample_requests_fee_check', sql`coalesce(${t.fee}, 0) >= 0`),
  ],
);
