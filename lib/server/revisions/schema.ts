import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../members/schema';

/**
 * Every save of an edited record (a product, a category, a FAQ entry, a course, a library entry):
 * the record's editable fields as saved, numbered 1, 2, 3 … per record. Append-only; a restore is
 * a new save, so a new row. The first row of a record that existed before the history began holds
 * what was there, with no author.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    number: integer('number').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff account as a person reads it; null for the state found before the history began. */
    actorLabel: text('actor_label'),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    changed: jsonb('changed').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('revisions_record_number_unique').on(t.kind, t.recordId, t.number), index('revisions_created_idx').on(t.createdAt)],
);

/**
 * A form's unsaved values kept for its preview (the product form's "Preview"): read back only by
 * the staff member who sent them, for an hour; a newer draft of the same record replaces theirs.
 * In the database, not in memory, so any instance can render the preview.
 */
export const previewDrafts = pgTable(
  'preview_drafts',
  {
    token: text('token').primaryKey(),
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('preview_drafts_created_idx').on(t.createdAt)],
);
