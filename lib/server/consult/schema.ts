import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalogue/schema';

/* Consultation requests (leads): the business's most valuable write. */

export const consultRequests = pgTable(
  'consult_requests',
  {
    id: serial('id').primaryKey(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consult_requests_created_idx').on(t.createdAt)],
);
