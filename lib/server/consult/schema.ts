import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalogue/schema';
import type { LeadStatus } from '../../config';
import { storedFiles } from '../files/schema';
import { users } from '../members/schema';

/* Consultation requests (leads): the business's most valuable write, and the sales team's inbox. */

export const consultRequests = pgTable(
  'consult_requests',
  {
    id: serial('id').primaryKey(),
    /** What the buyer, the e-mails and the back office call it: `HX-2611-7K3Q` (month, then 4 random letters/digits). */
    reference: text('reference').notNull().unique(),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    quantity: integer('quantity'),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    sourcePage: text('source_page').notNull().default(''),
    clientAddress: text('client_address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** The member who sent it, when they were logged in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    followUpAt: timestamp('follow_up_at', { withTimezone: true }),
    /** When a staff member first opened it (the inbox's unread marker). */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // (created_at, id): the inbox's order, so a deep page reads the index instead of sorting.
    index('consult_requests_created_idx').on(t.createdAt, t.id),
    index('consult_requests_status_idx').on(t.status, t.createdAt),
    index('consult_requests_follow_up_idx').on(t.followUpAt),
    index('consult_requests_email_idx').on(sql`lower(${t.email})`),
    index('consult_requests_user_idx').on(t.userId),
    // The inbox's keyword (ILIKE '%word%' on each of these): trigram indexes instead of reading every lead.
    index('consult_requests_reference_trgm').using('gin', t.reference.op('gin_trgm_ops')),
    index('consult_requests_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('consult_requests_company_trgm').using('gin', t.company.op('gin_trgm_ops')),
    index('consult_requests_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
    index('consult_requests_message_trgm').using('gin', t.message.op('gin_trgm_ops')),
    check('consult_requests_status_check', sql`${t.status} in ('new', 'contacted', 'quoting', 'won', 'lost', 'spam')`),
  ],
);

/** What the sales team writes about a lead: append-only (nothing edits or deletes a note). */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => consultRequests.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorLabel: text('author_label').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);

/** The files a buyer sent with an inquiry (artwork, reference photos), in the order they were added. */
export const consultAttachments = pgTable(
  'consult_attachments',
  {
    consultId: integer('consult_id')
      .notNull()
      .references(() => consultRequests.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.consultId, t.fileId] }), index('consult_attachments_file_idx').on(t.fileId)],
);
