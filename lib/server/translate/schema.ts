import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Translation help: the protected terms staff list (never sent to be translated), and which
 * languages of which record a machine wrote and no editor has saved since. One table for the marks
 * of every kind of record, so the domains that own the records keep their tables as they are.
 */

export const protectedTerms = pgTable('protected_terms', {
  id: serial('id').primaryKey(),
  /** Unique; the service also refuses one that differs only in case ("YKK" and "ykk" are one term). */
  term: text('term').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const machineTranslations = pgTable(
  'machine_translations',
  {
    /** The kind of record (lib/api/contract/translate.ts: TRANSLATABLE_KINDS). */
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recordId, t.locale] })],
);
