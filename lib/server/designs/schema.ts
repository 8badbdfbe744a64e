import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalogue/schema';
import { storedFiles } from '../files/schema';
import { users } from '../members/schema';

/*
 * Saved designs (/user/myProduct, /product/editProduct/{id}): a member's customisation of a
 * catalogue product, kept to be requested as a quote (an order in the `inquiry` state copies it).
 */

export const designs = pgTable(
  'designs',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The catalogue product it is based on; null once that product is deleted (the name stays in `name`). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The member's name for it (defaults to the product's name in their language). */
    name: text('name').notNull(),
    size: text('size').notNull().default(''),
    material: text('material').notNull().default(''),
    colours: jsonb('colours').$type<string[]>().notNull().default([]),
    printMethod: text('print_method').notNull().default(''),
    logoPlacement: text('logo_placement').notNull().default(''),
    quantity: integer('quantity'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('designs_member_idx').on(t.memberId, t.updatedAt), check('designs_quantity_check', sql`${t.quantity} is null or ${t.quantity} > 0`)],
);

/** The artwork files of a design (the member's own files), in their order. */
export const designFiles = pgTable(
  'design_files',
  {
    designId: integer('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.designId, t.fileId] }), index('design_files_file_idx').on(t.fileId)],
);
