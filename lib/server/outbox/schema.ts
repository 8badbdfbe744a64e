import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { consultRequests } from '../consult/schema';

/**
 * Messages to send because something happened (a new lead): written in the same transaction as
 * what they announce, delivered by the worker with retries (./worker.ts). A row is claimed by a
 * lease (`lease_until`) taken with FOR UPDATE SKIP LOCKED, so several instances never send it twice.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id').references(() => consultRequests.id, { onDelete: 'cascade' }),
    /** `lead.notify` (the business), `lead.ack` (the buyer), `lead.webhook` (a chat). */
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    /** Who it goes to, as a person reads it (an address, or the webhook's kind). */
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** queued (never tried), failed (tried; tried again at next_attempt_at), sent. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_lead_idx').on(t.leadId),
    check('outbox_status_check', sql`${t.status} in ('queued', 'failed', 'sent')`),
    check('outbox_channel_check', sql`${t.channel} in ('mail', 'webhook')`),
  ],
);
