import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LedgerKind, PointsRule, RedemptionStatus } from '../../config';
import type { LocalizedList, LocalizedText } from '../catalogue/schema';
import { users } from '../members/schema';
import { orders } from '../orders/schema';

/*
 * Money and points (/user/myPurse, /user/member, /user/integrateGoods; the back office's ledger,
 * levels, points rules, rewards and redemptions). Both are ledgers: rows are appended, never
 * edited; a mistake is undone by another row.
 */

/**
 * The account statement. `amount` is signed minor units seen from the member (lib/config.ts
 * LEDGER_KINDS): a member's balance in a currency is the sum of their entries in it. A reversal
 * is an entry of the same kind, order and currency with the opposite amount and `reverses_id`
 * set; an entry is reversed at most once, and a reversal is never reversed.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The date the money moved (staff may post a payment received yesterday). */
    entryDate: timestamp('entry_date', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
    reversesId: integer('reverses_id')
      .unique()
      .references((): AnyPgColumn => ledgerEntries.id, { onDelete: 'restrict' }),
    postedBy: integer('posted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_member_idx').on(t.memberId, t.entryDate),
    index('ledger_entries_order_idx').on(t.orderId),
    check('ledger_entries_kind_check', sql`${t.kind} in ('deposit', 'payment', 'sample_fee', 'credit', 'refund', 'adjustment')`),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * Member levels: a member is at the highest level whose threshold their trailing 12-month paid
 * amount (in LEVEL_CURRENCY minor units) reaches. Names and benefits per locale, set by staff.
 */
export const memberLevels = pgTable(
  'member_levels',
  {
    id: serial('id').primaryKey(),
    threshold: bigint('threshold', { mode: 'number' }).notNull().unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    benefits: jsonb('benefits').$type<LocalizedList>().notNull().default({}),
    /** A colour for the badge (#rrggbb). */
    color: text('color').notNull().default('#c9a227'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('member_levels_threshold_check', sql`${t.threshold} >= 0`)],
);

/** How points are earned (lib/config.ts POINTS_RULES); `per_amount` is for per_amount_paid (points per that many minor units). */
export const pointsRules = pgTable(
  'points_rules',
  {
    key: text('key').$type<PointsRule>().primaryKey(),
    points: integer('points').notNull(),
    perAmount: bigint('per_amount', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('points_rules_key_check', sql`${t.key} in ('per_amount_paid', 'first_order', 'proof_approved', 'order_delivered')`),
    check('points_rules_points_check', sql`${t.points} >= 0`),
    check('points_rules_per_amount_check', sql`${t.perAmount} is null or ${t.perAmount} > 0`),
  ],
);

/**
 * The points ledger. `users.points` is its running sum, updated in the same transaction as each
 * row (and CHECKed >= 0, so a redemption can never make it negative). An award names its rule and
 * what earned it (`ref_kind`, `ref_id`): the same thing never earns the same rule twice.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    delta: integer('delta').notNull(),
    /** earned | redeemed | returned (a cancelled redemption) | adjustment (staff) */
    kind: text('kind').notNull(),
    rule: text('rule').$type<PointsRule>(),
    /** What it is about: 'ledger_entry' | 'order' | 'proof' | 'redemption'. */
    refKind: text('ref_kind'),
    refId: integer('ref_id'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_entries_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('points_entries_award_unique')
      .on(t.memberId, t.rule, t.refKind, t.refId)
      .where(sql`${t.rule} is not null`),
    check('points_entries_kind_check', sql`${t.kind} in ('earned', 'redeemed', 'returned', 'adjustment')`),
    check('points_entries_delta_check', sql`${t.delta} <> 0`),
  ],
);

/** The points shop's rewards (积分商城): staff set the picture, price in points and stock. */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    /** A catalogue-style picture (lib/server/catalogue/images.ts). */
    image: text('image').notNull(),
    pointsPrice: integer('points_price').notNull(),
    stock: integer('stock').notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('rewards_price_check', sql`${t.pointsPrice} > 0`), check('rewards_stock_check', sql`${t.stock} >= 0`)],
);

export const redemptions = pgTable(
  'redemptions',
  {
    id: serial('id').primaryKey(),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    points: integer('points').notNull(),
    status: text('status').$type<RedemptionStatus>().notNull().default('pending'),
    /** Staff's note when fulfilling (courier, tracking) or cancelling. */
    note: text('note').notNull().default(''),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('redemptions_member_idx').on(t.memberId, t.createdAt),
    index('redemptions_status_idx').on(t.status, t.createdAt),
    check('redemptions_status_check', sql`${t.status} in ('pending', 'fulfilled', 'cancelled')`),
    check('redemptions_points_check', sql`${t.points} > 0`),
  ],
);
