import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '../../config';
import { storedFiles } from '../files/schema';

/*
 * The trust facts shown beside the quote button and on About (lib/api/contract/trust.ts): the
 * terms, one row, each a text per locale; and the certifications in their order, each with an
 * optional document (a stored file of purpose 'trust', served to everyone).
 */

type TermText = Partial<Record<Locale, string>>;

export const trustTerms = pgTable(
  'trust_terms',
  {
    /** Always 1: the business has one set of terms. */
    id: integer('id').primaryKey().default(1),
    samples: jsonb('samples').$type<TermText>().notNull(),
    payment: jsonb('payment').$type<TermText>().notNull(),
    shipping: jsonb('shipping').$type<TermText>().notNull(),
    regions: jsonb('regions').$type<TermText>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('trust_terms_one_row', sql`${t.id} = 1`)],
);

export const trustCertifications = pgTable(
  'trust_certifications',
  {
    id: serial('id').primaryKey(),
    /** The standard's own name (ISO 9001, amfori BSCI), the same in every language. */
    name: text('name').notNull(),
    /** The certificate's or audit's number, as printed on it. */
    number: text('number').notNull(),
    issuer: text('issuer').notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }),
    /** Its document; a file belongs to one certification at most. */
    fileId: integer('file_id')
      .references(() => storedFiles.id, { onDelete: 'set null' })
      .unique(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trust_certifications_sort_idx').on(t.sort, t.id)],
);
